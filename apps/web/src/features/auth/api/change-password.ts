import { http } from '@/lib/http';

/** POST /users/ChangePassword: the signed-in user's own password (issue 16). */
export function changePassword(
  body: { currentPassword: string; newPassword: string },
  signal: AbortSignal,
): Promise<{ ok: true }> {
  return http.request<{ ok: true }>('/users/ChangePassword', { method: 'POST', body, signal });
}
