// An engine worker (a piscina worker thread): runs one engine job at a time off the server's
// event loop. Plain JavaScript that registers the TypeScript loader (tsx) for itself and then
// loads the jobs, so that the thread starts the same under `npm start`, `tsx watch` and the
// tests, whatever loader the server thread itself was started with (reports/pool.ts says why
// threads are not given the server's flags).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { JOBS, TEST_JOBS } = await import('./jobs.ts');

/** The tests' jobs (a spin that never ends) exist only in a pool built for tests. */
const allowed = workerData?.testJobs === true ? { ...JOBS, ...TEST_JOBS } : JOBS;

export default function run({ job, arg, trace }) {
  const fn = Object.hasOwn(allowed, job) ? allowed[job] : undefined;
  if (!fn) throw new Error(`unknown engine job: ${String(job)}`);
  if (trace === undefined) return fn(arg);
  // A traced server's job: its span goes back with the answer (observability/thread-tracing).
  return import('../observability/thread-tracing.mjs').then(({ runTraced }) =>
    runTraced(trace, `engine thread ${job}`, { 'portal.engine.job': job }, () => fn(arg)),
  );
}
