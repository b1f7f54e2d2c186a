// The jobs table (decision 0084): SQL stays here. Every transition names the attempt it belongs
// to, so an attempt that lost its job (timed out, or unlocked from a dead node and run again)
// changes nothing.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/tables/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** Records a job under its key; false when that key already has one (queued once per key). */
export async function recordJob(db: Db, key: string, task: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ key, task, status: 'queued', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: jobs.key });
  return inserted.length > 0;
}

/** This attempt takes the job; false when it is already done or failed (nothing to run). */
export async function startAttempt(db: Db, key: string, attempt: number, now: Date) {
  const taken = await db
    .update(jobs)
    .set({ status: 'running', attempt, updatedAt: now })
    .where(and(eq(jobs.key, key), inArray(jobs.status, ['queued', 'running'])))
    .returning({ key: jobs.key });
  return taken.length > 0;
}

/**
 * Marks the job done with its result, in the caller's transaction, only while it is still
 * this attempt's: false means another attempt or the deadline has it, and the caller rolls
 * back whatever it wrote.
 */
export async function completeAttempt(
  db: Db,
  key: string,
  attempt: number,
  result: unknown,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ status: 'done', result, error: null, updatedAt: now })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'running'), eq(jobs.attempt, attempt)))
    .returning({ key: jobs.key });
  return done.length > 0;
}

/** Fails this attempt's job for good (timeout, last attempt spent); false if not its own. */
export async function failAttempt(
  db: Db,
  key: string,
  attempt: number,
  error: string,
  now: Date,
): Promise<boolean> {
  const failed = await db
    .update(jobs)
    .set({ status: 'failed', error, updatedAt: now })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'running'), eq(jobs.attempt, attempt)))
    .returning({ key: jobs.key });
  return failed.length > 0;
}

/** A transient failure: the job waits for its next attempt, with the reason kept. */
export async function requeueAttempt(
  db: Db,
  key: string,
  attempt: number,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', error, updatedAt: now })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'running'), eq(jobs.attempt, attempt)));
}

export async function findJob(db: Db, key: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key)).limit(1);
  return row ?? null;
}

/** Forgets a finished job, so its key (a report id given back) may be used again. */
export async function forgetJob(db: Db, key: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.key, key));
}

/** Forgets jobs last changed before `before` (their results and outputs are gone by then). */
export async function forgetJobsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(lt(jobs.updatedAt, before));
}

/** Jobs waiting and running on every instance, and when the oldest waiting one was queued. */
export async function queueDepth(
  db: Db,
): Promise<{ queued: number; running: number; oldestQueuedAt: Date | null }> {
  const [row] = await db
    .select({
      queued: sql<number>`(count(*) filter (where ${jobs.status} = 'queued'))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.status} = 'running'))::int`,
      oldest: sql<string | null>`min(${jobs.createdAt}) filter (where ${jobs.status} = 'queued')`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']));
  return {
    queued: row?.queued ?? 0,
    running: row?.running ?? 0,
    oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null,
  };
}
