import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The API suite: each file builds the whole app on a database of its own, an in-memory
 * PGlite by default, or a new database on TEST_DATABASE_URL when TEST_DB=pg.
 */
export default defineProject({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
