import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { tracePglite, tracePool } from '../observability/database-tracing';

/** What repositories see: the same Drizzle API whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: where it is, for the job queue's own pool (graphile-worker holds a client
   * for LISTEN as long as it runs; in the portal's pool that client would keep `close()`
   * waiting; decision 0084).
   */
  connectionString?: string;
  /** Applies the migrations folder, then runs `after` while no other instance can start up. */
  migrate(after?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as an uncompressed tar, which `openPglite` can start from. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** An arbitrary constant: the advisory lock instances take while they migrate and seed. */
export const STARTUP_LOCK = 4_210_071;

/**
 * PGlite persisted in `dataDir`, or in memory; `loadDataDir` starts it from a dump made by
 * `dumpDataDir()` (a migrated, seeded template, so tests skip building one each time).
 */
export function openPglite(dataDir?: string, loadDataDir?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = tracePglite(new PGlite(dataDir, loadDataDir ? { loadDataDir } : {}));
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is nobody to race with.
    async migrate(after) {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await after?.();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(connectionString: string): Database {
  const max = 10;
  const pool = tracePool(new pg.Pool({ connectionString, max }));
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it, and the next query opens a new one or fails where it is handled.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionString,
    // Several instances may start at once against one server: the first migrates and seeds,
    // the others wait on the lock and then find nothing left to do.
    async migrate(after) {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
        await after?.();
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        lockHolder.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite persisted under DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pglite'));
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
