// A batch's chunks on the job queue (issue 23 §2; decisions 0084, 0086): cancel stops a
// running chunk between rows and leaves the chunks not started undone, with no files made; a
// chunk run again after its first attempt lost the job (a deadline, a dead node) keeps its rows
// once; a cancel through the API makes nothing.
import type { TokenData } from '@portal/contracts/auth';
import type { Batch } from '@portal/contracts/batch';
import { censusTextRows, readCensus } from '@portal/domain/batch/census';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CensusChunkRow } from '../src/batch/kinds';
import { chunkKey, finishKey, insertBatch, readChunk } from '../src/batch/repository';
import { newBatchId } from '../src/batch/start';
import { type BatchDeps, batchChunkTask } from '../src/batch/tasks';
import { users } from '../src/db/schema';
import { batches } from '../src/db/tables/batches';
import { jobs } from '../src/db/tables/jobs';
import { reportOutputs } from '../src/db/tables/reports';
import type { EnginePool } from '../src/engine/pool';
import { runAttempt } from '../src/jobs/queue';
import { findJob, recordJob } from '../src/jobs/status';
import type { ReportRenderer } from '../src/reports/pool';
import { getBatch, testCensus, uploadCensus, waitForBatch } from './batch-helpers';
import { createTestApp, type TestApp } from './helpers/app';
import { injectAs, signIn } from './helpers/http';

let t: TestApp;
let headoffice: TokenData;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { BATCH_CHUNK_ROWS: '4', JOB_WORKERS: '1', ENGINE_DEADLINE_MS: '60000' },
  });
  headoffice = await signIn(t.app, 'headoffice');
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'headoffice'));
  ownerId = row?.id as number;
});
afterAll(async () => {
  await t?.app.close();
});

/** The census's good rows, as the upload stores them. */
async function censusRows(count: number): Promise<CensusChunkRow[]> {
  const reading = await readCensus(censusTextRows(testCensus(',')), 10_000);
  return reading.lives
    .slice(0, count)
    .map(({ line, row }) => ({ line, reference: row.reference, row }));
}

/** A batch written as the upload writes it, its chunks not queued: the test runs them. */
async function batchOf(chunks: CensusChunkRow[][]): Promise<string> {
  const id = newBatchId();
  await insertBatch(
    t.app.db,
    {
      id,
      ownerId,
      kind: 'newBusiness',
      status: 'queued',
      source: 'test.csv',
      language: 'E',
      pdf: false,
      total: chunks.flat().length,
      chunkCount: chunks.length,
      createdAt: t.clock.now(),
    },
    chunks,
  );
  return id;
}

function deps(engine: Partial<EnginePool>): BatchDeps {
  return {
    db: t.app.db,
    engine: { ...t.app.engine, ...engine } as EnginePool,
    jobs: t.app.jobs,
    // A new-business chunk renders nothing; the finish job runs on the app's own queue.
    renderer: {} as ReportRenderer,
    links: t.app.linkSigner,
    log: t.app.log,
    clock: t.clock.now,
  };
}

/** One attempt of a chunk's job, as either queue runs it. */
async function attempt(d: BatchDeps, id: string, seq: number, n: number) {
  await recordJob(t.app.db, chunkKey(id, seq), 'batchChunk', t.clock.now());
  await runAttempt(
    t.app.db,
    t.clock.now,
    batchChunkTask(d),
    chunkKey(id, seq),
    { batchId: id, seq },
    n,
  );
}

describe('a batch on the job queue', { timeout: 120_000 }, () => {
  it('stops a running chunk between rows on cancel, and leaves the next chunk undone', async () => {
    const rows = await censusRows(8);
    const id = await batchOf([rows.slice(0, 6), rows.slice(6)]);
    let calls = 0;
    const cancelling = deps({
      run: (async (job: never, arg: never) => {
        calls += 1;
        // The owner cancels while the third row is being illustrated.
        if (calls === 3) {
          const cancel = await injectAs(t.app, headoffice, {
            method: 'POST',
            url: `/api/batch/${id}/cancel`,
          });
          expect(cancel.json<Batch>().status).toBe('cancelled');
        }
        return t.app.engine.run(job, arg);
      }) as EnginePool['run'],
    });
    await attempt(cancelling, id, 0, 1);
    const first = await readChunk(t.app.db, id, 0);
    expect(first).toMatchObject({ done: true, doneRows: 3, rowCount: 6 });
    expect(await findJob(t.app.db, chunkKey(id, 0))).toMatchObject({
      status: 'done',
      result: { doneRows: 3, cancelled: true },
    });
    await attempt(cancelling, id, 1, 1);
    expect(await readChunk(t.app.db, id, 1)).toMatchObject({ done: false, doneRows: 0 });
    expect((await findJob(t.app.db, chunkKey(id, 1)))?.result).toEqual({ skipped: true });
    expect(calls).toBe(3);
    const batch = await getBatch(t.app, headoffice, id);
    expect(batch).toMatchObject({ status: 'cancelled', total: 8, done: 3, files: [] });
    expect(await findJob(t.app.db, finishKey(id))).toBeNull();
  });

  it('keeps a chunk’s rows once when its job ran again after the first attempt lost it', async () => {
    const rows = await censusRows(4);
    const id = await batchOf([rows]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // The first attempt stalls on its first row (a node that stopped answering).
    const stalled = deps({
      run: (async (job: never, arg: never) => {
        entered();
        await held;
        return t.app.engine.run(job, arg);
      }) as EnginePool['run'],
    });
    const first = attempt(stalled, id, 0, 1);
    await inside;
    // Meanwhile the job runs again elsewhere (its lock freed): the second attempt keeps the rows.
    await attempt(deps({}), id, 0, 2);
    expect(await readChunk(t.app.db, id, 0)).toMatchObject({ done: true, doneRows: 4 });
    release();
    await first;
    expect(await readChunk(t.app.db, id, 0)).toMatchObject({ done: true, doneRows: 4 });
    expect(await findJob(t.app.db, chunkKey(id, 0))).toMatchObject({ status: 'done', attempt: 2 });
    // The last chunk kept queued the finish, once: the batch is done with 4 rows, not 8.
    const done = await waitForBatch(t.app, headoffice, id);
    expect(done).toMatchObject({ status: 'done', total: 4, done: 4, refused: 0 });
    expect(done.files.map((f) => f.kind)).toEqual(['workbook']);
  });

  it('makes no files for a batch cancelled through the API', async () => {
    const response = await uploadCensus(t.app, headoffice, testCensus(), { pdf: 'false' });
    expect(response.statusCode).toBe(202);
    const id = response.json<Batch>().batchId;
    const cancel = await injectAs(t.app, headoffice, {
      method: 'POST',
      url: `/api/batch/${id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<Batch>()).toMatchObject({ status: 'cancelled', files: [] });
    // Every chunk's job ends (skipped, or stopped at its next row).
    await expect
      .poll(
        async () =>
          (
            await t.app.db
              .select({ status: jobs.status })
              .from(jobs)
              .where(like(jobs.key, `batch:${id}:%`))
          ).every((j) => j.status === 'done'),
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    const over = await getBatch(t.app, headoffice, id);
    expect(over).toMatchObject({ status: 'cancelled', files: [] });
    expect(over.done).toBeLessThan(30);
    expect(await findJob(t.app.db, finishKey(id))).toBeNull();
    expect(await t.app.db.$count(reportOutputs, eq(reportOutputs.reportId, id))).toBe(0);
    const [row] = await t.app.db
      .select({ cancelled: batches.cancelled })
      .from(batches)
      .where(and(eq(batches.id, id)));
    expect(row?.cancelled).toBe(true);
  });
});
