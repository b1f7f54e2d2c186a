// Shared Ownership (platform spec 2.8, section 3; issue 21 §2; README §Shared Ownership): a
// universal-life policy 0602 whose account value belongs to the executive and whose net amount
// at risk belongs to the corporation for the employer benefit period. The projection is the
// product's own (the month loop of ul/project.ts); this file only splits its values between the
// two owners and adds up who paid what, so every figure can be traced back to the ledger.

import { illustrateResolved } from './illustrate';
import { validateIllustrationInput } from './input';
import type { IllustrationInput, InputProblem } from './input-types';
import type { BasisName, Ledger } from './ledger';
import { premiumModeFromCode } from './modes';
import { parseDecimal } from './money';
import { problem } from './problems';
import { product0602 } from './products/p0602';
import { ulLedger } from './ul/ledger';
import { prepareUl } from './ul/prepare';
import type { UlMonthRow } from './ul/project';

/** The concept's product: universal life 0602 (spec 2.8: setup items of product 602). */
export const SHARED_OWNERSHIP_PRODUCT = '0602' as const;
/** An executive is an adult; 0602 issues to 85. */
export const SHARED_AGE = { min: 18, max: 85 } as const;
/** The rows shown: to attained age 100 (the COI cease age), the account carrying on after it. */
const LAST_AGE = 100;

export type SharedPaymentMode = '012' | '06' | '03' | '01';

export interface SharedFundRow {
  /** Fund code of 0602: DI, CBF, CEFI, APEF. */
  readonly fundId: string;
  /** Illustrated rate, percent, step 0.001. */
  readonly rate: number;
  /** Percent of each deposit, 3 decimals. */
  readonly allocation: number;
  /** The row's checkbox (row 1 has none and is always chosen). */
  readonly selected: boolean;
}

export interface SharedOwnershipInput {
  readonly age: number;
  readonly retirementAge: number;
  readonly sex: 'M' | 'F';
  /** N non-smoker, S smoker. */
  readonly smokeClass: 'N' | 'S';
  /** Years the employer pays the planned deposit (0 to the benefit period). */
  readonly employerPayPeriod: number;
  /** Years the corporation owns the net amount at risk. */
  readonly benefitPeriod: number;
  /** Total death benefit (face), dollars. */
  readonly deathBenefit: number;
  /** L level COI, Y yearly renewable term. */
  readonly coiType: 'L' | 'Y';
  /** LF level face (option 1), the only type offered. */
  readonly deathBenefitType: 'LF';
  readonly paymentMode: SharedPaymentMode;
  /** Deposit per payment, dollars to the cent. */
  readonly premiumAmount: number;
  readonly funds: readonly SharedFundRow[];
}

/** One policy year's split (money in cents, values at the end of the year). */
export interface SharedOwnershipRow {
  readonly year: number;
  /** Attained age at the end of the year. */
  readonly age: number;
  readonly totalDeathBenefit: number;
  /** The account value: the executive's share of the death benefit during the benefit period. */
  readonly accountValue: number;
  /** Net amount at risk, max(0, DB − max(0, AV)): the corporation's share in that period. */
  readonly netAmountAtRisk: number;
  /** What the executive's estate receives at death in the year. */
  readonly executiveShare: number;
  /** What the corporation receives at death in the year (0 after the benefit period). */
  readonly corporationShare: number;
  readonly cashSurrenderValue: number;
  /** Σ of the year's monthly COI deductions: the cost of the corporation's cover. */
  readonly costOfInsurance: number;
  /** The year's planned deposit as the ledger has it. */
  readonly deposit: number;
  readonly employerDeposit: number;
  readonly executiveDeposit: number;
  /** max(0, employerDeposit − corporation's COI): what the corporation paid beyond its share. */
  readonly taxableBenefit: number;
  /** max(0, corporation's COI − employerDeposit): its cover paid out of the executive's account. */
  readonly coiBorneByExecutive: number;
  readonly inBenefitPeriod: boolean;
}

/** The tax slides' figures at the end of the benefit period (cents). */
export interface SharedOwnershipEnd {
  /** The policy year whose end closes the benefit period (earlier if the policy lapsed). */
  readonly year: number;
  readonly age: number;
  readonly executive: {
    readonly accountValue: number;
    readonly cashSurrenderValue: number;
    readonly totalDeposits: number;
    readonly cumulativeTaxableBenefit: number;
    /** The policy's adjusted cost basis then (README §Canadian tax values). */
    readonly adjustedCostBasis: number;
    /** The gain a surrender then would give: max(0, CSV − ACB). */
    readonly policyGainOnSurrender: number;
    /** Total death benefit from then on, all the executive's. */
    readonly deathBenefitAfter: number;
  };
  readonly corporation: {
    readonly totalDeposits: number;
    readonly totalCostOfInsurance: number;
    /** Paid beyond its share: the executive's taxable benefit, year by year. */
    readonly paidBeyondShare: number;
    /** Its cover paid out of the executive's account. */
    readonly coverPaidByExecutive: number;
    /** The net amount at risk it gives up when the benefit period ends. */
    readonly coverGivenUp: number;
  };
}

export type SharedBasisName = Exclude<BasisName, 'alternate'>;

export interface SharedOwnershipBasis {
  readonly basis: SharedBasisName;
  readonly rows: readonly SharedOwnershipRow[];
  readonly end: SharedOwnershipEnd | null;
  /** Policy year of lapse (1-based), or null. */
  readonly lapseYear: number | null;
}

export interface SharedOwnershipResult {
  readonly productId: typeof SHARED_OWNERSHIP_PRODUCT;
  readonly annualDeposit: number;
  readonly retirementYear: number;
  readonly guaranteed: SharedOwnershipBasis;
  readonly illustrated: SharedOwnershipBasis;
}

export type SharedOwnershipOutcome =
  | { readonly ok: true; readonly value: SharedOwnershipResult }
  | { readonly ok: false; readonly problems: InputProblem[] };

const PAYMENTS: Record<SharedPaymentMode, number> = { '012': 1, '06': 2, '03': 4, '01': 12 };
const wholeIn = (v: number, min: number, max: number) =>
  Number.isInteger(v) && v >= min && v <= max;

/** The engine's own field names for the concept's input (`funds.{i}.rate` and so on). */
function checkConcept(input: SharedOwnershipInput): InputProblem[] {
  const problems: InputProblem[] = [];
  if (!wholeIn(input.age, SHARED_AGE.min, SHARED_AGE.max))
    problems.push(problem('age', 'sharedAge', { ...SHARED_AGE }));
  if (!wholeIn(input.retirementAge, input.age + 1, LAST_AGE))
    problems.push(problem('retirementAge', 'sharedRetirementAge', { age: input.age }));
  const maxPeriod = Math.max(1, LAST_AGE - input.age);
  if (!wholeIn(input.benefitPeriod, 1, maxPeriod))
    problems.push(problem('benefitPeriod', 'sharedBenefitPeriod', { max: maxPeriod }));
  else if (!wholeIn(input.employerPayPeriod, 0, input.benefitPeriod))
    problems.push(problem('employerPayPeriod', 'sharedPayPeriod', { max: input.benefitPeriod }));
  if (input.deathBenefitType !== 'LF')
    problems.push(problem('deathBenefitType', 'sharedDeathBenefitType'));
  if (!(input.paymentMode in PAYMENTS))
    problems.push(problem('paymentMode', 'premiumMode', { modes: '012, 06, 03, 01' }));
  if (!['N', 'S'].includes(input.smokeClass)) problems.push(problem('smokeClass', 'smokeClass'));
  if (!['M', 'F'].includes(input.sex)) problems.push(problem('sex', 'sex'));
  if (!['L', 'Y'].includes(input.coiType)) problems.push(problem('coiType', 'coiType'));
  const seen = new Set<string>();
  let total = 0;
  input.funds.forEach((row, i) => {
    const chosen = i === 0 || row.selected;
    if (!chosen) return;
    if (!product0602.funds.some((f) => f.id === row.fundId))
      problems.push(
        problem(`funds.${i}.fundId`, 'fundNotOffered', {
          fund: row.fundId,
          product: product0602.name,
        }),
      );
    else if (seen.has(row.fundId))
      problems.push(problem(`funds.${i}.fundId`, 'fundTwice', { fund: row.fundId }));
    seen.add(row.fundId);
    // Spec 9: interest rates move in steps of 0.001 (the field's 3 decimals), here as well.
    if (Number.isFinite(row.rate) && parseDecimal(Math.abs(row.rate), 3) === null)
      problems.push(problem(`funds.${i}.rate`, 'sharedRateStep'));
    const share = parseDecimal(row.allocation, 3);
    if (share === null || share < 0) problems.push(problem(`funds.${i}.allocation`, 'allocation'));
    else total += share;
  });
  if (total !== 100_000 && !problems.some((p) => p.field.endsWith('.allocation')))
    problems.push(problem('funds.0.allocation', 'allocationTotal', { total: total / 1000 }));
  return problems;
}

/** The illustration the concept projects: 0602 on one life, deposits over the benefit period. */
export function sharedOwnershipIllustrationInput(input: SharedOwnershipInput): IllustrationInput {
  const chosen = input.funds.filter((row, i) => i === 0 || row.selected);
  const annual = Math.round(input.premiumAmount * 100 * (PAYMENTS[input.paymentMode] ?? 1)) / 100;
  return {
    productId: SHARED_OWNERSHIP_PRODUCT,
    faceAmount: input.deathBenefit,
    premiumMode: premiumModeFromCode(input.paymentMode),
    insureds: [{ sex: input.sex, smokeClass: input.smokeClass, issueAge: input.age }],
    ul: {
      deathBenefitOption: 1,
      coiType: input.coiType === 'L' ? 'LevelGuaranteed' : 'YRT',
      annualDeposit: annual,
      depositYears: input.benefitPeriod,
      allocations: Object.fromEntries(chosen.map((row) => [row.fundId, row.allocation])),
      fundRates: Object.fromEntries(chosen.map((row) => [row.fundId, row.rate])),
    },
  };
}

/** The engine's refusals of the illustration, on the concept's own fields. */
function onConceptFields(problems: readonly InputProblem[], input: SharedOwnershipInput) {
  const rowOf = (fundId: string) =>
    Math.max(
      0,
      input.funds.findIndex((row) => row.fundId === fundId),
    );
  return problems.map((p) => {
    const fund = /^ul\.(fundRates|allocations)\.(.+)$/.exec(p.field);
    let field = p.field;
    if (p.field === 'faceAmount') field = 'deathBenefit';
    else if (p.field.startsWith('ul.annualDeposit')) field = 'premiumAmount';
    else if (p.field.startsWith('insureds.0.')) field = 'age';
    else if (p.field === 'ul.fundRates') field = 'funds.0.rate';
    else if (fund?.[1] && fund[2])
      field = `funds.${rowOf(fund[2])}.${fund[1] === 'fundRates' ? 'rate' : 'allocation'}`;
    return { ...p, field };
  });
}

/** Σ of each year's monthly COI deductions, cents. */
export function coiByYear(months: readonly UlMonthRow[], years: number): number[] {
  const out = new Array<number>(years).fill(0);
  for (const row of months) if (row.t < years) out[row.t] = (out[row.t] ?? 0) + row.coi;
  return out;
}

/** What the split reads from a ledger (cents by year index): the columns it needs, no more. */
export interface SplitSource {
  readonly issueAge: number;
  readonly years: number;
  readonly lapseYear: number | null;
  readonly deathBenefit: ArrayLike<number>;
  readonly accountValue: ArrayLike<number>;
  readonly cashSurrenderValue: ArrayLike<number>;
  readonly premium: ArrayLike<number>;
  readonly acb: ArrayLike<number>;
  readonly taxableGain: ArrayLike<number>;
  readonly coi: ArrayLike<number>;
}

/**
 * The split (README §Shared Ownership), year index t, benefit period B, pay period P:
 *   NAAR_t = max(0, DB_t − max(0, AV_t)); during t < B the executive's share is max(0, AV_t)
 *   and the corporation's NAAR_t; from B on the executive's share is DB_t.
 *   employerDeposit_t = deposit_t (t < P), min(deposit_t, COI_t) (P ≤ t < B), 0 after;
 *   executiveDeposit_t = deposit_t − employerDeposit_t;
 *   taxableBenefit_t = max(0, employerDeposit_t − COI_t), coiBorneByExecutive_t =
 *   max(0, COI_t − employerDeposit_t), both for t < B only.
 */
export function splitValues(
  source: SplitSource,
  periods: { readonly benefitPeriod: number; readonly employerPayPeriod: number },
  basis: SharedBasisName,
): SharedOwnershipBasis {
  const last = Math.min(source.years, Math.max(0, LAST_AGE - source.issueAge));
  const rows: SharedOwnershipRow[] = [];
  for (let t = 0; t < last; t++) {
    const db = source.deathBenefit[t] ?? 0;
    const av = Math.max(0, source.accountValue[t] ?? 0);
    const naar = Math.max(0, db - av);
    const inBenefitPeriod = t < periods.benefitPeriod;
    const deposit = source.premium[t] ?? 0;
    const coi = inBenefitPeriod ? (source.coi[t] ?? 0) : 0;
    const employerDeposit = !inBenefitPeriod
      ? 0
      : t < periods.employerPayPeriod
        ? deposit
        : Math.min(deposit, coi);
    rows.push({
      year: t + 1,
      age: source.issueAge + t + 1,
      totalDeathBenefit: db,
      accountValue: av,
      netAmountAtRisk: naar,
      executiveShare: inBenefitPeriod ? av : db,
      corporationShare: inBenefitPeriod ? naar : 0,
      cashSurrenderValue: source.cashSurrenderValue[t] ?? 0,
      costOfInsurance: coi,
      deposit,
      employerDeposit,
      executiveDeposit: deposit - employerDeposit,
      taxableBenefit: inBenefitPeriod ? Math.max(0, employerDeposit - coi) : 0,
      coiBorneByExecutive: inBenefitPeriod ? Math.max(0, coi - employerDeposit) : 0,
      inBenefitPeriod,
    });
  }
  const within = rows.filter((row) => row.inBenefitPeriod);
  const closing = within[within.length - 1];
  const sum = (pick: (row: SharedOwnershipRow) => number) =>
    within.reduce((total, row) => total + pick(row), 0);
  const end: SharedOwnershipEnd | null = closing
    ? {
        year: closing.year,
        age: closing.age,
        executive: {
          accountValue: closing.accountValue,
          cashSurrenderValue: closing.cashSurrenderValue,
          totalDeposits: sum((row) => row.executiveDeposit),
          cumulativeTaxableBenefit: sum((row) => row.taxableBenefit),
          adjustedCostBasis: source.acb[closing.year - 1] ?? 0,
          policyGainOnSurrender: source.taxableGain[closing.year - 1] ?? 0,
          deathBenefitAfter: closing.totalDeathBenefit,
        },
        corporation: {
          totalDeposits: sum((row) => row.employerDeposit),
          totalCostOfInsurance: sum((row) => row.costOfInsurance),
          paidBeyondShare: sum((row) => row.taxableBenefit),
          coverPaidByExecutive: sum((row) => row.coiBorneByExecutive),
          coverGivenUp: closing.netAmountAtRisk,
        },
      }
    : null;
  return {
    basis,
    rows,
    end,
    lapseYear: source.lapseYear === null ? null : source.lapseYear + 1,
  };
}

/**
 * The concept's values on the guaranteed and illustrated bases, or every problem with the
 * input (on the concept's fields, both languages through problemText) and no calculation.
 */
export function sharedOwnership(input: SharedOwnershipInput): SharedOwnershipOutcome {
  const own = checkConcept(input);
  if (own.length > 0) return { ok: false, problems: own };
  const illustrationInput = sharedOwnershipIllustrationInput(input);
  const checked = validateIllustrationInput(illustrationInput);
  if (!checked.ok) return { ok: false, problems: onConceptFields(checked.problems, input) };
  const result = illustrateResolved(checked.value);
  const prepared = prepareUl(checked.value);
  const split = (basis: 'guaranteed' | 'illustrated'): SharedOwnershipBasis => {
    const ledger: Ledger = result.ledgers[basis];
    // The ledger keeps yearly values only; the COI is the sum of the same month loop's rows.
    const months: UlMonthRow[] = [];
    ulLedger(checked.value, prepared, basis, months);
    return splitValues(
      { ...ledger, coi: coiByYear(months, ledger.years) },
      { benefitPeriod: input.benefitPeriod, employerPayPeriod: input.employerPayPeriod },
      basis,
    );
  };
  return {
    ok: true,
    value: {
      productId: SHARED_OWNERSHIP_PRODUCT,
      annualDeposit: (result.ledgers.illustrated.premium[0] ?? 0) as number,
      retirementYear: input.retirementAge - input.age,
      guaranteed: split('guaranteed'),
      illustrated: split('illustrated'),
    },
  };
}
