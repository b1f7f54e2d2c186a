import type { User } from '@portal/contracts/user';
import { fetchTokenMethod, loginWithStoredToken } from '@/lib/auth-api';
import { languageOfUser, setLanguage } from '@/lib/language';
import { clearSession, readTokenData, STORAGE_KEYS, storeTokenMethod } from '@/lib/session-storage';

/**
 * App start (platform spec 4): the token method is fetched and a stored session restored.
 * The HTTP client already answers a 401 with one refresh and a second login; if even that
 * fails the session is dropped (the timeout flag and the bi entry stay) and the visitor is
 * anonymous, so the guard sends them to /login.
 */
export async function startSession(): Promise<User | null> {
  const [, user] = await Promise.all([loadTokenMethod(), restoreSession()]);
  if (user) await setLanguage(languageOfUser(user));
  return user;
}

/** Keeps the server's token method (spec 4); PASSWORD is assumed until it is known. */
export async function loadTokenMethod(): Promise<void> {
  try {
    storeTokenMethod(await fetchTokenMethod());
  } catch {
    // The sign-in itself will report an unreachable server; PASSWORD is assumed meanwhile.
  }
}

async function restoreSession(): Promise<User | null> {
  if (!readTokenData()) return null;
  try {
    const user = await loginWithStoredToken();
    // A temporary password not yet changed: sign in again, and change it then (issue 16).
    if (user.mustChangePassword) {
      clearSession([STORAGE_KEYS.tokenMethod]);
      return null;
    }
    return user;
  } catch {
    clearSession([STORAGE_KEYS.bi, STORAGE_KEYS.expired, STORAGE_KEYS.tokenMethod]);
    return null;
  }
}
