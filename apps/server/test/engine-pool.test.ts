// The engine pool (decision 0021): jobs run in worker threads, a job past its deadline has its
// thread stopped and replaced, a full queue is refused at once, and closing ends running jobs.
import type { IllustrationInput } from '@portal/actuarial/input';
import { afterEach, describe, expect, it } from 'vitest';
import { illustrationJob, premiumJob } from '../src/engine/jobs';
import { createEnginePool, type EnginePool, EngineUnavailable } from '../src/engine/pool';

const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
  ul: { annualDeposit: 3000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
  issueDate: '2026-01-15',
};

const pools: EnginePool[] = [];
const pool = (options: Parameters<typeof createEnginePool>[0]) => {
  const made = createEnginePool({ testJobs: true, ...options });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** What a refusal of the pool carries: its status, code and Retry-After. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineUnavailable);
  const e = error as EngineUnavailable;
  return { status: e.statusCode, code: e.code, retryAfter: e.headers?.['retry-after'] };
}

describe('the engine pool', () => {
  it('answers a job in a thread exactly as the engine does inline', async () => {
    const engine = pool({ threads: 1, deadlineMs: 60_000 });
    expect(await engine.run('premium', ul)).toEqual(premiumJob(ul));
    expect(await engine.run('illustration', ul)).toEqual(illustrationJob(ul));
    // The engine's refusal comes back as an outcome, not an error.
    const refused = await engine.run('illustration', { ...ul, faceAmount: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.problems.map((p) => p.code)).toEqual(['faceRange']);
  });

  it('stops a job past its deadline, keeps the event loop free meanwhile, and replaces the thread', async () => {
    const engine = pool({ threads: 1, deadlineMs: 1_500 });
    // A cold thread loads the engine first: warm it so the deadline is the spin's.
    await engine.run('premium', ul);
    const ticks: string[] = [];
    const stuck = refusal(
      engine.runTestJob('spin', Number.POSITIVE_INFINITY).finally(() => {
        ticks.push('refused');
      }),
    );
    // The server thread keeps running timers while the worker spins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    ticks.push('timer');
    expect(await stuck).toEqual({ status: 503, code: 'engineTimeout', retryAfter: '2' });
    expect(ticks).toEqual(['timer', 'refused']);
    expect(engine.pending).toBe(0);
    // A fresh thread took the stopped one's place.
    expect(await engine.run('premium', ul)).toEqual(premiumJob(ul));
  });

  it('refuses a job at once when the threads and the queue are full', async () => {
    const engine = pool({ threads: 1, deadlineMs: 3_000, maxQueue: 1 });
    const running = refusal(engine.runTestJob('spin', Number.POSITIVE_INFINITY));
    const queued = refusal(engine.runTestJob('spin', Number.POSITIVE_INFINITY));
    expect(engine.pending).toBe(2);
    expect(await refusal(engine.run('premium', ul))).toEqual({
      status: 503,
      code: 'engineBusy',
      retryAfter: '2',
    });
    expect(engine.pending).toBe(2);
    expect((await running).code).toBe('engineTimeout');
    expect((await queued).code).toBe('engineTimeout');
    expect(engine.pending).toBe(0);
  });

  it('ends a running job when it closes, and refuses jobs afterwards', async () => {
    const engine = pool({ threads: 1, deadlineMs: 600_000 });
    await engine.run('premium', ul);
    const stuck = refusal(engine.runTestJob('spin', Number.POSITIVE_INFINITY));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(engine.close()).resolves.toBeUndefined();
    expect(await stuck).toEqual({ status: 503, code: 'engineBusy', retryAfter: '2' });
    expect((await refusal(engine.run('premium', ul))).code).toBe('engineBusy');
  });

  it('is closed cleanly at every moment of its start', async () => {
    for (let delay = 0; delay <= 200; delay += 25) {
      const engine = createEnginePool({ threads: 1 });
      engine.warm();
      await new Promise((resolve) => setTimeout(resolve, delay));
      await expect(engine.close()).resolves.toBeUndefined();
    }
    const after = pool({ threads: 1, deadlineMs: 60_000 });
    expect(await after.run('premium', ul)).toEqual(premiumJob(ul));
  });

  it('runs no thread job by a name it does not know, and no test job outside the tests', async () => {
    const engine = createEnginePool({ threads: 1, deadlineMs: 60_000 });
    pools.push(engine);
    await expect(engine.runTestJob('spin', 1)).rejects.toThrow(/unknown engine job: spin/);
  });
});
