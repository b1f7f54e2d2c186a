import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { TokenData } from '@portal/contracts/auth';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnFreshDatabase } from '../src/app';
import {
  type DevProvider,
  newSigningKey,
  STRANGER,
  startDevProvider,
} from '../src/auth/directory/dev-provider';
import { loginAttempts, sessions, users } from '../src/db/schema';
import { createTestApp, type TestApp, testConfig } from './helpers/app';
import { TestClock } from './helpers/clock';
import { testDatabaseTarget } from './helpers/database';
import { directoryIdToken, OTHER_CLIENT, PORTAL_CLIENT, REDIRECT_URI } from './helpers/directory';
import { authenticate, expectError, injectAs, sessionHeaders } from './helpers/http';

const clients = [PORTAL_CLIENT, OTHER_CLIENT].map((clientId) => ({
  clientId,
  redirectUris: [REDIRECT_URI],
}));

function adEnv(provider: DevProvider, extra: Record<string, string> = {}) {
  return {
    AUTH_METHOD: 'AD',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: PORTAL_CLIENT,
    ADMIN_USERNAME: 'sysadmin',
    ...extra,
  };
}

/** The test clock at the real time: the provider stamps its tokens with the real clock. */
function atRealTime({ clock }: TestApp) {
  clock.advance(Date.now() - clock.now().getTime());
}

const exchange = (app: FastifyInstance, idToken: string) =>
  app.inject({ method: 'POST', url: '/users/directory/session', payload: { idToken } });

/** A sign-in nonce from the portal, as the browser fetches one before it opens the directory. */
async function portalNonce(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/users/directory/nonce' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ nonce: string }>().nonce;
}

async function sessionCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(sessions);
  return Number(row?.n ?? 0);
}

/** Signs a token with the provider's claims but a key of our own choosing. */
async function forge(
  claimsFrom: string,
  key: JWK,
  header: { alg: string; kid?: string },
): Promise<string> {
  const claims = decodeJwt(claimsFrom);
  return new SignJWT(claims).setProtectedHeader(header).sign(await importJWK(key, header.alg));
}

describe('directory sign-in (AUTH_METHOD=AD) against a real provider', () => {
  let provider: DevProvider;
  let test: TestApp;
  let app: FastifyInstance;
  const logs: string[] = [];
  /** A directory token for a sign-in the portal started (its nonce). */
  const tokenFor = async (username: string, options: { clientId?: string } = {}) =>
    directoryIdToken(provider, username, { nonce: await portalNonce(app), ...options });

  beforeAll(async () => {
    provider = await startDevProvider({ clients });
    const clock = new TestClock();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildAppOnFreshDatabase(testConfig(adEnv(provider)), testDatabaseTarget(), {
      now: clock.now,
      logger: { stream },
    });
    await app.ready();
    test = { app, clock };
    atRealTime(test);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('tells the browser which directory to use, without User.Read the provider does not know', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/directorySettings' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      authority: provider.issuer,
      clientId: PORTAL_CLIENT,
      scope: 'openid profile',
      postLogoutRedirect: null,
    });
  });

  it('lets the browser reach exactly the configured directory (CSP)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/getTokenMethod' });
    expect(response.json()).toBe('AD');
    const csp = String(response.headers['content-security-policy']).split(';');
    const origin = new URL(provider.issuer).origin;
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    expect(csp).toContain(`frame-src 'self' ${origin}`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('exchanges a directory token for a portal session that every route accepts', async () => {
    const idToken = await tokenFor('agent');
    const response = await exchange(app, idToken);
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TokenData>();
    expect(tokens.username).toBe('agent');

    const me = await injectAs(app, tokens, { method: 'GET', url: '/users/agent' });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ username: 'agent' });

    const resumed = await app.inject({
      method: 'POST',
      url: '/users/login',
      headers: sessionHeaders(tokens),
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);

    // The admin dashboard counts it with password sign-ins.
    const [attempt] = await app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, 'agent'), eq(loginAttempts.kind, 'directory')));
    expect(attempt).toMatchObject({ succeeded: true });

    // Revocation is the password session's: after logout the family is gone.
    await app.inject({
      method: 'POST',
      url: '/users/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expectError(
      await injectAs(app, tokens, { method: 'GET', url: '/users/agent' }),
      401,
      'sessionExpired',
    );
  });

  it('answers GET /users/{username} for a directory token, only for its own user', async () => {
    const idToken = await tokenFor('servicing');
    const headers = { authorization: `Bearer ${idToken}` };
    const own = await app.inject({ method: 'GET', url: '/users/servicing', headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ username: 'servicing' });
    expectError(
      await app.inject({ method: 'GET', url: '/users/agent', headers }),
      403,
      'forbidden',
    );
    // The directory token is not a portal session: other routes refuse it.
    expectError(
      await app.inject({ method: 'GET', url: '/users', headers }),
      401,
      'unauthenticated',
    );
  });

  it('refuses a directory user with no portal user, clearly, and creates nothing', async () => {
    const before = await sessionCount(app);
    const idToken = await tokenFor(STRANGER);
    const response = await exchange(app, idToken);
    expectError(response, 403, 'notSetUp');
    expect(response.json().message).toMatch(/not set up in the portal; ask your administrator/);
    expectError(
      await app.inject({
        method: 'GET',
        url: `/users/${STRANGER}`,
        headers: { authorization: `Bearer ${idToken}` },
      }),
      403,
      'notSetUp',
    );
    expect(await sessionCount(app)).toBe(before);
  });

  it('creates a directory user at first sign-in only when an administrator chose a role (decision 0030)', async () => {
    // The administrator signs in through the directory too: only the break-glass may not.
    const admin = (await exchange(app, await tokenFor('admin'))).json<TokenData>();
    const asAdmin = (payload?: object) =>
      injectAs(app, admin, {
        method: payload === undefined ? 'GET' : 'POST',
        url: '/users/DirectorySignUp',
        ...(payload === undefined ? {} : { payload }),
      });
    expect((await asAdmin()).json()).toEqual({ roleId: null });
    const roles = (await injectAs(app, admin, { method: 'GET', url: '/users/GetAllRoles' })).json<
      { roleId: number; name: string; permissions: Record<string, { isActive: boolean }> }[]
    >();
    const servicing = roles.find((role) => role.name === 'Servicing');
    if (!servicing) throw new Error('the demo roles have no Servicing role');

    // Refusals change nothing: a role that does not exist, a body it cannot read, a non-admin.
    expectError(await asAdmin({ roleId: 99_999 }), 404, 'notFound');
    expectError(await asAdmin({ roleId: 'Servicing' }), 400, 'validation');
    expectError(await asAdmin({}), 400, 'validation');
    const headOffice = await exchange(app, await tokenFor('headoffice'));
    expectError(
      await injectAs(app, headOffice.json<TokenData>(), {
        method: 'POST',
        url: '/users/DirectorySignUp',
        payload: { roleId: servicing.roleId },
      }),
      403,
      'forbidden',
    );
    expect((await asAdmin()).json()).toEqual({ roleId: null });
    expectError(await exchange(app, await tokenFor(STRANGER)), 403, 'notSetUp');

    const set = await asAdmin({ roleId: servicing.roleId });
    expect(set.statusCode, set.body).toBe(200);
    const first = await exchange(app, await tokenFor(STRANGER));
    expect(first.statusCode, first.body).toBe(200);
    const tokens = first.json<TokenData>();
    const me = (await injectAs(app, tokens, { method: 'GET', url: `/users/${STRANGER}` })).json();
    expect(me).toMatchObject({
      username: STRANGER,
      profileName: 'Sam Stranger',
      firstName: 'Sam',
      // The portal asks for the profile scope only, so the token carries no e-mail.
      emailAddress: '',
    });
    for (const [key, state] of Object.entries(servicing.permissions)) {
      expect(me.permissions[key].isActive, key).toBe(state.isActive);
    }
    // No password was made for it: password sign-in (were it allowed) could never match.
    const [row] = await app.db.select().from(users).where(eq(users.username, STRANGER));
    expect(row?.roleId).toBe(servicing.roleId);
    expect(row?.passwordHash).toBe('');

    // A second sign-in finds the user; the creation and the setting are in the audit trail.
    expect((await exchange(app, await tokenFor(STRANGER))).statusCode).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.username, STRANGER))).toHaveLength(1);
    const trail = (
      await injectAs(app, admin, { method: 'GET', url: '/users/GetAuditTrail?limit=10' })
    ).json<{ entries: { actor: string; action: string; target: string; after: unknown }[] }>();
    expect(trail.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: 'directory',
          action: 'user.directorySignUp',
          target: STRANGER,
          after: expect.objectContaining({ role: 'Servicing' }),
        }),
        expect.objectContaining({
          actor: 'admin',
          action: 'settings.directorySignUp',
          target: 'directorySignUp',
          after: { role: 'Servicing' },
        }),
      ]),
    );
    expect((await asAdmin({ roleId: null })).json()).toEqual({ roleId: null });
  });

  it('refuses a disabled portal user, and creates nothing', async () => {
    await app.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'newagent'));
    const before = await sessionCount(app);
    const idToken = await tokenFor('newagent');
    expectError(
      await app.inject({
        method: 'GET',
        url: '/users/newagent',
        headers: { authorization: `Bearer ${idToken}` },
      }),
      403,
      'accountDisabled',
    );
    expectError(await exchange(app, idToken), 403, 'accountDisabled');
    expect(await sessionCount(app)).toBe(before);
  });

  it('exchanges a directory token once only', async () => {
    const idToken = await tokenFor('headoffice');
    expect((await exchange(app, idToken)).statusCode).toBe(200);
    expectError(await exchange(app, idToken), 401, 'unauthenticated');
  });

  it('opens a session only for a sign-in the portal started: its own unexpired nonce', async () => {
    const before = await sessionCount(app);
    // Valid tokens from the directory, for sign-ins the portal did not start.
    const foreign = await directoryIdToken(provider, 'headoffice');
    const tampered = await directoryIdToken(provider, 'headoffice', {
      nonce: `${(await portalNonce(app)).slice(0, -2)}AA`,
    });
    const stale = await tokenFor('headoffice');
    for (const idToken of [foreign, tampered]) {
      expectError(await exchange(app, idToken), 401, 'unauthenticated');
    }
    test.clock.advance(11 * 60_000);
    expectError(await exchange(app, stale), 401, 'unauthenticated');
    atRealTime(test);
    expect(await sessionCount(app)).toBe(before);
    // The spec's GET /users/{username} still answers a directory token of the user's own.
    const own = await app.inject({
      method: 'GET',
      url: '/users/headoffice',
      headers: { authorization: `Bearer ${foreign}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    const refused = logs.join('\n');
    expect(refused).toMatch(/nonce not issued by the portal/);
    expect(refused).toMatch(/nonce expired/);
  });

  it('refuses a token issued to another client (audience)', async () => {
    const before = await sessionCount(app);
    const idToken = await tokenFor('agent', { clientId: OTHER_CLIENT });
    expect(decodeJwt(idToken).aud).toBe(OTHER_CLIENT);
    expectError(await exchange(app, idToken), 401, 'unauthenticated');
    expect(await sessionCount(app)).toBe(before);
  });

  it('refuses a token from another issuer, even signed with a key the directory publishes', async () => {
    const impostor = await startDevProvider({ clients, keys: provider.keys });
    try {
      const idToken = await directoryIdToken(impostor, 'agent', { nonce: await portalNonce(app) });
      expect(decodeJwt(idToken).iss).toBe(impostor.issuer);
      expectError(await exchange(app, idToken), 401, 'unauthenticated');
    } finally {
      await impostor.close();
    }
  });

  it('refuses forged tokens: no algorithm, a shared secret, a key not in the key set', async () => {
    const before = await sessionCount(app);
    const genuine = await tokenFor('admin');
    const realKid = decodeProtectedHeader(genuine).kid;
    const claims = decodeJwt(genuine);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const stranger = await newSigningKey();
    const forgedTokens = [
      unsigned,
      await forge(
        genuine,
        { kty: 'oct', k: Buffer.from('x'.repeat(32)).toString('base64url') },
        {
          alg: 'HS256',
          kid: realKid,
        },
      ),
      await forge(genuine, stranger, { alg: 'RS256', kid: stranger.kid }),
      // A real kid on a key that is not the provider's: the signature fails.
      await forge(genuine, stranger, { alg: 'RS256', kid: realKid }),
    ];
    for (const token of forgedTokens) {
      expectError(await exchange(app, token), 401, 'unauthenticated');
      expectError(
        await app.inject({
          method: 'GET',
          url: '/users/admin',
          headers: { authorization: `Bearer ${token}` },
        }),
        401,
        'unauthenticated',
      );
    }
    expect(await sessionCount(app)).toBe(before);
    // The genuine token still works: the refusals did not depend on anything else.
    expect((await exchange(app, genuine)).statusCode).toBe(200);
  });

  it('asks the provider for its keys at a bounded rate however many unknown keys arrive', async () => {
    const genuine = await tokenFor('analyst');
    const before = provider.jwksRequests();
    for (let i = 0; i < 5; i += 1) {
      const key = await newSigningKey();
      const token = await forge(genuine, key, { alg: 'RS256', kid: key.kid });
      expectError(await exchange(app, token), 401, 'unauthenticated');
    }
    expect(provider.jwksRequests() - before).toBeLessThanOrEqual(1);
  });

  it('accepts a token within the clock skew after expiry and refuses it beyond', async () => {
    const idToken = await tokenFor('developer');
    const exp = (decodeJwt(idToken).exp ?? 0) * 1000;
    const { clock } = test;
    clock.advance(exp + 30_000 - clock.now().getTime());
    const within = await app.inject({
      method: 'GET',
      url: '/users/developer',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(within.statusCode, within.body).toBe(200);
    clock.advance(60_000);
    expectError(await exchange(app, idToken), 401, 'unauthenticated');
    atRealTime(test);
  });

  it('logged every refusal with its reason, and never a token', () => {
    const refusals = logs
      .map((line) => JSON.parse(line) as { msg: string; reason?: string })
      .filter((entry) => entry.msg === 'directory token refused')
      .map((entry) => entry.reason);
    for (const reason of [
      'claim aud: check_failed',
      'claim iss: check_failed',
      'algorithm not allowed',
      'signed by a key not in the key set',
      'bad signature',
      'expired',
    ]) {
      expect(refusals).toContain(reason);
    }
    expect(logs.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  });

  it('refuses password sign-in, except for the break-glass administrator', async () => {
    expectError(await authenticate(app, 'agent'), 403, 'wrongSignInMethod');
    expect((await authenticate(app, 'sysadmin')).statusCode).toBe(200);
  });
});

describe('directory keys rotated at the provider', () => {
  let first: DevProvider;
  let test: TestApp;

  beforeAll(async () => {
    first = await startDevProvider({ clients });
    test = await createTestApp({ env: adEnv(first, { OIDC_JWKS_MIN_REFRESH_SECONDS: '0' }) });
    atRealTime(test);
  });
  afterAll(async () => {
    await test?.app.close();
    await first?.close();
  });

  it('takes the new key at once and refuses the one taken out of the key set', async () => {
    const { app } = test;
    const old = await directoryIdToken(first, 'agent', { nonce: await portalNonce(test.app) });
    expect((await exchange(app, old)).statusCode).toBe(200);
    const oldAgain = await directoryIdToken(first, 'agent', { nonce: await portalNonce(test.app) });
    const port = first.port;
    await first.close();
    // The same issuer, now signing with a new key only.
    first = await startDevProvider({ clients, port });
    const renewed = await directoryIdToken(first, 'agent', { nonce: await portalNonce(test.app) });
    expect(decodeProtectedHeader(renewed).kid).not.toBe(decodeProtectedHeader(old).kid);
    expect((await exchange(app, renewed)).statusCode).toBe(200);
    expectError(await exchange(app, oldAgain), 401, 'unauthenticated');
  });
});

describe('directory sign-in while the method is PASSWORD', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.app.close();
  });

  it('is refused, and password sign-in works as before', async () => {
    const { app } = test;
    expectError(
      await app.inject({ method: 'GET', url: '/api/directorySettings' }),
      403,
      'wrongSignInMethod',
    );
    expectError(await exchange(app, `${'a'.repeat(20)}.b.c`), 403, 'wrongSignInMethod');
    const csp = String(
      (await app.inject({ method: 'GET', url: '/api/getTokenMethod' })).headers[
        'content-security-policy'
      ],
    ).split(';');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.some((directive) => directive.startsWith('frame-src'))).toBe(false);
    expect((await authenticate(app, 'agent')).statusCode).toBe(200);
  });
});

describe('start-up with a half-configured directory', () => {
  it('stops with one line naming what is missing', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        AUTH_METHOD: 'AD',
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      "AUTH_METHOD=AD needs OIDC_CLIENT_ID (the portal's client id at the directory).",
    ]);
  });
});
