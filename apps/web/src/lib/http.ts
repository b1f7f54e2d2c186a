import type { TokenData } from '@portal/contracts/auth';
import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER } from '@portal/contracts/constants';
import { ApiError, toApiError } from './api-error';
import {
  expireSession,
  readChallenge,
  readToken,
  readTokenData,
  storeTokenData,
} from './session-storage';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The JSON body. A function is called for every attempt, so that a call replayed after a
   * refresh sends the new stored token object rather than the spent one.
   */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in: no bearer token, and a 401 is the answer rather than a stale token. */
  anonymous?: boolean;
  /** False when a 401 must not start a refresh (sign-out). */
  refreshOn401?: boolean;
  /** Extra headers, sent on every attempt (a replay keeps a save's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sees the headers of a successful answer (a paged list's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
  /** 'blob' for a file the server sends (an Excel export); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Runs when a refresh is refused and the session has timed out; returns the unsubscriber. */
  onSessionExpired(listener: () => void): () => void;
}

/**
 * The one client every call goes through (platform spec 4, token handling): bearer and
 * challenge headers; on a 401 of a signed-in call one refresh, shared by every call that
 * fails or starts meanwhile, then a single replay; a refused refresh times the session out.
 */
export function createHttpClient(baseUrl = ''): HttpClient {
  let refreshing: Promise<string> | null = null;
  const expiredListeners = new Set<() => void>();

  async function send(path: string, options: RequestOptions, token: string | null) {
    const body = typeof options.body === 'function' ? options.body() : options.body;
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    headers.set(CHALLENGE_HEADER, readChallenge() ?? CHALLENGE_PLACEHOLDER);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // A FormData body (a file upload) goes as multipart, its boundary set by the browser.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
    try {
      return await fetch(`${baseUrl}${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body: body === undefined ? null : form ? body : JSON.stringify(body),
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
    }
  }

  async function runRefresh(): Promise<string> {
    try {
      const stored = readTokenData();
      if (!stored) throw new Error('no stored token object');
      const response = await send('/users/refresh', { method: 'POST', body: stored }, null);
      if (!response.ok) throw await toApiError(response);
      const fresh = (await response.json()) as TokenData;
      storeTokenData(fresh);
      return fresh.jwt;
    } catch {
      expireSession();
      for (const listener of expiredListeners) listener();
      throw sessionExpired();
    }
  }

  function refreshAfter(staleToken: string | null): Promise<string> {
    if (refreshing) return refreshing;
    const current = readToken();
    // Another call's refresh finished after this call was sent: its token is the new one.
    if (current !== null && current !== staleToken) return Promise.resolve(current);
    refreshing = runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (refreshing && !options.anonymous) {
      await refreshing.catch(() => {
        throw sessionExpired();
      });
    }
    const token = options.anonymous ? null : readToken();
    let response = await send(path, options, token);
    const mayRefresh = !options.anonymous && options.refreshOn401 !== false;
    if (response.status === 401 && mayRefresh && readTokenData() !== null) {
      response = await send(path, options, await refreshAfter(token));
    }
    if (!response.ok) throw await toApiError(response);
    options.onHeaders?.(response.headers);
    if (options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}

function sessionExpired(): ApiError {
  return new ApiError(401, 'sessionExpired', 'The session has expired');
}

export const http = createHttpClient();
