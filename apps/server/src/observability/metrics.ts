// Prometheus metrics (issue 36 §3, decision 0110), one registry per app: what the routes, the
// sign-in, the jobs and the batches count as they go, and gauges read at each scrape from the
// pools and the jobs table. prom-client's process metrics (CPU, memory, event loop, GC) too.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../app-context';
import type { Database } from '../db/database';
import type { AttemptOutcome } from '../jobs/queue';
import { queueDepth } from '../jobs/status';

interface PoolStats {
  threads: number;
  busy: number;
  queued: number;
}

export type SignInOutcome = 'succeeded' | 'refused' | 'disabled' | 'delayed';

/** Seconds: from a health probe (milliseconds) to a report under load (tens of seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
const BATCH_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200];

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route's pattern (never its path), method and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  signIn(outcome: SignInOutcome, waitSeconds?: number): void;
  job(task: string, outcome: AttemptOutcome, seconds: number): void;
  batch(kind: string, status: 'done' | 'failed', seconds: number): void;
  /** The render pool is made by the reports area: it shows itself once it exists. */
  watchRenderer(stats: () => PoolStats): void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(sources: {
  database: Database;
  engine: { stats(): PoolStats };
  clock: Clock;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern and method.',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Password sign-ins: succeeded, refused (wrong credentials), disabled account, or delayed (a wait imposed after failures).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const signInWaits = new Histogram({
    name: 'portal_sign_in_wait_seconds',
    help: 'The wait a delayed sign-in was told to observe (decision 0004).',
    buckets: [1, 2, 5, 10, 30, 60, 120, 300, 900, 1800, 3600],
    registers,
  });
  const jobs = new Histogram({
    name: 'portal_job_duration_seconds',
    help: 'Job attempts (reports, data reports, batch chunks and finishes), by task and outcome.',
    labelNames: ['task', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const batches = new Histogram({
    name: 'portal_batch_duration_seconds',
    help: 'Batch runs from upload to their files made (or failing), by kind.',
    labelNames: ['kind', 'status'] as const,
    buckets: BATCH_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'portal_jobs_waiting',
    help: 'Jobs queued and not yet running, on every instance (retries waiting for their backoff included).',
    registers,
    async collect() {
      const depth = await queueDepth(sources.database.db);
      this.set(depth.queued);
      oldest.set(
        depth.oldestQueuedAt
          ? Math.max(0, (sources.clock().getTime() - depth.oldestQueuedAt.getTime()) / 1000)
          : 0,
      );
      running.set(depth.running);
    },
  });
  const oldest = new Gauge({
    name: 'portal_jobs_oldest_waiting_seconds',
    help: 'How long the oldest queued job has waited; 0 when none waits.',
    registers,
  });
  const running = new Gauge({
    name: 'portal_jobs_running',
    help: 'Jobs running on every instance.',
    registers,
  });

  let renderer: (() => PoolStats) | null = null;
  const poolFigures = [
    ['threads', 'threads', 'Worker threads of the %s pool.'],
    ['busy_threads', 'busy', 'Worker threads of the %s pool running a task.'],
    ['queued_tasks', 'queued', 'Tasks waiting for a thread of the %s pool.'],
  ] as const;
  const poolGauges = (pool: 'engine' | 'render', stats: () => PoolStats | undefined) => {
    for (const [suffix, field, help] of poolFigures) {
      new Gauge({
        name: `portal_${pool}_${suffix}`,
        help: help.replace('%s', pool),
        registers,
        collect() {
          this.set(stats()?.[field] ?? 0);
        },
      });
    }
  };
  poolGauges('engine', () => sources.engine.stats());
  poolGauges('render', () => renderer?.());

  const poolStats = sources.database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connections of the portal pool, by state (busy, idle) and its maximum (max).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'busy' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of the portal pool.',
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status_code: String(status) });
      durations.observe({ method, route }, seconds);
    },
    signIn(outcome, waitSeconds) {
      signIns.inc({ outcome });
      if (waitSeconds !== undefined) signInWaits.observe(waitSeconds);
    },
    job(task, outcome, seconds) {
      jobs.observe({ task, outcome }, seconds);
    },
    batch(kind, status, seconds) {
      batches.observe({ kind, status }, seconds);
    },
    watchRenderer(stats) {
      renderer = stats;
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
