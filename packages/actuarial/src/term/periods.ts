// Level term: which level period a policy year falls in, and its rate per 1000.
import { levelRatePer1000 } from '../pricing/level-rate';
import type { TermQ } from '../pricing/term-q';
import type { TermProduct } from '../products/types';

export interface TermPeriod {
  /** 0 for the first term, 1 for the first renewal, … */
  readonly index: number;
  /** Policy-year index (0-based) at which the period starts. */
  readonly startYear: number;
  readonly years: number;
  readonly ratePer1000: number;
}

/**
 * The period containing policy-year index t (0-based), or null once the cover has expired.
 * Renewal k starts at year k·n when the attained age then is at most lastRenewalAge; its
 * length is n, cut short to reach expiryAge. The first period's rate is the level rate on
 * q.select (the table with the select experience factor); a renewal's is the level rate over
 * its own years of q.renewal, the original select-and-ultimate table without that factor (a
 * renewal carries the policy's durations and is not underwritten again).
 */
export function termPeriodAt(
  product: TermProduct,
  q: TermQ,
  issueAge: number,
  t: number,
): TermPeriod | null {
  const n = product.termYears;
  const index = Math.floor(t / n);
  const startYear = index * n;
  const startAge = issueAge + startYear;
  if (index > 0 && startAge > product.lastRenewalAge) return null;
  if (startAge >= product.expiryAge) return null;
  const years = Math.min(n, product.expiryAge - startAge);
  const ratePer1000 = levelRatePer1000(
    product.pricing,
    product.rounding.ratePer1000,
    index === 0 ? q.select : q.renewal,
    startYear,
    years,
    years,
  );
  return { index, startYear, years, ratePer1000 };
}

/** Years of cover in all: to expiry, or to the end of the last renewal allowed. */
export function termCoverYears(product: TermProduct, issueAge: number): number {
  let start = 0;
  // Bounded: each pass moves a whole term (at least a year) towards the expiry age.
  for (let pass = 0; pass <= product.expiryAge; pass++) {
    const next = start + product.termYears;
    const nextAge = issueAge + next;
    if (nextAge >= product.expiryAge) return product.expiryAge - issueAge;
    if (nextAge > product.lastRenewalAge) return next;
    start = next;
  }
  return product.expiryAge - issueAge;
}
