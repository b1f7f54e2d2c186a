// Per-1000 vectors of a participating whole-life policy for one life, built once and cached:
// guaranteed cash values (adjusted-premium method), net single premiums for paid-up
// additions, and the dividend scale's per-1000 dividends (README §Whole life).
import type { ResolvedInsured } from '../input-types';
import { roundTo } from '../money';
import { qVector } from '../mortality/basis';
import { temporaryAnnuitiesDue, wholeLifeSinglePremiums } from '../mortality/present-value';
import type { WholeLifeProduct } from '../products/types';

export interface WholeLifeValues {
  /** Standard (class S, unrated) q by policy-year index. */
  readonly q: Float64Array;
  /** A[t]: whole-life net single premium per 1 at time t (start of year index t); A[n] = 1. */
  readonly nsp: Float64Array;
  /** ä[t]: annuity-due to the end of the premium period at time t. */
  readonly annuity: Float64Array;
  /** Net level premium per 1: A[0] / ä[0]. */
  readonly netPremium: number;
  /** Adjusted premium per 1: (A[0] + E / 1000) / ä[0]. */
  readonly adjustedPremium: number;
  /** Guaranteed cash value per 1000 at the end of year index t: round2(max(0, 1000·(A[t+1] − P_adj·ä[t+1]))). */
  readonly cashValuePer1000: Float64Array;
  readonly payYears: number;
}

const valuesCache = new Map<string, WholeLifeValues>();

export function wholeLifeValues(
  product: WholeLifeProduct,
  insured: ResolvedInsured,
  payYears: number,
): WholeLifeValues {
  const key = `${product.id}|${insured.sex}|${insured.smokeClass}|${insured.issueAge}|${payYears}`;
  const hit = valuesCache.get(key);
  if (hit) return hit;
  const q = qVector(product.pricing.mortality, insured, product.pricing.rateClassMultipliers.S);
  const i = product.cashValueInterestRate;
  const nsp = wholeLifeSinglePremiums(q, i);
  const annuity = temporaryAnnuitiesDue(q, payYears, i);
  const a0 = nsp[0] ?? 1;
  const ann0 = annuity[0] ?? 1;
  const netPremium = a0 / ann0;
  const adjustedPremium = (a0 + product.initialExpensePer1000 / 1000) / ann0;
  const cashValuePer1000 = new Float64Array(q.length);
  for (let t = 0; t < q.length; t++) {
    const value = 1000 * ((nsp[t + 1] ?? 1) - adjustedPremium * (annuity[t + 1] ?? 0));
    cashValuePer1000[t] = roundTo(Math.max(0, value), 2);
  }
  const values = { q, nsp, annuity, netPremium, adjustedPremium, cashValuePer1000, payYears };
  valuesCache.set(key, values);
  return values;
}

export interface DividendVectors {
  /** Base dividend per 1000 at the end of year index t. */
  readonly basePer1000: Float64Array;
  /** Dividend per 1 of paid-up addition held through year index t (not rounded). */
  readonly perPuaDollar: Float64Array;
}

// Keyed on the (cached) values object, then the scale's rate.
const dividendCache = new WeakMap<WholeLifeValues, Map<number, DividendVectors>>();

/**
 * Contribution dividends on the scale's interest rate iD (guaranteed rate iG, experience
 * mortality f × q):
 *   base_t = round2(max(0, (iD − iG)·(CV_{t−1} + 1000·P_net·[t < payYears]) + (1 − f)·q_t·(1000 − CV_t)))
 *   pua_t  = (iD − iG)·A[t] + (1 − f)·q_t·(1 − A[t+1])
 * with base_t = 0 before the scale's first dividend year.
 */
export function dividendVectors(
  product: WholeLifeProduct,
  values: WholeLifeValues,
  interestRate: number,
): DividendVectors {
  let byRate = dividendCache.get(values);
  if (!byRate) {
    byRate = new Map();
    dividendCache.set(values, byRate);
  }
  const hit = byRate.get(interestRate);
  if (hit) return hit;
  const scale = product.dividendScale;
  const spread = interestRate - product.cashValueInterestRate;
  const mortality = 1 - scale.mortalityFactor;
  const n = values.q.length;
  const basePer1000 = new Float64Array(n);
  const perPuaDollar = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const qt = values.q[t] ?? 1;
    const cvPrev = t > 0 ? (values.cashValuePer1000[t - 1] ?? 0) : 0;
    const cv = values.cashValuePer1000[t] ?? 0;
    const net = t < values.payYears ? 1000 * values.netPremium : 0;
    const base = spread * (cvPrev + net) + mortality * qt * (1000 - cv);
    basePer1000[t] = t + 1 >= scale.firstYear ? roundTo(Math.max(0, base), 2) : 0;
    perPuaDollar[t] = Math.max(
      0,
      spread * (values.nsp[t] ?? 1) + mortality * qt * (1 - (values.nsp[t + 1] ?? 1)),
    );
  }
  const vectors = { basePer1000, perPuaDollar };
  byRate.set(interestRate, vectors);
  return vectors;
}
