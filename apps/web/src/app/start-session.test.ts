import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { STORAGE_KEYS, storeTokenData } from '@/lib/session-storage';
import { agent, makeUser, tokenData } from '../../test/fixtures';
import { apiError, fakeServer, json } from '../../test/server';
import { startSession } from './start-session';

describe('the app start', () => {
  it('fetches the token method and, with no stored session, starts anonymous', async () => {
    const server = fakeServer({ 'GET /api/getTokenMethod': () => json('PASSWORD') });
    await expect(startSession()).resolves.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.tokenMethod)).toBe('PASSWORD');
    expect(server.calls).toHaveLength(1);
  });

  it('restores a stored session with the stored token object, in the user’s language', async () => {
    storeTokenData(tokenData(1));
    const french = makeUser(['isInforce'], { inputLanguage: 'French' });
    const server = fakeServer({
      'GET /api/getTokenMethod': () => json('PASSWORD'),
      'POST /users/login': () => json(french),
    });
    await expect(startSession()).resolves.toEqual(french);
    expect(server.callsTo('POST', '/users/login')[0]?.body).toEqual(tokenData(1));
    expect(i18n.language).toBe('fr');
  });

  it('on a 401 refreshes once and logs in again with the new token object', async () => {
    storeTokenData(tokenData(1));
    const server = fakeServer({
      'GET /api/getTokenMethod': () => json('PASSWORD'),
      'POST /users/login': (call) =>
        call.headers.get('authorization') === 'Bearer jwt-2'
          ? json(agent)
          : apiError(401, 'unauthenticated'),
      'POST /users/refresh': () => json(tokenData(2)),
    });
    await expect(startSession()).resolves.toEqual(agent);
    const logins = server.callsTo('POST', '/users/login').map((call) => call.body);
    expect(logins).toEqual([tokenData(1), tokenData(2)]);
  });

  it('drops a session that cannot be restored, keeping the bi entry and the timeout flag', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.bi, 'kept');
    fakeServer({
      'GET /api/getTokenMethod': () => json('PASSWORD'),
      'POST /users/login': () => apiError(401, 'sessionExpired'),
      'POST /users/refresh': () => apiError(401, 'sessionExpired'),
    });
    await expect(startSession()).resolves.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.challenge)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.expired)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.bi)).toBe('kept');
  });
});
