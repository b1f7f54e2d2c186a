// The illustration form as the screen keeps it (strings and booleans, as typed), its checks
// against the product setup, and the engine input it becomes. Field names follow the spec
// where it names them (cboRateClass, chkTerm10…, rdoDuration, txtPy1…); the rest are ours.

import type {
  IllustrationInputBody,
  ProductCatalogue,
  ProductSetup,
} from '@portal/contracts/illustration';
import type { Language } from '@portal/domain/fields/control-item';
import { type FormRule, formRuleProblems } from '@portal/domain/fields/form-rules';
import { parseNumber as readNumber } from '@portal/domain/fields/numbers';
import { ageNearest, parseIsoDate } from '@portal/domain/inforce/ages';

export const FORM_STORAGE_KEY = 'newBusiness';
/** Page and concept selections are also kept on their own (platform spec 3). */
export const SELECTIONS_STORAGE_KEY = 'newBusinessSelections';

export const PAGE_FLAGS = [
  'chkCoverPage',
  'chkTaxPage',
  'chkUnderwritingPage',
  'chkComplianceNotice',
  'chkBenefitsPage',
  'chkCoveragePage',
] as const;
export const CONCEPT_FLAGS = [
  'chkProductCompare',
  'chkInternalRoR',
  'chkCharitableGiving',
  'chkInsuranceInvestment',
  'chkSharedOwnership',
] as const;
export const INCOME_FLAGS = ['chkIncomeStoryboardPage', 'chkIncomeNonRegPage'] as const;
/**
 * The needs analysis page (issue 22): chosen like the other pages, printed only when an
 * analysis is tied to the case. The form keeps the tied analysis as NEEDS_ANALYSIS_FIELD.
 */
export const NEEDS_PAGE_FLAG = 'chkNeedsPage';
export const NEEDS_ANALYSIS_FIELD = 'needsAnalysisId';
export const CONCEPT_RATES = [
  'txtCharitableGivingIntRate',
  'txtCharitableGivingTaxRate',
  'txtInsuranceInvestmentIntRate',
  'txtInsuranceInvestmentTaxRate',
  'txtIncomePayoutLoanRate',
  'txtIncomePayoutIntRate',
  'txtIncomePayoutTaxRate',
  'txtEmployerBenefitPeriod',
  'txtEmployerPayPeriod',
] as const;
export const PAYOUT_FIELDS = [1, 2, 3, 4, 5].flatMap((n) => [`txtPy${n}`, `txtAgeD${n}`]);
export const TERM_COMPARE_FLAGS = ['chkTerm10', 'chkTerm20', 'chkTerm30'] as const;
export const TERM_COMPARE_PRODUCTS = {
  chkTerm10: '0131',
  chkTerm20: '0132',
  chkTerm30: '0133',
} as const;

/** Everything kept in the saved report profile and in the selections entry. */
export const SELECTION_FIELDS = [
  ...PAGE_FLAGS,
  NEEDS_PAGE_FLAG,
  ...CONCEPT_FLAGS,
  ...INCOME_FLAGS,
  ...CONCEPT_RATES,
  ...PAYOUT_FIELDS,
  'rdoDuration',
  'cboSelectedYears',
  'cboIntervalYears',
  'cboRateClass',
  ...TERM_COMPARE_FLAGS,
  'chkADO',
] as const;

export type FormValue = string | boolean;
export type IllustrationFormValues = Record<string, FormValue>;

export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

/** Spec 9: age + 20 when the issue age is under 65 or over 75, otherwise 86. */
export function defaultRetirementAge(issueAge: number): number {
  return issueAge < 65 || issueAge > 75 ? issueAge + 20 : 86;
}

export function defaultForm(): IllustrationFormValues {
  return {
    insuredName: '',
    insuredBirthDate: '',
    insuredAge: '',
    insuredSex: 'M',
    insuredSmokeClass: 'N',
    cboRateClass: 'P',
    insuredRating: '100',
    insuredFlatExtra: '0',
    insuredFlatExtraDuration: '0',
    insured2Name: '',
    insured2Age: '',
    insured2Sex: 'F',
    insured2SmokeClass: 'N',
    ownerName: '',
    province: 'ON',
    productId: '0132',
    faceAmount: '',
    premiumMode: 'Monthly',
    lifeBasis: 'JOINTLAST',
    dividendOption: 'PUA',
    premiumOffset: false,
    premiumOffsetYear: '10',
    chkTermRider: false,
    termRiderFace: '100000',
    chkWaiver: false,
    chkADO: false,
    adbFace: '100000',
    chkChild: false,
    childFace: '10000',
    annualDeposit: '',
    deathBenefitOption: '1',
    coiType: 'YRT',
    rdoDuration: 'all',
    cboIntervalYears: '5',
    cboSelectedYears: '5, 10, 20, 30',
    chkTerm10: false,
    chkTerm20: false,
    chkTerm30: false,
    chkCoverPage: true,
    chkTaxPage: false,
    chkUnderwritingPage: false,
    chkComplianceNotice: true,
    chkBenefitsPage: true,
    chkCoveragePage: true,
    chkProductCompare: false,
    chkInternalRoR: true,
    chkCharitableGiving: false,
    chkInsuranceInvestment: false,
    chkSharedOwnership: false,
    chkIncomeStoryboardPage: false,
    chkIncomeNonRegPage: false,
    txtCharitableGivingIntRate: '5',
    txtCharitableGivingTaxRate: '40',
    txtInsuranceInvestmentIntRate: '5',
    txtInsuranceInvestmentTaxRate: '45',
    txtIncomePayoutLoanRate: '6',
    txtIncomePayoutIntRate: '5',
    txtIncomePayoutTaxRate: '45',
    txtEmployerBenefitPeriod: '10',
    txtEmployerPayPeriod: '10',
    ...Object.fromEntries(PAYOUT_FIELDS.map((name) => [name, ''])),
  };
}

/** A field problem: a catalogue key under illustration.errors and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}
export type FormProblems = Record<string, FieldProblem>;

const text = (form: IllustrationFormValues, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};
const flag = (form: IllustrationFormValues, name: string) => form[name] === true;

/**
 * A number as typed in the user's language (the field engine's reading: '1,234.5' in English,
 * '1 234,5' in French); NaN when it is not one.
 */
export function numberIn(raw: string, language: Language): number {
  return readNumber(raw, language) ?? Number.NaN;
}

/** The illustration date as a calendar day (the issue date of a new-business case). */
export function isoDay(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/**
 * The age a birth date gives on the illustration date: age nearest birthday (spec 9, "rounds
 * at 6 months"), the rule the engine and the in-force viewer use. Null for a text that is not
 * a real date in the past.
 */
export function ageFromBirthDate(birthDate: string, today: Date): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || parseIsoDate(birthDate) === null) return null;
  const day = isoDay(today);
  if (birthDate > day) return null;
  return ageNearest(birthDate, day);
}

/** The age basis the form prices with, shown beside the age. */
export const AGE_BASIS = 'nearest' as const;

/**
 * The form after one change, with what it derives: a real birth date drives the age beside it
 * (the age field then shows that age and cannot be typed), so the two never disagree.
 */
export function applyChange(
  values: IllustrationFormValues,
  name: string,
  value: FormValue,
  today = new Date(),
): IllustrationFormValues {
  const next = { ...values, [name]: value };
  const birth = /^(insured2?)BirthDate$/.exec(name);
  if (birth && typeof value === 'string') {
    const age = ageFromBirthDate(value.trim(), today);
    if (age !== null) next[`${birth[1]}Age`] = String(age);
  }
  return next;
}

/** Whether a birth date has been typed: it then drives the age. */
export function birthDateDrives(values: IllustrationFormValues, prefix: string): boolean {
  const birth = values[`${prefix}BirthDate`];
  return typeof birth === 'string' && birth.trim() !== '';
}

export type FormTab = 'client' | 'results' | 'concepts' | 'report';

const RESULTS_FIELDS: ReadonlySet<string> = new Set([
  'rdoDuration',
  'cboIntervalYears',
  'cboSelectedYears',
]);
const REPORT_FIELDS: ReadonlySet<string> = new Set([
  ...PAGE_FLAGS,
  NEEDS_PAGE_FLAG,
  ...CONCEPT_FLAGS,
  ...INCOME_FLAGS,
  ...CONCEPT_RATES,
  ...PAYOUT_FIELDS,
  ...TERM_COMPARE_FLAGS,
]);
/** Fields of the client tab that the engine input is not built from. */
const NOT_PRICED: ReadonlySet<string> = new Set([
  'insuredName',
  'insured2Name',
  'ownerName',
  'province',
]);

/** The tab a field lives on, so the error summary can take the user there. */
export function tabOf(name: string): FormTab {
  if (RESULTS_FIELDS.has(name)) return 'results';
  if (REPORT_FIELDS.has(name)) return 'report';
  return 'client';
}

/**
 * Whether a field's value goes into the engine input, so that its error stops the premium.
 * Display choices (the years shown), concept rates and names do not: their errors are listed
 * in the summary, but the premium stands.
 */
export function feedsPremium(name: string): boolean {
  return tabOf(name) === 'client' && !NOT_PRICED.has(name);
}

export interface CheckedForm {
  problems: FormProblems;
  /** The engine input, when the form has no problem. */
  input: IllustrationInputBody | null;
  product: ProductSetup | undefined;
  /** The issue age of the first insured, when known. */
  issueAge: number | null;
}

/**
 * Checks every field against the product's setup (the same limits the server applies) and
 * builds the engine input. Nothing is sent while a problem remains.
 */
export function checkForm(
  form: IllustrationFormValues,
  catalogue: ProductCatalogue,
  today = new Date(),
  language: Language = 'en',
): CheckedForm {
  const parseNumber = (raw: string) => numberIn(raw, language);
  const problems: FormProblems = {};
  const product = catalogue.products.find((p) => p.productId === form.productId);
  const riderSetup = (id: string) => catalogue.riders.find((r) => r.riderId === id);
  const wholeNumber = (name: string, min: number, max: number, key: string): number | null => {
    const raw = text(form, name);
    if (raw === '') {
      problems[name] = { key: 'required' };
      return null;
    }
    const value = parseNumber(raw);
    if (Number.isNaN(value)) problems[name] = { key: 'number' };
    else if (!Number.isInteger(value)) problems[name] = { key: 'wholeNumber' };
    else if (value < min || value > max) problems[name] = { key, values: { min, max } };
    else return value;
    return null;
  };
  const decimal = (name: string, min: number, max: number, key: string): number | null => {
    const raw = text(form, name);
    if (raw === '') {
      problems[name] = { key: 'required' };
      return null;
    }
    const value = parseNumber(raw);
    if (Number.isNaN(value)) problems[name] = { key: 'number' };
    else if (value < min || value > max) problems[name] = { key, values: { min, max } };
    else return value;
    return null;
  };

  const ageLimits = product?.issueAge ?? { min: 0, max: 120 };
  const insuredAge = (prefix: string): number | null => {
    const birth = text(form, `${prefix}BirthDate`);
    if (birth !== '') {
      const age = ageFromBirthDate(birth, today);
      if (age === null) {
        problems[`${prefix}BirthDate`] = { key: 'birthDate' };
        return null;
      }
      if (age < ageLimits.min || age > ageLimits.max) {
        problems[`${prefix}BirthDate`] = { key: 'ageRange', values: ageLimits };
        return null;
      }
      return age;
    }
    return wholeNumber(`${prefix}Age`, ageLimits.min, ageLimits.max, 'ageRange');
  };

  const age1 = insuredAge('insured');
  const joint = product?.lifeBases.includes('JOINTLAST') && !product.lifeBases.includes('SINGLE');
  const age2 = joint ? insuredAge('insured2') : null;
  // Without a product nothing else can be checked against it: choosing one comes first.
  if (!product) problems.productId = { key: 'required' };
  const rating = Number(text(form, 'insuredRating'));
  if (product && !product.ratings.includes(rating)) problems.insuredRating = { key: 'ratingRange' };
  const flatExtra = decimal('insuredFlatExtra', 0, 100, 'flatExtra');
  const flatExtraDuration = wholeNumber('insuredFlatExtraDuration', 0, 999, 'flatExtraDuration');
  if (flatExtraDuration !== null && flatExtraDuration > 120 && flatExtraDuration !== 999)
    problems.insuredFlatExtraDuration = { key: 'flatExtraDuration' };
  const face = wholeNumber(
    'faceAmount',
    product?.face.min ?? 1,
    product?.face.max ?? 10_000_000,
    'faceRange',
  );

  const riders: NonNullable<IllustrationInputBody['riders']> = [];
  const riderFace = (name: string, riderId: string) => {
    const limits = riderSetup(riderId)?.face ?? { min: 1, max: 10_000_000 };
    return wholeNumber(name, limits.min, limits.max, 'riderFaceRange');
  };
  const allowed = (id: string) => product?.ridersAllowed.includes(id as never) ?? false;
  const termRiderId = product?.family === 'ul' ? '094' : '093';
  if (flag(form, 'chkTermRider') && allowed(termRiderId)) {
    const amount = riderFace('termRiderFace', termRiderId);
    if (amount !== null) riders.push({ riderId: termRiderId, faceAmount: amount });
  }
  if (flag(form, 'chkWaiver') && allowed('WP')) riders.push({ riderId: 'WP' });
  if (flag(form, 'chkADO') && allowed('ADB')) {
    const amount = riderFace('adbFace', 'ADB');
    if (amount !== null) riders.push({ riderId: 'ADB', faceAmount: amount });
  }
  if (flag(form, 'chkChild') && allowed('CHILD')) {
    const amount = riderFace('childFace', 'CHILD');
    if (amount !== null) riders.push({ riderId: 'CHILD', faceAmount: amount });
  }

  let ul: IllustrationInputBody['ul'];
  let wholeLife: IllustrationInputBody['wholeLife'];
  if (product?.family === 'ul') {
    const deposit = decimal('annualDeposit', 0, 10_000_000, 'notNegative');
    const allocations: Record<string, number> = {};
    let total = 0;
    for (const fund of product.funds) {
      const name = `alloc_${fund.fundId}`;
      const raw = text(form, name);
      const value = raw === '' ? fund.defaultAllocation : parseNumber(raw);
      if (Number.isNaN(value) || value < 0 || value > 100) problems[name] = { key: 'percent' };
      else {
        allocations[fund.fundId] = value;
        total += value;
      }
    }
    if (Math.abs(total - 100) > 1e-9 && !product.funds.some((f) => problems[`alloc_${f.fundId}`]))
      problems.allocations = {
        key: 'allocationTotal',
        values: { total: Math.round(total * 1000) / 1000 },
      };
    if (deposit !== null)
      ul = {
        annualDeposit: deposit,
        allocations,
        deathBenefitOption: text(form, 'deathBenefitOption') === '2' ? 2 : 1,
        coiType: text(form, 'coiType') === 'LevelGuaranteed' ? 'LevelGuaranteed' : 'YRT',
      };
  }
  if (product?.family === 'wholeLife') {
    const option = text(form, 'dividendOption');
    const dividendOption = (
      product.dividendOptions.includes(option as never) ? option : product.dividendOptions[0]
    ) as NonNullable<IllustrationInputBody['wholeLife']>['dividendOption'];
    wholeLife = { dividendOption };
    if (flag(form, 'premiumOffset') && premiumOffsetElectable(product, dividendOption)) {
      const startYear = wholeNumber('premiumOffsetYear', 2, 120, 'years');
      if (startYear !== null)
        wholeLife = { dividendOption, premiumOffset: { elected: true, startYear } };
    }
  }

  // Display options and concept rates: checked here so a typo never reaches a report.
  if (text(form, 'rdoDuration') === 'interval') wholeNumber('cboIntervalYears', 1, 50, 'interval');
  if (text(form, 'rdoDuration') === 'selected' && selectedYears(form) === null)
    problems.cboSelectedYears = { key: 'years' };
  for (const name of CONCEPT_RATES.slice(0, 7)) {
    const raw = text(form, name);
    if (raw !== '') {
      const value = parseNumber(raw);
      if (Number.isNaN(value) || value < 0 || value > 100) problems[name] = { key: 'percent' };
    }
  }

  const sex = (name: string): 'F' | 'M' => (text(form, name) === 'F' ? 'F' : 'M');
  const smoke = (name: string): 'N' | 'S' => (text(form, name) === 'S' ? 'S' : 'N');
  const rateClass = text(form, 'cboRateClass');
  const ok = !Object.keys(problems).some(feedsPremium) && product && age1 !== null && face !== null;
  let input: IllustrationInputBody | null = null;
  if (ok) {
    const first = {
      sex: sex('insuredSex'),
      smokeClass: smoke('insuredSmokeClass'),
      rateClass: (['P', 'S', 'U'].includes(rateClass) ? rateClass : 'P') as 'P' | 'S' | 'U',
      issueAge: age1,
      rating,
      flatExtra: flatExtra ?? 0,
      flatExtraDuration: flatExtraDuration ?? 0,
    };
    const lifeBasis = joint
      ? ((text(form, 'lifeBasis') === 'JOINTFIRST' ? 'JOINTFIRST' : 'JOINTLAST') as
          | 'JOINTFIRST'
          | 'JOINTLAST')
      : 'SINGLE';
    input = {
      productId: product.productId,
      faceAmount: face,
      premiumMode: text(form, 'premiumMode') as IllustrationInputBody['premiumMode'],
      lifeBasis,
      insureds:
        joint && age2 !== null
          ? [
              first,
              {
                sex: sex('insured2Sex'),
                smokeClass: smoke('insured2SmokeClass'),
                rateClass: 'P',
                issueAge: age2,
              },
            ]
          : [first],
      riders,
      ...(ul ? { ul } : {}),
      ...(wholeLife ? { wholeLife } : {}),
    };
    if (!product.premiumModes.includes(input.premiumMode)) {
      problems.premiumMode = { key: 'required' };
      input = null;
    }
  }
  return { problems, input, product, issueAge: age1 };
}

/** The spec's electability rule, for the plans this form offers. */
export function premiumOffsetElectable(product: ProductSetup, dividendOption: string): boolean {
  return product.planInPremiumOffset && (dividendOption === 'PUA' || dividendOption === 'DOD');
}

/** Policy years chosen for display ('5, 10, 20'), or null when the text is not such a list. */
export function selectedYears(form: IllustrationFormValues): number[] | null {
  const raw = text(form, 'cboSelectedYears');
  const parts = raw.split(/[,;\s]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const years = parts.map(Number);
  if (years.some((y) => !Number.isInteger(y) || y < 1 || y > 120)) return null;
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The rows the results show: every year, every n-th year (and the last), or the years chosen. */
export function visibleYears(form: IllustrationFormValues, years: number): number[] {
  const all = Array.from({ length: years }, (_, k) => k + 1);
  const mode = text(form, 'rdoDuration');
  if (mode === 'interval') {
    const step = Number(text(form, 'cboIntervalYears'));
    if (!Number.isInteger(step) || step < 1) return all;
    return all.filter((year) => year === 1 || year % step === 0 || year === years);
  }
  if (mode === 'selected') return (selectedYears(form) ?? []).filter((y) => y <= years);
  return all;
}

/**
 * The form-level rules of inforce spec 5 (the domain's, shared with the e-application) for
 * the fields this form has: the names before a report. The form has no postal code, city or
 * birthday range, so those rules have nothing to read here. Returns keys under formRules.
 */
export function reportReadiness(
  form: IllustrationFormValues,
  product: ProductSetup | undefined,
): FormRule[] {
  const joint = product !== undefined && !product.lifeBases.includes('SINGLE');
  return formRuleProblems({
    names: { owner: text(form, 'ownerName'), insured: text(form, 'insuredName') },
    secondInsured: { required: joint, name: text(form, 'insured2Name') },
  });
}

/** The form values as session storage keeps them; anything unreadable gives the defaults. */
export function readStoredForm(key = FORM_STORAGE_KEY): IllustrationFormValues | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const values: IllustrationFormValues = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function storeForm(values: IllustrationFormValues): void {
  sessionStorage.setItem(FORM_STORAGE_KEY, JSON.stringify(values));
  const selections = Object.fromEntries(
    SELECTION_FIELDS.filter((name) => name in values).map((name) => [name, values[name]]),
  );
  sessionStorage.setItem(SELECTIONS_STORAGE_KEY, JSON.stringify(selections));
}

/** Whether the form holds anything the agent typed (an in-progress case). */
export function hasProgress(values: IllustrationFormValues): boolean {
  const defaults = defaultForm();
  return ['insuredName', 'insuredAge', 'insuredBirthDate', 'faceAmount', 'ownerName'].some(
    (name) => (values[name] ?? '') !== (defaults[name] ?? ''),
  );
}
