import { createHash, randomBytes } from 'node:crypto';
import type { DevProvider } from '../../src/auth/directory/dev-provider';

export const PORTAL_CLIENT = 'portal';
export const OTHER_CLIENT = 'other-app';
export const REDIRECT_URI = 'http://localhost:8025/login';

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs `username` in at the real provider the way a browser does (authorization code with
 * PKCE through the provider's own sign-in page) and returns the id token it issues.
 */
export async function directoryIdToken(
  provider: DevProvider,
  username: string,
  options: { clientId?: string; nonce?: string } = {},
): Promise<string> {
  const clientId = options.clientId ?? PORTAL_CLIENT;
  const verifier = b64(randomBytes(32));
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, provider.issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(response);
    return response;
  };
  const authorize = new URL('/auth', provider.issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile',
    state: b64(randomBytes(8)),
    nonce: options.nonce ?? b64(randomBytes(16)),
    code_challenge: b64(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  let response = await go(authorize.toString());
  let location = response.headers.get('location');
  for (let hop = 0; hop < 10 && location && !location.startsWith(REDIRECT_URI); hop += 1) {
    if (/\/interaction\/[^/]+$/.test(location)) {
      response = await go(location, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: username, password: 'any' }).toString(),
      });
    } else {
      response = await go(location);
    }
    location = response.headers.get('location');
  }
  if (!location?.startsWith(REDIRECT_URI)) {
    throw new Error(`sign-in at the provider did not finish: ${response.status}`);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code: ${location}`);
  const token = await fetch(new URL('/token', provider.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { id_token?: string };
  if (!body.id_token) throw new Error(`no id token: ${JSON.stringify(body)}`);
  return body.id_token;
}
