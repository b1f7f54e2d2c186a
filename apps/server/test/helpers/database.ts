import type { ThrowawayTarget } from '../../src/db/throwaway-database';

/**
 * PGlite in memory unless TEST_DB=pg and TEST_DATABASE_URL are both set; then each test file
 * gets a new database on that server, dropped when the file's app closes.
 */
export function testDatabaseTarget(): ThrowawayTarget {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'pg') {
    if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    return { kind: 'postgres', adminUrl: url };
  }
  return { kind: 'pglite' };
}
