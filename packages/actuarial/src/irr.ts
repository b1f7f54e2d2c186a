// Internal rate of return year by year: premiums paid at the start of each year against a
// benefit (death benefit or cash surrender value) received at the end of year t.
import { roundTo } from './money';
import { brent } from './solve/brent';

/** Decimals kept on an IRR (0.04123 = 4.123 %). */
export const IRR_DECIMALS = 5;

/**
 * i such that Σ_{k=0..t} P_k (1 + i)^{t+1−k} = B. Returns −1 when the benefit is 0 (all is
 * lost) and NaN when nothing was paid. Newton from `guess`, falling back to Brent on
 * (−1, 10] when Newton leaves the domain or does not settle.
 */
export function irrAt(premiums: Float64Array, t: number, benefit: number, guess = 0.03): number {
  let paid = 0;
  for (let k = 0; k <= t; k++) paid += premiums[k] ?? 0;
  if (paid <= 0) return Number.NaN;
  if (benefit <= 0) return -1;
  const f = (i: number) => {
    let value = 0;
    const g = 1 + i;
    for (let k = 0; k <= t; k++) value = (value + (premiums[k] ?? 0)) * g;
    return value - benefit;
  };
  let i = guess > -0.99 ? guess : 0;
  for (let step = 0; step < 30; step++) {
    let value = 0;
    let slope = 0;
    const g = 1 + i;
    // Horner for F(g) = Σ P_k g^{t+1−k} and its derivative together.
    for (let k = 0; k <= t; k++) {
      const carried = value + (premiums[k] ?? 0);
      slope = slope * g + carried;
      value = carried * g;
    }
    const fi = value - benefit;
    if (Math.abs(fi) < 1e-7 * benefit) return i;
    if (!(slope > 0)) break;
    const next = i - fi / slope;
    if (!(next > -1) || !Number.isFinite(next)) break;
    if (Math.abs(next - i) < 1e-12) return next;
    i = next;
  }
  if (f(10) < 0) return 10;
  return brent(f, -0.999999, 10, 1e-12).root;
}

/** IRR for every year of a ledger, rounded to IRR_DECIMALS; years past `years` are 0. */
export function irrByYear(
  premiums: Float64Array,
  benefits: Float64Array,
  years: number,
): Float64Array {
  const out = new Float64Array(premiums.length);
  let guess = 0.03;
  for (let t = 0; t < years; t++) {
    const value = irrAt(premiums, t, benefits[t] ?? 0, guess);
    out[t] = Number.isNaN(value) ? 0 : roundTo(value, IRR_DECIMALS);
    if (value > -0.99 && Number.isFinite(value)) guess = value;
  }
  return out;
}
