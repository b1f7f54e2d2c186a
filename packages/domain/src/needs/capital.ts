import { rateOf, roundCents } from './money';

/**
 * Present-value factors of the income the family draws (decision 0067). Income is drawn at
 * the start of each year (the family needs it from the first month, so an annuity due), it
 * grows each year by the indexation (or inflation) rate g, and the capital earns the discount
 * (or after-tax return) rate i. Standard actuarial notation: the growing annuity-due factor
 *   ä = Σ_{t=0}^{n-1} v^t, with v = (1+g)/(1+i)
 *     = (1 − v^n) / (1 − v)   when g ≠ i, and n when g = i.
 * Capital preservation (the capital is never spent, only its real return) is the same sum
 * without an end, (1+i)/(i − g), which exists only when the return beats inflation.
 */
export function depletionFactor(years: number, growthBps: number, returnBps: number): number {
  if (years <= 0) return 0;
  if (growthBps === returnBps) return years;
  const v = (1 + rateOf(growthBps)) / (1 + rateOf(returnBps));
  return (1 - v ** years) / (1 - v);
}

/** The perpetuity-due factor (1+i)/(i−g); null when the return does not beat growth. */
export function preservationFactor(growthBps: number, returnBps: number): number | null {
  if (returnBps <= growthBps) return null;
  const i = rateOf(returnBps);
  return (1 + i) / (i - rateOf(growthBps));
}

/** One year of the capital projection, every amount in cents. */
export interface ProjectionYear {
  year: number;
  /** Capital at the start of the year. */
  start: number;
  /** Income drawn at the start of the year (indexed). */
  withdrawal: number;
  /** Return earned on what remains after the withdrawal. */
  growth: number;
  /** Capital at the end of the year. */
  end: number;
}

/**
 * Year by year: draw the year's indexed income at the start, then the rest earns the return.
 * Each year's income and return are rounded to the cent, so each row is exact in cents and
 * end = start − withdrawal + growth holds on every row. With capital depletion the last end is
 * zero give or take the accumulated rounding of a few cents; with preservation the capital
 * keeps growing with inflation.
 */
export function projectCapital(
  capital: number,
  annualIncome: number,
  years: number,
  growthBps: number,
  returnBps: number,
): ProjectionYear[] {
  const rows: ProjectionYear[] = [];
  let start = capital;
  for (let year = 1; year <= years; year++) {
    const withdrawal = roundCents(annualIncome * (1 + rateOf(growthBps)) ** (year - 1));
    const drawn = Math.min(withdrawal, Math.max(start, 0));
    const growth = roundCents((start - drawn) * rateOf(returnBps));
    const end = start - drawn + growth;
    rows.push({ year, start, withdrawal: drawn, growth, end });
    start = end;
  }
  return rows;
}
