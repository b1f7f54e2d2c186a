// Non-forfeiture values: what the cash value buys if premiums stop (README §Whole life).
import { roundCents } from '../money';

/** Reduced paid-up face (cents) that `cash` cents buy at net single premium A per 1. */
export function reducedPaidUpFace(cash: number, nsp: number): number {
  return nsp > 0 ? roundCents(Math.max(0, cash) / nsp) : 0;
}

/**
 * Years (2 decimals) of extended term insurance for `amount` that `cash` buys from time
 * `from`: whole years while the term net single premium Σ v^{k+1} kp q fits, and a
 * fraction of the next year in proportion to what is left. Capped at the end of the table.
 */
export function extendedTermYears(
  q: Float64Array,
  from: number,
  amount: number,
  cash: number,
  i: number,
): number {
  if (amount <= 0 || cash <= 0) return 0;
  const v = 1 / (1 + i);
  let survival = 1;
  let discount = v;
  let cost = 0;
  for (let k = 0; from + k < q.length; k++) {
    const qk = q[from + k] ?? 1;
    const step = amount * discount * survival * qk;
    if (cost + step > cash) return Math.floor((k + (cash - cost) / step) * 100) / 100;
    cost += step;
    survival *= 1 - qk;
    discount *= v;
  }
  return q.length - from;
}

/** Term net single premium per 1 for `years` from `from` (the ETI reserve). */
export function termSinglePremium(q: Float64Array, from: number, years: number, i: number): number {
  const v = 1 / (1 + i);
  let survival = 1;
  let discount = v;
  let sum = 0;
  for (let k = 0; k < years && from + k < q.length; k++) {
    const qk = q[from + k] ?? 1;
    sum += discount * survival * qk;
    survival *= 1 - qk;
    discount *= v;
  }
  return sum;
}
