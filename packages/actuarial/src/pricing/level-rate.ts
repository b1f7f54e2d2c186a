// The gross level premium rate per 1000 of a level-premium basis (README: "Level premium rate").
import { roundTo } from '../money';
import { annuityDue, insurance } from '../mortality/present-value';
import type { LevelPremiumBasis } from '../products/types';

/**
 * rate = round(1000 · A / ä / (1 − percentLoad) + per1000Load, decimals), where
 * A = insurance over `coverYears` from policy year index `from` (with the benefit paid at
 * the end if `payAtEnd`, as at age 121) and ä = annuity-due over `payYears` from `from`.
 */
export function levelRatePer1000(
  basis: LevelPremiumBasis,
  decimals: number,
  q: Float64Array,
  from: number,
  coverYears: number,
  payYears: number,
  payAtEnd = false,
): number {
  const a = insurance(q, from, coverYears, basis.interestRate, payAtEnd);
  const annuity = annuityDue(q, from, payYears, basis.interestRate);
  const net = (1000 * a) / annuity;
  return roundTo(net / (1 - basis.percentLoad) + basis.per1000Load, decimals);
}
