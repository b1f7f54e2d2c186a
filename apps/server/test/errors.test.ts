import { errorResponseSchema } from '@portal/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, trackingEvents, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { authenticate, expectError, expectValidationError, freshAddress } from './helpers/http';
import { countRows } from './helpers/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A fault deep in a handler, with details that must not leave the server.
      app.get('/api/boom', { config: { access: 'public' } }, async () => {
        throw new Error('connection to 10.1.2.3 failed: password authentication for "root"');
      });
    },
  });
});
afterAll(async () => {
  await t?.app.close();
});

const tables = { users, sessions, loginAttempts, trackingEvents };
async function rowCounts() {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await countRows(t.app, table)]),
  );
  return Object.fromEntries(entries);
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: freshAddress(),
  });

describe('bad input', () => {
  it('answers 400 validation with the fields, and changes nothing', async () => {
    const before = await rowCounts();
    const response = await post('/users/authenticate', { username: '', password: '123' });
    expectValidationError(response, ['username', 'password']);
    const wrongTypes = await post('/users/authenticate', {
      username: 42,
      password: 'demo1234',
      generateTrackingUserName: 'yes',
    });
    expectValidationError(wrongTypes, ['username', 'generateTrackingUserName']);
    expectValidationError(await post('/users/refresh', { refreshToken: 'short' }), [
      'refreshToken',
    ]);
    expectValidationError(await post('/users/logout', {}), ['refreshToken']);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 badRequest to malformed JSON', async () => {
    const before = await rowCounts();
    const response = await post('/users/authenticate', '{"username": "agent", ', {
      'content-type': 'application/json',
    });
    expectError(response, 400, 'badRequest');
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 413 payloadTooLarge to a body over 1 MB', async () => {
    const before = await rowCounts();
    const response = await post('/users/authenticate', {
      username: 'agent',
      password: 'demo1234',
      padding: 'x'.repeat(1_048_576),
    });
    expectError(response, 413, 'payloadTooLarge');
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a body that is not JSON with the one error body', async () => {
    const response = await post('/users/authenticate', 'username=agent', {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('strips unknown properties instead of using them', async () => {
    const response = await post('/users/authenticate', {
      username: 'agent',
      password: 'demo1234',
      generateTrackingUserName: false,
      isAdmin: true,
      permissions: { isAdmin: { isActive: true, isDisplayed: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'challenge',
        'jwt',
        'jwtExpiresAt',
        'refreshExpiresAt',
        'refreshToken',
        'sessionExpiresAt',
        'username',
      ].sort(),
    );
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/noSuchCall'],
    ['POST', '/api/noSuchCall'],
    ['GET', '/users/agent/extra'],
    ['POST', '/users/noSuchCall'],
    ['GET', '/tracking/nothing'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expectError(response, 404, 'notFound');
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('faults', () => {
  it('answers 500 internal without the details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/boom' });
    const body = expectError(response, 500, 'internal');
    expect(response.body).not.toMatch(/10\.1\.2\.3|password|root|stack/);
    expect(body.message).toBe('An internal error occurred. Please try again later.');
  });
});

describe('sign-in with a wrong password', () => {
  it('changes nothing but the attempt log', async () => {
    const before = await rowCounts();
    expectError(await authenticate(t.app, 'agent', 'wrong-password'), 401, 'invalidCredentials');
    const after = await rowCounts();
    expect(after).toEqual({ ...before, loginAttempts: before.loginAttempts + 1 });
  });
});
