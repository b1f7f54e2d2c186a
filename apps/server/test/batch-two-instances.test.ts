// Two app instances on one database (issue 23 §2; decisions 0084, 0086): on PostgreSQL each has
// its own pool and graphile-worker queue, and one batch's chunks are run by both; its progress
// and files are read from either. On PGlite one process owns the database: the instance that
// took the batch runs its chunks, and the other still reads it and serves its files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Batch } from '@portal/contracts/batch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openPostgres } from '../src/db/database';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database';
import { createEnginePool, type EnginePool } from '../src/engine/pool';
import { BAD_LINES, download, testCensus, uploadCensus, waitForBatch } from './batch-helpers';
import { testConfig } from './helpers/app';
import { TestClock } from './helpers/clock';
import { testDatabaseTarget } from './helpers/database';
import { signIn } from './helpers/http';
import { readWorkbook } from './reports-helpers';

const clock = new TestClock();
let shared: ThrowawayDatabase;
let second: Database;
let one: FastifyInstance;
let two: FastifyInstance;
const engines: EnginePool[] = [];
const lives = { one: 0, two: 0 };
const dirs: string[] = [];

/** The engine pool of an instance, counting the census lives it illustrates. */
function counting(name: keyof typeof lives): EnginePool {
  const pool = createEnginePool({ threads: 1, deadlineMs: 60_000 });
  engines.push(pool);
  return {
    run: ((job, arg) => {
      if (job === 'batchLife') lives[name] += 1;
      return pool.run(job, arg);
    }) as EnginePool['run'],
    runTestJob: (job, arg, ms) => pool.runTestJob(job, arg, ms),
    stats: () => pool.stats(),
    get pending() {
      return pool.pending;
    },
    get threads() {
      return pool.threads;
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}

async function instance(database: Database, name: keyof typeof lives) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-batch-node-'));
  dirs.push(dataDir);
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, JOB_WORKERS: '1', BATCH_CHUNK_ROWS: '2' }),
    { database, now: clock.now, engine: counting(name) },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  shared = await createThrowawayDatabase(testDatabaseTarget());
  second = shared.url ? openPostgres(shared.url) : shared;
  one = await instance(shared, 'one');
  two = await instance(second, 'two');
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  for (const engine of engines) await engine.close();
  if (second !== shared) await second?.close();
  await shared?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('one batch, two instances', { timeout: 240_000 }, () => {
  it('runs its chunks on both (PostgreSQL), and either instance answers for it', async () => {
    const onOne = await signIn(one, 'headoffice');
    const response = await uploadCensus(one, onOne, testCensus(), { pdf: 'false' });
    expect(response.statusCode, response.body).toBe(202);
    const id = response.json<Batch>().batchId;
    const onTwo = await signIn(two, 'headoffice');
    const done = await waitForBatch(two, onTwo, id);
    expect(done).toMatchObject({ status: 'done', total: 30, done: 30, refused: BAD_LINES.length });
    // Each row the census check let through went to an engine once (25 illustrated, one the
    // engine refused), however the chunks were shared.
    expect(lives.one + lives.two).toBe(26);
    if (shared.url) {
      expect(lives.one).toBeGreaterThan(0);
      expect(lives.two).toBeGreaterThan(0);
    } else {
      expect(lives.two).toBe(0);
    }
    const file = await download(two, onTwo, done.files[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    const book = await readWorkbook(file.rawPayload);
    expect(book.getWorksheet('Results')?.rowCount).toBe(1 + 25);
  });
});
