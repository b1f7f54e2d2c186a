import type { TokenData } from '@portal/contracts/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELAY, ADDRESS_DELAY, DEVICE_DELAY } from '../src/auth/limits';
import { getDummyHash, verifyPassword } from '../src/auth/passwords';
import { loginAttempts, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import {
  authenticate,
  DEMO_PASSWORD,
  expectError,
  expectValidationError,
  freshAddress,
  injectAs,
  signIn,
} from './helpers/http';

// Watch the password check without changing it, to see which hash an unknown user meets.
vi.mock(import('../src/auth/passwords'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

describe('no user enumeration', () => {
  it('answers an unknown user exactly as a wrong password', async () => {
    const wrongPassword = await authenticate(t.app, 'agent', 'not-the-password');
    const unknownUser = await authenticate(t.app, 'nobody-by-this-name', 'not-the-password');
    const a = expectError(wrongPassword, 401, 'invalidCredentials');
    const b = expectError(unknownUser, 401, 'invalidCredentials');
    expect(b).toEqual(a);
  });

  it('checks an unknown user’s password against the dummy argon2 hash', async () => {
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    await authenticate(t.app, 'ghost', 'whatever-it-is');
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]).toBe(await getDummyHash());
    expect(check.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);

    check.mockClear();
    await authenticate(t.app, 'agent', 'whatever-it-is');
    const [agent] = await t.app.db.select().from(users).where(eq(users.username, 'agent'));
    expect(check.mock.calls[0]?.[0]).toBe(agent?.passwordHash);
  });

  it('matches user names without regard to case', async () => {
    expect((await authenticate(t.app, 'AGENT')).statusCode).toBe(200);
  });
});

/** Signs in with the browser's device cookie (if any); answers the response and its new cookie. */
async function attempt(
  username: string,
  options: { password?: string; address?: string; cookie?: string | null } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/authenticate',
    remoteAddress: options.address ?? freshAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { username, password: options.password ?? DEMO_PASSWORD },
  });
  const setCookie = response.headers['set-cookie'];
  const cookie = typeof setCookie === 'string' ? setCookie.split(';')[0] : null;
  return { response, cookie: cookie ?? null };
}

const fail = (username: string, options: { address?: string; cookie?: string | null } = {}) =>
  attempt(username, { ...options, password: 'wrong-password' });

function expectDelayed(response: Awaited<ReturnType<typeof attempt>>['response'], seconds: number) {
  expectError(response, 429, 'tooManyAttempts');
  expect(response.headers['retry-after']).toBe(String(seconds));
}

describe('progressive delays per user name', () => {
  it(`after ${ACCOUNT_DELAY.free} failures, asks for a growing wait, not a lock`, async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free; i += 1) {
      expectError((await fail('servicing')).response, 401, 'invalidCredentials');
    }
    // Even the right password, from another address and a new device: the wait is the name's.
    expectDelayed((await attempt('servicing')).response, 2);
    expectDelayed((await attempt('Servicing')).response, 2);
    // Other users are not affected.
    expect((await attempt('headoffice')).response.statusCode).toBe(200);

    t.clock.advance(2000);
    expectError((await fail('servicing')).response, 401, 'invalidCredentials');
    expectDelayed((await attempt('servicing')).response, 4);
    t.clock.advance(4000);
    // After the wait the right password gets in: the owner is never locked out.
    expect((await attempt('servicing')).response.statusCode).toBe(200);
  });

  it('a success clears the user name’s failures', async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free - 1; i += 1) await fail('developer');
    expect((await attempt('developer')).response.statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_DELAY.free - 1; i += 1) {
      expectError((await fail('developer')).response, 401, 'invalidCredentials');
    }
    expect((await attempt('developer')).response.statusCode).toBe(200);
  });

  it('the wait stops growing at its cap, and failures leave the window', async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free + 30; i += 1) {
      await fail('analyst');
      t.clock.advance(ACCOUNT_DELAY.capMs);
    }
    await fail('analyst');
    expectDelayed((await attempt('analyst')).response, ACCOUNT_DELAY.capMs / 1000);
    t.clock.advance(ACCOUNT_DELAY.windowMs + 1000);
    expect((await attempt('analyst')).response.statusCode).toBe(200);
  });

  it('guesses sent in parallel count each other: no more than the free ones are looked at', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fail('whitelabel', { address: freshAddress() })),
    );
    const statuses = answers.map(({ response }) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      ACCOUNT_DELAY.free,
    );
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The refused ones left no trace: only the looked-at failures are counted.
    const rows = await t.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, 'whitelabel'));
    expect(rows.filter((row) => !row.succeeded)).toHaveLength(
      statuses.filter((status) => status === 401).length,
    );
    const admin = await signIn(t.app, 'admin');
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/users/unlock',
      payload: { username: 'whitelabel' },
    });
  });

  it('does not check the password or record an attempt while delayed', async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free; i += 1) await fail('sysadmin');
    const before = await t.app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, 'sysadmin')));
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    expectError((await attempt('sysadmin')).response, 429, 'tooManyAttempts');
    expect(check).not.toHaveBeenCalled();
    const after = await t.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, 'sysadmin'));
    expect(after).toHaveLength(before.length);
  });
});

describe('progressive delays per address', () => {
  it(`after ${ADDRESS_DELAY.free} failures from one address, everyone behind it waits at most ${ADDRESS_DELAY.capMs / 1000} s`, async () => {
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_DELAY.free; i += 1) {
      // A different unknown name each time: the per-name delay never starts.
      expectError((await fail(`guess-${i}`, { address })).response, 401, 'invalidCredentials');
    }
    expectDelayed((await attempt('whitelabel', { address })).response, 1);
    // The same user from elsewhere is fine.
    expect((await attempt('whitelabel')).response.statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(ADDRESS_DELAY.capMs);
      await fail(`more-guess-${i}`, { address });
    }
    expectDelayed((await attempt('whitelabel', { address })).response, ADDRESS_DELAY.capMs / 1000);
    t.clock.advance(ADDRESS_DELAY.capMs);
    expect((await attempt('whitelabel', { address })).response.statusCode).toBe(200);
  });
});

describe('a device that signed in before', () => {
  it('sets a signed, HttpOnly device cookie at sign-in', async () => {
    const { response } = await attempt('agent');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_device=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/users/authenticate');
  });

  it('gets in with the right password while the name and the address are delayed', async () => {
    const office = freshAddress();
    const { cookie } = await attempt('newagent', { address: office });
    expect(cookie).not.toBeNull();
    // Someone behind the same NAT guesses at the account and at others.
    for (let i = 0; i < ACCOUNT_DELAY.free + 3; i += 1) await fail('newagent', { address: office });
    for (let i = 0; i < ADDRESS_DELAY.free; i += 1) await fail(`nat-${i}`, { address: office });
    expectError((await attempt('newagent', { address: office })).response, 429, 'tooManyAttempts');

    const owner = await attempt('newagent', { address: office, cookie });
    expect(owner.response.statusCode, owner.response.body).toBe(200);
    // The same device keeps its id.
    expect(owner.cookie).toBe(cookie);
  });

  it('counts its own failures: a stolen cookie is no free pass', async () => {
    const { cookie } = await attempt('agentfr');
    for (let i = 0; i < DEVICE_DELAY.free; i += 1) {
      expectError((await fail('agentfr', { cookie })).response, 401, 'invalidCredentials');
    }
    expectDelayed((await attempt('agentfr', { cookie })).response, 2);
  });

  it('a cookie for another user, or one this server did not sign, is no device', async () => {
    const { cookie } = await attempt('noaccess');
    t.clock.advance(1000);
    for (let i = 0; i < ACCOUNT_DELAY.free; i += 1) await fail('eapplication');
    expectError((await attempt('eapplication', { cookie })).response, 429, 'tooManyAttempts');
    const forged = `portal_device=${'a'.repeat(43)}.${'b'.repeat(43)}`;
    for (let i = 0; i < ACCOUNT_DELAY.free; i += 1) await fail('noaccess');
    expectError((await attempt('noaccess', { cookie: forged })).response, 429, 'tooManyAttempts');
    expect((await attempt('noaccess', { cookie })).response.statusCode).toBe(200);
  });
});

describe('POST /users/unlock', () => {
  const unlock = (tokens: TokenData, payload: unknown) =>
    injectAs(t.app, tokens, { method: 'POST', url: '/users/unlock', payload: payload as object });

  it('an administrator clears a user name’s wait at once', async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free + 2; i += 1) await fail('headoffice');
    expectError((await attempt('headoffice')).response, 429, 'tooManyAttempts');
    const admin = await signIn(t.app, 'admin');
    const response = await unlock(admin, { username: 'HEADOFFICE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await attempt('headoffice')).response.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, 'headoffice'), eq(loginAttempts.kind, 'unlock')));
    expect(row?.succeeded).toBe(true);
  });

  it('refuses a user who may not manage users, an unknown name and a bad body, changing nothing', async () => {
    for (let i = 0; i < ACCOUNT_DELAY.free; i += 1) await fail('bi');
    const agent = await signIn(t.app, 'agent');
    expectError(await unlock(agent, { username: 'bi' }), 403, 'forbidden');
    expectError(
      await t.app.inject({ method: 'POST', url: '/users/unlock', payload: { username: 'bi' } }),
      401,
      'unauthenticated',
    );
    const admin = await signIn(t.app, 'admin');
    expectError(await unlock(admin, { username: 'nobody-by-this-name' }), 404, 'notFound');
    expectValidationError(await unlock(admin, { username: '' }), ['username']);
    expectValidationError(await unlock(admin, {}), ['username']);
    expectError((await attempt('bi')).response, 429, 'tooManyAttempts');
  });
});

describe('TRUST_PROXY with TRUSTED_PROXIES', () => {
  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const behind = await createTestApp({
      env: { TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.200.0.0/16' },
      beforeReady: (app) =>
        app.get('/test/address', { config: { access: 'public' } }, async (request) => ({
          ip: request.ip,
        })),
    });
    try {
      const seen = async (remoteAddress: string) =>
        (
          await behind.app.inject({
            method: 'GET',
            url: '/test/address',
            remoteAddress,
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).json<{ ip: string }>().ip;
      expect(await seen('10.200.3.4')).toBe('203.0.113.9');
      // Anyone else claiming to forward is taken at its own address.
      expect(await seen('198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await behind.app.close();
    }
  });
});
