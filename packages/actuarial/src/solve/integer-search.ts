// Solving for a whole number of cents or dollars: Brent finds where a smooth guide crosses
// zero, then an integer search from there finds the exact boundary of the real criterion:
// `measure(answer) ≥ 0` and one unit toward failure gives `measure < 0`.
import { brent } from './brent';

/** Steps of any one loop here: a safe-integer interval is galloped or halved in at most 54. */
const MAX_STEPS = 64;

export interface IntegerSolve {
  readonly value: number;
  /** Projections run, Brent and the integer search together. */
  readonly evaluations: number;
}

/**
 * Smallest integer k in [low, high] with measure(k) ≥ 0, where measure rises with k.
 * `guide` (default: measure itself) should rise with k and cross zero near the answer; a
 * smooth guide lets Brent converge in a few steps where the criterion itself is kinked.
 * Returns null when even `high` falls short (or the bounds are not safe integers).
 */
export function smallestMeeting(
  measure: (k: number) => number,
  low: number,
  high: number,
  guide: (k: number) => number = measure,
): IntegerSolve | null {
  if (!Number.isSafeInteger(low) || !Number.isSafeInteger(high) || high < low) return null;
  let evaluations = 0;
  const cache = new Map<number, number>();
  const m = (k: number) => {
    const hit = cache.get(k);
    if (hit !== undefined) return hit;
    evaluations += 1;
    const value = measure(k);
    cache.set(k, value);
    return value;
  };
  if (m(low) >= 0) return { value: low, evaluations };
  if (m(high) < 0) return null;
  let start: number;
  const g = (k: number) => {
    if (guide === measure) return m(k);
    evaluations += 1;
    return guide(k);
  };
  const gLow = g(low);
  const gHigh = g(high);
  if (gLow < 0 && gHigh >= 0) {
    // +0.5 keeps an exact 0 on the meeting side of the root.
    start = Math.ceil(brent((k) => g(Math.round(k)) + 0.5, low, high, 0.5).root);
  } else start = Math.ceil((low + high) / 2);
  start = Math.min(high, Math.max(low + 1, start));
  // Gallop from the start to a bracket: a fails, b meets. m(low) < 0 ≤ m(high), so each gallop
  // ends by the time its step spans the interval, and the bisection halves a safe-integer
  // interval: each loop is bounded by MAX_STEPS, which no safe-integer interval reaches.
  let a: number;
  let b: number;
  let step = 1;
  if (m(start) >= 0) {
    b = start;
    a = Math.max(low, b - step);
    for (let guard = 0; guard < MAX_STEPS && m(a) >= 0; guard++) {
      b = a;
      step *= 2;
      a = Math.max(low, b - step);
    }
  } else {
    a = start;
    b = Math.min(high, a + step);
    for (let guard = 0; guard < MAX_STEPS && m(b) < 0; guard++) {
      a = b;
      step *= 2;
      b = Math.min(high, a + step);
    }
  }
  for (let guard = 0; guard < MAX_STEPS && b - a > 1; guard++) {
    const mid = Math.floor((a + b) / 2);
    if (m(mid) >= 0) b = mid;
    else a = mid;
  }
  return { value: b, evaluations };
}

/** Largest integer k in [low, high] with measure(k) ≥ 0, where measure falls as k rises. */
export function largestMeeting(
  measure: (k: number) => number,
  low: number,
  high: number,
  guide?: (k: number) => number,
): IntegerSolve | null {
  const mirror = (f: (k: number) => number) => (k: number) => f(high + low - k);
  const found = smallestMeeting(mirror(measure), low, high, guide ? mirror(guide) : undefined);
  return found && { value: high + low - found.value, evaluations: found.evaluations };
}
