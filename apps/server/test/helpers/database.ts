import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { ThrowawayTarget } from '../../src/db/throwaway-database';

/** The migrated, seeded template the suite's global set-up made (test/global-setup.ts). */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/**
 * PGlite in memory unless TEST_DB=pg and TEST_DATABASE_URL are both set; then each test file
 * gets a new database on that server, dropped when the file's app closes. The database is
 * empty: no migrations, no data.
 */
export function testDatabaseTarget(): ThrowawayTarget {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'pg') {
    if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    return { kind: 'postgres', adminUrl: url };
  }
  return { kind: 'pglite' };
}

/**
 * The same kind of database, but a copy of the suite's template: migrated and holding the demo
 * data seeded at the test clock's start, exactly what a fresh app would have made for itself
 * (about a second to copy instead of several to build). Empty when no template was made.
 */
export function seededTestDatabaseTarget(): ThrowawayTarget {
  const target = testDatabaseTarget();
  const template = inject('databaseTemplate');
  if (!template || template.kind !== target.kind) return target;
  if (template.kind === 'postgres' && target.kind === 'postgres') {
    return { ...target, template: template.name };
  }
  if (template.kind === 'pglite') {
    return { kind: 'pglite', dump: new Blob([readFileSync(template.dumpPath)]) };
  }
  return target;
}
