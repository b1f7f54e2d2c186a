// Internal rate of return year by year: premiums paid at the start of each year against a
// benefit (death benefit or cash surrender value) received at the end of year t. Every IRR is
// found by a bracketing method (Newton's step kept inside a bracket that always holds the
// root, bisection when the step would leave it) to a stated tolerance, so it is right or it
// says it cannot be: README §IRR.
import { roundTo } from './money';

/** Decimals kept on an IRR (0.04123 = 4.123 %). */
export const IRR_DECIMALS = 5;
/** Every IRR is bracketed to within this (a rate as a decimal), far below the 5th decimal kept. */
export const IRR_TOLERANCE = 1e-10;
/**
 * Above this (100 % a year: the benefit more than doubles the premiums each year) a ledger's IRR
 * is "not meaningful": it only says the premiums paid so far are small beside the benefit.
 */
export const IRR_MEANINGFUL_MAX = 1;
/** Steps of any one IRR search: widening the bracket, then narrowing it. */
const MAX_STEPS = 200;

/** F(g) = Σ_{k≤t} P_k g^{t+1−k} and F′(g), by Horner. */
function accumulated(premiums: Float64Array, t: number, g: number): [number, number] {
  let value = 0;
  let slope = 0;
  for (let k = 0; k <= t; k++) {
    const carried = value + (premiums[k] ?? 0);
    slope = slope * g + carried;
    value = carried * g;
  }
  return [value, slope];
}

/**
 * The root of f(i) = F(1 + i) − benefit in [low, high], where f(low) < 0 ≤ f(high) and f rises
 * (premiums are never negative): Newton's step from `guess` while it stays inside the bracket
 * and shrinks fast enough, bisection otherwise (Numerical Recipes' rtsafe). The bracket always
 * holds the root; the search stops when the step is under IRR_TOLERANCE.
 */
function bracketed(
  premiums: Float64Array,
  t: number,
  benefit: number,
  low: number,
  high: number,
  guess: number,
): number {
  let a = low;
  let b = high;
  let x = guess > a && guess < b ? guess : (a + b) / 2;
  let dxOld = b - a;
  let dx = dxOld;
  let [value, slope] = accumulated(premiums, t, 1 + x);
  for (let step = 0; step < MAX_STEPS; step++) {
    const f = value - benefit;
    if (f === 0) return x;
    if (f < 0) a = x;
    else b = x;
    const leaves = ((x - b) * slope - f) * ((x - a) * slope - f) > 0;
    const slow = Math.abs(2 * f) > Math.abs(dxOld * slope);
    dxOld = dx;
    if (leaves || slow || !(slope > 0)) {
      dx = (b - a) / 2;
      x = a + dx;
    } else {
      dx = f / slope;
      x -= dx;
    }
    if (Math.abs(dx) < IRR_TOLERANCE) return x;
    [value, slope] = accumulated(premiums, t, 1 + x);
  }
  return (a + b) / 2;
}

/**
 * Σ premiums to year t, or NaN when one is negative or not a number: F rises with the rate only
 * when no premium is negative, and only then is the IRR one rate (README §IRR). A ledger's
 * premiums never are; a series with a negative entry (money taken out, say) has as many rates
 * as sign changes, and the engine refuses to pick one.
 */
function paidTo(premiums: Float64Array, t: number): number {
  let paid = 0;
  for (let k = 0; k <= t; k++) {
    const premium = premiums[k] ?? 0;
    if (!(premium >= 0) || !Number.isFinite(premium)) return Number.NaN;
    paid += premium;
  }
  return paid;
}

/**
 * i such that Σ_{k=0..t} P_k (1 + i)^{t+1−k} = benefit, the exact rate wherever one exists:
 * −1 when the benefit is 0 (all is lost); null when nothing was paid, a premium is negative
 * (no single rate: paidTo), the benefit is negative, or the rate is beyond 10^15 (no rate a
 * person could mean).
 */
export function irrAt(
  premiums: Float64Array,
  t: number,
  benefit: number,
  guess = 0.03,
): number | null {
  const paid = paidTo(premiums, t);
  if (!(paid > 0) || !(benefit >= 0) || !Number.isFinite(benefit)) return null;
  if (benefit === 0) return -1;
  // Widen the bracket upward until it holds the root: f(−1) = −benefit < 0.
  let high = 1;
  let steps = 0;
  while (accumulated(premiums, t, 1 + high)[0] < benefit) {
    high = 2 * high + 1;
    if (++steps > 50) return null;
  }
  return bracketed(premiums, t, benefit, -1, high, guess);
}

/**
 * A ledger's IRR cell (README §IRR "Where an IRR means something"): the rate to IRR_DECIMALS
 * places where premiums have been paid, the benefit is positive and the rate is at most
 * IRR_MEANINGFUL_MAX; NaN ("not meaningful") otherwise.
 */
export function irrCell(premiums: Float64Array, t: number, benefit: number, guess = 0.03): number {
  return cellOf(premiums, t, benefit, guess, paidTo(premiums, t));
}

/** irrCell with Σ premiums to year t already known (NaN when one is negative: paidTo). */
function cellOf(
  premiums: Float64Array,
  t: number,
  benefit: number,
  guess: number,
  paid: number,
): number {
  if (!(paid > 0) || !(benefit > 0) || !Number.isFinite(benefit)) return Number.NaN;
  // The benefit is more than the premiums accumulated at 100 %: the rate is above the cap.
  if (accumulated(premiums, t, 1 + IRR_MEANINGFUL_MAX)[0] < benefit) return Number.NaN;
  return roundTo(bracketed(premiums, t, benefit, -1, IRR_MEANINGFUL_MAX, guess), IRR_DECIMALS);
}

/** IRR cells for every year of a ledger; NaN where not meaningful, 0 past `years`. */
export function irrByYear(
  premiums: Float64Array,
  benefits: Float64Array,
  years: number,
): Float64Array {
  const out = new Float64Array(premiums.length);
  let guess = 0.03;
  // Σ premiums so far, carried from year to year; NaN from a negative premium on (paidTo).
  let paid = 0;
  for (let t = 0; t < years; t++) {
    const premium = premiums[t] ?? 0;
    paid = premium >= 0 && Number.isFinite(premium) ? paid + premium : Number.NaN;
    const value = cellOf(premiums, t, benefits[t] ?? 0, guess, paid);
    out[t] = value;
    if (!Number.isNaN(value)) guess = value;
  }
  return out;
}

/** An IRR cell as a reader takes it: the rate, or null where it is not meaningful. */
export function irrValue(cell: number | undefined): number | null {
  return cell === undefined || Number.isNaN(cell) ? null : cell;
}
