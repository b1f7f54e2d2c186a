// The job queue (decision 0084): graphile-worker when the suite runs on PostgreSQL, the
// in-process runner on PGlite, through the same tasks. One job per key; a transient failure
// retried with backoff; an attempt past its deadline failed, and its late result refused; a
// permanent failure not retried; JOB_WORKERS jobs at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobTask, PermanentJobError } from '../src/jobs/queue';
import { findJob } from '../src/jobs/status';
import { createTestApp } from './helpers/app';

let app: FastifyInstance;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runs = new Map<string, number>();
let running = 0;
let mostAtOnce = 0;
const lateWrites: string[] = [];
const lateCompletions: boolean[] = [];
const order: string[] = [];
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

const task = (run: JobTask['run'], extra: Partial<JobTask> = {}): JobTask => ({
  maxAttempts: 3,
  timeoutMs: 20_000,
  ...extra,
  async run(payload, helpers) {
    runs.set(helpers.key, (runs.get(helpers.key) ?? 0) + 1);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await run(payload, helpers);
    } finally {
      running -= 1;
    }
  },
});

beforeAll(async () => {
  ({ app } = await createTestApp({
    env: { JOB_WORKERS: '1' },
    beforeReady(built) {
      built.jobs.define(
        'test-echo',
        task(async (payload, helpers) => {
          await sleep(100);
          await helpers.complete({ echo: payload, attempt: helpers.attempt });
        }),
      );
      built.jobs.define(
        'test-flaky',
        task(async (_payload, helpers) => {
          if (helpers.attempt === 1) throw new Error('connection reset');
          await helpers.complete({ attempt: helpers.attempt });
        }),
      );
      built.jobs.define(
        'test-slow',
        task(
          async (_payload, helpers) => {
            await sleep(1500);
            lateCompletions.push(
              await helpers.complete({ late: true }, async () => {
                lateWrites.push(helpers.key);
              }),
            );
          },
          { timeoutMs: 300 },
        ),
      );
      built.jobs.define(
        'test-gate',
        task(async (_payload, helpers) => {
          await gate;
          order.push(helpers.key);
          await helpers.complete({});
        }),
      );
      built.jobs.define(
        'test-later',
        task(
          async (_payload, helpers) => {
            order.push(helpers.key);
            await helpers.complete({});
          },
          { priority: 10 },
        ),
      );
      built.jobs.define(
        'test-now',
        task(async (_payload, helpers) => {
          order.push(helpers.key);
          await helpers.complete({});
        }),
      );
      built.jobs.define(
        'test-refused',
        task(async () => {
          throw new PermanentJobError('no such policy');
        }),
      );
      built.jobs.define(
        'test-broken',
        task(
          async () => {
            throw new Error('still down');
          },
          { maxAttempts: 2 },
        ),
      );
    },
  }));
});

afterAll(async () => {
  await app?.close();
});

const key = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe('the job queue', () => {
  it('runs a job once per key, and gives its result to whoever waits', async () => {
    const k = key('echo');
    expect(await app.jobs.add('test-echo', k, { n: 1 })).toBe(true);
    expect(await app.jobs.add('test-echo', k, { n: 2 })).toBe(false);
    const ended = await app.jobs.wait(k, 30_000);
    expect(ended).toMatchObject({ status: 'done', attempt: 1, result: { echo: { n: 1 } } });
    await sleep(300);
    expect(runs.get(k)).toBe(1);
  });

  it('runs JOB_WORKERS jobs at once on an instance (here one)', async () => {
    mostAtOnce = 0;
    const keys = [key('one'), key('two'), key('three')];
    for (const k of keys) await app.jobs.add('test-echo', k, {});
    for (const k of keys) expect((await app.jobs.wait(k, 30_000))?.status).toBe('done');
    expect(mostAtOnce).toBe(1);
  });

  it('tries a transient failure again after a backoff, and keeps the second attempt', async () => {
    const k = key('flaky');
    await app.jobs.add('test-flaky', k, {});
    const ended = await app.jobs.wait(k, 30_000);
    expect(ended).toMatchObject({ status: 'done', attempt: 2, result: { attempt: 2 } });
    expect(runs.get(k)).toBe(2);
  });

  it('fails an attempt past its deadline as `timeout`, and refuses its late result', async () => {
    const k = key('slow');
    await app.jobs.add('test-slow', k, {});
    const ended = await app.jobs.wait(k, 30_000);
    expect(ended).toMatchObject({ status: 'failed', error: 'timeout', result: null });
    // The attempt goes on and tries to complete: refused, its writes rolled back.
    await expect.poll(() => lateCompletions.length, { timeout: 10_000 }).toBe(1);
    expect(lateCompletions).toEqual([false]);
    expect(lateWrites).toEqual([]);
    expect(await findJob(app.db, k)).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(runs.get(k)).toBe(1);
  });

  it('fails a permanent error at once, and a transient one after its last attempt', async () => {
    const refused = key('refused');
    await app.jobs.add('test-refused', refused, {});
    expect(await app.jobs.wait(refused, 30_000)).toMatchObject({
      status: 'failed',
      error: 'no such policy',
    });
    expect(runs.get(refused)).toBe(1);
    const broken = key('broken');
    await app.jobs.add('test-broken', broken, {});
    expect(await app.jobs.wait(broken, 30_000)).toMatchObject({
      status: 'failed',
      attempt: 2,
      error: 'still down',
    });
    expect(runs.get(broken)).toBe(2);
  });

  it('runs a job of a lower priority (a batch chunk) after the others queued with it', async () => {
    const [held, later, now] = [key('gate'), key('later'), key('now')];
    // The one worker is busy while both are queued; the later one was queued first.
    await app.jobs.add('test-gate', held, {});
    await expect.poll(() => running, { timeout: 30_000 }).toBe(1);
    await app.jobs.add('test-later', later, {});
    await app.jobs.add('test-now', now, {});
    openGate();
    for (const k of [held, later, now])
      expect((await app.jobs.wait(k, 30_000))?.status).toBe('done');
    expect(order).toEqual([held, now, later]);
  });
});
