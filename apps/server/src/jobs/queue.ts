// What a job is, whichever queue runs it (decision 0084): a named task with its attempts and
// deadline, run under the portal's jobs row so that a result is kept once, by the attempt
// that still owns the job. The graphile-worker queue (PostgreSQL) and the in-process runner
// (PGlite) both run attempts through runAttempt.
import { SpanKind } from '@opentelemetry/api';
import type { Clock } from '../app-context';
import type { Db } from '../db/database';
import { contextOf, inSpan } from '../observability/tracing';
import {
  completeAttempt,
  failAttempt,
  findJob,
  type JobRow,
  requeueAttempt,
  startAttempt,
} from './status';

export interface JobHelpers {
  key: string;
  attempt: number;
  /** Aborted when the job's deadline passes: the task should stop what it can. */
  signal: AbortSignal;
  /**
   * Keeps the job's result and whatever `write` stores, in one transaction, only if this
   * attempt still owns the job; false (and nothing written) when it does not.
   */
  complete(result: unknown, write?: (tx: Db) => Promise<void>): Promise<boolean>;
}

export interface JobTask {
  run(payload: unknown, helpers: JobHelpers): Promise<void>;
  /** Attempts in all; a thrown error before the last one is retried after a backoff. */
  maxAttempts: number;
  /** Past this an attempt is failed with `timeout` and not retried. */
  timeoutMs: number;
  /**
   * Lower runs first when workers are free (graphile-worker's rule; default 0): batch chunks
   * wait behind the reports a person is waiting for (decision 0086).
   */
  priority?: number;
}

/** An error no later attempt can fix: the job fails at once with its message. */
export class PermanentJobError extends Error {}

export interface JobQueue {
  /** Makes a task known; before start. */
  define(name: string, task: JobTask): void;
  /** Queues a job once per key: false when the key already has one (nothing queued). */
  add(name: string, key: string, payload: unknown): Promise<boolean>;
  /** The job's row once it is done or failed, or null if it is neither after `timeoutMs`. */
  wait(key: string, timeoutMs: number): Promise<JobRow | null>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** graphile-worker's backoff, which the in-process runner copies: exp(min(attempt, 10)) s. */
export function backoffMs(attempt: number): number {
  return Math.round(Math.exp(Math.min(attempt, 10)) * 1000);
}

class Superseded extends Error {}

/** How an attempt ended: kept, failed for good, to be tried again, or not its to run. */
export type AttemptOutcome = 'done' | 'failed' | 'timeout' | 'retry' | 'skipped';

/** Told of every attempt that ran (the metrics). */
export type JobObserver = (task: string, outcome: AttemptOutcome, seconds: number) => void;

/** Who the attempt is for: its task's name, the trace that queued it, who hears how it ended. */
export interface AttemptRun {
  name: string;
  /** The W3C traceparent of the request that queued the job, when it was traced. */
  trace?: string;
  observe?: JobObserver;
}

/**
 * Runs one attempt of a job, in a span that continues the trace of the request that queued
 * it. Resolves when the attempt is over for good (done, failed, or not this attempt's to run);
 * rejects when it should be tried again.
 */
export async function runAttempt(
  db: Db,
  clock: Clock,
  task: JobTask,
  key: string,
  payload: unknown,
  attempt: number,
  run: AttemptRun = { name: 'job' },
): Promise<void> {
  const started = performance.now();
  let outcome: AttemptOutcome = 'retry';
  try {
    outcome = await inSpan(
      `job ${run.name}`,
      { 'portal.job.task': run.name, 'portal.job.attempt': attempt },
      () => attemptOnce(db, clock, task, { key, payload, attempt }),
      // Its own parent, never the context of whatever happened to start it (another job's end).
      { kind: SpanKind.CONSUMER, parent: contextOf(run.trace) },
    );
  } finally {
    if (outcome !== 'skipped')
      run.observe?.(run.name, outcome, (performance.now() - started) / 1000);
  }
}

async function attemptOnce(
  db: Db,
  clock: Clock,
  task: JobTask,
  { key, payload, attempt }: { key: string; payload: unknown; attempt: number },
): Promise<AttemptOutcome> {
  if (!(await startAttempt(db, key, attempt, clock()))) return 'skipped';
  const controller = new AbortController();
  const helpers: JobHelpers = {
    key,
    attempt,
    signal: controller.signal,
    async complete(result, write) {
      try {
        await db.transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          if (!(await completeAttempt(txDb, key, attempt, result, clock()))) throw new Superseded();
          await write?.(txDb);
        });
        return true;
      } catch (error) {
        if (error instanceof Superseded) return false;
        throw error;
      }
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), task.timeoutMs);
  });
  const running = task.run(payload, helpers).then(() => 'ran' as const);
  // Past the deadline the attempt is failed; whatever it does later is refused by its row.
  running.catch(() => undefined);
  try {
    if ((await Promise.race([running, deadline])) === 'timeout') {
      controller.abort();
      await failAttempt(db, key, attempt, 'timeout', clock());
      return 'timeout';
    }
    const row = await findJob(db, key);
    // A task that returned without a result has nothing to give: failed, not retried.
    if (row?.status === 'running' && row.attempt === attempt) {
      await failAttempt(db, key, attempt, 'no result', clock());
      return 'failed';
    }
    return 'done';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentJobError || attempt >= task.maxAttempts) {
      await failAttempt(db, key, attempt, message, clock());
      return 'failed';
    }
    await requeueAttempt(db, key, attempt, message, clock());
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Polls the job's row until it is done or failed (cheap: one indexed read each time). */
export async function waitForJob(
  db: Db,
  key: string,
  timeoutMs: number,
  everyMs = 50,
): Promise<JobRow | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await findJob(db, key);
    if (row && (row.status === 'done' || row.status === 'failed')) return row;
    if (Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
