// Which table a life is rated on, and the q vector for one life over its policy years.
import type { Sex, SmokeClass } from '../modes';
import { isSmoker, OMEGA } from '../modes';
import { mortalityTable, selectUltimateQ } from './tables';

/** A product's mortality basis, as data: table ids by sex and smoking, plus juvenile tables. */
export interface MortalityBasis {
  readonly nonSmoker: Readonly<Record<Sex, string>>;
  readonly smoker: Readonly<Record<Sex, string>>;
  /** Composite tables for lives issued below `juvenileBelowAge` (no smoker distinction). */
  readonly juvenile: Readonly<Record<Sex, string>>;
  readonly juvenileBelowAge: number;
}

export interface Life {
  readonly sex: Sex;
  readonly smokeClass: SmokeClass;
  readonly issueAge: number;
}

export function tableIdFor(basis: MortalityBasis, life: Life): string {
  if (life.issueAge < basis.juvenileBelowAge) return basis.juvenile[life.sex];
  return isSmoker(life.smokeClass) ? basis.smoker[life.sex] : basis.nonSmoker[life.sex];
}

const cache = new Map<string, Float64Array>();

/**
 * q by policy year for one life, from issue to attained age 120 (length 121 − issueAge),
 * each rate multiplied by `multiplier` (rate class × rating × any scale) and capped at 1.
 * Cached: the same product and life always give the same vector, so it is built once.
 * The caller must not write to the returned array.
 */
export function qVector(basis: MortalityBasis, life: Life, multiplier: number): Float64Array {
  const tableId = tableIdFor(basis, life);
  const key = `${tableId}|${life.issueAge}|${multiplier}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const table = mortalityTable(tableId);
  const years = OMEGA - life.issueAge;
  const q = new Float64Array(years);
  for (let t = 0; t < years; t++) {
    q[t] = Math.min(1, selectUltimateQ(table, life.issueAge, t + 1) * multiplier);
  }
  cache.set(key, q);
  return q;
}
