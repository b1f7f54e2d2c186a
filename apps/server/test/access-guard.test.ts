import type { User } from '@portal/contracts/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, sessions, userPermissions, users } from '../src/db/schema';
import {
  COMPANY_FLAGS_TTL_MS,
  companyFlags,
  insertCompanyIfMissing,
  invalidateCompanyFlags,
} from '../src/repositories/company';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

const ownUser = async (tokens: Awaited<ReturnType<typeof signIn>>) =>
  injectAs(t.app, tokens, { method: 'GET', url: `/users/${tokens.username}` });

async function userIdOf(username: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('the access guard reads the session, user and permissions on every call', () => {
  it('refuses a session revoked in the database on the very next call', async () => {
    const tokens = await signIn(t.app, 'agent');
    expect((await ownUser(tokens)).statusCode).toBe(200);
    // Another instance revoking the family writes only the row: no cache may hide it.
    await t.app.db
      .update(sessions)
      .set({ revokedAt: t.clock.now(), revokeReason: 'logout' })
      .where(eq(sessions.userId, await userIdOf('agent')));
    expectError(await ownUser(tokens), 401, 'sessionExpired');
  });

  it('refuses a revoked session read in the same query as live ones', async () => {
    const revoked = await signIn(t.app, 'agent');
    const live = await signIn(t.app, 'servicing');
    await t.app.db
      .update(sessions)
      .set({ revokedAt: t.clock.now(), revokeReason: 'logout' })
      .where(eq(sessions.userId, await userIdOf('agent')));
    const [refused, answered, again] = await Promise.all([
      ownUser(revoked),
      ownUser(live),
      ownUser(live),
    ]);
    expectError(refused, 401, 'sessionExpired');
    expect(answered.json<User>().username).toBe('servicing');
    expect(again.json<User>().username).toBe('servicing');
  });

  it('sees a permission changed in the database on the very next call', async () => {
    const tokens = await signIn(t.app, 'servicing');
    const before = (await ownUser(tokens)).json<User>();
    expect(before.permissions.isInforce.isActive).toBe(true);
    const userId = await userIdOf('servicing');
    await t.app.db
      .update(userPermissions)
      .set({ isActive: false })
      .where(eq(userPermissions.userId, userId));
    try {
      const after = (await ownUser(tokens)).json<User>();
      expect(after.permissions.isInforce.isActive).toBe(false);
      expect(Object.values(after.permissions).every((p) => !p.isActive)).toBe(true);
      expectError(
        await injectAs(t.app, tokens, {
          method: 'POST',
          url: '/api/getpolicy',
          payload: { policyNumber: 'X' },
        }),
        403,
        'forbidden',
      );
    } finally {
      await t.app.db
        .update(userPermissions)
        .set({ isActive: before.permissions.isInforce.isActive })
        .where(eq(userPermissions.userId, userId));
    }
  });

  it('gives a user without permission rows no permissions at all', async () => {
    const tokens = await signIn(t.app, 'agentfr');
    const userId = await userIdOf('agentfr');
    const rows = await t.app.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId));
    await t.app.db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    try {
      const user = (await ownUser(tokens)).json<User>();
      expect(Object.values(user.permissions).every((p) => !p.isActive && !p.isDisplayed)).toBe(
        true,
      );
      expect(user.inputLanguage).toBe('French');
    } finally {
      await t.app.db.insert(userPermissions).values(rows);
    }
  });
});

describe('the company flags cache', () => {
  it('keeps the flags for a bounded time, and forgets them when this process writes', async () => {
    const start = performance.now();
    invalidateCompanyFlags(t.app.db);
    expect((await companyFlags(t.app.db, start)).isInforce).toBe(true);

    // Written behind this process's back, as another instance would.
    await t.app.db.update(companySettings).set({ isInforce: false });
    try {
      // The cached value until the bound, and the database's from the bound on.
      const justBefore = start + COMPANY_FLAGS_TTL_MS - 1;
      expect((await companyFlags(t.app.db, justBefore)).isInforce).toBe(true);
      expect((await companyFlags(t.app.db, start + COMPANY_FLAGS_TTL_MS)).isInforce).toBe(false);

      // This process's own write path forgets the cached flags at once.
      await t.app.db.update(companySettings).set({ isInforce: true });
      expect((await companyFlags(t.app.db)).isInforce).toBe(false);
      await insertCompanyIfMissing(t.app.db, { displayNameEn: 'x', displayNameFr: 'x' });
      expect((await companyFlags(t.app.db)).isInforce).toBe(true);

      await t.app.db.update(companySettings).set({ isInforce: false });
      invalidateCompanyFlags(t.app.db);
      const tokens = await signIn(t.app, 'servicing');
      expect((await ownUser(tokens)).json<User>().system.isInforce).toBe(false);
    } finally {
      await t.app.db.update(companySettings).set({ isInforce: true });
      invalidateCompanyFlags(t.app.db);
    }
    expect((await companyFlags(t.app.db)).isInforce).toBe(true);
    expect(COMPANY_FLAGS_TTL_MS).toBeLessThanOrEqual(5_000);
  });

  it('hands every caller its own copy of the flags', async () => {
    const first = await companyFlags(t.app.db);
    first.isInforce = false;
    expect((await companyFlags(t.app.db)).isInforce).toBe(true);
  });
});
