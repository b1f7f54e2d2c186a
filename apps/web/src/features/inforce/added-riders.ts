import type { TermRiderInput } from '@portal/domain/inforce/term-rider';

/**
 * Term riders added on screen live in the session's view of the policy (decision 0010): kept
 * in session storage with the policy number, rebuilt on the loaded policy after a reload.
 */
const KEY = 'inforceAddedRiders';

export function readAddedRiders(policyNumber: string): TermRiderInput[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      policyNumber?: string;
      riders?: TermRiderInput[];
    } | null;
    return stored?.policyNumber === policyNumber && Array.isArray(stored.riders)
      ? stored.riders
      : [];
  } catch {
    return [];
  }
}

export function storeAddedRiders(policyNumber: string, riders: readonly TermRiderInput[]): void {
  sessionStorage.setItem(KEY, JSON.stringify({ policyNumber, riders }));
}
