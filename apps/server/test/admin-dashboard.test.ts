// GET /users/AdminDashboard (issue 16 §4, decision 0043): each figure checked against rows the
// test creates — sign-ins, failures, a wait, a save, a report, audit entries — and each
// refusal. Who may call it is checked for every demo user in access.test.ts.

import { type Dashboard, dashboardSchema } from '@portal/contracts/admin-dashboard';
import type { TokenData } from '@portal/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELAY } from '../src/auth/limits';
import { claimReportId } from '../src/reports/repository';
import { recordAudit } from '../src/repositories/user-admin';
import { findUserRowByUsername } from '../src/repositories/users';
import { createTestApp, type TestApp } from './helpers/app';
import { authenticate, expectError, expectValidationError, injectAs, signIn } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

async function dashboard(tokens: TokenData, query = ''): Promise<Dashboard> {
  const response = await injectAs(t.app, tokens, {
    method: 'GET',
    url: `/users/AdminDashboard${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.strict().parse(response.json());
}

const FIGURES = [
  'activeUsers',
  'enabledUsers',
  'signInsToday',
  'signInsPeriod',
  'failedSignInsToday',
  'failedSignInsPeriod',
  'lockedAccounts',
  'illustrationsPeriod',
  'reportsDay',
] as const;

function delta(before: Dashboard, after: Dashboard) {
  return Object.fromEntries(FIGURES.map((key) => [key, after[key] - before[key]]));
}

describe('GET /users/AdminDashboard', () => {
  it('counts the sign-ins, failures, saves and reports made since the last look', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await dashboard(admin);
    expect(before.asOf).toBe(t.clock.now().toISOString());
    expect(before.dayStart).toBe('2026-03-02T00:00:00.000Z');

    // Two sign-ins of users who had not signed in before, one of them twice; three failures.
    const agent = await signIn(t.app, 'agent');
    await signIn(t.app, 'agent');
    await signIn(t.app, 'servicing');
    for (const username of ['agent', 'servicing', 'nobody-at-all']) {
      expect((await authenticate(t.app, username, 'wrong-password')).statusCode).toBe(401);
    }
    const saved = await injectAs(t.app, agent, {
      method: 'POST',
      url: '/api/illustrations',
      payload: {
        name: 'Dashboard case',
        clientName: 'Jeanne Roy',
        productId: '0132',
        form: { productId: '0132' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const agentRow = await findUserRowByUsername(t.app.db, 'agent');
    if (!agentRow) throw new Error('no agent');
    const now = t.clock.now();
    expect(
      await claimReportId(t.app.db, {
        reportId: 'dashboard-report-1',
        ownerId: agentRow.id,
        now,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
      }),
    ).toBe(true);

    const after = await dashboard(admin);
    expect(delta(before, after)).toEqual({
      activeUsers: 2,
      enabledUsers: 0,
      signInsToday: 3,
      signInsPeriod: 3,
      failedSignInsToday: 3,
      failedSignInsPeriod: 3,
      lockedAccounts: 0,
      illustrationsPeriod: 1,
      reportsDay: 1,
    });
  });

  it('counts "today" from the caller’s start of day, and the period over 30 days', async () => {
    t.clock.advanceMinutes(2);
    const admin = await signIn(t.app, 'admin');
    const early = await dashboard(admin);
    const dayStart = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const late = await dashboard(admin, `?dayStart=${encodeURIComponent(dayStart)}`);
    expect(late.dayStart).toBe(dayStart);
    // Only the admin's sign-in just now falls within the last minute.
    expect(late.signInsToday).toBe(1);
    expect(late.failedSignInsToday).toBe(0);
    expect(late.signInsPeriod).toBe(early.signInsPeriod);
    expect(late.failedSignInsPeriod).toBe(early.failedSignInsPeriod);

    // 31 days on, the earlier attempts, saves, reports and sign-ins are out of the period.
    t.clock.advance(31 * 24 * 60 * 60_000);
    const fresh = await signIn(t.app, 'admin');
    const month = await dashboard(fresh);
    expect(month).toMatchObject({
      activeUsers: 1,
      signInsToday: 1,
      signInsPeriod: 1,
      failedSignInsToday: 0,
      failedSignInsPeriod: 0,
      illustrationsPeriod: 0,
      reportsDay: 0,
    });
    expect(month.enabledUsers).toBe(early.enabledUsers);
  });

  it('counts a user name as locked while sign-in makes it wait, by the sign-in rule', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await dashboard(admin);
    // The free failures leave the name free to try again at once.
    for (let i = 1; i < ACCOUNT_DELAY.free; i += 1) {
      expect((await authenticate(t.app, 'agentfr', 'wrong-password')).statusCode).toBe(401);
    }
    expect((await dashboard(admin)).lockedAccounts).toBe(before.lockedAccounts);
    expect((await authenticate(t.app, 'agentfr', 'wrong-password')).statusCode).toBe(401);
    expect((await dashboard(admin)).lockedAccounts).toBe(before.lockedAccounts + 1);
    // The first wait passes: the name is free again until its next failure.
    t.clock.advance(ACCOUNT_DELAY.baseMs + 1);
    expect((await dashboard(admin)).lockedAccounts).toBe(before.lockedAccounts);
    expect((await authenticate(t.app, 'agentfr', 'wrong-password')).statusCode).toBe(401);
    expect((await dashboard(admin)).lockedAccounts).toBe(before.lockedAccounts + 1);
    // An administrator's unlock clears it.
    const unlock = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/users/unlock',
      payload: { username: 'agentfr' },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await dashboard(admin)).lockedAccounts).toBe(before.lockedAccounts);
  });

  it('lists the latest audit entries and the imports, to the admin permission only', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await dashboard(admin);
    expect(before.imports).toEqual([]);
    const at = t.clock.now();
    await recordAudit(t.app.db, {
      at,
      actor: 'admin',
      action: 'user.import',
      targetType: 'user',
      target: 'users.csv',
      before: null,
      after: { added: 3, refused: 1 },
    });
    await recordAudit(t.app.db, {
      at,
      actor: 'admin',
      action: 'role.update',
      targetType: 'role',
      target: 'Agent',
      before: { name: 'Agent' },
      after: { name: 'Agents' },
    });
    const after = await dashboard(admin);
    expect(after.imports?.map((entry) => [entry.action, entry.after])).toEqual([
      ['user.import', { added: 3, refused: 1 }],
    ]);
    expect(after.latestAudit?.slice(0, 2).map((entry) => entry.action)).toEqual([
      'role.update',
      'user.import',
    ]);
    expect(after.latestAudit?.length).toBeLessThanOrEqual(10);

    // The analyst and the system administrator see the Dashboard tab, not the audit trail.
    for (const username of ['analyst', 'sysadmin']) {
      const seen = await dashboard(await signIn(t.app, username));
      expect(seen.imports).toBeNull();
      expect(seen.latestAudit).toBeNull();
      expect(seen.enabledUsers).toBe(after.enabledUsers);
    }
  });

  it('refuses a start of day that is not a moment of the last 26 hours', async () => {
    const admin = await signIn(t.app, 'admin');
    const now = t.clock.now().getTime();
    for (const dayStart of [
      'yesterday',
      '2026-03-02',
      new Date(now + 60_000).toISOString(),
      new Date(now - 27 * 60 * 60_000).toISOString(),
    ]) {
      const response = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/users/AdminDashboard?dayStart=${encodeURIComponent(dayStart)}`,
      });
      expectValidationError(response, ['dayStart']);
    }
    const agent = await signIn(t.app, 'agent');
    expectError(
      await injectAs(t.app, agent, { method: 'GET', url: '/users/AdminDashboard' }),
      403,
      'forbidden',
    );
  });

  it('is documented in the OpenAPI document with its query and answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = document.paths['/users/AdminDashboard'].get;
    expect(get.parameters.map((p: { name: string; in: string }) => [p.in, p.name])).toEqual([
      ['query', 'dayStart'],
    ]);
    const answer = get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['signInsToday', 'lockedAccounts', 'imports', 'latestAudit']),
    );
  });
});
