import type {
  AlphaLookupRequest,
  AlphaLookupRow,
  CoverageSetupRequest,
  CoverageSetupResponse,
  GetPolicyResponse,
} from '@portal/contracts/inforce';
import type { User } from '@portal/contracts/user';
import { http } from '@/lib/http';

/** The spec's bodies carry the user; the server answers for the session's user anyway. */
function userOf(user: User | null) {
  return user ? { username: user.username, agentID: user.agentID } : undefined;
}

/** POST /api/getpolicy (spec 7). */
export function getPolicy(
  policyNumber: string,
  user: User | null,
  signal?: AbortSignal,
): Promise<GetPolicyResponse> {
  return http.request<GetPolicyResponse>('/api/getpolicy', {
    method: 'POST',
    body: { policyNumber, user: userOf(user) },
    signal,
  });
}

/** POST /api/AlphaLookup (spec 7). */
export function alphaLookup(
  names: Omit<AlphaLookupRequest, 'user'>,
  user: User | null,
  signal?: AbortSignal,
): Promise<AlphaLookupRow[]> {
  return http.request<AlphaLookupRow[]>('/api/AlphaLookup', {
    method: 'POST',
    body: { ...names, user: userOf(user) },
    signal,
  });
}

/** POST /api/GetCoverageSetup (spec 4): the new rider with its setup and, added, its premium. */
export function getCoverageSetup(coverage: CoverageSetupRequest): Promise<CoverageSetupResponse> {
  return http.request<CoverageSetupResponse>('/api/GetCoverageSetup', {
    method: 'POST',
    body: coverage,
  });
}
