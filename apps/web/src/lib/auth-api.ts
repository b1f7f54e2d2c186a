import type { TokenMethod } from '@portal/contracts/auth';
import type { User } from '@portal/contracts/user';
import { http } from './http';
import { readTokenData } from './session-storage';

/** Calls of the session that more than one part of the app makes (spec 7). */

export async function fetchTokenMethod(): Promise<TokenMethod> {
  const method = await http.request<string>('/api/getTokenMethod');
  return method === 'AD' ? 'AD' : 'PASSWORD';
}

/** The user of the stored token object; read per attempt, as a refresh rotates it. */
export function loginWithStoredToken(signal?: AbortSignal): Promise<User> {
  return http.request<User>('/users/login', { method: 'POST', body: readTokenData, signal });
}

/** A server that does not answer must not keep a user on a shared computer signed in. */
const LOGOUT_WAIT_MS = 5000;

/** Tells the server the session is over; a refusal needs no refresh, it is over anyway. */
export function logout(): Promise<unknown> {
  return http.request('/users/logout', {
    method: 'POST',
    body: readTokenData,
    refreshOn401: false,
    signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
  });
}
