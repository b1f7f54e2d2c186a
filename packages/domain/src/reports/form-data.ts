// The illustration form (its check boxes and rate fields, named as the spec names them:
// chkCoverPage, chkTerm10, txtCharitableGivingTaxRate…) to the report payload's formData, so
// a screen mounting the report buttons builds its payload with one call.
import type { IllustrationPageFlags } from './pages';

type FormValues = Readonly<Record<string, unknown>>;

const on = (form: FormValues, name: string) => form[name] === true;
const text = (form: FormValues, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string).trim() : '';

/** A percent field ('5', '5.5', '5,5') as a decimal rate; undefined when blank or not a number. */
export function percentField(form: FormValues, name: string): number | undefined {
  const raw = text(form, name).replace(',', '.').replace('%', '').trim();
  if (raw === '' || !/^\d+(\.\d+)?$/.test(raw)) return undefined;
  return Number(raw) / 100;
}

/** Products the compare page sets beside the case (term check boxes, spec 9). */
export const TERM_COMPARE = { chkTerm10: '0131', chkTerm20: '0132', chkTerm30: '0133' } as const;

export function pageFlagsFromForm(form: FormValues): IllustrationPageFlags {
  return {
    cover: on(form, 'chkCoverPage'),
    needs: on(form, 'chkNeedsPage'),
    coverage: on(form, 'chkBenefitsPage') || on(form, 'chkCoveragePage'),
    tax: on(form, 'chkTaxPage'),
    underwriting: on(form, 'chkUnderwritingPage'),
    productCompare: on(form, 'chkProductCompare'),
    irr: on(form, 'chkInternalRoR'),
    charitableGiving: on(form, 'chkCharitableGiving'),
    insuranceAsInvestment: on(form, 'chkInsuranceInvestment'),
    income: on(form, 'chkIncomeStoryboardPage') || on(form, 'chkIncomeNonRegPage'),
  };
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** formData for the report payload (names, pages, compare products, concept rates). */
export function reportFormDataFromForm(form: FormValues) {
  return {
    ownerName: text(form, 'ownerName'),
    insuredName: text(form, 'insuredName'),
    secondInsuredName: text(form, 'insured2Name'),
    pages: pageFlagsFromForm(form),
    // The needs analysis tied to the case (issue 22), kept in the form as needsAnalysisId.
    ...(text(form, 'needsAnalysisId') ? { needsAnalysisId: text(form, 'needsAnalysisId') } : {}),
    compareProductIds: (Object.keys(TERM_COMPARE) as (keyof typeof TERM_COMPARE)[])
      .filter((name) => on(form, name))
      .map((name) => TERM_COMPARE[name]),
    conceptRates: {
      charitable: defined({
        intRate: percentField(form, 'txtCharitableGivingIntRate'),
        taxRate: percentField(form, 'txtCharitableGivingTaxRate'),
      }),
      investment: defined({
        intRate: percentField(form, 'txtInsuranceInvestmentIntRate'),
        taxRate: percentField(form, 'txtInsuranceInvestmentTaxRate'),
      }),
      income: defined({
        loanRate: percentField(form, 'txtIncomePayoutLoanRate'),
        intRate: percentField(form, 'txtIncomePayoutIntRate'),
        taxRate: percentField(form, 'txtIncomePayoutTaxRate'),
      }),
    },
  };
}
