// The queue on PostgreSQL (decision 0084): graphile-worker on the portal's own database, woken
// by LISTEN/NOTIFY, so any instance runs any job. Its job key keeps one queued job per key; a
// failed attempt is retried with its exponential backoff; the portal's jobs row decides which
// attempt's result is kept.
import { EventEmitter } from 'node:events';
import {
  Logger,
  type Runner,
  run,
  runMigrations,
  type Task,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import type { Clock } from '../app-context';
import { type Db, STARTUP_LOCK } from '../db/database';
import { currentTraceparent } from '../observability/tracing';
import { type Heartbeat, startHeartbeat } from './heartbeat';
import { type JobObserver, type JobQueue, type JobTask, runAttempt, waitForJob } from './queue';
import { recordJob } from './status';

interface Envelope {
  key: string;
  data: unknown;
  /** The trace of the request that queued it, which the instance running it continues. */
  trace?: string;
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createGraphileQueue(options: {
  db: Db;
  connectionString: string;
  clock: Clock;
  concurrency: number;
  log: Log;
  /** The workers' heartbeat and the silence after which another node unlocks their jobs. */
  heartbeat: { everyMs: number; staleMs: number };
  observe?: JobObserver;
}): JobQueue & { heartbeat(): Heartbeat | null } {
  const { db, clock } = options;
  // A pool of its own: the LISTEN client, and one per worker, plus one for adding jobs.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.concurrency + 2,
  });
  // A connection the server dropped (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const tasks = new Map<string, JobTask>();
  let runner: Runner | null = null;
  let heartbeat: Heartbeat | null = null;
  // This instance's worker ids, for its heartbeat rows.
  const workerIds = new Set<string>();
  const events = new EventEmitter() as WorkerEvents;
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => workerIds.delete(worker.workerId));
  // graphile-worker's own lines (start, each job, errors) go to the server's log.
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error' || level === 'warning') options.log.warn({ meta }, message);
  });

  return {
    define(name, task) {
      tasks.set(name, task);
    },
    async add(name, key, payload) {
      const task = tasks.get(name);
      if (!task || !runner) throw new Error(`no job task ${name}, or the queue is not started`);
      if (!(await recordJob(db, key, name, clock()))) return false;
      const trace = currentTraceparent();
      const envelope: Envelope = { key, data: payload, ...(trace ? { trace } : {}) };
      await runner.addJob(name, envelope as never, {
        jobKey: key,
        jobKeyMode: 'preserve_run_at',
        maxAttempts: task.maxAttempts,
        ...(task.priority ? { priority: task.priority } : {}),
      });
      return true;
    },
    wait: (key, timeoutMs) => waitForJob(db, key, timeoutMs),
    async start() {
      const taskList: Record<string, Task> = {};
      for (const [name, task] of tasks)
        taskList[name] = async (payload, helpers) => {
          const { key, data, trace } = payload as Envelope;
          await runAttempt(db, clock, task, key, data, helpers.job.attempts, {
            name,
            trace,
            observe: options.observe,
          });
        };
      // Its schema is installed or upgraded by one instance at a time, as the portal's is.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        await runMigrations({ pgPool: pool, logger });
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
      runner = await run({
        pgPool: pool,
        concurrency: options.concurrency,
        noHandleSignals: true,
        // LISTEN/NOTIFY wakes the workers; the poll only catches what a lost notification missed.
        pollInterval: 2000,
        taskList,
        logger,
        events,
      });
      heartbeat = startHeartbeat({
        pool,
        workerIds: () => [...workerIds],
        everyMs: options.heartbeat.everyMs,
        staleMs: options.heartbeat.staleMs,
        log: options.log,
      });
      await heartbeat.beat().catch(() => {});
      // A runner that ends on an error (the database gone for good) is logged, never an
      // unhandled rejection that would take the instance down.
      runner.promise.catch((error: unknown) =>
        options.log.warn({ err: error }, 'the job queue stopped'),
      );
    },
    heartbeat: () => heartbeat,
    async close() {
      const ids = [...workerIds];
      await heartbeat?.stop();
      heartbeat = null;
      await runner?.stop();
      // Its workers released their jobs: nothing for another node to unlock.
      if (ids.length > 0)
        await pool
          .query('delete from worker_heartbeats where worker_id = any($1::text[])', [ids])
          .catch(() => {});
      runner = null;
      await pool.end();
    },
  };
}
