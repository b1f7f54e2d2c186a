import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The robustness suite (issue 26): requests generated from every route's contract, on a
 * database of its own (PGlite, or PostgreSQL when TEST_DB=pg). `npm run test:fuzz` runs it
 * on both; FUZZ_RUNS makes it longer.
 */
export default defineProject({
  test: {
    name: 'robustness',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['robustness/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
