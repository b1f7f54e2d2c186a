// Batch runs (issue 23 §3, decision 0086): a generated 10,000-life new-business census and an
// in-force batch of 100,000 policies' projection values.
// - The engine's part alone: the server's per-life function (apps/server/src/batch/life.ts,
//   what each chunk runs for each row) over the whole census on this one thread, in lives/s:
//   the target is at least 5,000 lives/s per core. Its time per product family is kept
//   beside it, to say where the time goes.
// - The whole batch through HTTP on real server processes sharing one PostgreSQL
//   (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database, dropped after): the census
//   uploaded to POST /api/batch/newBusiness, GET /api/batch/{id} followed until the outputs are
//   ready, on one instance and then on two; wall time, lives/s, lives/s per core of this
//   machine, and the CPU seconds each instance spent (how the work was shared).
// - The in-force batch of a 100,000-policy book (the demo book's showcase policies and the
//   in-force seed's generated ones, as `npm run bench -- inforce` seeds them), projection
//   values without PDFs, on the two instances.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { productById } from '@portal/actuarial/products/catalogue';
import type { ProductFamily } from '@portal/actuarial/products/types';
import { type Batch, type CensusRow, censusRowSchema } from '@portal/contracts/batch';
import { illustrateLife } from '@portal/server/batch/life';
import { censusCsv, generatedCensus } from '@portal/server/db/seeds/census';
import { seedGeneratedPolicies } from '@portal/server/db/seeds/inforce';
import { inforcePolicies } from '@portal/server/db/tables/inforce';
import { createThrowawayDatabase } from '@portal/server/db/throwaway-database';
import { type SignedIn, signIn } from '../http-load';
import { type Instance, startInstance } from '../server-instances';
import type { BenchFigure, BenchSuite } from '../suite';

const LIVES = Number(process.env.BATCH_BENCH_LIVES ?? 10_000);
const POLICIES = Number(process.env.BATCH_BENCH_POLICIES ?? 100_000);
/** Timed passes of the engine part over the whole census (the best is the figure). */
const ENGINE_PASSES = Math.max(1, Number(process.env.BATCH_BENCH_PASSES ?? 3));
/** Issue 23 §3: the census at ≥ 5,000 lives/s per core for the engine part. */
const TARGET_PER_CORE = 5_000;
/** The illustration date every life is issued on, so that every run illustrates the same. */
const TODAY = new Date('2026-11-28T12:00:00Z');
/** The demo user who may run both kinds of batch (head office). */
const USER = 'headoffice';
/** A batch that takes longer than this is reported as stuck. */
const BATCH_DEADLINE_MS = 30 * 60_000;
const CORES = availableParallelism();

const load1 = () => Number((loadavg()[0] ?? 0).toFixed(2));

function censusRows(): CensusRow[] {
  return generatedCensus(LIVES).map((life) => censusRowSchema.parse(life));
}

/** The engine's part: illustrateLife over every row, one thread, best of ENGINE_PASSES. */
function enginePart(rows: readonly CensusRow[]): BenchFigure {
  const warm = rows.slice(0, Math.min(1000, rows.length));
  for (const row of warm) illustrateLife(row, TODAY, 'en');
  const passes: number[] = [];
  let refused = 0;
  for (let pass = 0; pass < ENGINE_PASSES; pass += 1) {
    refused = 0;
    const start = performance.now();
    for (const row of rows) if (!illustrateLife(row, TODAY, 'en').ok) refused += 1;
    passes.push(performance.now() - start);
  }
  // Where the time goes: each family's lives timed one by one (a pass of its own, so the
  // clock reads do not weigh on the figure above).
  const byFamily = new Map<string, { ms: number; lives: number }>();
  for (const row of rows) {
    const family: ProductFamily = productById(row.productId).family;
    const key = `${family}${row.premium === undefined ? '' : ' (premium)'}`;
    const start = performance.now();
    illustrateLife(row, TODAY, 'en');
    const spent = byFamily.get(key) ?? { ms: 0, lives: 0 };
    spent.ms += performance.now() - start;
    spent.lives += 1;
    byFamily.set(key, spent);
  }
  const best = Math.min(...passes);
  const perSecond = rows.length / (best / 1000);
  const totalMs = [...byFamily.values()].reduce((sum, f) => sum + f.ms, 0);
  return {
    name: `engine part: illustrateLife over a ${rows.length}-life census, one thread`,
    unit: 'lives/s per core',
    value: perSecond,
    details: {
      target: TARGET_PER_CORE,
      met: perSecond >= TARGET_PER_CORE ? 'yes' : 'no',
      bestPassMs: best,
      passesMs: passes.map((ms) => Math.round(ms)).join(' '),
      refused,
      ...Object.fromEntries(
        [...byFamily].map(([key, f]) => [
          key,
          `${f.lives} lives, ${((f.ms / f.lives) * 1000).toFixed(0)} µs/life, ${(
            (100 * f.ms) / totalMs
          ).toFixed(0)} % of the time`,
        ]),
      ),
      loadAverage: load1(),
    },
  };
}

interface Timeline {
  batch: Batch;
  /** Upload to the 202 answer. */
  acceptedMs: number;
  /** Upload to the last row done (`done` = `total`). */
  rowsMs: number;
  /** Upload to `done` with the outputs listed: the batch's wall time. */
  wallMs: number;
  /** Fetching every output once it was ready. */
  downloadMs: number;
  downloadedBytes: number;
  /** CPU seconds each instance spent from upload to outputs ready. */
  cpuSeconds: number[];
}

/** Posts a batch, follows it until its outputs are ready, and fetches them. */
async function timeBatch(
  instances: readonly Instance[],
  session: SignedIn,
  post: (base: string) => Promise<Response>,
): Promise<Timeline> {
  const base = instances[0]?.url ?? '';
  const cpuBefore = await Promise.all(instances.map((i) => i.cpuSeconds()));
  const start = performance.now();
  const response = await post(base);
  const accepted = (await response.json()) as Batch;
  if (response.status !== 202) {
    throw new Error(`the batch was refused: ${response.status} ${JSON.stringify(accepted)}`);
  }
  const acceptedMs = performance.now() - start;
  let batch = accepted;
  let rowsMs = 0;
  while (batch.status !== 'done') {
    if (batch.status === 'failed' || batch.status === 'cancelled') {
      throw new Error(`batch ${batch.batchId} ${batch.status}: ${batch.errorText}`);
    }
    if (performance.now() - start > BATCH_DEADLINE_MS) {
      throw new Error(`batch ${batch.batchId} not done after ${BATCH_DEADLINE_MS / 60_000} min`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await fetch(`${base}/api/batch/${batch.batchId}`, { headers: session.headers });
    if (!polled.ok) throw new Error(`GET /api/batch: ${polled.status} ${await polled.text()}`);
    batch = (await polled.json()) as Batch;
    if (!rowsMs && batch.done === batch.total) rowsMs = performance.now() - start;
  }
  const wallMs = performance.now() - start;
  const cpuAfter = await Promise.all(instances.map((i) => i.cpuSeconds()));
  const downloadStart = performance.now();
  let downloadedBytes = 0;
  for (const file of batch.files) {
    const got = await fetch(new URL(file.url, base), { headers: session.headers });
    if (!got.ok) throw new Error(`${file.url}: ${got.status}`);
    downloadedBytes += (await got.arrayBuffer()).byteLength;
  }
  return {
    batch,
    acceptedMs,
    rowsMs: rowsMs || wallMs,
    wallMs,
    downloadMs: performance.now() - downloadStart,
    downloadedBytes,
    cpuSeconds: cpuAfter.map((after, k) => after - (cpuBefore[k] ?? 0)),
  };
}

function batchFigure(name: string, unit: string, t: Timeline, instances: number): BenchFigure {
  const perSecond = t.batch.total / (t.wallMs / 1000);
  const cpu = t.cpuSeconds.reduce((sum, s) => sum + s, 0);
  return {
    name,
    unit,
    value: perSecond,
    details: {
      instances,
      rows: t.batch.total,
      refused: t.batch.refused,
      wallSeconds: t.wallMs / 1000,
      acceptedMs: t.acceptedMs,
      rowsDoneSeconds: t.rowsMs / 1000,
      perCoreOfTheMachine: perSecond / CORES,
      cores: CORES,
      serverCpuSeconds: t.cpuSeconds.map((s) => s.toFixed(1)).join(' + '),
      perServerCpuSecond: t.batch.total / cpu,
      files: t.batch.files.map((f) => `${f.kind} ${f.bytes} B`).join(', '),
      downloadMs: t.downloadMs,
      loadAverage: load1(),
    },
  };
}

function censusPost(session: SignedIn, csv: string) {
  return (base: string) => {
    const form = new FormData();
    form.set('census', new Blob([csv], { type: 'text/csv' }), 'bench-census.csv');
    form.set('pdf', 'false');
    form.set('language', 'E');
    return fetch(`${base}/api/batch/newBusiness`, {
      method: 'POST',
      headers: session.headers,
      body: form,
    });
  };
}

/**
 * The whole book by an empty filter: a list of 100,000 policy numbers is 1.3 MB of JSON, past
 * the server's 1 MB body limit, so the book is seeded to exactly POLICIES policies instead.
 */
function inforcePost(session: SignedIn) {
  return (base: string) =>
    fetch(`${base}/api/batch/inforce`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {}, pdf: false, language: 'E' }),
    });
}

async function overHttp(adminUrl: string): Promise<BenchFigure[]> {
  const database = await createThrowawayDatabase({ kind: 'postgres', adminUrl });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-batch-'));
  const instances: Instance[] = [];
  const figures: BenchFigure[] = [];
  try {
    const url = database.url;
    if (!url) throw new Error('the throw-away database has no address');
    // The first instance migrates and seeds alone; the second finds nothing left to do.
    instances.push(await startInstance(url, dataDir));
    // The demo book's showcase policies and generated ones up to POLICIES in all.
    const seedStart = performance.now();
    const showcase = await database.db.$count(inforcePolicies);
    await seedGeneratedPolicies(
      database.db,
      POLICIES - showcase,
      (done) => {
        if (done % 20_000 === 0) console.log(`  ${done} policies`);
      },
      1000,
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const session = await signIn(instances[0]?.url ?? '', USER);
    const csv = censusCsv(generatedCensus(LIVES));

    console.log(`  census of ${LIVES} lives on 1 instance (load average ${load1()})`);
    const one = await timeBatch(instances, session, censusPost(session, csv));
    figures.push(batchFigure(`new-business census, ${LIVES} lives, 1 instance`, 'lives/s', one, 1));

    instances.push(await startInstance(url, dataDir));
    console.log(`  census of ${LIVES} lives on 2 instances (load average ${load1()})`);
    const two = await timeBatch(instances, session, censusPost(session, csv));
    figures.push(
      batchFigure(`new-business census, ${LIVES} lives, 2 instances`, 'lives/s', two, 2),
    );

    console.log(`  in-force batch of ${POLICIES} policies on 2 instances (load ${load1()})`);
    const inforce = await timeBatch(instances, session, inforcePost(session));
    const figure = batchFigure(
      `in-force batch, ${POLICIES} policies' projection values, no PDFs, 2 instances`,
      'policies/s',
      inforce,
      2,
    );
    figures.push({ ...figure, details: { ...figure.details, seedSeconds } });
  } finally {
    for (const instance of instances) await instance.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const suite: BenchSuite = {
  name: 'batch',
  async run() {
    const figures = [enginePart(censusRows())];
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) figures.push(...(await overHttp(adminUrl)));
    else console.log('  no BENCH_DATABASE_URL or TEST_DATABASE_URL: the HTTP part is left out');
    return figures;
  },
};

export default suite;
