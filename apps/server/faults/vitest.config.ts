import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The fault drills (`npm run test:faults`, decision 0025): real server processes killed and
 * databases stopped under load. Outside `npm test`: they take a minute and start processes.
 */
export default defineProject({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
