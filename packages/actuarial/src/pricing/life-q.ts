// The q vector a coverage is priced on: the basis table for the life, times the rate-class
// multiplier and the rating, and for two lives the q of the joint status.
import type { ResolvedInsured } from '../input-types';
import type { LifeBasis, RateClass } from '../modes';
import type { MortalityBasis } from '../mortality/basis';
import { qVector } from '../mortality/basis';

/** The multiplier on the table: rate class × rating / 100. */
export function mortalityMultiplier(
  multipliers: Readonly<Record<RateClass, number>>,
  insured: ResolvedInsured,
  scale = 1,
): number {
  return multipliers[insured.rateClass] * (insured.rating / 100) * scale;
}

export function lifeQ(
  basis: MortalityBasis,
  multipliers: Readonly<Record<RateClass, number>>,
  insured: ResolvedInsured,
  scale = 1,
): Float64Array {
  return qVector(basis, insured, mortalityMultiplier(multipliers, insured, scale));
}

// q vectors are cached by qVector, so the same pair of lives gives the same two objects.
const jointCache = new WeakMap<
  Float64Array,
  WeakMap<Float64Array, Partial<Record<LifeBasis, Float64Array>>>
>();

/**
 * The q of a status, so the single-life formulas apply unchanged:
 * JOINTFIRST fails at the first death: q_t = 1 − (1 − q1_t)(1 − q2_t), to the older life's 121;
 * JOINTLAST fails at the last death: with S_t = tp1 + tp2 − tp1·tp2, q_t = 1 − S_{t+1} / S_t,
 * to the younger life's 121.
 */
export function statusQ(lifeBasis: LifeBasis, q1: Float64Array, q2?: Float64Array): Float64Array {
  if (lifeBasis === 'SINGLE' || !q2) return q1;
  let byQ2 = jointCache.get(q1);
  if (!byQ2) {
    byQ2 = new WeakMap();
    jointCache.set(q1, byQ2);
  }
  let byBasis = byQ2.get(q2);
  if (!byBasis) {
    byBasis = {};
    byQ2.set(q2, byBasis);
  }
  const hit = byBasis[lifeBasis];
  if (hit) return hit;
  let result: Float64Array;
  if (lifeBasis === 'JOINTFIRST') {
    const n = Math.min(q1.length, q2.length);
    result = new Float64Array(n);
    for (let t = 0; t < n; t++) result[t] = 1 - (1 - (q1[t] ?? 1)) * (1 - (q2[t] ?? 1));
  } else {
    const n = Math.max(q1.length, q2.length);
    result = new Float64Array(n);
    let p1 = 1;
    let p2 = 1;
    for (let t = 0; t < n; t++) {
      const s = p1 + p2 - p1 * p2;
      p1 *= 1 - (t < q1.length ? (q1[t] ?? 1) : 1);
      p2 *= 1 - (t < q2.length ? (q2[t] ?? 1) : 1);
      const next = p1 + p2 - p1 * p2;
      result[t] = s > 0 ? 1 - next / s : 1;
    }
  }
  byBasis[lifeBasis] = result;
  return result;
}
