// Two app instances on one database, each with a data folder of its own (on PostgreSQL each
// with its own pool and job queue), as two nodes behind a load balancer (issue 23 §1, §3;
// decisions 0084, 0085). A session is one session on both; a report rendered on one is
// downloaded from the other, under the same rules as ever: owner only, expiry,
// delete-when-done once, signed links; a sign-out on one is refused on the other at once.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHALLENGE_HEADER, type TokenData } from '@portal/contracts/auth';
import type { ReportInput, ReportOutput, ReportResult } from '@portal/contracts/reports';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openPostgres } from '../src/db/database';
import { users } from '../src/db/schema';
import { reportOutputChunks } from '../src/db/tables/reports';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database';
import { databaseOutputStore, OUTPUT_CHUNK_BYTES } from '../src/reports/output-store';
import { testConfig } from './helpers/app';
import { TestClock } from './helpers/clock';
import { testDatabaseTarget } from './helpers/database';
import { expectError, freshAddress, injectAs, sessionHeaders, signIn } from './helpers/http';
import { LITE } from './helpers/needs-forms';
import { expectAnsweredByJob, reportIdOf } from './helpers/report-jobs';
import { reportIdsWithBytes } from './helpers/rows';
import { REPORT_CASES } from './reports-helpers';

const clock = new TestClock();
// Both nodes hold the same key, as a deployment's do.
const EAPP_KEY = randomBytes(32).toString('base64');
let shared: ThrowawayDatabase;
let second: Database;
let one: FastifyInstance;
let two: FastifyInstance;
const dirs: string[] = [];
let agent: TokenData;

async function instance(database: Database): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-outputs-node-'));
  dirs.push(dataDir);
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      ENGINE_DEADLINE_MS: '60000',
      EAPP_ENCRYPTION_KEY: EAPP_KEY,
    }),
    {
      database,
      now: clock.now,
    },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  shared = await createThrowawayDatabase(testDatabaseTarget());
  // PostgreSQL: the second instance has a pool of its own, as another process would. PGlite
  // belongs to one process, so there both instances share its one client.
  second = shared.url ? openPostgres(shared.url) : shared;
  one = await instance(shared);
  two = await instance(second);
  agent = await signIn(one, 'agent');
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  if (second !== shared) await second?.close();
  await shared?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function payload(extra: Partial<ReportInput> = {}): ReportInput {
  return {
    reportName: 'illustration',
    reportNumber: 4,
    insuranceData: REPORT_CASES.term as ReportInput['insuranceData'],
    isRunPDF: true,
    isRunExcel: false,
    ...extra,
    formData: { ownerName: 'Jeanne Tremblay', insuredName: 'Jeanne Tremblay', pages: {} },
  };
}

const address = freshAddress();

async function render(app: FastifyInstance, tokens: TokenData, extra: Partial<ReportInput> = {}) {
  const response = await injectAs(app, tokens, {
    method: 'POST',
    url: '/Report/NewBusinessReport',
    payload: payload(extra) as object,
    remoteAddress: address,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<ReportResult>();
  expect(result.resultCode, result.errorText).toBe(0);
  return result;
}

const download = (app: FastifyInstance, tokens: TokenData | null, url: string) =>
  app.inject({ method: 'GET', url, headers: tokens ? sessionHeaders(tokens) : {} });

describe('a journey across two instances', () => {
  it('signs in on one, refreshes on the other, renders and downloads across them, and a sign-out on one holds on the other at once', async () => {
    const first = await signIn(one, 'agentfr');
    const refreshed = await two.inject({
      method: 'POST',
      url: '/users/refresh',
      headers: { [CHALLENGE_HEADER]: first.challenge },
      payload: first,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json<TokenData>();
    // The same refresh token sent again to the first instance within the grace window (another
    // tab) gets the successor the second instance issued: one session, whichever node answers.
    const replay = await one.inject({
      method: 'POST',
      url: '/users/refresh',
      headers: { [CHALLENGE_HEADER]: first.challenge },
      payload: first,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<TokenData>().refreshToken).toBe(tokens.refreshToken);
    const fresh = await signIn(two, 'agentfr');
    const made = await render(one, fresh);
    const pdf = made.outputs[0];
    if (!pdf) throw new Error('no output');
    expect((await download(two, fresh, pdf.url)).statusCode).toBe(200);
    const out = await one.inject({
      method: 'POST',
      url: '/users/logout',
      payload: { refreshToken: fresh.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expectError(await download(two, fresh, pdf.url), 401, 'sessionExpired');
    expectError(
      await injectAs(two, fresh, { method: 'GET', url: `/users/${fresh.username}` }),
      401,
      'sessionExpired',
    );
    // Its signed link ends with it, on every instance.
    expect((await two.inject({ method: 'GET', url: pdf.openUrl })).statusCode).toBe(401);
    // The same user's other session (refreshed on the other instance) is not ended by it.
    expect((await download(one, tokens, pdf.url)).statusCode).toBe(200);
  });
});

describe('an output rendered on one instance', () => {
  let result: ReportResult;

  beforeAll(async () => {
    result = await render(one, agent, { isRunExcel: true });
  });

  it('is served by the other, whole, with its length and type, to the bearer and by its link', async () => {
    const [pdf, xlsx] = result.outputs;
    if (!pdf || !xlsx) throw new Error('two outputs expected');
    const viaTwo = await download(two, agent, pdf.url);
    expect(viaTwo.statusCode).toBe(200);
    expect(viaTwo.headers['content-type']).toBe('application/pdf');
    expect(Number(viaTwo.headers['content-length'])).toBe(pdf.bytes);
    expect(viaTwo.rawPayload.byteLength).toBe(pdf.bytes);
    expect(viaTwo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same bytes from either node.
    expect((await download(one, agent, pdf.url)).rawPayload.equals(viaTwo.rawPayload)).toBe(true);
    const workbook = await download(two, agent, xlsx.url);
    expect(workbook.statusCode).toBe(200);
    expect(workbook.rawPayload.byteLength).toBe(xlsx.bytes);
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The signed link (decision 0027) made on one instance opens on the other, no header.
    const linked = await two.inject({ method: 'GET', url: pdf.openUrl });
    expect(linked.statusCode).toBe(200);
    expect(linked.rawPayload.equals(viaTwo.rawPayload)).toBe(true);
  });

  it('is for its owner only there too: another agent 404, a user manager 200, nobody 401', async () => {
    const url = result.outputs[0]?.url ?? '';
    expectError(await download(two, await signIn(two, 'agentfr'), url), 404, 'notFound');
    expect((await download(two, await signIn(two, 'admin'), url)).statusCode).toBe(200);
    expectError(await download(two, null, url), 401, 'unauthenticated');
  });
});

describe('the needs-analysis and e-application PDFs', () => {
  it('run as jobs on the queue the two instances share, and what one makes the other serves', async () => {
    const saved = await injectAs(one, agent, {
      method: 'POST',
      url: '/api/needs-analyses',
      payload: { kind: 'lite', language: 'en', values: LITE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const needs = await injectAs(one, agent, {
      method: 'POST',
      url: `/api/needs-analyses/${saved.json<{ id: string }>().id}/pdf`,
    });
    expect(needs.statusCode, needs.body).toBe(200);
    const needsPdf = needs.json<ReportOutput>();
    // Its job's row, read through the other instance's connection.
    await expectAnsweredByJob(two, reportIdOf(needsPdf.url), 'needs-pdf', needsPdf);
    const submitted = await injectAs(two, agent, {
      method: 'POST',
      url: '/api/eapplications',
      payload: { form: completeForm() },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const eapp = await injectAs(two, agent, {
      method: 'POST',
      url: `/api/eapplications/${submitted.json<{ id: string }>().id}/pdf`,
    });
    expect(eapp.statusCode, eapp.body).toBe(200);
    const eappResult = eapp.json<ReportResult>();
    await expectAnsweredByJob(one, eappResult.reportID, 'eapplication-pdf', eappResult);
    const eappPdf = eappResult.outputs[0];
    if (!eappPdf) throw new Error('no output');
    for (const [app, output] of [
      [two, needsPdf],
      [one, eappPdf],
    ] as const) {
      const file = await download(app, agent, output.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.byteLength).toBe(output.bytes);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('delete-when-done across instances', () => {
  it('is served once, by whichever instance removes it first, and its bytes go with it', async () => {
    const once = await render(one, agent, { isDeleteWhenDone: true });
    const url = once.outputs[0]?.url ?? '';
    expect(await reportIdsWithBytes(one)).toContain(once.reportID);
    const both = await Promise.all([download(one, agent, url), download(two, agent, url)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const served = both.find((r) => r.statusCode === 200);
    expect(served?.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await reportIdsWithBytes(two)).not.toContain(once.reportID);
    expectError(await download(two, agent, url), 404, 'notFound');
  });
});

describe('expiry', () => {
  it('ends an output on every instance after 24 hours, and the sweep removes its bytes', async () => {
    const later = await render(two, agent);
    const url = later.outputs[0]?.url ?? '';
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    const nextDay = await signIn(one, 'agent');
    expect((await download(one, nextDay, url)).statusCode).toBe(200);
    clock.advance(2000);
    expectError(await download(one, nextDay, url), 404, 'notFound');
    expectError(await download(two, nextDay, url), 404, 'notFound');
    expect(await reportIdsWithBytes(one)).toContain(later.reportID);
    await render(one, nextDay); // a run sweeps expired outputs
    await expect.poll(async () => reportIdsWithBytes(two)).not.toContain(later.reportID);
    agent = nextDay;
  });
});

describe('the output store', () => {
  it('keeps a file in chunks, streams it back whole, and breaks a stream whose row goes', async () => {
    const [owner] = await one.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'agent'));
    if (!owner) throw new Error('no agent');
    const bytes = randomBytes(3 * OUTPUT_CHUNK_BYTES + 17);
    const reportId = `store-${Date.now()}`;
    const row = {
      reportId,
      fileName: 'store-test-0a1b2c3d.pdf',
      ownerId: owner.id,
      reportName: 'illustration',
      contentType: 'application/pdf',
      downloadName: 'x.pdf',
      sizeBytes: bytes.byteLength,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 60_000),
    };
    const store = databaseOutputStore(one.db);
    await store.save([{ row, bytes }]);
    const chunks = await two.db
      .select({ seq: reportOutputChunks.seq })
      .from(reportOutputChunks)
      .where(eq(reportOutputChunks.reportId, reportId));
    expect(chunks.map((c) => c.seq).sort()).toEqual([0, 1, 2, 3]);
    // Read back through the other instance's connection.
    const read: Buffer[] = [];
    for await (const part of databaseOutputStore(two.db).open(row)) read.push(part as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    // Removed after its first chunk was sent: the stream fails rather than end short.
    const stream = databaseOutputStore(two.db).open(row);
    const parts = stream[Symbol.asyncIterator]();
    expect((await parts.next()).done).toBe(false);
    const taken = await store.take(reportId, row.fileName);
    expect(taken?.bytes.equals(bytes)).toBe(true);
    const rest = async () => {
      for (;;) if ((await parts.next()).done) return 'ended whole';
    };
    await expect(rest()).rejects.toThrow(/removed/);
    // Taken once: the second caller gets nothing.
    expect(await store.take(reportId, row.fileName)).toBeNull();
    expect(await reportIdsWithBytes(one)).not.toContain(reportId);
  });
});
