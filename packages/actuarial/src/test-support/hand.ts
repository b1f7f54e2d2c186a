// Recomputation by hand for the worked-example tests: reads the copied SOA rates directly
// and sums with plain loops, written apart from the engine so the two can disagree.
import type { MortalityTableData } from '../mortality/table-data';

/** q for issue age x in policy year d (1-based) read straight from the table data. */
export function tableQ(table: MortalityTableData, x: number, d: number): number {
  if (x + d - 1 > 120) return 1;
  if (d <= 25 && x >= table.selectMinIssueAge && x <= table.selectMaxIssueAge) {
    return table.select[(x - table.selectMinIssueAge) * 25 + d - 1] as number;
  }
  return table.ultimate[x + d - 1 - table.ultimateMinAge] as number;
}

/** Half-up to the cent, the way a person does it on paper (via a decimal string). */
export function cents(dollars: number): number {
  return Math.round(Number((dollars * 100).toFixed(6)));
}

export function round(value: number, places: number): number {
  return Number(
    (Math.round(Number((value * 10 ** places).toFixed(6))) / 10 ** places).toFixed(places),
  );
}

/**
 * Gross level rate per 1000 by the README formula with explicit sums:
 * A = Σ v^{k+1} kp q, ä = Σ v^k kp, rate = round(1000·A/ä/(1−load) + per1000, 2).
 */
export function handLevelRate(
  qOf: (k: number) => number,
  coverYears: number,
  payYears: number,
  i: number,
  percentLoad: number,
  per1000: number,
  payAtEnd = false,
): number {
  let survive = 1;
  let insurance = 0;
  let annuity = 0;
  for (let k = 0; k < coverYears; k++) {
    const qk = qOf(k);
    if (k < payYears) annuity += survive / (1 + i) ** k;
    insurance += (survive * qk) / (1 + i) ** (k + 1);
    survive *= 1 - qk;
  }
  if (payAtEnd) insurance += survive / (1 + i) ** coverYears;
  return round((1000 * insurance) / annuity / (1 - percentLoad) + per1000, 2);
}
