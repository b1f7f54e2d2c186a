import type { FormValues, Language } from '../fields/control-item';
import { parseNumber } from '../fields/numbers';
import { toBasisPoints, toCents } from './money';
import type { CapitalMethod, NeedsInput, NeedsKind } from './needs';

/**
 * The needs analysis as control items group it (issue 22): the fields both analyses share
 * (form 'needs'), lite's two rates ('needsLite') and full's additions ('needsFull'). A lite
 * analysis is 'needs' + 'needsLite', a full one 'needs' + 'needsFull'; the browser and the
 * server validate the same groups with the field engine, then read them with this one reader.
 */
export const NEEDS_FORMS: Record<NeedsKind, readonly [string, string]> = {
  lite: ['needs', 'needsLite'],
  full: ['needs', 'needsFull'],
};

export const NEEDS_FIELDS = {
  clientName: 'txtNeedsClientName',
  annualIncome: 'txtNeedsAnnualIncome',
  incomeYears: 'txtNeedsIncomeYears',
  debts: 'txtNeedsDebts',
  mortgage: 'txtNeedsMortgage',
  finalExpenses: 'txtNeedsFinalExpenses',
  education: 'txtNeedsEducation',
  emergencyFund: 'txtNeedsEmergencyFund',
  existingCoverage: 'txtNeedsExistingCoverage',
  liquidAssets: 'txtNeedsLiquidAssets',
  indexation: 'txtNeedsIndexation',
  discount: 'txtNeedsDiscountRate',
  spouseIncome: 'txtNeedsSpouseIncome',
  survivorPension: 'txtNeedsSurvivorPension',
  inflation: 'txtNeedsInflation',
  afterTaxReturn: 'txtNeedsAfterTaxReturn',
  method: 'rdoNeedsCapitalMethod',
  disabilityNeed: 'txtNeedsDisabilityNeed',
  disabilityCoverage: 'txtNeedsDisabilityCoverage',
  criticalIllnessNeed: 'txtNeedsCriticalIllnessNeed',
  criticalIllnessCoverage: 'txtNeedsCriticalIllnessCoverage',
} as const;

const F = NEEDS_FIELDS;

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** An empty optional amount is zero; the field engine has already refused anything unreadable. */
function number(values: FormValues, name: string, language: Language): number {
  return parseNumber(text(values, name), language) ?? 0;
}

/** The analysis input from form values the field engine has accepted. */
export function needsInputFromForm(
  kind: NeedsKind,
  values: FormValues,
  language: Language,
): NeedsInput {
  const cents = (name: string) => toCents(number(values, name, language));
  const bps = (name: string) => toBasisPoints(number(values, name, language));
  const common = {
    annualIncome: cents(F.annualIncome),
    incomeYears: Math.trunc(number(values, F.incomeYears, language)),
    debts: cents(F.debts),
    mortgage: cents(F.mortgage),
    finalExpenses: cents(F.finalExpenses),
    education: cents(F.education),
    emergencyFund: cents(F.emergencyFund),
    existingCoverage: cents(F.existingCoverage),
    liquidAssets: cents(F.liquidAssets),
  };
  if (kind === 'lite') {
    return { kind, ...common, indexationBps: bps(F.indexation), discountBps: bps(F.discount) };
  }
  const method: CapitalMethod =
    text(values, F.method) === 'preservation' ? 'preservation' : 'depletion';
  return {
    kind,
    ...common,
    spouseIncome: cents(F.spouseIncome),
    survivorPension: cents(F.survivorPension),
    inflationBps: bps(F.inflation),
    afterTaxReturnBps: bps(F.afterTaxReturn),
    method,
    disabilityMonthlyNeed: cents(F.disabilityNeed),
    disabilityMonthlyCoverage: cents(F.disabilityCoverage),
    criticalIllnessNeed: cents(F.criticalIllnessNeed),
    criticalIllnessCoverage: cents(F.criticalIllnessCoverage),
  };
}

/** The client's name as typed (it is stored with the analysis and printed on it). */
export function needsClientName(values: FormValues): string {
  return text(values, F.clientName).trim();
}
