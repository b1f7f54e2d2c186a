import type { TokenData, TokenMethod } from '@portal/contracts/auth';

/**
 * Session storage keys of platform spec section 4, and `fontSize` (ours, decision 0089: the
 * signed-in user's type scale, read by the frame painted before the app loads); only `bi`
 * survives a sign-out.
 */
export const STORAGE_KEYS = {
  /** The access jwt, sent as the bearer token. */
  token: 'token',
  /** The whole token data object, as JSON: the spec's "refresh token object". */
  refreshToken: 'refreshToken',
  challenge: 'challenge',
  username: 'username',
  tokenMethod: 'tokenMethod',
  authenticated: 'authenticated',
  /** Set by a session timeout so that the login screen says why the user is there. */
  expired: 'expired',
  bi: 'bi',
  fontSize: 'fontSize',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readToken(): string | null {
  return sessionStorage.getItem(STORAGE_KEYS.token);
}

export function readChallenge(): string | null {
  return sessionStorage.getItem(STORAGE_KEYS.challenge);
}

export function readTokenData(): TokenData | null {
  const stored = sessionStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isTokenData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isTokenData(value: unknown): value is TokenData {
  const candidate = value as Partial<TokenData> | null;
  return typeof candidate?.refreshToken === 'string' && typeof candidate.jwt === 'string';
}

/** Keeps a fresh token data object: the object itself, its jwt and its challenge. */
export function storeTokenData(data: TokenData): void {
  sessionStorage.setItem(STORAGE_KEYS.refreshToken, JSON.stringify(data));
  sessionStorage.setItem(STORAGE_KEYS.token, data.jwt);
  sessionStorage.setItem(STORAGE_KEYS.challenge, data.challenge);
}

export function readUsername(): string | null {
  return sessionStorage.getItem(STORAGE_KEYS.username);
}

export function storeSignedIn(username: string): void {
  sessionStorage.setItem(STORAGE_KEYS.username, username);
  sessionStorage.setItem(STORAGE_KEYS.authenticated, 'true');
}

/** The signed-in user's font size, kept for the next reload's first paint. */
export function storeFontSize(fontSize: string): void {
  sessionStorage.setItem(STORAGE_KEYS.fontSize, fontSize);
}

export function readTokenMethod(): TokenMethod {
  return sessionStorage.getItem(STORAGE_KEYS.tokenMethod) === 'AD' ? 'AD' : 'PASSWORD';
}

export function storeTokenMethod(method: TokenMethod): void {
  sessionStorage.setItem(STORAGE_KEYS.tokenMethod, method);
}

export function isExpired(): boolean {
  return sessionStorage.getItem(STORAGE_KEYS.expired) === 'true';
}

export function clearExpired(): void {
  sessionStorage.removeItem(STORAGE_KEYS.expired);
}

/** A session timeout: the tokens go, and the flag tells the login screen to say so. */
export function expireSession(): void {
  sessionStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
  sessionStorage.setItem(STORAGE_KEYS.expired, 'true');
  // Spec 4: with AD the directory library's keys go too (its signed-in user and state).
  if (readTokenMethod() === 'AD') removeDirectoryKeys();
}

/** Clears everything in session storage (page-level form entries too) but the kept keys. */
export function clearSession(keep: readonly StorageKey[] = [STORAGE_KEYS.bi]): void {
  const kept = keep.flatMap((key) => {
    const value = sessionStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  sessionStorage.clear();
  for (const [key, value] of kept) sessionStorage.setItem(key, value);
}

/** The directory library's keys (oidc-client-ts): spec 4, a session timeout with AD. */
export function removeDirectoryKeys(): void {
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith('oidc.')) storage.removeItem(key);
    }
  }
}
