/**
 * Exact money for the needs analysis (DESIGN.md "Money is exact"): amounts are whole cents,
 * rates are whole basis points (a percent field holds at most two decimals, so 2.35 % is 235
 * exactly). Present-value factors are real numbers; each need is rounded to the cent once,
 * half away from zero, where it is computed, and totals add the rounded parts so that the
 * printed lines always sum to the printed total (decision 0067).
 */

/** Rounds a real number of cents to whole cents, half away from zero. */
export function roundCents(cents: number): number {
  const rounded = Math.round(Math.abs(cents));
  return cents < 0 ? -rounded : rounded;
}

/** A rate in basis points as a fraction: 250 → 0.025. */
export function rateOf(basisPoints: number): number {
  return basisPoints / 10_000;
}

/** Whole dollars (or a typed amount) to cents, exactly: 1234.56 → 123456. */
export function toCents(amount: number): number {
  return roundCents(amount * 100);
}

/** A percent (at most two decimals) to basis points, exactly: 2.35 → 235. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Rounds cents up to the next multiple of `step` cents (a face amount in whole thousands). */
export function roundUpTo(cents: number, step: number): number {
  if (cents <= 0) return 0;
  return Math.ceil(cents / step) * step;
}
