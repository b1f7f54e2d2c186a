import type { TokenData } from '@portal/contracts/auth';
import { http } from '@/lib/http';

/** POST /users/directory/session: the directory's id token for a portal session (0049). */
export function exchangeDirectoryToken(idToken: string, signal: AbortSignal): Promise<TokenData> {
  return http.request<TokenData>('/users/directory/session', {
    method: 'POST',
    body: { idToken },
    signal,
    anonymous: true,
  });
}
