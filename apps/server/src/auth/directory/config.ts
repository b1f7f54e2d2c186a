/** Directory single sign-on settings (AUTH_METHOD=AD), from the environment. */
export interface DirectoryConfig {
  /** The issuer exactly as its tokens name it (no trailing /.well-known part). */
  issuer: string;
  /** Where the provider describes itself. */
  discoveryUrl: string;
  clientId: string;
  /** The `aud` a directory token must carry; the client id unless OIDC_AUDIENCE says. */
  audience: string;
  /** Asked of the provider; User.Read is dropped when the provider does not list it. */
  scopes: string[];
  /** The claim that names the portal user. */
  usernameClaim: string;
  /** Where the provider sends the browser after signing out; the portal's /login if unset. */
  postLogoutRedirect: string | undefined;
  /** The key set is fetched again for an unknown key at most once per this many ms. */
  jwksMinRefreshMs: number;
}

export const DEFAULT_SCOPES = ['openid', 'profile', 'User.Read'];
const DISCOVERY = '/.well-known/openid-configuration';

interface DirectoryEnv {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_AUDIENCE?: string | undefined;
  OIDC_SCOPES?: string | undefined;
  OIDC_USERNAME_CLAIM?: string | undefined;
  OIDC_POST_LOGOUT_REDIRECT?: string | undefined;
  OIDC_JWKS_MIN_REFRESH_SECONDS: number;
}

export class DirectoryConfigError extends Error {
  override name = 'DirectoryConfigError';
}

/** http only for a provider on this machine; anything else must be https. */
function isAcceptableUrl(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * AUTH_METHOD=AD needs at least the issuer and the client id; anything less stops the server
 * with one line naming what is missing (decision 0048).
 */
export function directoryConfig(env: DirectoryEnv): DirectoryConfig {
  const missing = [
    env.OIDC_ISSUER ? null : "OIDC_ISSUER (the directory's issuer or discovery URL)",
    env.OIDC_CLIENT_ID ? null : "OIDC_CLIENT_ID (the portal's client id at the directory)",
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new DirectoryConfigError(`AUTH_METHOD=AD needs ${missing.join(' and ')}.`);
  }
  const raw = (env.OIDC_ISSUER ?? '').trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DirectoryConfigError(`OIDC_ISSUER: not a URL: ${raw}`);
  }
  if (!isAcceptableUrl(url)) {
    throw new DirectoryConfigError('OIDC_ISSUER: must be https (http only for localhost)');
  }
  const issuer = raw.endsWith(DISCOVERY) ? raw.slice(0, -DISCOVERY.length) : raw;
  const redirect = env.OIDC_POST_LOGOUT_REDIRECT?.trim();
  if (redirect !== undefined) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(redirect);
    } catch {}
    if (!parsed || !isAcceptableUrl(parsed)) {
      throw new DirectoryConfigError(
        'OIDC_POST_LOGOUT_REDIRECT: must be an https URL (http only for localhost)',
      );
    }
  }
  const clientId = (env.OIDC_CLIENT_ID ?? '').trim();
  const scopes = env.OIDC_SCOPES?.split(/\s+/).filter(Boolean) ?? DEFAULT_SCOPES;
  if (!scopes.includes('openid')) {
    throw new DirectoryConfigError('OIDC_SCOPES: must include openid');
  }
  return {
    issuer,
    discoveryUrl: `${issuer.replace(/\/+$/, '')}${DISCOVERY}`,
    clientId,
    audience: env.OIDC_AUDIENCE?.trim() || clientId,
    scopes,
    usernameClaim: env.OIDC_USERNAME_CLAIM?.trim() || 'preferred_username',
    postLogoutRedirect: redirect,
    jwksMinRefreshMs: env.OIDC_JWKS_MIN_REFRESH_SECONDS * 1000,
  };
}
