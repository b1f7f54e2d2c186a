import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
} from '../src/auth/limits';
import { getDummyHash, verifyPassword } from '../src/auth/passwords';
import { loginAttempts, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { authenticate, expectError, freshAddress } from './helpers/http';

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

describe('sign-in rate limits', () => {
  it(`refuses a user name after ${MAX_FAILURES_PER_USERNAME} failures in 15 minutes`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      expectError(
        await authenticate(t.app, 'servicing', 'wrong-password'),
        401,
        'invalidCredentials',
      );
    }
    // Even the right password, from another address: the limit is on the user name.
    expectError(await authenticate(t.app, 'servicing'), 429, 'tooManyAttempts');
    expectError(await authenticate(t.app, 'Servicing'), 429, 'tooManyAttempts');
    // Other users are not affected.
    expect((await authenticate(t.app, 'headoffice')).statusCode).toBe(200);

    t.clock.advance(LOGIN_WINDOW_MS + 1000);
    expect((await authenticate(t.app, 'servicing')).statusCode).toBe(200);
  });

  it('a success clears the user name’s failures', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME - 1; i += 1) {
      await authenticate(t.app, 'developer', 'wrong-password');
    }
    expect((await authenticate(t.app, 'developer')).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME - 1; i += 1) {
      expectError(
        await authenticate(t.app, 'developer', 'wrong-password'),
        401,
        'invalidCredentials',
      );
    }
    expect((await authenticate(t.app, 'developer')).statusCode).toBe(200);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failures in 15 minutes`, async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      // A different unknown name each time: the per-name limit never trips.
      const response = await authenticate(t.app, `guess-${i}`, 'wrong-password', address);
      expectError(response, 401, 'invalidCredentials');
    }
    expectError(await authenticate(t.app, 'analyst', 'demo1234', address), 429, 'tooManyAttempts');
    // The same user from elsewhere is fine.
    expect((await authenticate(t.app, 'analyst')).statusCode).toBe(200);
    t.clock.advance(LOGIN_WINDOW_MS + 1000);
    expect((await authenticate(t.app, 'analyst', 'demo1234', address)).statusCode).toBe(200);
  });

  it('does not check the password or record an attempt while throttled', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await authenticate(t.app, 'sysadmin', 'wrong-password');
    }
    const before = await t.app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, 'sysadmin')));
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    expectError(await authenticate(t.app, 'sysadmin'), 429, 'tooManyAttempts');
    expect(check).not.toHaveBeenCalled();
    const after = await t.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, 'sysadmin'));
    expect(after).toHaveLength(before.length);
  });
});
