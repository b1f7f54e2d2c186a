// The admin area's users, roles and audit trail (issue 16 §1, §2, §5). Who may call each route
// is checked for every demo user in access.test.ts; here, what each call does, and that every
// refusal changes nothing.

import { auditPageSchema, roleListSchema, roleSchema } from '@portal/contracts/admin';
import type { TokenData } from '@portal/contracts/auth';
import { type User, userListSchema, userSchema } from '@portal/contracts/user';
import { grant } from '@portal/domain/access/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../src/repositories/users';
import { createTestApp, type TestApp } from './helpers/app';
import { authenticate, expectError, injectAs, injectWithLogin, signIn } from './helpers/http';
import { readWorkbook } from './reports-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

const asAdmin = (request: Parameters<typeof injectWithLogin>[2]) =>
  injectWithLogin(t.app, 'admin', request);

async function userNamed(username: string): Promise<User> {
  const response = await asAdmin({ method: 'GET', url: `/users?username=${username}` });
  expect(response.statusCode, response.body).toBe(200);
  const [user] = userListSchema.parse(response.json());
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

async function roles() {
  const response = await asAdmin({ method: 'GET', url: '/users/GetAllRoles' });
  expect(response.statusCode, response.body).toBe(200);
  return roleListSchema.parse(response.json());
}

async function roleNamed(name: string) {
  const role = (await roles()).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

async function auditTotal(username?: string): Promise<number> {
  const query = username ? `?username=${username}` : '';
  const response = await asAdmin({ method: 'GET', url: `/users/GetAuditTrail${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json()).total;
}

describe('GET /users with a query: server-side search, sort and paging', () => {
  it('answers one page and the total in X-Total-Count', async () => {
    const response = await asAdmin({
      method: 'GET',
      url: '/users?sortBy=username&sortOrder=asc&offset=1&limit=3',
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = userListSchema.parse(response.json());
    expect(page.map((u) => u.username)).toEqual(['agent', 'agentfr', 'analyst']);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(11);
  });

  it('searches the start of the user name, names and agent id, whatever the case', async () => {
    const byAgentId = await asAdmin({ method: 'GET', url: '/users?search=ba10&limit=50' });
    expect(userListSchema.parse(byAgentId.json()).map((u) => u.username)).toEqual([
      'agent',
      'agentfr',
      'newagent',
    ]);
    expect(byAgentId.headers['x-total-count']).toBe('3');
    // A few matches are sorted as matches (SORT_MATCHES_UP_TO): the same order, both ways, paged.
    const backwards = await asAdmin({ method: 'GET', url: '/users?search=BA10&sortOrder=desc' });
    expect(userListSchema.parse(backwards.json()).map((u) => u.username)).toEqual([
      'newagent',
      'agentfr',
      'agent',
    ]);
    const second = await asAdmin({ method: 'GET', url: '/users?search=ba10&offset=1&limit=1' });
    expect(userListSchema.parse(second.json()).map((u) => u.username)).toEqual(['agentfr']);
    const byName = await asAdmin({ method: 'GET', url: '/users?search=H%C3%A9L&limit=50' });
    expect(userListSchema.parse(byName.json()).map((u) => u.username)).toEqual(['headoffice']);
    // LIKE's wildcards are taken literally.
    const wildcard = await asAdmin({ method: 'GET', url: '/users?search=%25&limit=50' });
    expect(wildcard.json()).toEqual([]);
    expect(wildcard.headers['x-total-count']).toBe('0');
  });

  it('counts a user added in this process at once, though counts are kept a few seconds', async () => {
    const total = async (query: string) =>
      Number((await asAdmin({ method: 'GET', url: `/users?${query}` })).headers['x-total-count']);
    const all = await total('limit=1');
    const zed = await total('search=zedcount&limit=1');
    expect(await total('limit=1')).toBe(all);
    await insertUser(
      t.app.db,
      { username: 'zedcount1', firstName: 'Zed', passwordHash: 'x' },
      grant([]),
      t.clock.now(),
    );
    expect(await total('limit=1')).toBe(all + 1);
    expect(await total('search=zedcount&limit=1')).toBe(zed + 1);
  });

  it('sorts by role and by last sign-in, both ways', async () => {
    const byRole = await asAdmin({
      method: 'GET',
      url: '/users?sortBy=role&sortOrder=desc&limit=200',
    });
    const list = userListSchema.parse(byRole.json());
    const all = await roles();
    const nameOf = (u: User) => all.find((r) => r.roleId === u.roleId)?.name.toLowerCase() ?? '';
    const names = list.filter((u) => u.roleId !== null).map(nameOf);
    expect(names).toEqual([...names].sort().reverse());
    await signIn(t.app, 'developer');
    const recent = await asAdmin({
      method: 'GET',
      url: '/users?sortBy=lastSignInAt&sortOrder=desc&limit=1&search=dev',
    });
    expect(userListSchema.parse(recent.json())[0]?.lastSignInAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a query it cannot read with 400', async () => {
    for (const query of ['sortBy=password', 'limit=0', 'limit=201', 'offset=-1', 'sortOrder=up']) {
      expectError(await asAdmin({ method: 'GET', url: `/users?${query}` }), 400, 'validation');
    }
  });
});

describe('GET /users/GetAllRoles and a user named like a fixed route (decision 0044)', () => {
  it('answers the roles with both names and their holders, even when a user has that name', async () => {
    await insertUser(
      t.app.db,
      { username: 'GetAllRoles', firstName: 'Route', passwordHash: 'x' },
      grant([]),
      t.clock.now(),
    );
    const list = await roles();
    expect(list.find((r) => r.name === 'Administrator')).toMatchObject({
      nameFr: 'Administrateur',
      userCount: 1,
    });
    expect((await roleNamed('Agent')).userCount).toBe(4);
    // The user is still reachable, by the exact-name query.
    const user = await userNamed('getallroles');
    expect(user).toMatchObject({ username: 'GetAllRoles', firstName: 'Route' });
  });

  it('GET /users/GetRole/{roleId} answers one role, 404 for none', async () => {
    const agent = await roleNamed('Agent');
    const one = await asAdmin({ method: 'GET', url: `/users/GetRole/${agent.roleId}` });
    expect(roleSchema.parse(one.json())).toEqual(agent);
    expectError(await asAdmin({ method: 'GET', url: '/users/GetRole/99999' }), 404, 'notFound');
    expectError(await asAdmin({ method: 'GET', url: '/users/GetRole/abc' }), 400, 'validation');
  });
});

describe('roles: create, change, delete', () => {
  it('creates a role, refuses a second with the same name, and deletes it while unheld', async () => {
    const before = await auditTotal();
    const created = await asAdmin({
      method: 'POST',
      url: '/users/UpdateRole',
      payload: { name: 'Auditor', nameFr: 'Vérificateur', permissions: grant(['isInforce']) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = roleSchema.parse(created.json());
    expect(role).toMatchObject({ name: 'Auditor', nameFr: 'Vérificateur', userCount: 0 });

    const twice = await asAdmin({
      method: 'POST',
      url: '/users/UpdateRole',
      payload: { name: 'auditor', nameFr: 'Autre', permissions: grant([]) },
    });
    expectError(twice, 409, 'conflict');
    expect((await roles()).filter((r) => r.name.toLowerCase() === 'auditor')).toHaveLength(1);

    const deleted = await asAdmin({
      method: 'POST',
      url: '/users/DeleteRole',
      payload: { roleId: role.roleId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await roles()).some((r) => r.name === 'Auditor')).toBe(false);
    expect(await auditTotal()).toBe(before + 2);
  });

  it('refuses to delete a role users hold, with their count, and changes nothing', async () => {
    const servicing = await roleNamed('Servicing');
    const before = await auditTotal();
    const response = await asAdmin({
      method: 'POST',
      url: '/users/DeleteRole',
      payload: { roleId: servicing.roleId },
    });
    const body = expectError(response, 409, 'conflict');
    expect(body.issues?.[0]?.message).toBe(String(servicing.userCount));
    expect(await roleNamed('Servicing')).toEqual(servicing);
    expect(await auditTotal()).toBe(before);
  });

  it('changing a role changes its users’ permissions on their next call', async () => {
    const headoffice = await signIn(t.app, 'headoffice');
    const lookup = { method: 'POST' as const, url: '/api/getpolicy', payload: {} };
    expect((await injectAs(t.app, headoffice, lookup)).statusCode).not.toBe(403);
    const role = await roleNamed('Head office');
    const changed = await asAdmin({
      method: 'POST',
      url: '/users/UpdateRole',
      payload: {
        roleId: role.roleId,
        name: role.name,
        nameFr: 'Siège',
        permissions: grant(['isNewBusiness', 'isHeadOffice']),
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(roleSchema.parse(changed.json())).toMatchObject({ nameFr: 'Siège', userCount: 1 });
    // The same session: the guard reads the permissions live.
    expectError(await injectAs(t.app, headoffice, lookup), 403, 'forbidden');
    expect((await userNamed('headoffice')).permissions.isInforce.isActive).toBe(false);
    const trail = await asAdmin({ method: 'GET', url: '/users/GetAuditTrail?limit=1' });
    const [entry] = auditPageSchema.parse(trail.json()).entries;
    expect(entry).toMatchObject({ actor: 'admin', action: 'role.update', target: 'Head office' });
    expect(entry?.before).toMatchObject({ nameFr: 'Siège social' });
    expect(entry?.after).toMatchObject({ nameFr: 'Siège' });
  });

  it('refuses an administrator taking the admin right out of the role they hold', async () => {
    const role = await roleNamed('Administrator');
    const before = await auditTotal();
    const response = await asAdmin({
      method: 'POST',
      url: '/users/UpdateRole',
      payload: { ...role, permissions: grant(['isInforce']) },
    });
    expectError(response, 403, 'selfChange');
    expect(await roleNamed('Administrator')).toEqual(role);
    expect((await userNamed('admin')).permissions.isAdmin.isActive).toBe(true);
    expect(await auditTotal()).toBe(before);
  });

  it('refuses bad role bodies with 400 and an unknown role with 404', async () => {
    for (const payload of [
      { name: '', nameFr: 'x', permissions: grant([]) },
      { name: 'x', nameFr: 'y' },
      { name: 'x', nameFr: 'y', permissions: { isAdmin: { isActive: 'yes' } } },
    ]) {
      expectError(
        await asAdmin({ method: 'POST', url: '/users/UpdateRole', payload }),
        400,
        'validation',
      );
    }
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateRole',
        payload: { roleId: 99999, name: 'x', nameFr: 'y', permissions: grant([]) },
      }),
      404,
      'notFound',
    );
    expectError(
      await asAdmin({ method: 'POST', url: '/users/DeleteRole', payload: { roleId: 99999 } }),
      404,
      'notFound',
    );
  });
});

describe('POST /users/UpdateUserAccess', () => {
  it('gives a user a role’s permissions, then single flags, and records both', async () => {
    const servicingRole = await roleNamed('Servicing');
    const response = await asAdmin({
      method: 'POST',
      url: '/users/UpdateUserAccess',
      payload: { username: 'NewAgent', roleId: servicingRole.roleId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.roleId).toBe(servicingRole.roleId);
    expect(user.permissions).toEqual(servicingRole.permissions);

    const permissions = { ...user.permissions, isInforce: { isActive: true, isDisplayed: false } };
    const flags = await asAdmin({
      method: 'POST',
      url: '/users/UpdateUserAccess',
      payload: { username: 'newagent', permissions },
    });
    expect(userSchema.parse(flags.json()).permissions.isInforce).toEqual({
      isActive: true,
      isDisplayed: false,
    });
    const trail = await asAdmin({ method: 'GET', url: '/users/GetAuditTrail?username=NEWAGENT' });
    const page = auditPageSchema.parse(trail.json());
    expect(page.total).toBe(2);
    expect(page.entries.map((e) => e.action)).toEqual(['user.access', 'user.access']);
    expect(page.entries[1]?.before).toMatchObject({
      permissions: { isNewBusiness: { isActive: true } },
    });
    expect(page.entries[1]?.after).toMatchObject({ roleId: servicingRole.roleId });
  });

  it('disables a user: sessions end at once, sign-in is refused; enabling lets them back', async () => {
    const session = await signIn(t.app, 'whitelabel');
    const disabled = await asAdmin({
      method: 'POST',
      url: '/users/UpdateUserAccess',
      payload: { username: 'whitelabel', isDisabled: true },
    });
    expect(userSchema.parse(disabled.json()).isDisabled).toBe(true);
    expectError(
      await injectAs(t.app, session, { method: 'GET', url: '/users/whitelabel' }),
      401,
      'sessionExpired',
    );
    expectError(await authenticate(t.app, 'whitelabel'), 403, 'accountDisabled');
    await asAdmin({
      method: 'POST',
      url: '/users/UpdateUserAccess',
      payload: { username: 'whitelabel', isDisabled: false },
    });
    expect((await authenticate(t.app, 'whitelabel')).statusCode).toBe(200);
  });

  it('refuses an administrator disabling themselves or removing their own admin right', async () => {
    const admin = await userNamed('admin');
    const before = await auditTotal('admin');
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'Admin', isDisabled: true },
      }),
      403,
      'selfChange',
    );
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'admin', permissions: grant(['isInforce']) },
      }),
      403,
      'selfChange',
    );
    const agentRole = await roleNamed('Agent');
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'admin', roleId: agentRole.roleId },
      }),
      403,
      'selfChange',
    );
    const after = await userNamed('admin');
    expect({ ...after, lastSignInAt: null }).toEqual({ ...admin, lastSignInAt: null });
    expect(await auditTotal('admin')).toBe(before);
  });

  it('refuses the call to someone without the admin permission, and changes nothing', async () => {
    const agent = await userNamed('agent');
    const before = await auditTotal();
    for (const caller of ['sysadmin', 'analyst', 'agent']) {
      const response = await injectWithLogin(t.app, caller, {
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'agent', isDisabled: true },
      });
      expectError(response, 403, 'forbidden');
    }
    const after = await userNamed('agent');
    expect({ ...after, lastSignInAt: null }).toEqual({ ...agent, lastSignInAt: null });
    expect(await auditTotal()).toBe(before);
  });

  it('refuses an empty change, an unknown role or user', async () => {
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'agent' },
      }),
      400,
      'validation',
    );
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'agent', roleId: 99999 },
      }),
      400,
      'validation',
    );
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/UpdateUserAccess',
        payload: { username: 'ghost', isDisabled: true },
      }),
      404,
      'notFound',
    );
  });
});

describe('POST /users/SignOutUser', () => {
  it('ends every session of the user and says how many', async () => {
    const one = await signIn(t.app, 'analyst');
    const two = await signIn(t.app, 'analyst');
    const response = await asAdmin({
      method: 'POST',
      url: '/users/SignOutUser',
      payload: { username: 'analyst' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const session of [one, two]) {
      expectError(
        await injectAs(t.app, session, { method: 'GET', url: '/users/analyst' }),
        401,
        'sessionExpired',
      );
    }
  });
});

describe('password reset and the forced change at the next sign-in', () => {
  async function reset(username: string): Promise<string> {
    const response = await asAdmin({
      method: 'POST',
      url: '/users/ResetPassword',
      payload: { username },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { temporaryPassword } = response.json<{ temporaryPassword: string }>();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    return temporaryPassword;
  }

  const change = (session: TokenData, payload: object) =>
    injectAs(t.app, session, { method: 'POST', url: '/users/ChangePassword', payload });

  it('gives a one-time password; until it is changed only the change is allowed', async () => {
    const before = await signIn(t.app, 'agentfr');
    const temporary = await reset('agentfr');
    // The reset ends the user's sessions, and the old password no longer works.
    expectError(
      await injectAs(t.app, before, { method: 'GET', url: '/users/agentfr' }),
      401,
      'sessionExpired',
    );
    expectError(await authenticate(t.app, 'agentfr'), 401, 'invalidCredentials');

    const signedIn = await authenticate(t.app, 'agentfr', temporary);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<TokenData>();
    const own = await injectAs(t.app, session, { method: 'GET', url: '/users/agentfr' });
    expect(userSchema.parse(own.json()).mustChangePassword).toBe(true);
    expectError(
      await injectAs(t.app, session, { method: 'POST', url: '/api/getpolicy', payload: {} }),
      403,
      'passwordChangeRequired',
    );

    // The sign-in rules: at least 5 characters; and the current password must be right.
    expectError(
      await change(session, { currentPassword: temporary, newPassword: 'abc' }),
      400,
      'validation',
    );
    expectError(
      await change(session, { currentPassword: temporary, newPassword: temporary }),
      400,
      'validation',
    );
    expectError(
      await change(session, { currentPassword: 'wrong-one', newPassword: 'fresh-pass' }),
      400,
      'validation',
    );
    const done = await change(session, { currentPassword: temporary, newPassword: 'fresh-pass' });
    expect(done.statusCode, done.body).toBe(200);
    const lookup = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/getpolicy',
      payload: {},
    });
    expect(lookup.statusCode).not.toBe(403);
    expectError(await authenticate(t.app, 'agentfr', temporary), 401, 'invalidCredentials');
    expect((await authenticate(t.app, 'agentfr', 'fresh-pass')).statusCode).toBe(200);

    const trail = auditPageSchema.parse(
      (await asAdmin({ method: 'GET', url: '/users/GetAuditTrail?username=agentfr' })).json(),
    );
    expect(trail.entries[0]).toMatchObject({ action: 'user.passwordReset', actor: 'admin' });
    expect(JSON.stringify(trail)).not.toContain(temporary);
  });

  it('refuses an administrator resetting their own password', async () => {
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/users/ResetPassword',
        payload: { username: 'admin' },
      }),
      403,
      'selfChange',
    );
    expect((await authenticate(t.app, 'admin')).statusCode).toBe(200);
  });
});

describe('POST /users/unlock (issue 26) from the admin area', () => {
  it('is written to the audit trail', async () => {
    const before = await auditTotal('servicing');
    const response = await asAdmin({
      method: 'POST',
      url: '/users/unlock',
      payload: { username: 'Servicing' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const trail = auditPageSchema.parse(
      (await asAdmin({ method: 'GET', url: '/users/GetAuditTrail?username=servicing' })).json(),
    );
    expect(trail.total).toBe(before + 1);
    expect(trail.entries[0]).toMatchObject({
      actor: 'admin',
      action: 'user.unlock',
      target: 'servicing',
    });
  });
});

describe('the audit trail', () => {
  it('exports to Excel: every entry, or one user’s, newest first', async () => {
    const total = await auditTotal('agentfr');
    expect(total).toBeGreaterThan(0);
    const response = await asAdmin({
      method: 'GET',
      url: '/users/ExportAuditTrail?username=AgentFR',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-trail-agentfr.xlsx"',
    );
    const sheet = (await readWorkbook(response.rawPayload)).worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'When',
      'Who',
      'What',
      'Changed',
      'Before',
      'After',
    ]);
    expect(sheet?.rowCount).toBe(total + 1);
    expect(sheet?.getRow(2).getCell(3).value).toBe('Password reset');
    const all = await asAdmin({ method: 'GET', url: '/users/ExportAuditTrail' });
    const everything = (await readWorkbook(all.rawPayload)).worksheets[0];
    expect(everything?.rowCount).toBe((await auditTotal()) + 1);
  });

  it('is append-only in the database', async () => {
    expect(await auditTotal()).toBeGreaterThan(0);
    await expect(t.app.db.execute(sql`update audit_log set actor = 'x'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});
