import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from './database';

/**
 * Where a throw-away database lives: an in-memory PGlite, or a new database created on a
 * PostgreSQL server (reached through `adminUrl`) and dropped when it is closed. Either may
 * start as a copy of a template (a PGlite dump, or a database on the same server) that already
 * holds the migrations and start-up data.
 */
export type ThrowawayTarget =
  | { kind: 'pglite'; dump?: Blob }
  | { kind: 'postgres'; adminUrl: string; template?: string };

/** A throw-away database; on PostgreSQL with its address, so a test can open a second instance on it. */
export type ThrowawayDatabase = Database & { url?: string };

export async function createThrowawayDatabase(target: ThrowawayTarget): Promise<ThrowawayDatabase> {
  if (target.kind === 'pglite') return openPglite(undefined, target.dump);

  // A database of its own rather than a schema: the generated migrations name "public" in
  // their foreign keys, and a database per run keeps parallel runs from ever meeting.
  const name = `portal_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  try {
    await admin.query(
      target.template
        ? `create database "${name}" template "${target.template}"`
        : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: target.adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
