import type { TermRiderInput, TermRiderPricing } from '@portal/domain/inforce/term-rider';

/** A rider added on screen: what was entered and the engine's premium for it. */
export interface AddedRider {
  input: TermRiderInput;
  pricing: TermRiderPricing;
}

/**
 * Term riders added on screen live in the session's view of the policy (decision 0010): kept
 * in session storage with the policy number, rebuilt on the loaded policy after a reload. The
 * premium is kept with them (decision 0034), so a reload shows the same figures without pricing
 * the rider again.
 */
const KEY = 'inforceAddedRiders';

const isAdded = (value: unknown): value is AddedRider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AddedRider).input === 'object' &&
  typeof (value as AddedRider).pricing?.annualPremium === 'number';

export function readAddedRiders(policyNumber: string): AddedRider[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      policyNumber?: string;
      riders?: unknown[];
    } | null;
    return stored?.policyNumber === policyNumber && Array.isArray(stored.riders)
      ? stored.riders.filter(isAdded)
      : [];
  } catch {
    return [];
  }
}

export function storeAddedRiders(policyNumber: string, riders: readonly AddedRider[]): void {
  sessionStorage.setItem(KEY, JSON.stringify({ policyNumber, riders }));
}
