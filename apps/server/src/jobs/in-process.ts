// The queue on PGlite (decision 0084): one process owns the embedded database, so the jobs run
// here, with graphile-worker's rules (one job per key, attempts with its backoff, deadlines,
// `JOB_WORKERS` at once) and the same jobs rows; a newcomer starts no other service.
import type { Clock } from '../app-context';
import type { Db } from '../db/database';
import { currentTraceparent } from '../observability/tracing';
import {
  backoffMs,
  type JobObserver,
  type JobQueue,
  type JobTask,
  runAttempt,
  waitForJob,
} from './queue';
import { recordJob } from './status';

interface Pending {
  name: string;
  key: string;
  payload: unknown;
  attempt: number;
  /** The trace of the request that queued it. */
  trace?: string;
}

export function createInProcessQueue(options: {
  db: Db;
  clock: Clock;
  concurrency: number;
  /** The wait before attempt n + 1 (tests shorten it). */
  backoff?: (attempt: number) => number;
  observe?: JobObserver;
}): JobQueue {
  const { db, clock, concurrency } = options;
  const backoff = options.backoff ?? backoffMs;
  const tasks = new Map<string, JobTask>();
  const pending: Pending[] = [];
  const retries = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let started = false;
  let closed = false;

  // The first job of the lowest priority (graphile-worker's order: priority, then age).
  const priorityOf = (job: Pending) => tasks.get(job.name)?.priority ?? 0;
  const takeNext = (): Pending => {
    let best = 0;
    for (let i = 1; i < pending.length; i += 1)
      if (priorityOf(pending[i] as Pending) < priorityOf(pending[best] as Pending)) best = i;
    return pending.splice(best, 1)[0] as Pending;
  };

  const pump = () => {
    while (started && !closed && running.size < concurrency && pending.length > 0) {
      const job = takeNext();
      const task = tasks.get(job.name);
      if (!task) continue;
      const attempt = runAttempt(db, clock, task, job.key, job.payload, job.attempt, {
        name: job.name,
        trace: job.trace,
        observe: options.observe,
      }).catch(() => {
        if (closed) return;
        const timer = setTimeout(() => {
          retries.delete(timer);
          pending.push({ ...job, attempt: job.attempt + 1 });
          pump();
        }, backoff(job.attempt));
        retries.add(timer);
      });
      const tracked = attempt.finally(() => {
        running.delete(tracked);
        pump();
      });
      running.add(tracked);
    }
  };

  return {
    define(name, task) {
      tasks.set(name, task);
    },
    async add(name, key, payload) {
      if (!tasks.has(name)) throw new Error(`no job task ${name}`);
      if (!(await recordJob(db, key, name, clock()))) return false;
      // As graphile-worker stores it: JSON, so a task sees the same payload on either queue.
      pending.push({
        name,
        key,
        payload: JSON.parse(JSON.stringify(payload)),
        attempt: 1,
        trace: currentTraceparent(),
      });
      pump();
      return true;
    },
    wait: (key, timeoutMs) => waitForJob(db, key, timeoutMs),
    async start() {
      started = true;
      pump();
    },
    async close() {
      closed = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      await Promise.allSettled([...running]);
    },
  };
}
