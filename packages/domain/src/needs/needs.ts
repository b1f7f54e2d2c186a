import {
  depletionFactor,
  type ProjectionYear,
  preservationFactor,
  projectCapital,
} from './capital';
import { roundCents, roundUpTo } from './money';

/**
 * The capital needed at death (issue 22), lite and full (platform spec 3 and 6). Every amount
 * is in cents, every rate in basis points (see money.ts); the formulas and their sources are
 * in decision 0067.
 */
export type NeedsKind = 'lite' | 'full';
export type CapitalMethod = 'depletion' | 'preservation';

/** What both analyses ask. */
export interface LiteNeedsInput {
  kind: 'lite';
  /** Yearly income the family needs replaced. */
  annualIncome: number;
  /** For how many years. */
  incomeYears: number;
  /** Yearly indexation of that income. */
  indexationBps: number;
  /** Rate the capital is discounted at (what it is assumed to earn). */
  discountBps: number;
  debts: number;
  mortgage: number;
  finalExpenses: number;
  education: number;
  emergencyFund: number;
  existingCoverage: number;
  liquidAssets: number;
}

/** The full analysis: lite's needs with the survivor's own income and living-benefit needs. */
export interface FullNeedsInput
  extends Omit<LiteNeedsInput, 'kind' | 'indexationBps' | 'discountBps'> {
  kind: 'full';
  /** The surviving spouse's own yearly income, which reduces the income to replace. */
  spouseIncome: number;
  /** CPP/QPP survivor's pension, yearly, as the agent reads it from the client's statement. */
  survivorPension: number;
  /** Yearly inflation: the income to replace grows with it. */
  inflationBps: number;
  /** After-tax return the capital earns. */
  afterTaxReturnBps: number;
  method: CapitalMethod;
  /** Monthly income needed while disabled, and the monthly disability benefit already held. */
  disabilityMonthlyNeed: number;
  disabilityMonthlyCoverage: number;
  /** Lump sum needed on a critical illness, and the critical illness cover already held. */
  criticalIllnessNeed: number;
  criticalIllnessCoverage: number;
}

export type NeedsInput = LiteNeedsInput | FullNeedsInput;

export interface NeedsResult {
  kind: NeedsKind;
  /** Yearly income the capital must provide in the first year (after spouse and pension). */
  netAnnualIncome: number;
  /** The present-value factor applied to it (rounded to 6 places for display). */
  incomeFactor: number;
  incomeCapital: number;
  debts: number;
  finalExpenses: number;
  education: number;
  emergencyFund: number;
  totalNeeds: number;
  existingCoverage: number;
  liquidAssets: number;
  totalResources: number;
  /** Needs less resources, never below zero. */
  shortfall: number;
  /** The shortfall rounded up to the next $1,000, the face amount to illustrate. */
  suggestedFace: number;
  /** Full only: the monthly disability benefit still missing, and the critical illness cover. */
  disabilityMonthlyShortfall: number | null;
  criticalIllnessShortfall: number | null;
  /** Full only: the income capital year by year. */
  projection: ProjectionYear[];
}

/** Face amounts are sold in whole thousands of dollars (100,000 cents). */
export const FACE_STEP_CENTS = 100_000;

/** Why an input has no answer (the form's own rules catch the rest). */
export type NeedsProblem = 'returnMustExceedInflation';

export type NeedsOutcome = { ok: true; result: NeedsResult } | { ok: false; problem: NeedsProblem };

export function computeNeeds(input: NeedsInput): NeedsOutcome {
  const growth = input.kind === 'lite' ? input.indexationBps : input.inflationBps;
  const yieldBps = input.kind === 'lite' ? input.discountBps : input.afterTaxReturnBps;
  const netAnnualIncome =
    input.kind === 'lite'
      ? input.annualIncome
      : Math.max(0, input.annualIncome - input.spouseIncome - input.survivorPension);
  let factor: number;
  if (input.kind === 'full' && input.method === 'preservation') {
    const perpetual = preservationFactor(growth, yieldBps);
    if (perpetual === null) return { ok: false, problem: 'returnMustExceedInflation' };
    factor = perpetual;
  } else {
    factor = depletionFactor(input.incomeYears, growth, yieldBps);
  }
  const incomeCapital = roundCents(netAnnualIncome * factor);
  const debts = input.debts + input.mortgage;
  const totalNeeds =
    incomeCapital + debts + input.finalExpenses + input.education + input.emergencyFund;
  const totalResources = input.existingCoverage + input.liquidAssets;
  const shortfall = Math.max(0, totalNeeds - totalResources);
  const full = input.kind === 'full' ? input : null;
  return {
    ok: true,
    result: {
      kind: input.kind,
      netAnnualIncome,
      incomeFactor: Math.round(factor * 1e6) / 1e6,
      incomeCapital,
      debts,
      finalExpenses: input.finalExpenses,
      education: input.education,
      emergencyFund: input.emergencyFund,
      totalNeeds,
      existingCoverage: input.existingCoverage,
      liquidAssets: input.liquidAssets,
      totalResources,
      shortfall,
      suggestedFace: roundUpTo(shortfall, FACE_STEP_CENTS),
      disabilityMonthlyShortfall: full
        ? Math.max(0, full.disabilityMonthlyNeed - full.disabilityMonthlyCoverage)
        : null,
      criticalIllnessShortfall: full
        ? Math.max(0, full.criticalIllnessNeed - full.criticalIllnessCoverage)
        : null,
      projection: full
        ? projectCapital(incomeCapital, netAnnualIncome, input.incomeYears, growth, yieldBps)
        : [],
    },
  };
}
