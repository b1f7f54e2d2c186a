// UL solves (README §Solves). Lapse is suppressed while solving, so a trial that dips below
// zero still runs to the end and says by how much it fell short.
import type { IllustrationInput, ResolvedInput } from '../input';
import { resolveInput } from '../input';
import type { BasisName } from '../ledger';
import type { Cents } from '../money';
import type { UlPrepared } from '../ul/prepare';
import { prepareUl } from '../ul/prepare';
import type { UlRunResult } from '../ul/project';
import { lastRunCashValue, runUl } from '../ul/project';
import { largestMeeting, smallestMeeting } from './integer-search';

export interface DepositSolveResult {
  /** Deposit per payment, cents. */
  readonly modalDeposit: Cents;
  /** modalDeposit × payments a year. */
  readonly annualDeposit: Cents;
  /** What the deposit reaches: the lowest account value (minimum deposit) or the cash value at the age. */
  readonly achieved: Cents;
  readonly target: Cents;
  readonly evaluations: number;
}

export interface FaceSolveResult {
  /** Dollars. */
  readonly faceAmount: number;
  readonly achieved: Cents;
  readonly evaluations: number;
}

/** One projection per trial value: the measure and the guide read the same run. */
function memo(run: (k: number) => UlRunResult): (k: number) => UlRunResult {
  const runs = new Map<number, UlRunResult>();
  return (k) => {
    let result = runs.get(k);
    if (!result) {
      result = run(k);
      runs.set(k, result);
    }
    return result;
  };
}

function ulInput(input: IllustrationInput | ResolvedInput): {
  resolved: ResolvedInput;
  prepared: UlPrepared;
} {
  const resolved = 'product' in input ? input : resolveInput(input);
  return { resolved, prepared: prepareUl(resolved) };
}

/** Years up to the end of the year before attained age `age`. */
function yearsToAge(prepared: UlPrepared, age: number): number {
  return Math.max(1, Math.min(prepared.years, age - prepared.issueAge));
}

function upperDeposit(face: number, prepared: UlPrepared): number {
  // Generous: the whole face spread over the deposit years, per payment, in cents.
  return (
    Math.ceil((face * 100) / Math.max(1, prepared.depositYears) / prepared.paymentsPerYear) * 4 +
    100_000
  );
}

/** The level deposit that keeps the account value at or above 0 every month to `toAge` (default the COI cease age, 100). */
export function solveMinimumDeposit(
  input: IllustrationInput | ResolvedInput,
  options: { basis?: BasisName; toAge?: number } = {},
): DepositSolveResult | null {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const endYear = yearsToAge(prepared, options.toAge ?? prepared.product.coiCeaseAge);
  const face = resolved.faceAmount * 100;
  const run = memo((modalDeposit: number) =>
    runUl(prepared, rates, { modalDeposit, face, suppressLapse: true, endYear }),
  );
  const measure = (modalDeposit: number) => run(modalDeposit).minAccountValue;
  // The account at the end is smooth in the deposit; the lowest account is kinked where the
  // month it occurs in jumps, so Brent follows the first and the integer search the second.
  const guide = (modalDeposit: number) => run(modalDeposit).finalAccountValue;
  const found = smallestMeeting(measure, 0, upperDeposit(resolved.faceAmount, prepared), guide);
  if (!found) return null;
  return {
    modalDeposit: found.value as Cents,
    annualDeposit: (found.value * prepared.paymentsPerYear) as Cents,
    achieved: measure(found.value) as Cents,
    target: 0 as Cents,
    evaluations: found.evaluations + 1,
  };
}

/** The level deposit whose cash surrender value at attained age `atAge` reaches `targetCents`. */
export function solveDepositForCashValue(
  input: IllustrationInput | ResolvedInput,
  targetCents: number,
  atAge: number,
  options: { basis?: BasisName } = {},
): DepositSolveResult | null {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const endYear = yearsToAge(prepared, atAge);
  const face = resolved.faceAmount * 100;
  const measure = (modalDeposit: number) => {
    runUl(prepared, rates, { modalDeposit, face, suppressLapse: true, endYear });
    return (lastRunCashValue[endYear - 1] ?? 0) - targetCents;
  };
  const found = smallestMeeting(
    measure,
    0,
    upperDeposit(resolved.faceAmount, prepared) + Math.ceil(targetCents / Math.max(1, endYear)),
  );
  if (!found) return null;
  return {
    modalDeposit: found.value as Cents,
    annualDeposit: (found.value * prepared.paymentsPerYear) as Cents,
    achieved: (measure(found.value) + targetCents) as Cents,
    target: targetCents as Cents,
    evaluations: found.evaluations + 1,
  };
}

/** The largest face (whole dollars) the input's planned deposit carries to `toAge` (default 100). */
export function solveFaceForDeposit(
  input: IllustrationInput | ResolvedInput,
  options: { basis?: BasisName; toAge?: number } = {},
): FaceSolveResult | null {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const endYear = yearsToAge(prepared, options.toAge ?? prepared.product.coiCeaseAge);
  const modalDeposit = Math.round(
    ((resolved.ul?.annualDeposit ?? 0) * 100) / prepared.paymentsPerYear,
  );
  const measure = (face: number) =>
    runUl(prepared, rates, { modalDeposit, face: face * 100, suppressLapse: true, endYear })
      .minAccountValue;
  const { min, max } = resolved.product.face;
  const found = largestMeeting(measure, min, max);
  if (!found) return null;
  return {
    faceAmount: found.value,
    achieved: measure(found.value) as Cents,
    evaluations: found.evaluations + 1,
  };
}
