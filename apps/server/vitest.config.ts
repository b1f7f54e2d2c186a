import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The API suite: each file builds the whole app on a database of its own, an in-memory
 * PGlite by default, or a new database on TEST_DATABASE_URL when TEST_DB=pg, copied from the
 * seeded template the global set-up makes once. Files never share a port or a folder, and
 * much of their time is spent waiting on the database and the worker pools, so they run at
 * least two at a time even on two cores (API_TEST_WORKERS to change it; decision 0075).
 */
export default defineProject({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? Math.max(2, availableParallelism() - 1)),
  },
});
