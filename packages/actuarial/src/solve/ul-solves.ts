// UL solves (README §Solves). Lapse is suppressed while solving, so a trial that dips below
// zero still runs to the end and says by how much it fell short. A deposit solve widens its
// bracket until it holds the answer or reaches the product's maximum deposit; if even that
// falls short there is no answer within the product, and the solve says so as a problem.

import { resolveInput } from '../input';
import type { IllustrationInput, ResolvedInput } from '../input-types';
import type { BasisName } from '../ledger';
import type { Cents } from '../money';
import { type InputProblem, problem } from '../problems';
import { modalDepositCents } from '../ul/ledger';
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

/** A solve's answer, or the problem that says why there is none (in both languages, problems.ts). */
export type SolveOutcome<T> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly problem: InputProblem };

/** Doublings of a bracket at most: from any start, 64 reach any cap a safe integer can hold. */
const MAX_WIDENINGS = 64;

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
  // A first bracket that holds most answers: the whole face spread over the deposit years, per
  // payment, in cents; widened from there when it does not.
  return (
    Math.ceil((face * 100) / Math.max(1, prepared.depositYears) / prepared.paymentsPerYear) * 4 +
    100_000
  );
}

/** The product's largest deposit per payment, in cents. */
function maximumModalDeposit(prepared: UlPrepared): number {
  return Math.floor((prepared.product.annualDeposit.max * 100) / prepared.paymentsPerYear);
}

/**
 * The smallest upper end of a bracket [0, high] whose measure meets 0: `start`, doubled while it
 * falls short, up to `cap`. Null when even the cap falls short: the measure rises with the
 * deposit, so no deposit the product allows meets the target.
 */
function widenUpward(measure: (k: number) => number, start: number, cap: number): number | null {
  let high = Math.max(1, Math.min(start, cap));
  for (let widening = 0; widening < MAX_WIDENINGS; widening++) {
    if (measure(high) >= 0) return high;
    if (high >= cap) return null;
    high = Math.min(cap, 2 * high);
  }
  return null;
}

function depositAnswer(
  found: { value: number; evaluations: number },
  prepared: UlPrepared,
  achieved: number,
  target: number,
): SolveOutcome<DepositSolveResult> {
  return {
    ok: true,
    modalDeposit: found.value as Cents,
    annualDeposit: (found.value * prepared.paymentsPerYear) as Cents,
    achieved: achieved as Cents,
    target: target as Cents,
    evaluations: found.evaluations + 1,
  };
}

/** The level deposit that keeps the account value at or above 0 every month to `toAge` (default the COI cease age, 100). */
export function solveMinimumDeposit(
  input: IllustrationInput | ResolvedInput,
  options: { basis?: BasisName; toAge?: number } = {},
): SolveOutcome<DepositSolveResult> {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const toAge = options.toAge ?? prepared.product.coiCeaseAge;
  const endYear = yearsToAge(prepared, toAge);
  const face = resolved.faceAmount * 100;
  const run = memo((modalDeposit: number) =>
    runUl(prepared, rates, { modalDeposit, face, suppressLapse: true, endYear }),
  );
  const measure = (modalDeposit: number) => run(modalDeposit).minAccountValue;
  // The account at the end is smooth in the deposit; the lowest account is kinked where the
  // month it occurs in jumps, so Brent follows the first and the integer search the second.
  const guide = (modalDeposit: number) => run(modalDeposit).finalAccountValue;
  const cap = maximumModalDeposit(prepared);
  const high = widenUpward(measure, upperDeposit(resolved.faceAmount, prepared), cap);
  const found = high === null ? null : smallestMeeting(measure, 0, high, guide);
  if (!found)
    return {
      ok: false,
      problem: problem('ul.annualDeposit', 'noDepositCarries', {
        age: prepared.issueAge + endYear,
        max: prepared.product.annualDeposit.max * 100,
      }),
    };
  return depositAnswer(found, prepared, measure(found.value), 0);
}

/** The level deposit whose cash surrender value at attained age `atAge` reaches `targetCents`. */
export function solveDepositForCashValue(
  input: IllustrationInput | ResolvedInput,
  targetCents: number,
  atAge: number,
  options: { basis?: BasisName } = {},
): SolveOutcome<DepositSolveResult> {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const endYear = yearsToAge(prepared, atAge);
  const face = resolved.faceAmount * 100;
  const cashValues = new Map<number, number>();
  const measure = (modalDeposit: number) => {
    let value = cashValues.get(modalDeposit);
    if (value === undefined) {
      runUl(prepared, rates, { modalDeposit, face, suppressLapse: true, endYear });
      value = lastRunCashValue[endYear - 1] ?? 0;
      cashValues.set(modalDeposit, value);
    }
    return value - targetCents;
  };
  const start =
    upperDeposit(resolved.faceAmount, prepared) + Math.ceil(targetCents / Math.max(1, endYear));
  const high = widenUpward(measure, start, maximumModalDeposit(prepared));
  const found = high === null ? null : smallestMeeting(measure, 0, high);
  if (!found)
    return {
      ok: false,
      problem: problem('ul.annualDeposit', 'noDepositReaches', {
        target: targetCents,
        age: prepared.issueAge + endYear,
        max: prepared.product.annualDeposit.max * 100,
      }),
    };
  return depositAnswer(found, prepared, measure(found.value) + targetCents, targetCents);
}

/** The largest face (whole dollars) the input's planned deposit carries to `toAge` (default 100). */
export function solveFaceForDeposit(
  input: IllustrationInput | ResolvedInput,
  options: { basis?: BasisName; toAge?: number } = {},
): SolveOutcome<FaceSolveResult> {
  const { resolved, prepared } = ulInput(input);
  const rates = prepared.bases[options.basis ?? 'illustrated'];
  const endYear = yearsToAge(prepared, options.toAge ?? prepared.product.coiCeaseAge);
  const modalDeposit = modalDepositCents(resolved.ul?.annualDepositCents ?? 0, prepared);
  const measure = (face: number) =>
    runUl(prepared, rates, { modalDeposit, face: face * 100, suppressLapse: true, endYear })
      .minAccountValue;
  // The bracket is the product's face range: the answer lies in it, or there is none.
  const { min, max } = resolved.product.face;
  const found = largestMeeting(measure, min, max);
  if (!found)
    return {
      ok: false,
      problem: problem('faceAmount', 'noFaceCarries', {
        age: prepared.issueAge + endYear,
        min: min * 100,
        product: resolved.product.name,
      }),
    };
  return {
    ok: true,
    faceAmount: found.value,
    achieved: measure(found.value) as Cents,
    evaluations: found.evaluations + 1,
  };
}
