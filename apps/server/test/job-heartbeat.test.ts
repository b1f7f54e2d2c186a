// A dead node's jobs (decision 0084): graphile-worker leaves the jobs a crashed worker locked
// for 4 hours. Each instance's workers write a heartbeat row; a row silent past the stale limit
// is deleted and its worker's jobs unlocked, so a live instance runs them at once. On PGlite one
// process runs every job: there is no heartbeat and nothing to unlock.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { workerHeartbeats } from '../src/db/tables/batches';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database';
import { type Heartbeat, startHeartbeat } from '../src/jobs/heartbeat';
import { recordJob, startAttempt } from '../src/jobs/status';
import { testConfig } from './helpers/app';
import { testDatabaseTarget } from './helpers/database';

let database: ThrowawayDatabase;
let app: FastifyInstance;
let pool: pg.Pool | null = null;
const runs: { key: string; attempt: number }[] = [];

beforeAll(async () => {
  database = await createThrowawayDatabase(testDatabaseTarget());
  app = await buildApp(
    testConfig({ JOB_WORKERS: '1', WORKER_HEARTBEAT_MS: '200', WORKER_STALE_MS: '1000' }),
    { database },
  );
  app.jobs.define('test-heartbeat', {
    maxAttempts: 3,
    timeoutMs: 20_000,
    async run(_payload, helpers) {
      runs.push({ key: helpers.key, attempt: helpers.attempt });
      await helpers.complete({ attempt: helpers.attempt });
    },
  });
  await app.ready();
  if (database.url) pool = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await app?.close();
  await pool?.end();
  await database?.close();
});

/** A graphile-worker job as a worker that died left it: locked, its portal row running. */
async function lockedJob(db: pg.Pool, key: string, workerId: string) {
  await recordJob(app.db, key, 'test-heartbeat', new Date());
  await startAttempt(app.db, key, 1, new Date());
  // Added to run later, so no live worker takes it before it is locked here.
  await db.query(
    `select graphile_worker.add_job('test-heartbeat', json_build_object('key', $1::text, 'data', '{}'::json),
       run_at := now() + interval '1 hour', max_attempts := 3, job_key := $1::text)`,
    [key],
  );
  await db.query(
    `update graphile_worker._private_jobs
     set locked_by = $2, locked_at = now(), run_at = now() - interval '1 minute', attempts = 1
     where key = $1`,
    [key, workerId],
  );
}

const lockedBy = async (db: pg.Pool, key: string) =>
  (
    await db.query<{ locked_by: string | null }>(
      'select locked_by from graphile_worker._private_jobs where key = $1',
      [key],
    )
  ).rows[0]?.locked_by;

describe('the job workers’ heartbeat', { timeout: 60_000 }, () => {
  it('PGlite: one process runs every job, so nothing beats and nothing is unlocked', async () => {
    if (database.url) return;
    const rows = await app.db.select().from(workerHeartbeats);
    expect(rows).toEqual([]);
  });

  it('PostgreSQL: each worker of the instance writes its heartbeat row', async () => {
    if (!pool) return;
    await expect
      .poll(async () => (await app.db.select().from(workerHeartbeats)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const rows = await app.db.select().from(workerHeartbeats);
    expect(rows.every((r) => r.workerId.startsWith('worker-'))).toBe(true);
  });

  it('PostgreSQL: the instance’s own heartbeat frees a dead worker’s job by itself', async () => {
    if (!pool) return;
    await lockedJob(pool, 'hb-crashed', 'worker-crashed');
    await app.db.execute(
      sql`insert into worker_heartbeats (worker_id, seen_at) values ('worker-crashed', now())`,
    );
    // The crashed worker beats no more: past WORKER_STALE_MS (1 s here) the app unlocks it.
    const ended = await app.jobs.wait('hb-crashed', 30_000);
    expect(ended).toMatchObject({ status: 'done', attempt: 2 });
    const ids = (await app.db.select().from(workerHeartbeats)).map((r) => r.workerId);
    expect(ids).not.toContain('worker-crashed');
  });
  it('PostgreSQL: unlocks a silent worker’s jobs, and only a silent one’s', async () => {
    if (!pool) return;
    // The app's own beat stops (its rows go), so that only the beats asked for here run.
    await (app.jobs as unknown as { heartbeat(): Heartbeat | null }).heartbeat()?.stop();
    await lockedJob(pool, 'hb-dead', 'worker-dead-one');
    await lockedJob(pool, 'hb-alive', 'worker-alive-one');
    await app.db.execute(sql`
      insert into worker_heartbeats (worker_id, seen_at) values
        ('worker-dead-one', now() - interval '1 hour'),
        ('worker-alive-one', now())`);
    const beat = startHeartbeat({
      pool,
      workerIds: () => ['worker-alive-one'],
      everyMs: 3_600_000,
      staleMs: 30_000,
      log: { warn() {} },
    });
    try {
      expect(await beat.beat()).toEqual(['worker-dead-one']);
      expect(await beat.beat()).toEqual([]);
      expect(await lockedBy(pool, 'hb-alive')).toBe('worker-alive-one');
      const ids = (await app.db.select().from(workerHeartbeats)).map((r) => r.workerId);
      expect(ids).toContain('worker-alive-one');
      expect(ids).not.toContain('worker-dead-one');
      // The dead worker's job is free again, and the live instance runs it: its second attempt.
      const ended = await app.jobs.wait('hb-dead', 30_000);
      expect(ended).toMatchObject({ status: 'done', attempt: 2, result: { attempt: 2 } });
      expect(runs.filter((r) => r.key === 'hb-dead')).toEqual([{ key: 'hb-dead', attempt: 2 }]);
      expect(runs.some((r) => r.key === 'hb-alive')).toBe(false);
    } finally {
      await beat.stop();
    }
  });
});
