// UL solves (README §Solves). Lapse is suppressed while solving, so a trial that dips below
// zero still runs to the end and says by how much it fell short. A deposit solve widens its
// bracket until it holds the answer or reaches the product's maximum deposit; if even that
// falls short there is no answer within the product, and the solve says so as a problem.

import { checkIllustrationInput } from '../input';
import type { IllustrationInput, ResolvedInput } from '../input-types';
import { type BasisName, bases } from '../ledger';
import type { Cents } from '../money';
import { type InputProblem, problem } from '../problems';
import { ulStart } from '../ul/ledger';
import type { UlPrepared } from '../ul/prepare';
import { prepareUl } from '../ul/prepare';
import type { UlRunOptions, UlRunResult } from '../ul/project';
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

/** A case to solve: the input checked, its UL preparation, and what its projections start from. */
interface SolveCase {
  readonly resolved: ResolvedInput;
  readonly prepared: UlPrepared;
  readonly start: ReturnType<typeof ulStart>;
}

/**
 * The case a solve starts from, or the input's first problem (README §Solves: never a thrown
 * error). The input is checked as for an illustration except for the loan and withdrawal
 * maxima, which depend on the deposit or face being solved for: each trial holds them instead.
 */
function solveCase(input: unknown): SolveOutcome<{ case: SolveCase }> {
  const checked = isResolved(input)
    ? { ok: true as const, value: input }
    : checkIllustrationInput(input);
  if (!checked.ok)
    return { ok: false, problem: checked.problems[0] ?? problem('', 'inputMissing') };
  const resolved = checked.value;
  if (resolved.product.family !== 'ul')
    return {
      ok: false,
      problem: problem('productId', 'solveProduct', { product: resolved.product.name }),
    };
  const prepared = prepareUl(resolved);
  return { ok: true, case: { resolved, prepared, start: ulStart(resolved, prepared) } };
}

function isResolved(input: unknown): input is ResolvedInput {
  return (
    typeof input === 'object' &&
    input !== null &&
    'product' in input &&
    typeof (input as { product: unknown }).product === 'object'
  );
}

/** The basis asked for, or its problem. */
function basisOf(basis: unknown): BasisName | null {
  return (bases as readonly unknown[]).includes(basis) ? (basis as BasisName) : null;
}

/**
 * The age a solve runs to, or its problem: a whole number beyond the first year projected and at
 * most 121 (the years a ledger has).
 */
function ageProblem(c: SolveCase, age: unknown, field: string): InputProblem | null {
  const min = c.prepared.issueAge + c.start.start.year + 1;
  const max = c.prepared.issueAge + c.prepared.years;
  return Number.isInteger(age) && (age as number) >= min && (age as number) <= max
    ? null
    : problem(field, 'solveAge', { min, max });
}

/**
 * A trial's projection: the case's start (README §In-force projection) with the deposit and
 * face tried; a policy paid up in force takes no deposit. Written out as a plain literal: the
 * month loop reads it in every trial, and a spread copy of it cost a fifth of a solve's time.
 */
function trialRun(
  c: SolveCase,
  modalDeposit: number,
  face: number,
  endYear: number,
  suppressLapse: boolean,
): UlRunOptions {
  const deposit = c.resolved.inforce?.paidUp ? 0 : modalDeposit;
  // From issue the start is all zeros: left out, the loop skips setting it up in every trial.
  return c.resolved.inforce
    ? { modalDeposit: deposit, face, suppressLapse, endYear, start: c.start.start }
    : { modalDeposit: deposit, face, suppressLapse, endYear };
}

/**
 * Whether the case's own loans and withdrawals, as given, fit the policy at this deposit and
 * face: they are checked as validateIllustrationInput checks them (the illustrated basis, every
 * year, none cut to its maximum), so the answer is an input the illustration accepts.
 */
function flowsFit(c: SolveCase, modalDeposit: number, face: number): boolean {
  const ul = c.resolved.ul;
  if (!ul || (ul.withdrawals.length === 0 && ul.loans.length === 0)) return true;
  return (
    runUl(
      c.prepared,
      c.prepared.bases.illustrated,
      trialRun(c, modalDeposit, face, c.prepared.years, false),
    ).flowsCut === 0
  );
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

/** Options of the UL solves: the basis (default illustrated) and the age they run to. */
export interface UlSolveOptions {
  readonly basis?: BasisName;
  readonly toAge?: number;
}

/** The case, its basis and the years to run, or the problem of the input or of an option. */
function solveSetUp(
  input: unknown,
  options: { basis?: unknown; age?: unknown; ageField: string },
): SolveOutcome<{ case: SolveCase; basis: BasisName; endYear: number }> {
  const set = solveCase(input);
  if (!set.ok) return set;
  const c = set.case;
  const basis = basisOf(options.basis ?? 'illustrated');
  if (!basis) return { ok: false, problem: problem('basis', 'basis') };
  const age = options.age ?? c.prepared.product.coiCeaseAge;
  const wrongAge = ageProblem(c, age, options.ageField);
  if (wrongAge) return { ok: false, problem: wrongAge };
  return { ok: true, case: c, basis, endYear: yearsToAge(c.prepared, age as number) };
}

/**
 * The smallest level deposit (per payment, whole cents) at which the input as given stays in
 * force to `toAge` (default the COI cease age, 100): the lapse test never below 0 after a
 * deduction or at a month's end, on the basis asked for, and the case's own loans and
 * withdrawals within their maxima (README §Solves).
 */
export function solveMinimumDeposit(
  input: IllustrationInput | ResolvedInput,
  options: UlSolveOptions = {},
): SolveOutcome<DepositSolveResult> {
  const set = solveSetUp(input, { basis: options.basis, age: options.toAge, ageField: 'toAge' });
  if (!set.ok) return set;
  const { case: c, endYear } = set;
  const { prepared } = c;
  const rates = prepared.bases[set.basis];
  const face = c.start.face;
  const run = memo((modalDeposit: number) =>
    runUl(prepared, rates, trialRun(c, modalDeposit, face, endYear, true)),
  );
  const measure = (modalDeposit: number) => {
    const lowest = run(modalDeposit).minAccountValue;
    return lowest >= 0 && !flowsFit(c, modalDeposit, face) ? -1 : lowest;
  };
  // The account at the end is smooth in the deposit; the lowest account is kinked where the
  // month it occurs in jumps, so Brent follows the first and the integer search the second.
  const guide = (modalDeposit: number) => run(modalDeposit).finalAccountValue;
  const cap = maximumModalDeposit(prepared);
  const high = widenUpward(measure, upperDeposit(c.resolved.faceAmount, prepared), cap);
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

/**
 * The smallest level deposit whose cash surrender value at attained age `atAge` reaches
 * `targetCents`, the input as given staying in force to then with its own loans and
 * withdrawals within their maxima.
 */
export function solveDepositForCashValue(
  input: IllustrationInput | ResolvedInput,
  targetCents: number,
  atAge: number,
  options: { basis?: BasisName } = {},
): SolveOutcome<DepositSolveResult> {
  const set = solveSetUp(input, { basis: options.basis, age: atAge, ageField: 'atAge' });
  if (!set.ok) return set;
  if (!Number.isSafeInteger(targetCents) || targetCents < 0)
    return { ok: false, problem: problem('targetCashValue', 'solveCashValue') };
  const { case: c, endYear } = set;
  const { prepared } = c;
  const rates = prepared.bases[set.basis];
  const face = c.start.face;
  const trials = new Map<number, { inForce: boolean; cashValue: number }>();
  const trial = (modalDeposit: number) => {
    let hit = trials.get(modalDeposit);
    if (!hit) {
      const run = runUl(prepared, rates, trialRun(c, modalDeposit, face, endYear, true));
      hit = { inForce: run.minAccountValue >= 0, cashValue: lastRunCashValue[endYear - 1] ?? 0 };
      trials.set(modalDeposit, hit);
    }
    return hit;
  };
  const guide = (modalDeposit: number) => trial(modalDeposit).cashValue - targetCents;
  const measure = (modalDeposit: number) => {
    const { inForce, cashValue } = trial(modalDeposit);
    if (!inForce || (cashValue >= targetCents && !flowsFit(c, modalDeposit, face))) return -1;
    return cashValue - targetCents;
  };
  const start =
    upperDeposit(c.resolved.faceAmount, prepared) + Math.ceil(targetCents / Math.max(1, endYear));
  const high = widenUpward(measure, start, maximumModalDeposit(prepared));
  const found = high === null ? null : smallestMeeting(measure, 0, high, guide);
  if (!found)
    return {
      ok: false,
      problem: problem('ul.annualDeposit', 'noDepositReaches', {
        target: targetCents,
        age: prepared.issueAge + endYear,
        max: prepared.product.annualDeposit.max * 100,
      }),
    };
  return depositAnswer(found, prepared, trial(found.value).cashValue, targetCents);
}

/**
 * The smallest face (whole dollars) the option 1 withdrawals as given allow: each leaves at
 * least the product's minimum face, so the face must cover the minimum and all of them.
 */
function lowestFace(c: SolveCase): number {
  const { product } = c.resolved;
  const ul = c.resolved.ul;
  if (!ul || ul.deathBenefitOption === 2) return product.face.min;
  const withdrawn = ul.withdrawals.reduce((sum, flow) => sum + flow.amount, 0);
  return product.face.min + Math.ceil(withdrawn / 100);
}

/**
 * The largest face (whole dollars) the input's planned deposit carries to `toAge` (default
 * 100), the case's own loans and withdrawals within their maxima.
 */
export function solveFaceForDeposit(
  input: IllustrationInput | ResolvedInput,
  options: UlSolveOptions = {},
): SolveOutcome<FaceSolveResult> {
  const set = solveSetUp(input, { basis: options.basis, age: options.toAge, ageField: 'toAge' });
  if (!set.ok) return set;
  const { case: c, endYear } = set;
  const { prepared, resolved } = c;
  const rates = prepared.bases[set.basis];
  const modalDeposit = c.start.modalDeposit;
  const lowest = new Map<number, number>();
  const measure = (face: number) => {
    let value = lowest.get(face);
    if (value === undefined) {
      value = runUl(
        prepared,
        rates,
        trialRun(c, modalDeposit, face * 100, endYear, true),
      ).minAccountValue;
      if (value >= 0 && !flowsFit(c, modalDeposit, face * 100)) value = -1;
      lowest.set(face, value);
    }
    return value;
  };
  // The bracket is the product's face range, from the least face the withdrawals allow: the
  // answer lies in it, or there is none.
  const min = lowestFace(c);
  const { max } = resolved.product.face;
  const found = min > max ? null : largestMeeting(measure, min, max);
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
