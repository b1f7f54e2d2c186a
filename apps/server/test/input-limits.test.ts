// Issue 26: the input rules (decision 0023), the formData and report limits, and the purge
// of what would otherwise grow for ever (decision 0024). Each refusal is checked to change
// nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHALLENGE_HEADER, type TokenData } from '@portal/contracts/auth';
import { FORM_DATA_LIMITS } from '@portal/contracts/shell';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JwtSigner } from '../src/auth/tokens';
import { loginAttempts, sessions, trackingEvents, users } from '../src/db/schema';
import { reportOutputs } from '../src/db/tables/reports';
import { knownDevices } from '../src/db/tables/sign-in';
import { purgeExpired } from '../src/maintenance/purge';
import { CallWindows, REPORT_OUTPUT_LIMITS, reportBodyProblem } from '../src/reports/limits';
import { takeOutputsPastUserLimit } from '../src/reports/repository';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { expectError, freshAddress, injectAs, signIn } from './helpers/http';
import { countRows } from './helpers/rows';

const SECRET = 'limits-test-secret-0123456789abcdef0123';
let app: FastifyInstance;
let clock: TestClock;
let dataDir: string;
let agent: TokenData;
let admin: TokenData;
let agentFr: TokenData;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-limits-'));
  ({ app, clock } = await createTestApp({ env: { DATA_DIR: dataDir, JWT_SECRET: SECRET } }));
  [agent, admin, agentFr] = await Promise.all([
    signIn(app, 'agent'),
    signIn(app, 'admin'),
    signIn(app, 'agentfr'),
  ]);
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function userRow(username: string) {
  const [row] = await app.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('input rules, once for every route (decision 0023)', () => {
  it('refuses a NUL or a lone surrogate in a sign-in with a 400 and records no attempt', async () => {
    const before = await countRows(app, loginAttempts);
    for (const username of ['ag\u0000ent', 'x\udc00', '\ud800']) {
      const response = await app.inject({
        method: 'POST',
        url: '/users/authenticate',
        remoteAddress: freshAddress(),
        ...json(JSON.stringify({ username, password: 'demo1234' })),
      });
      const body = expectError(response, 400, 'validation');
      expect(body.issues?.[0]?.path).toBe('username');
    }
    expect(await countRows(app, loginAttempts)).toBe(before);
  });

  it('refuses a body nested past 32 levels, and one nested 100,000 deep, without a crash', async () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    for (const payload of [deep(33), `${'['.repeat(100_000)}${']'.repeat(100_000)}`]) {
      const response = await injectAs(app, agent, {
        method: 'POST',
        url: '/users/update',
        ...json(payload),
      });
      expectError(response, 400, 'validation');
    }
    // 31 levels inside the body's own object is within the rule: the contract decides.
    const within = JSON.stringify({ username: 'agent', formData: { k: JSON.parse(deep(30)) } });
    const ok = await injectAs(app, agent, {
      method: 'POST',
      url: '/users/update',
      ...json(within),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses numbers that are not finite or lie past 2^53, and takes -0', async () => {
    for (const number of ['1e400', '-1e400', '9007199254740993']) {
      const response = await injectAs(app, agent, {
        method: 'POST',
        url: '/users/update',
        ...json(`{"username":"agent","formData":{"n":${number}}}`),
      });
      const body = expectError(response, 400, 'validation');
      expect(body.issues?.[0]?.path).toBe('formData.n');
    }
    const zero = await injectAs(app, agent, {
      method: 'POST',
      url: '/users/update',
      ...json('{"username":"agent","formData":{"n":-0}}'),
    });
    expect(zero.statusCode, zero.body).toBe(200);
  });

  it('refuses __proto__ and constructor.prototype keys', async () => {
    for (const payload of [
      '{"username":"agent","__proto__":{"isAdmin":true}}',
      '{"username":"agent","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await injectAs(app, agent, {
        method: 'POST',
        url: '/users/update',
        ...json(payload),
      });
      expectError(response, 400, 'validation');
    }
  });

  it('refuses a NUL or a lone surrogate in a path or query value before the route reads it', async () => {
    for (const url of ['/users/%00', '/users/a%ED%A0%80', '/api/illustrations?search=%00']) {
      const response = await injectAs(app, admin, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      expect(['validation', 'badRequest']).toContain(response.json<{ code: string }>().code);
    }
  });

  it('answers a signed token whose session id is no uuid with a 401', async () => {
    const signer = new JwtSigner(SECRET);
    for (const sessionId of ['not-a-uuid', "'; drop table sessions; --", '\u0000']) {
      const { jwt } = await signer.sign({ username: 'agent', sessionId }, clock.now());
      const response = await app.inject({
        method: 'GET',
        url: '/users/agent',
        headers: { authorization: `Bearer ${jwt}`, [CHALLENGE_HEADER]: 'x' },
      });
      expect(response.statusCode, response.body).toBe(401);
    }
  });
});

describe('formData bounds (decision 0023)', () => {
  const update = (tokens: TokenData, formData: Record<string, unknown>) =>
    injectAs(app, tokens, {
      method: 'POST',
      url: '/users/update',
      payload: { username: tokens === admin ? 'admin' : 'agent', formData },
    });

  it('refuses more fields than one call may bring, and a field too large, with a 400', async () => {
    const before = (await userRow('agent')).formData;
    const many = Object.fromEntries(
      Array.from({ length: FORM_DATA_LIMITS.keysPerCall + 1 }, (_, i) => [`k${i}`, i]),
    );
    expectError(await update(agent, many), 400, 'validation');
    const big = { notes: 'x'.repeat(FORM_DATA_LIMITS.valueBytes) };
    const body = expectError(await update(agent, big), 400, 'validation');
    expect(body.issues?.map((issue) => issue.path)).toContain('formData.notes');
    expect((await userRow('agent')).formData).toEqual(before);
  });

  it('answers 413 when the saved record would pass its bounds, and saves nothing of that call', async () => {
    // Two calls within the per-call bound fill the record to its key limit.
    const fields = (from: number, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${from + i}`, 'v']));
    const existing = Object.keys((await userRow('admin')).formData).length;
    const room = FORM_DATA_LIMITS.storedKeys - existing;
    for (let done = 0; done < room; done += FORM_DATA_LIMITS.keysPerCall) {
      const response = await update(admin, fields(done, Math.min(100, room - done)));
      expect(response.statusCode, response.body).toBe(200);
    }
    const full = (await userRow('admin')).formData;
    expect(Object.keys(full)).toHaveLength(FORM_DATA_LIMITS.storedKeys);
    expectError(await update(admin, { oneMore: 1 }), 413, 'payloadTooLarge');
    expect((await userRow('admin')).formData).toEqual(full);
    // A key already saved may still change: the merge stays within the bound.
    const again = await update(admin, { f0: 'changed' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 413 when the saved record would pass its bytes', async () => {
    const value = 'y'.repeat(FORM_DATA_LIMITS.valueBytes - 100);
    let last = 0;
    for (let i = 0; i < 20 && last !== 413; i += 1)
      last = (await update(agent, { [`big${i}`]: value })).statusCode;
    expect(last).toBe(413);
    const stored = JSON.stringify((await userRow('agent')).formData);
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(FORM_DATA_LIMITS.storedBytes);
  });
});

describe('report limits (decision 0023)', () => {
  const cheap = { reportName: 'policyProgress', isRunPDF: false, isRunExcel: false };
  const ROUTES = ['/api/ReportData', '/api/RunReportData', '/Office/RunReportData'];

  it('refuses a body past 4 MB before reading it, with a 413', async () => {
    const response = await injectAs(app, agent, {
      method: 'POST',
      url: '/Office/RunReportData',
      remoteAddress: freshAddress(),
      payload: JSON.stringify({ ...cheap, pdfFileName: 'x'.repeat(4 * 1_048_576 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 413, 'payloadTooLarge');
  });

  it('refuses data arrays past 2,000 rows or 120,000 values with a 413 in the user’s language', async () => {
    const rows = Array.from({ length: 2_001 }, () => [1]);
    const en = expectError(
      await injectAs(app, agent, {
        method: 'POST',
        url: '/api/ReportData',
        remoteAddress: freshAddress(),
        payload: { ...cheap, reportDataArray: rows },
      }),
      413,
      'payloadTooLarge',
    );
    expect(en.message).toContain('2000 rows');
    const cells = Array.from({ length: 2_000 }, () => Array.from({ length: 61 }, () => 'a'));
    const fr = expectError(
      await injectAs(app, agentFr, {
        method: 'POST',
        url: '/api/RunReportData',
        remoteAddress: freshAddress(),
        payload: { ...cheap, reportDataArrayString: cells },
      }),
      413,
      'payloadTooLarge',
    );
    expect(fr.message).toContain('trop volumineuses');
    expect(reportBodyProblem({ reportDataArray: [[1, 2]] })).toBeNull();
  });

  it('counts one address across every report route: 60 a minute, then 429', async () => {
    const remoteAddress = freshAddress();
    const servicing = await signIn(app, 'servicing');
    for (let k = 0; k < 60; k += 1) {
      const response = await injectAs(app, servicing, {
        method: 'POST',
        url: ROUTES[k % ROUTES.length] as string,
        remoteAddress,
        payload: cheap,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await injectAs(app, servicing, {
      method: 'POST',
      url: '/api/RunReportData',
      remoteAddress,
      payload: cheap,
    });
    expectError(limited, 429, 'tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts one user across every report route and address: 120 a minute, then 429', async () => {
    const user = await signIn(app, 'headoffice');
    for (let k = 0; k < 120; k += 1) {
      const response = await injectAs(app, user, {
        method: 'POST',
        url: ROUTES[k % ROUTES.length] as string,
        remoteAddress: freshAddress(),
        payload: cheap,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await injectAs(app, user, {
      method: 'POST',
      url: '/api/ReportData',
      remoteAddress: freshAddress(),
      payload: cheap,
    });
    expectError(limited, 429, 'tooManyRequests');
  });

  it('keeps at most 50 outputs a user, the oldest removed first', async () => {
    const owner = await userRow('servicing');
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute));
    await app.db.insert(reportOutputs).values(
      Array.from({ length: REPORT_OUTPUT_LIMITS.perUser + 2 }, (_, i) => ({
        reportId: `cap-${i}`,
        fileName: `policy-progress-0000000${i % 10}.pdf`,
        ownerId: owner.id,
        reportName: 'policyProgress',
        contentType: 'application/pdf',
        downloadName: 'p.pdf',
        sizeBytes: 1000,
        createdAt: at(i),
        expiresAt: at(i + 24 * 60),
      })),
    );
    const taken = await takeOutputsPastUserLimit(app.db, owner.id, REPORT_OUTPUT_LIMITS);
    expect(taken.map((row) => row.reportId).sort()).toEqual(['cap-0', 'cap-1']);
    const left = await app.db
      .select()
      .from(reportOutputs)
      .where(eq(reportOutputs.ownerId, owner.id));
    expect(left).toHaveLength(REPORT_OUTPUT_LIMITS.perUser);
    const bytes = await takeOutputsPastUserLimit(app.db, owner.id, {
      perUser: 100,
      bytesPerUser: 10_500,
    });
    expect(bytes.map((row) => row.reportId).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `cap-${i + 2}`).sort(),
    );
  });

  it('counts calls in one-minute windows, against every key or none', () => {
    let now = 0;
    const windows = new CallWindows(60_000, () => now);
    const keys = [
      { key: 'a', max: 2 },
      { key: 'u', max: 3 },
    ];
    expect(windows.take(keys)).toBeNull();
    expect(windows.take(keys)).toBeNull();
    now = 15_000;
    expect(windows.take(keys)).toBe(45);
    // The refused call was not counted against 'u'.
    expect(windows.take([{ key: 'u', max: 3 }])).toBeNull();
    expect(windows.take([{ key: 'u', max: 3 }])).toBe(45);
    now = 60_000;
    expect(windows.take(keys)).toBeNull();
  });
});

describe('the purge (decision 0024)', () => {
  it('removes ended sessions, old sign-in attempts, expired devices and tracking past its retention, and keeps the rest', async () => {
    const now = clock.now();
    const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
    const owner = await userRow('analyst');
    await app.db.insert(sessions).values([
      {
        id: '00000000-0000-4000-8000-000000000001',
        userId: owner.id,
        challenge: 'c',
        createdAt: days(3),
        lastUsedAt: days(3),
        expiresAt: days(2.5),
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        userId: owner.id,
        challenge: 'c',
        createdAt: days(0.1),
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        revokedAt: days(2),
        revokeReason: 'logout',
      },
    ]);
    await app.db.insert(loginAttempts).values([
      { at: days(31), username: 'old', address: '10.0.0.1', succeeded: false },
      { at: days(1), username: 'recent', address: '10.0.0.1', succeeded: false },
    ]);
    await app.db.insert(trackingEvents).values([
      { at: days(401), username: 'old', eventType: 'login' },
      { at: days(10), username: 'recent', eventType: 'login' },
    ]);
    await app.db.insert(knownDevices).values([
      { userId: owner.id, deviceHash: 'expired', firstSeenAt: days(500), lastSeenAt: days(401) },
      { userId: owner.id, deviceHash: 'recent', firstSeenAt: days(500), lastSeenAt: days(399) },
    ]);
    const live = await countRows(app, sessions);
    const result = await purgeExpired({
      db: app.db,
      now,
      trackingRetentionDays: 400,
      log: app.log,
    });
    expect(result).toMatchObject({
      sessions: 2,
      loginAttempts: 1,
      knownDevices: 1,
      trackingEvents: 1,
    });
    const devices = await app.db.select({ h: knownDevices.deviceHash }).from(knownDevices);
    expect(devices.map((row) => row.h)).toContain('recent');
    expect(devices.map((row) => row.h)).not.toContain('expired');
    expect(await countRows(app, sessions)).toBe(live - 2);
    const names = await app.db.select({ u: trackingEvents.username }).from(trackingEvents);
    expect(names.map((row) => row.u)).toContain('recent');
    expect(names.map((row) => row.u)).not.toContain('old');
    // The signed-in sessions of this file are live: their calls still answer.
    const still = await injectAs(app, agent, { method: 'GET', url: '/users/agent' });
    expect(still.statusCode).toBe(200);
  });

  it('leaves tracking append-only outside the purge', async () => {
    await expect(app.db.execute(sql`delete from tracking_events`)).rejects.toThrow();
    await expect(app.db.execute(sql`update tracking_events set username = 'x'`)).rejects.toThrow();
  });
});
