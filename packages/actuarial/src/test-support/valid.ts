// For tests whose inputs are valid by construction: the engine's outcome unwrapped, a refusal
// failing the test with the engine's own words.
import { type AuditTrail, auditTrail } from '../audit';
import { type Illustration, illustrate } from '../illustrate';
import type { BasisName } from '../ledger';

export function illustrated(input: unknown): Illustration {
  const outcome = illustrate(input);
  if (!outcome.ok) throw new Error(outcome.problems.map((p) => p.message).join(' '));
  return outcome.value;
}

export function audited(input: unknown, basis: BasisName): AuditTrail {
  const outcome = auditTrail(input, basis);
  if (!outcome.ok) throw new Error(outcome.problems.map((p) => p.message).join(' '));
  return outcome.value;
}
