import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and component tests, a project per workspace; the API suite has its own script.
 * Vitest's default of one worker fewer than the cores leaves a 2-core machine with one worker
 * while its main process idles: two keep both cores busy (decision 0075).
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/actuarial/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
