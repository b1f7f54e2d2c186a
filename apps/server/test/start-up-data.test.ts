import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHALLENGE_HEADER, type TokenData } from '@portal/contracts/auth';
import { type User, userSchema, whiteLabelProfileSchema } from '@portal/contracts/user';
import { defaultDestination } from '@portal/domain/access/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/database';
import { DEMO_USERS } from '../src/db/demo-data';
import { companySettings, roles, userPermissions, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { createThrowawayDatabase } from '../src/db/throwaway-database';
import { accessSubjectOf, listUsers } from '../src/repositories/users';
import { createAppOn } from './helpers/app';
import { testDatabaseTarget } from './helpers/database';
import { authenticate, injectAs, signIn } from './helpers/http';

async function snapshot(db: Database['db']) {
  const [userRows, permissionRows, roleRows, companyRows] = await Promise.all([
    db.select().from(users).orderBy(users.id),
    db
      .select()
      .from(userPermissions)
      .orderBy(userPermissions.userId, userPermissions.permissionKey),
    db.select().from(roles).orderBy(roles.id),
    db.select().from(companySettings),
  ]);
  return { userRows, permissionRows, roleRows, companyRows };
}

describe('the demo data', () => {
  let database: Database;
  let app: FastifyInstance;
  let demoUsers: User[];
  beforeAll(async () => {
    database = await createThrowawayDatabase(testDatabaseTarget());
    app = await createAppOn(database);
    demoUsers = await listUsers(app.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const demo = (username: string) => {
    const user = demoUsers.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`no demo user ${username}`);
    return user;
  };

  it('are loaded into an empty database at start-up', () => {
    expect(demoUsers.map((user) => user.username).sort()).toEqual(
      [
        'admin',
        'agent',
        'agentfr',
        'analyst',
        'developer',
        'eappadmin',
        'headoffice',
        'newagent',
        'noaccess',
        'servicing',
        'sysadmin',
        'whitelabel',
      ].sort(),
    );
    for (const user of demoUsers) {
      expect(userSchema.safeParse(user).success, user.username).toBe(true);
      expect(Object.values(user.system).every(Boolean), user.username).toBe(true);
    }
  });

  it('seeding again changes nothing', async () => {
    const before = await snapshot(app.db);
    const result = await seedDemoData(app.db, new Date());
    expect(result.usersCreated).toBe(0);
    expect(await snapshot(app.db)).toEqual(before);
  });

  it('a restart on the same database keeps the data, the secret and the sessions', async () => {
    const tokens = await signIn(app, 'agent');
    const before = await snapshot(app.db);
    const restarted = await createAppOn(database);
    try {
      expect(await snapshot(restarted.db)).toEqual(before);
      // The jwt signed by the first instance is valid on the second: one shared secret.
      const own = await injectAs(restarted, tokens, { method: 'GET', url: '/users/agent' });
      expect(own.statusCode).toBe(200);
      const login = await restarted.inject({
        method: 'POST',
        url: '/users/login',
        headers: { [CHALLENGE_HEADER]: tokens.challenge },
        payload: tokens,
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('every demo user signs in with demo1234', async () => {
    for (const { profile } of DEMO_USERS) {
      const response = await authenticate(app, profile.username);
      expect(response.statusCode, profile.username).toBe(200);
    }
  });

  it('land where the README says', () => {
    const landing = (username: string) => defaultDestination(accessSubjectOf(demo(username)));
    expect(landing('agent')).toBe('/illustration');
    expect(landing('servicing')).toBe('/inforce');
    expect(landing('headoffice')).toBe('/inforce');
    expect(landing('admin')).toBe('/admin');
    expect(landing('analyst')).toBe('/bi/widgets');
    expect(landing('developer')).toBe('/illustration');
    expect(landing('sysadmin')).toBe('/admin');
    expect(landing('eappadmin')).toBe('/eapplication');
    expect(landing('noaccess')).toBeNull();
  });

  it('have the profiles the spec’s screens need', () => {
    expect(demo('agent').permissions.isEapplication).toEqual({ isActive: true, isDisplayed: true });
    expect(demo('servicing').permissions.isNewBusiness.isActive).toBe(false);
    expect(demo('headoffice').permissions.isHeadOffice.isActive).toBe(true);
    expect(demo('developer').permissions.isDeveloper.isActive).toBe(true);
    expect(demo('sysadmin').permissions.isAdmin.isActive).toBe(false);
    const whitelabel = demo('whitelabel');
    expect(whitelabel.isWhiteLabel).toBe(true);
    expect(whiteLabelProfileSchema.parse(whitelabel.whiteLabelProfile)).toEqual({
      displayName: 'Summit Advisors Portal',
      logoText: 'Summit',
      primaryColor: '#1f5f3a',
      accentColor: '#c9a227',
    });
    expect(demo('newagent').isFirstRun).toBe(true);
    expect(demo('agentfr')).toMatchObject({ inputLanguage: 'French', reportLanguage: 'French' });
    const noaccess = demo('noaccess').permissions;
    expect(Object.values(noaccess).some((permission) => permission.isActive)).toBe(false);
    expect(noaccess.isNewBusiness).toEqual({ isActive: false, isDisplayed: true });
    expect(noaccess.isInforce).toEqual({ isActive: false, isDisplayed: true });
  });

  it('include the named roles', async () => {
    const rows = await app.db.select().from(roles);
    expect(rows.map((role) => role.name).sort()).toEqual(
      [
        'Administrator',
        'Agent',
        'Analyst',
        'Developer',
        'E-application administrator',
        'Head office',
        'Servicing',
        'System administrator',
      ].sort(),
    );
  });
});

describe('without demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createThrowawayDatabase(testDatabaseTarget());
  });
  afterAll(async () => {
    await database?.close();
  });
  const noDemo = { DEMO_DATA: 'false' };

  it('refuses to start on an empty database without ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    await expect(createAppOn(database, noDemo)).rejects.toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
    await expect(createAppOn(database, { ...noDemo, ADMIN_USERNAME: 'chief' })).rejects.toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
    await expect(
      createAppOn(database, { ...noDemo, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: '1234' }),
    ).rejects.toThrow(/at least 5 characters/);
  });

  it('creates the one administrator, and only into a database without users', async () => {
    const env = { ...noDemo, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'first-Admin-pw' };
    const app = await createAppOn(database, env);
    try {
      const everyone = await listUsers(app.db);
      expect(everyone.map((user) => user.username)).toEqual(['chief']);
      expect(everyone[0]?.permissions.isAdmin).toEqual({ isActive: true, isDisplayed: true });
      expect(everyone[0]?.defaultApplication).toBe('Admin');
      const tokens = (await authenticate(app, 'chief', 'first-Admin-pw')).json<TokenData>();
      const list = await injectAs(app, tokens, { method: 'GET', url: '/users' });
      expect(list.statusCode).toBe(200);
      const company = await app.inject({ method: 'GET', url: '/api/companySettings' });
      expect(company.json().displayName).toEqual({ en: 'Life Portal', fr: 'Portail Vie' });
    } finally {
      await app.close();
    }
    const again = await createAppOn(database, { ...env, ADMIN_USERNAME: 'someone-else' });
    try {
      expect((await listUsers(again.db)).map((user) => user.username)).toEqual(['chief']);
    } finally {
      await again.close();
    }
  });
});

describe('PGlite on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users and sessions across a restart', async () => {
    const first = openPglite(dataDir);
    const app = await createAppOn(first);
    const tokens = await signIn(app, 'agentfr');
    await app.close();
    await first.close();

    const second = openPglite(dataDir);
    const restarted = await createAppOn(second);
    try {
      const login = await restarted.inject({
        method: 'POST',
        url: '/users/login',
        headers: { [CHALLENGE_HEADER]: tokens.challenge },
        payload: tokens,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().inputLanguage).toBe('French');
    } finally {
      await restarted.close();
      await second.close();
    }
    // Two start-ups on a database on disk: every migration, and the demo users' password hashes.
  }, 90_000);
});
