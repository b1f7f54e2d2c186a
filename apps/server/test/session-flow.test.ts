import { CHALLENGE_HEADER, type TokenData, tokenDataSchema } from '@portal/contracts/auth';
import { userSchema } from '@portal/contracts/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JWT_LIFETIME_MS,
  REFRESH_GRACE_MS,
  SESSION_ABSOLUTE_LIMIT_MS,
  SESSION_IDLE_LIMIT_MS,
} from '../src/auth/limits';
import { hashToken } from '../src/auth/tokens';
import { refreshTokens, sessions, trackingEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

const login = (tokens: TokenData, challenge = tokens.challenge) =>
  t.app.inject({
    method: 'POST',
    url: '/users/login',
    headers: { [CHALLENGE_HEADER]: challenge },
    payload: tokens,
  });
const refresh = (tokens: TokenData, challenge = tokens.challenge) =>
  t.app.inject({
    method: 'POST',
    url: '/users/refresh',
    headers: { [CHALLENGE_HEADER]: challenge },
    payload: tokens,
  });
const logout = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/users/logout', payload: { refreshToken } });
const getOwnUser = (tokens: TokenData) =>
  injectAs(t.app, tokens, { method: 'GET', url: `/users/${tokens.username}` });

describe('authenticate → login → refresh → logout', () => {
  it('walks the whole flow', async () => {
    const tokens = await signIn(t.app, 'agent');
    expect(tokenDataSchema.parse(tokens).username).toBe('agent');
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const issuedAt = t.clock.now().getTime();
    expect(Date.parse(tokens.jwtExpiresAt) - issuedAt).toBe(JWT_LIFETIME_MS);
    expect(Date.parse(tokens.refreshExpiresAt) - issuedAt).toBe(SESSION_IDLE_LIMIT_MS);
    expect(Date.parse(tokens.sessionExpiresAt) - issuedAt).toBe(SESSION_ABSOLUTE_LIMIT_MS);

    const loggedIn = await login(tokens);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const user = userSchema.parse(loggedIn.json());
    expect(user.username).toBe('agent');
    expect(user.permissions.isNewBusiness).toEqual({ isActive: true, isDisplayed: true });
    expect(user.system.isInforce).toBe(true);

    const refreshed = await refresh(tokens);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = tokenDataSchema.parse(refreshed.json());
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.jwt).not.toBe(tokens.jwt);
    expect(next.challenge).toBe(tokens.challenge);
    expect((await getOwnUser(next)).statusCode).toBe(200);

    const out = await logout(next.refreshToken);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expectError(await login(next), 401, 'sessionExpired');
    expectError(await refresh(next), 401, 'sessionExpired');
    expectError(await getOwnUser(next), 401, 'sessionExpired');
  });

  it('records a LOGIN tracking event for each sign-in', async () => {
    await signIn(t.app, 'servicing');
    const events = await t.app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.username, 'servicing'));
    expect(events.map((event) => event.eventType)).toEqual(['LOGIN']);
  });

  it('keeps only the hash of a refresh token', async () => {
    const tokens = await signIn(t.app, 'agent');
    const rows = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)));
    expect(rows).toHaveLength(1);
    const all = await t.app.db.select().from(refreshTokens);
    expect(all.some((row) => row.tokenHash === tokens.refreshToken)).toBe(false);
  });

  it('login reads only the refresh token and does not rotate it', async () => {
    const tokens = await signIn(t.app, 'agent');
    const first = await login({ ...tokens, jwt: 'not-a-jwt', username: 'admin' });
    expect(first.statusCode).toBe(200);
    expect(first.json().username).toBe('agent');
    expect((await login(tokens)).statusCode).toBe(200);
  });

  it('login refuses a challenge that is not the session’s', async () => {
    const tokens = await signIn(t.app, 'agent');
    expectError(await login(tokens, 'none'), 401, 'challengeMismatch');
    const other = await signIn(t.app, 'agent');
    expectError(await login(tokens, other.challenge), 401, 'challengeMismatch');
  });

  it('logout answers ok for an unknown token and twice for the same one', async () => {
    expect((await logout('x'.repeat(43))).json()).toEqual({ ok: true });
    const tokens = await signIn(t.app, 'agent');
    expect((await logout(tokens.refreshToken)).statusCode).toBe(200);
    expect((await logout(tokens.refreshToken)).statusCode).toBe(200);
  });

  it('an unknown refresh token is refused by login and refresh', async () => {
    const tokens = await signIn(t.app, 'agent');
    const forged = { ...tokens, refreshToken: 'y'.repeat(43) };
    expectError(await login(forged), 401, 'sessionExpired');
    expectError(await refresh(forged), 401, 'sessionExpired');
  });
});

describe('rotation and reuse detection', () => {
  it('spends the presented token: login with it fails, with its successor works', async () => {
    const tokens = await signIn(t.app, 'agent');
    const next = (await refresh(tokens)).json<TokenData>();
    expectError(await login(tokens), 401, 'sessionExpired');
    expect((await login(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const tokens = await signIn(t.app, 'agent');
    const second = (await refresh(tokens)).json<TokenData>();
    const third = (await refresh(second)).json<TokenData>();
    expect((await getOwnUser(third)).statusCode).toBe(200);

    // The first token again, after the grace window: whoever holds it is not the only
    // holder of this session.
    t.clock.advance(REFRESH_GRACE_MS + 1000);
    expectError(await refresh(tokens), 401, 'sessionExpired');

    expectError(await refresh(second), 401, 'sessionExpired');
    expectError(await refresh(third), 401, 'sessionExpired');
    expectError(await login(third), 401, 'sessionExpired');
    expectError(await getOwnUser(third), 401, 'sessionExpired');
    expectError(await getOwnUser(tokens), 401, 'sessionExpired');

    const sessionId = (
      await t.app.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(third.refreshToken)))
    )[0]?.sessionId;
    const [session] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId ?? ''));
    expect(session?.revokeReason).toBe('reuse');
  });

  it('leaves the user’s other sessions alone', async () => {
    const stolen = await signIn(t.app, 'agent');
    const otherTab = await signIn(t.app, 'agent');
    await refresh(stolen);
    t.clock.advance(REFRESH_GRACE_MS + 1000);
    expectError(await refresh(stolen), 401, 'sessionExpired');
    expect((await getOwnUser(otherTab)).statusCode).toBe(200);
  });

  it('ten refreshes racing with one token all get the same successor, and the family lives', async () => {
    const tokens = await signIn(t.app, 'agent');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const successors = new Set(answers.map((a) => a.json<TokenData>().refreshToken));
    expect(successors.size).toBe(1);
    const next = answers[0]?.json<TokenData>() as TokenData;
    expect((await getOwnUser(next)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('within the grace window a spent token gets its successor again; after it, the family ends', async () => {
    const tokens = await signIn(t.app, 'agent');
    const first = (await refresh(tokens)).json<TokenData>();
    t.clock.advance(REFRESH_GRACE_MS - 1000);
    // A retry whose first answer was lost: the same successor, a fresh jwt.
    const again = await refresh(tokens);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TokenData>().refreshToken).toBe(first.refreshToken);
    expect((await getOwnUser(again.json<TokenData>())).statusCode).toBe(200);

    t.clock.advance(2000);
    expectError(await refresh(tokens), 401, 'sessionExpired');
    expectError(await refresh(first), 401, 'sessionExpired');
    expectError(await getOwnUser(first), 401, 'sessionExpired');
  });

  it('within the window, follows the chain to its current token', async () => {
    const tokens = await signIn(t.app, 'agent');
    const second = (await refresh(tokens)).json<TokenData>();
    const third = (await refresh(second)).json<TokenData>();
    const late = await refresh(tokens);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<TokenData>().refreshToken).toBe(third.refreshToken);
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('refuses a refresh without the session’s challenge, spending nothing', async () => {
    const tokens = await signIn(t.app, 'agent');
    expectError(await refresh(tokens, 'none'), 401, 'challengeMismatch');
    const other = await signIn(t.app, 'agent');
    expectError(await refresh(tokens, other.challenge), 401, 'challengeMismatch');
    // The token was not spent: its owner refreshes as usual, long after any grace window.
    t.clock.advance(REFRESH_GRACE_MS + 1000);
    expect((await refresh(tokens)).statusCode).toBe(200);
  });
});

describe('session limits', () => {
  it('the jwt expires after 15 minutes; a refresh carries on', async () => {
    const tokens = await signIn(t.app, 'agent');
    t.clock.advance(JWT_LIFETIME_MS + 1000);
    expectError(await getOwnUser(tokens), 401, 'unauthenticated');
    const next = (await refresh(tokens)).json<TokenData>();
    expect((await getOwnUser(next)).statusCode).toBe(200);
  });

  it('ends a session idle for 100 minutes', async () => {
    const tokens = await signIn(t.app, 'agent');
    t.clock.advance(SESSION_IDLE_LIMIT_MS - 60_000);
    const next = (await refresh(tokens)).json<TokenData>();
    // The refresh moved the idle limit: another 99 minutes are still inside it.
    t.clock.advance(SESSION_IDLE_LIMIT_MS - 60_000);
    expect((await login(next)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_LIMIT_MS + 1000);
    expectError(await login(next), 401, 'sessionExpired');
    expectError(await refresh(next), 401, 'sessionExpired');
  });

  it('a signed-in call pushes the idle limit back', async () => {
    const tokens = await signIn(t.app, 'agent');
    t.clock.advanceMinutes(14);
    expect((await getOwnUser(tokens)).statusCode).toBe(200);
    // 101 minutes after sign-in, but only 87 after the last call.
    t.clock.advanceMinutes(87);
    expect((await refresh(tokens)).statusCode).toBe(200);
  });

  it('ends every session 12 hours after sign-in, however busy', async () => {
    let tokens = await signIn(t.app, 'agent');
    const hours = SESSION_ABSOLUTE_LIMIT_MS / 3_600_000;
    for (let hour = 1; hour < hours; hour += 1) {
      t.clock.advanceMinutes(60);
      const refreshed = await refresh(tokens);
      expect(refreshed.statusCode, `hour ${hour}`).toBe(200);
      tokens = refreshed.json<TokenData>();
    }
    expect(Date.parse(tokens.refreshExpiresAt)).toBe(Date.parse(tokens.sessionExpiresAt));
    t.clock.advanceMinutes(60);
    expectError(await refresh(tokens), 401, 'sessionExpired');
  });
});
