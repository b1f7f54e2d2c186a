import type { AuthenticateRequest, TokenData } from '@portal/contracts/auth';
import { http } from '@/lib/http';

/** POST /users/authenticate: credentials for the token data object (spec 7). */
export function authenticate(
  credentials: Pick<AuthenticateRequest, 'username' | 'password'>,
  signal: AbortSignal,
): Promise<TokenData> {
  return http.request<TokenData>('/users/authenticate', {
    method: 'POST',
    body: { ...credentials, generateTrackingUserName: false },
    signal,
    anonymous: true,
  });
}
