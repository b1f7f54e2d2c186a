import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/plugins/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/http';

/** A driver error as node-postgres raises it, wrapped as Drizzle wraps it. */
function driverError(code: string, message = 'connect failed'): Error {
  const cause = Object.assign(new Error(message), { code });
  return new Error('Failed query: select 1', { cause });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/test/db-down', { config: { access: 'public' } }, async () => {
        throw driverError('ECONNREFUSED');
      });
      app.get('/test/db-restarting', { config: { access: 'public' } }, async () => {
        throw driverError('57P03', 'the database system is starting up');
      });
      app.get('/test/bug', { config: { access: 'public' } }, async () => {
        throw driverError('42P01', 'relation "nowhere" does not exist');
      });
    },
  });
});
afterAll(async () => {
  await t?.app.close();
});

describe('a database out of reach (decision 0025)', () => {
  it('answers 503 unavailable with Retry-After, not 500, and no detail', async () => {
    for (const url of ['/test/db-down', '/test/db-restarting']) {
      const response = await t.app.inject({ method: 'GET', url });
      const body = expectError(response, 503, 'unavailable');
      expect(response.headers['retry-after']).toBe('2');
      expect(body.message).not.toMatch(/select|ECONN|starting/i);
    }
  });

  it('keeps 500 internal for every other failure', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/test/bug' }), 500, 'internal');
  });

  it('recognises connection loss by code or by the driver’s words, through wrappers', () => {
    expect(isDatabaseUnavailable(driverError('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('23505'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
