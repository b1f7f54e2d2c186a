// Exempt-test status values and the grandfathering date (Income Tax Act s. 148, Reg. 306).
import { roundTo } from '../money';
import { annuityDue, insurance } from '../mortality/present-value';

export const exemptStatuses = [
  'Grandfathered',
  'ExemptWithTesting',
  'ExemptWithoutTesting',
  'ExemptWithoutTestingNew',
  'NonExempt',
  'NonExemptNew',
] as const;
export type ExemptStatus = (typeof exemptStatuses)[number];

/** Policies issued before this date are grandfathered from the exempt test. */
export const GRANDFATHERED_BEFORE = '1982-12-02';
/** Policies issued from this date are tested under the 2017 rules ("New"). */
export const NEW_RULES_FROM = '2017-01-01';

/** The report scalar 'Is Before Dec 2 1982'. */
export function isBeforeDec2_1982(issueDate: string): boolean {
  return issueDate.slice(0, 10) < GRANDFATHERED_BEFORE;
}

/**
 * Status field value: Grandfathered before 2 December 1982; otherwise exempt or not, and
 * "New" for policies under the 2017 rules. `tested` says whether the policy is subject to
 * annual testing (UL, par with PUA) or exempt by design (term, level whole life).
 */
export function exemptTestStatus(
  issueDate: string,
  exempt: boolean,
  tested: boolean,
): ExemptStatus {
  if (isBeforeDec2_1982(issueDate)) return 'Grandfathered';
  const isNew = issueDate.slice(0, 10) >= NEW_RULES_FROM;
  if (!exempt) return isNew ? 'NonExemptNew' : 'NonExempt';
  if (tested) return 'ExemptWithTesting';
  return isNew ? 'ExemptWithoutTestingNew' : 'ExemptWithoutTesting';
}

/**
 * Exemption test policy reserve per dollar of face at each year end, simplified: an endowment
 * at `endowmentAge` paid by `payYears` level net premiums (2017 rules: age 90, 8 premiums at
 * 3.5 %; before: age 85, 20 premiums at 4 %), on the q given. Past the endowment age it is 1.
 */
export function exemptionTestReserves(
  q: Float64Array,
  issueAge: number,
  issueDate: string,
): Float64Array {
  const isNew = issueDate.slice(0, 10) >= NEW_RULES_FROM;
  const endowmentAge = isNew ? 90 : 85;
  const payYears = isNew ? 8 : 20;
  const i = isNew ? 0.035 : 0.04;
  const n = Math.max(1, endowmentAge - issueAge);
  const premium = insurance(q, 0, n, i, true) / annuityDue(q, 0, Math.min(payYears, n), i);
  const out = new Float64Array(q.length);
  for (let t = 0; t < q.length; t++) {
    const from = t + 1;
    if (from >= n) {
      out[t] = 1;
      continue;
    }
    const value =
      insurance(q, from, n - from, i, true) -
      premium * annuityDue(q, from, Math.max(0, Math.min(payYears, n) - from), i);
    out[t] = roundTo(Math.max(0, value), 8);
  }
  return out;
}

/** First policy-year index whose cash value exceeds the test policy's reserve on the same face, or null. */
export function firstExemptTestFailure(
  cashValue: Float64Array,
  faceCents: number,
  reserves: Float64Array,
  years: number,
): number | null {
  for (let t = 0; t < years; t++) {
    if ((cashValue[t] ?? 0) > faceCents * (reserves[t] ?? 1) + 0.5) return t;
  }
  return null;
}
