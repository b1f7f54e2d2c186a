import { describe, expect, it, vi } from 'vitest';
import { tokenData } from '../../test/fixtures';
import { apiError, deferred, fakeServer, json, type RecordedCall } from '../../test/server';
import { ApiError } from './api-error';
import { createHttpClient } from './http';
import { STORAGE_KEYS, storeTokenData } from './session-storage';

const bearer = (call: RecordedCall | undefined) => call?.headers.get('authorization');

/** The server accepts only the newest jwt; a refresh hands out the next token object. */
function rotatingServer(
  refresh: (n: number) => Response | Promise<Response> = (n) => json(tokenData(n)),
) {
  let current = 1;
  return fakeServer({
    'GET /data': (call) =>
      bearer(call) === `Bearer jwt-${current}`
        ? json({ ok: current })
        : apiError(401, 'unauthenticated'),
    'POST /users/refresh': () => {
      current += 1;
      return refresh(current);
    },
  });
}

describe('the HTTP client', () => {
  it('sends the challenge placeholder and no bearer before sign-in', async () => {
    const server = fakeServer({ 'GET /api/getTokenMethod': () => json('PASSWORD') });
    await createHttpClient().request('/api/getTokenMethod');
    expect(server.calls[0]?.headers.get('x-challenge')).toBe('none');
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the stored challenge and bearer token once signed in', async () => {
    storeTokenData(tokenData(1));
    const server = rotatingServer();
    await expect(createHttpClient().request('/data')).resolves.toEqual({ ok: 1 });
    expect(server.calls[0]?.headers.get('x-challenge')).toBe('challenge-abc');
    expect(bearer(server.calls[0])).toBe('Bearer jwt-1');
  });

  it('refreshes once on a 401 with the stored object, keeps the new one and replays', async () => {
    storeTokenData(tokenData(1));
    const server = rotatingServer();
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    await expect(createHttpClient().request('/data')).resolves.toEqual({ ok: 2 });
    const refreshes = server.callsTo('POST', '/users/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual(tokenData(1));
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.refreshToken) ?? '')).toEqual(
      tokenData(2),
    );
    expect(server.calls.map(bearer)).toEqual(['Bearer jwt-old', null, 'Bearer jwt-2']);
  });

  it('sends the session’s challenge with the refresh itself (decision 0002)', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    const server = rotatingServer();
    await createHttpClient().request('/data');
    const [refresh] = server.callsTo('POST', '/users/refresh');
    expect(refresh?.headers.get('x-challenge')).toBe('challenge-abc');
  });

  it('sends a save’s extra headers on the replay too: the same Idempotency-Key', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    const server = rotatingServer();
    await createHttpClient().request('/data', { headers: { 'Idempotency-Key': 'save-key-123' } });
    const sends = server.callsTo('GET', '/data');
    expect(sends).toHaveLength(2);
    expect(sends.map((call) => call.headers.get('idempotency-key'))).toEqual([
      'save-key-123',
      'save-key-123',
    ]);
  });

  it('shares one refresh among concurrent 401s and holds calls that start meanwhile', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    const answer = deferred<Response>();
    const server = rotatingServer(() => answer.promise);
    const client = createHttpClient();
    const first = client.request('/data');
    const second = client.request('/data');
    await vi.waitFor(() => expect(server.callsTo('POST', '/users/refresh')).toHaveLength(1));
    const third = client.request('/data');
    answer.resolve(json(tokenData(2)));
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { ok: 2 },
      { ok: 2 },
      { ok: 2 },
    ]);
    expect(server.callsTo('POST', '/users/refresh')).toHaveLength(1);
    const replays = server.callsTo('GET', '/data').slice(2);
    expect(replays.map(bearer)).toEqual(['Bearer jwt-2', 'Bearer jwt-2', 'Bearer jwt-2']);
  });

  it('replays a body given as a function with the refreshed stored object', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    const server = fakeServer({
      'POST /users/login': (call) =>
        bearer(call) === 'Bearer jwt-2'
          ? json({ username: 'agent' })
          : apiError(401, 'sessionExpired'),
      'POST /users/refresh': () => json(tokenData(2)),
    });
    const readStored = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.refreshToken) ?? '');
    await createHttpClient().request('/users/login', { method: 'POST', body: readStored });
    const logins = server.callsTo('POST', '/users/login');
    expect(logins.map((call) => call.body)).toEqual([tokenData(1), tokenData(2)]);
  });

  it('refreshes at most once per call: a second 401 is the answer', async () => {
    storeTokenData(tokenData(1));
    const server = fakeServer({
      'GET /data': () => apiError(401, 'unauthenticated'),
      'POST /users/refresh': () => json(tokenData(2)),
    });
    const failure = createHttpClient().request('/data');
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(server.callsTo('POST', '/users/refresh')).toHaveLength(1);
  });

  it('on a refused refresh rejects every waiting call and times the session out', async () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    sessionStorage.setItem(STORAGE_KEYS.bi, 'kept');
    const answer = deferred<Response>();
    rotatingServer(() => answer.promise);
    const client = createHttpClient();
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const calls = [client.request('/data'), client.request('/data')];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const heldCall = client.request('/data');
    answer.resolve(apiError(401, 'sessionExpired'));
    for (const call of [...calls, heldCall]) {
      await expect(call).rejects.toMatchObject({ status: 401, code: 'sessionExpired' });
    }
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.expired)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.bi)).toBe('kept');
  });

  it('does not refresh for a refused sign-in', async () => {
    storeTokenData(tokenData(1));
    const server = fakeServer({
      'POST /users/authenticate': () => apiError(401, 'invalidCredentials'),
    });
    const attempt = createHttpClient().request('/users/authenticate', {
      method: 'POST',
      body: { username: 'agent', password: 'wrong-password' },
      anonymous: true,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'invalidCredentials' });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('rejects other errors with the server code, and unreachable servers as network', async () => {
    fakeServer({
      'GET /forbidden': () => apiError(403, 'forbidden'),
      'GET /busy': () => apiError(429, 'tooManyAttempts'),
      'GET /odd': () => new Response('<html>gateway</html>', { status: 502 }),
    });
    const client = createHttpClient();
    const forbidden = await client.request('/forbidden').catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ApiError);
    expect(forbidden).toMatchObject({ status: 403, code: 'forbidden' });
    await expect(client.request('/busy')).rejects.toMatchObject({ code: 'tooManyAttempts' });
    await expect(client.request('/odd')).rejects.toMatchObject({ status: 502, code: 'internal' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request('/anything')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('lets an aborted call reject as an abort, not as a server error', async () => {
    fakeServer({ 'GET /slow': () => new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const call = createHttpClient().request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
