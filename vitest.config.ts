import { defineConfig } from 'vitest/config';

/** Unit and component tests, a project per workspace; the API suite has its own script. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/actuarial/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
