// The engine pool: the illustration engine runs in worker threads, off the server's event loop,
// each job under a deadline after which its thread is stopped (and replaced) and the call is
// answered 503 `engineTimeout`; a full queue is refused at once with 503 `engineBusy`. Both
// carry Retry-After. Decision 0021 says why these numbers and codes.
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { ApiError } from '../http/api-error';
import {
  adoptThreadSpans,
  currentTraceparent,
  inSpan,
  type ThreadSpan,
} from '../observability/tracing';
import type { JobArg, JobName, JobResult } from './jobs';

export interface EnginePoolOptions {
  /** Worker threads (at least 1). */
  threads?: number;
  /** A job not answered this long after it was asked for is stopped. */
  deadlineMs?: number;
  /** Jobs waiting for a thread beyond the running ones; one more is refused. */
  maxQueue?: number;
  /** Lets the tests send their own jobs (a spin); never set by the server. */
  testJobs?: boolean;
}

export interface EnginePool {
  run<K extends JobName>(job: K, arg: JobArg<K>): Promise<JobResult<K>>;
  /** For the tests only (see `testJobs`), with a deadline of their own if given. */
  runTestJob(job: 'spin', arg: number, deadlineMs?: number): Promise<number>;
  /** Jobs asked for and not yet answered, running or queued. */
  readonly pending: number;
  readonly threads: number;
  /** Threads at work and jobs waiting for one, for the metrics. */
  stats(): { threads: number; busy: number; queued: number };
  /** Starts the threads now rather than on the first job (the server, once listening). */
  warm(): void;
  close(): Promise<void>;
}

export const ENGINE_DEFAULTS = {
  threads: Math.max(1, Math.min(2, availableParallelism())),
  deadlineMs: 5_000,
  maxQueue: 32,
} as const;

/** Seconds a refused caller is told to wait before asking again. */
const RETRY_AFTER_SECONDS = 2;

export class EngineUnavailable extends ApiError {
  constructor(kind: 'engineBusy' | 'engineTimeout', deadlineMs: number) {
    super(
      503,
      kind,
      kind === 'engineBusy'
        ? 'The calculation engine is busy. Please try again in a moment.'
        : `The calculation did not finish within ${deadlineMs} ms and was stopped. Please try again.`,
      undefined,
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
    this.name = 'EngineUnavailable';
  }
}

/** See reports/pool.ts RENDER_THREADS: the same flag, for the same reason. */
const ENGINE_THREADS = {
  filename: new URL('./engine-worker.mjs', import.meta.url).href,
  execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')
    ? ['--no-experimental-require-module']
    : [],
};

export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const threads = Math.max(1, options.threads ?? ENGINE_DEFAULTS.threads);
  const deadlineMs = options.deadlineMs ?? ENGINE_DEFAULTS.deadlineMs;
  const maxQueue = Math.max(0, options.maxQueue ?? ENGINE_DEFAULTS.maxQueue);
  // Made on the first job or on warm(): an app that never calls the engine (most API tests)
  // starts no thread. Once made, every thread is kept: a thread's first job loads the engine
  // (about a second under tsx).
  let made: Piscina | null = null;
  const pool = () =>
    (made ??= new Piscina({
      ...ENGINE_THREADS,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Our own count refuses first (below); piscina's is the backstop.
      maxQueue: maxQueue + threads,
      workerData: { testJobs: options.testJobs === true },
    }));
  let pending = 0;
  let closed = false;

  async function submit(
    task: { job: string; arg: unknown },
    jobDeadlineMs = deadlineMs,
  ): Promise<unknown> {
    if (closed || pending >= threads + maxQueue)
      throw new EngineUnavailable('engineBusy', deadlineMs);
    pending++;
    const signal = AbortSignal.timeout(jobDeadlineMs);
    try {
      return await inSpan(`engine ${task.job}`, { 'portal.engine.job': task.job }, async () => {
        // Traced, the thread runs the job in a child span and sends it back with the answer.
        const trace = currentTraceparent();
        if (!trace) return pool().run(task, { signal });
        const out = (await pool().run({ ...task, trace }, { signal })) as {
          value: unknown;
          spans: ThreadSpan[];
        };
        adoptThreadSpans(out.spans);
        return out.value;
      });
    } catch (error) {
      // Aborted by the deadline: piscina has stopped the thread (a fresh one takes its place)
      // or taken the job out of the queue.
      if (signal.aborted) throw new EngineUnavailable('engineTimeout', jobDeadlineMs);
      if (error instanceof Error && /queue is at limit|Terminating worker/.test(error.message))
        throw new EngineUnavailable('engineBusy', deadlineMs);
      throw error;
    } finally {
      pending--;
    }
  }

  return {
    run: (job, arg) => submit({ job, arg }) as Promise<JobResult<typeof job>>,
    runTestJob: (job, arg, ms) => submit({ job, arg }, ms) as Promise<number>,
    get pending() {
      return pending;
    },
    threads,
    stats: () => ({
      threads,
      busy: Math.min(pending, threads),
      queued: Math.max(0, pending - threads),
    }),
    warm() {
      if (!closed) pool();
    },
    async close() {
      closed = true;
      // Running jobs are abandoned: their threads are stopped, not waited for.
      await made?.destroy();
    },
  };
}
