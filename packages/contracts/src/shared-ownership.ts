// Shared Ownership (platform spec 2.8 and section 3; issue 21): the four form sections' control
// items, their defaults, the flat merge the slideshow hands out, how that object becomes the
// engine's input, and the call that computes the concept's values.

import type { SharedOwnershipInput } from '@portal/actuarial/shared-ownership';
import { z } from 'zod';
import { fieldItem } from './control-item-seed';
import type { StoredControlItem } from './fields';
import { sharedOwnershipEn as en, sharedOwnershipFr as fr } from './i18n/areas/shared-ownership';

/** Spec 9: 17 pages, 5 beneficiary rows, 4 fund rows, rate step 0.001, a 3-second wait. */
export const SHARED_PAGES = 17;
export const SHARED_BENEFICIARY_ROWS = 5;
export const SHARED_FUND_ROWS = 4;
export const SHARED_RATE_STEP = 0.001;
export const SHARED_SETUP_WAIT_MS = 3000;
export const SHARED_PRODUCT_ID = '602';

/**
 * Which Shared Ownership dialog the company uses (decisions 0065, 0081): the 17-page slideshow
 * (the default) or the earlier, shorter wizard ('Step n of total'). A company setting, read
 * by every signed-in user at `GET /users/SharedOwnershipVariant`, changed by administrators.
 */
export const SHARED_VARIANTS = ['slideshow', 'wizard'] as const;
export type SharedVariant = (typeof SHARED_VARIANTS)[number];
export const sharedVariantSchema = z.object({ variant: z.enum(SHARED_VARIANTS) });
export type SharedVariantSetting = z.infer<typeof sharedVariantSchema>;

/**
 * The wizard's steps (spec 2.8): intro slides, then the 'basic information' step (the personal
 * information section: name, age, retirement age, sex, smoker class, company, pay and benefit
 * years) and the 'Premium Allocation' step. The other two sections keep their defaults (or
 * what the slideshow entered before), so the merged data have the same shape either way.
 */
export const SHARED_WIZARD_STEPS = [
  { slide: 'notice' },
  { slide: 'whoShould' },
  { slide: 'howItWorks' },
  { section: 'personalInfo' },
  { section: 'premiumAllocation' },
] as const satisfies readonly ({ slide: keyof typeof en.slides } | { section: SharedSection })[];

/**
 * The columns of the year-by-year split, in order: one list for the values tab, the PDF and
 * the Excel sheet (each names them from `sharedOwnership.values.columns`).
 */
export const SHARED_TABLE_COLUMNS = [
  'year',
  'age',
  'totalDeathBenefit',
  'executiveShare',
  'corporationShare',
  'costOfInsurance',
  'employerDeposit',
  'executiveDeposit',
  'taxableBenefit',
  'cashSurrenderValue',
] as const;
export type SharedTableColumn = (typeof SHARED_TABLE_COLUMNS)[number];

/** The form sections by the index of their page (spec 2.8: 4, 9, 12, 13). */
export const SHARED_FORMS = {
  personalInfo: 'sharedPersonalInfo',
  beneficiaryDesignations: 'sharedBeneficiaryDesignations',
  productSelection: 'sharedProductSelection',
  premiumAllocation: 'sharedPremiumAllocation',
} as const;
export type SharedSection = keyof typeof SHARED_FORMS;
export const SHARED_FORM_PAGES: Readonly<Record<number, SharedSection>> = {
  4: 'personalInfo',
  9: 'beneficiaryDesignations',
  12: 'productSelection',
  13: 'premiumAllocation',
};

export const RELATIONSHIP_CODES = ['EM', 'SP', 'CH', 'PA', 'SI', 'ES', 'BP', 'OT'] as const;
export const SHARED_FUND_CODES = ['DI', 'CBF', 'CEFI', 'APEF'] as const;
export const SHARED_PAYMENT_MODES = ['012', '06', '03', '01'] as const;

const rows = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

type Value = string | boolean;
/** Each section's defaults (spec 3). Row 1 of the beneficiaries is the company, irrevocable. */
export function sharedDefaults(): Record<SharedSection, Record<string, Value>> {
  const beneficiaries: Record<string, Value> = {};
  for (const n of rows(SHARED_BENEFICIARY_ROWS)) {
    beneficiaries[`txtSharedBeneficiaryName${n}`] = '';
    beneficiaries[`cboSharedRelationshipToInsured${n}`] = n === 1 ? 'EM' : n === 2 ? 'SP' : '';
    beneficiaries[`txtSharedPercentShare${n}`] = n === 1 ? 'NAAR' : n === 2 ? '100% of Fund' : '';
    beneficiaries[`chkSharedIrrevocable${n}`] = n === 1;
  }
  const funds: Record<string, Value> = {};
  const rates = ['1.25', '1.50', '5.95', '4.15'];
  for (const n of rows(SHARED_FUND_ROWS)) {
    if (n > 1) funds[`chkSharedFundSelection${n}`] = false;
    funds[`cboSharedFundSelection${n}`] = SHARED_FUND_CODES[n - 1] ?? '';
    funds[`txtSharedFundSelectionInterestRate${n}`] = rates[n - 1] ?? '';
    funds[`txtSharedFundSelectionAllocationPercent${n}`] = n === 1 ? '100' : '0';
  }
  return {
    personalInfo: {
      txtSharedInsuredName: '',
      txtSharedAge: '30',
      txtSharedRetirementAge: '65',
      rdoSharedSex: 'M',
      rdoSharedSmokeClass: 'S',
      txtCompanyName: '',
      txtSharedEmployerPayPeriod: '35',
      txtSharedEmployerBenefitPeriod: '35',
    },
    beneficiaryDesignations: beneficiaries,
    productSelection: {
      txtSharedDeathBenefitAmount: '100000',
      rdoSharedCOIType: 'L',
      rdoSharedDeathBenefitType: 'LF',
      ...funds,
    },
    premiumAllocation: { rdoSharedPaymentMode: '012', txtSharedPremiumAmount: '10000' },
  };
}

type Attributes = Parameters<typeof fieldItem>[4];
const item = (
  section: SharedSection,
  name: string,
  type: Parameters<typeof fieldItem>[2],
  caption: [string, string],
  attributes: Attributes = {},
): StoredControlItem => fieldItem(name, SHARED_FORMS[section], type, { caption }, attributes);
const options = <K extends string>(
  keys: readonly K[],
  enLabels: Record<K, string>,
  frLabels: Record<K, string>,
) => keys.map((key) => [key, enLabels[key], frLabels[key]] as [string, string, string]);
const whole = (min: number, max: number) => ({
  useLimits: true,
  min,
  max,
  required: true,
  maxLength: 3,
});
const f = en.fields;
const g = fr.fields;

/** Every field of the four sections as a control item (seeded; the field engine checks them). */
export const SHARED_ITEMS: readonly StoredControlItem[] = [
  item('personalInfo', 'txtSharedInsuredName', 'name', [f.insuredName, g.insuredName], {
    required: true,
    maxLength: 120,
  }),
  item('personalInfo', 'txtSharedAge', 'integer', [f.age, g.age], whole(18, 85)),
  item('personalInfo', 'txtSharedRetirementAge', 'integer', [f.retirementAge, g.retirementAge], {
    ...whole(19, 100),
  }),
  item('personalInfo', 'rdoSharedSex', 'radio', [f.sex, g.sex], {
    options: options(['M', 'F'], f.sexes, g.sexes),
  }),
  item('personalInfo', 'rdoSharedSmokeClass', 'radio', [f.smokeClass, g.smokeClass], {
    options: options(['N', 'S'], f.smokeClasses, g.smokeClasses),
  }),
  item('personalInfo', 'txtCompanyName', 'text', [f.companyName, g.companyName], {
    required: true,
    maxLength: 120,
  }),
  item('personalInfo', 'txtSharedEmployerPayPeriod', 'integer', [f.payPeriod, g.payPeriod], {
    ...whole(0, 82),
    allowZero: true,
  }),
  item(
    'personalInfo',
    'txtSharedEmployerBenefitPeriod',
    'integer',
    [f.benefitPeriod, g.benefitPeriod],
    whole(1, 82),
  ),
  ...rows(SHARED_BENEFICIARY_ROWS).flatMap((n) => [
    item(
      'beneficiaryDesignations',
      `txtSharedBeneficiaryName${n}`,
      'name',
      [`${f.beneficiaryName} ${n}`, `${g.beneficiaryName} ${n}`],
      { maxLength: 120, required: n === 1 },
    ),
    item(
      'beneficiaryDesignations',
      `cboSharedRelationshipToInsured${n}`,
      'combo',
      [`${f.relationship} ${n}`, `${g.relationship} ${n}`],
      { options: options(RELATIONSHIP_CODES, f.relationships, g.relationships) },
    ),
    item(
      'beneficiaryDesignations',
      `txtSharedPercentShare${n}`,
      'text',
      [`${f.share} ${n}`, `${g.share} ${n}`],
      { maxLength: 40 },
    ),
    item('beneficiaryDesignations', `chkSharedIrrevocable${n}`, 'check', [
      `${f.irrevocable} ${n}`,
      `${g.irrevocable} ${n}`,
    ]),
  ]),
  item(
    'productSelection',
    'txtSharedDeathBenefitAmount',
    'dollarInteger',
    [f.deathBenefit, g.deathBenefit],
    { useLimits: true, min: 25_000, max: 10_000_000, required: true, maxLength: 9 },
  ),
  item('productSelection', 'rdoSharedCOIType', 'radio', [f.coiType, g.coiType], {
    options: options(['L', 'Y'], f.coiTypes, g.coiTypes),
  }),
  item(
    'productSelection',
    'rdoSharedDeathBenefitType',
    'radio',
    [f.deathBenefitType, g.deathBenefitType],
    { options: options(['LF'], f.deathBenefitTypes, g.deathBenefitTypes), disabled: true },
  ),
  ...rows(SHARED_FUND_ROWS).flatMap((n) => [
    ...(n > 1
      ? [
          item('productSelection', `chkSharedFundSelection${n}`, 'check', [
            `${f.fundChosen} ${n}`,
            `${g.fundChosen} ${n}`,
          ]),
        ]
      : []),
    item(
      'productSelection',
      `cboSharedFundSelection${n}`,
      'combo',
      [`${f.fund} ${n}`, `${g.fund} ${n}`],
      { options: options(SHARED_FUND_CODES, f.funds, g.funds) },
    ),
    item(
      'productSelection',
      `txtSharedFundSelectionInterestRate${n}`,
      'real',
      [`${f.fundRate} ${n}`, `${g.fundRate} ${n}`],
      { decimalPlaces: 3, useLimits: true, min: -10, max: 20, allowZero: true, required: true },
    ),
    item(
      'productSelection',
      `txtSharedFundSelectionAllocationPercent${n}`,
      'percent',
      [`${f.allocation} ${n}`, `${g.allocation} ${n}`],
      { decimalPlaces: 3, useLimits: true, min: 0, max: 100, allowZero: true, required: true },
    ),
  ]),
  item('premiumAllocation', 'rdoSharedPaymentMode', 'radio', [f.paymentMode, g.paymentMode], {
    options: options(SHARED_PAYMENT_MODES, f.paymentModes, g.paymentModes),
  }),
  item(
    'premiumAllocation',
    'txtSharedPremiumAmount',
    'dollar',
    [f.premiumAmount, g.premiumAmount],
    {
      decimalPlaces: 2,
      useLimits: true,
      min: 0,
      max: 2_000_000,
      allowZero: true,
      required: true,
      maxLength: 12,
    },
  ),
];

/** The chosen fund rows' allocations, in thousandths of a percent (row 1 is always chosen). */
export function allocationTotalThousandths(values: Readonly<Record<string, unknown>>): number {
  let total = 0;
  for (const n of rows(SHARED_FUND_ROWS)) {
    if (n > 1 && values[`chkSharedFundSelection${n}`] !== true) continue;
    const text = String(values[`txtSharedFundSelectionAllocationPercent${n}`] ?? '').replace(
      ',',
      '.',
    );
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value)) total += Math.round(value * 1000);
  }
  return total;
}

/** The four sections merged flat with the form name and the finished flag (spec 2.8). */
export const sharedOwnershipDataSchema = z
  .object({
    formName: z.literal('sharedOwnership'),
    finished: z.boolean(),
  })
  .catchall(z.union([z.string().max(200), z.boolean()]));
export type SharedOwnershipData = z.infer<typeof sharedOwnershipDataSchema>;

const numberOf = (value: unknown) => Number(String(value ?? '').replace(',', '.'));

/** The engine's input from the merged form (fields the engine checks again, on its own names). */
export function sharedEngineInput(data: Readonly<Record<string, unknown>>): SharedOwnershipInput {
  return {
    age: numberOf(data.txtSharedAge),
    retirementAge: numberOf(data.txtSharedRetirementAge),
    sex: data.rdoSharedSex === 'F' ? 'F' : 'M',
    smokeClass: data.rdoSharedSmokeClass === 'N' ? 'N' : 'S',
    employerPayPeriod: numberOf(data.txtSharedEmployerPayPeriod),
    benefitPeriod: numberOf(data.txtSharedEmployerBenefitPeriod),
    deathBenefit: numberOf(data.txtSharedDeathBenefitAmount),
    coiType: data.rdoSharedCOIType === 'Y' ? 'Y' : 'L',
    deathBenefitType: (data.rdoSharedDeathBenefitType ?? 'LF') as 'LF',
    paymentMode: String(data.rdoSharedPaymentMode ?? '012') as SharedOwnershipInput['paymentMode'],
    premiumAmount: numberOf(data.txtSharedPremiumAmount),
    funds: rows(SHARED_FUND_ROWS).map((n) => ({
      fundId: String(data[`cboSharedFundSelection${n}`] ?? ''),
      rate: numberOf(data[`txtSharedFundSelectionInterestRate${n}`]),
      allocation: numberOf(data[`txtSharedFundSelectionAllocationPercent${n}`]),
      selected: n === 1 || data[`chkSharedFundSelection${n}`] === true,
    })),
  };
}

/** The engine's field names on the form's fields, so a refusal lands under its input. */
export function sharedFormField(engineField: string): string {
  const fund = /^funds\.(\d)\.(fundId|rate|allocation)$/.exec(engineField);
  if (fund) {
    const n = Number(fund[1]) + 1;
    if (fund[2] === 'fundId') return `cboSharedFundSelection${n}`;
    if (fund[2] === 'rate') return `txtSharedFundSelectionInterestRate${n}`;
    return `txtSharedFundSelectionAllocationPercent${n}`;
  }
  const names: Record<string, string> = {
    age: 'txtSharedAge',
    retirementAge: 'txtSharedRetirementAge',
    sex: 'rdoSharedSex',
    smokeClass: 'rdoSharedSmokeClass',
    employerPayPeriod: 'txtSharedEmployerPayPeriod',
    benefitPeriod: 'txtSharedEmployerBenefitPeriod',
    deathBenefit: 'txtSharedDeathBenefitAmount',
    coiType: 'rdoSharedCOIType',
    deathBenefitType: 'rdoSharedDeathBenefitType',
    paymentMode: 'rdoSharedPaymentMode',
    premiumAmount: 'txtSharedPremiumAmount',
  };
  return names[engineField] ?? engineField;
}

// ---------------------------------------------------------------- the call

export const sharedOwnershipRequestSchema = z.object({ data: sharedOwnershipDataSchema });
export type SharedOwnershipRequest = z.infer<typeof sharedOwnershipRequestSchema>;

const cents = z.number().int();
const rowSchema = z.object({
  year: z.number().int(),
  age: z.number().int(),
  totalDeathBenefit: cents,
  accountValue: cents,
  netAmountAtRisk: cents,
  executiveShare: cents,
  corporationShare: cents,
  cashSurrenderValue: cents,
  costOfInsurance: cents,
  deposit: cents,
  employerDeposit: cents,
  executiveDeposit: cents,
  taxableBenefit: cents,
  coiBorneByExecutive: cents,
  inBenefitPeriod: z.boolean(),
});
const endSchema = z.object({
  year: z.number().int(),
  age: z.number().int(),
  executive: z.object({
    accountValue: cents,
    cashSurrenderValue: cents,
    totalDeposits: cents,
    cumulativeTaxableBenefit: cents,
    adjustedCostBasis: cents,
    policyGainOnSurrender: cents,
    deathBenefitAfter: cents,
  }),
  corporation: z.object({
    totalDeposits: cents,
    totalCostOfInsurance: cents,
    paidBeyondShare: cents,
    coverPaidByExecutive: cents,
    coverGivenUp: cents,
  }),
});
const basisSchema = z.object({
  basis: z.enum(['guaranteed', 'illustrated']),
  rows: z.array(rowSchema),
  end: endSchema.nullable(),
  lapseYear: z.number().int().nullable(),
});
export const sharedOwnershipResponseSchema = z.object({
  productId: z.literal('0602'),
  annualDeposit: cents,
  retirementYear: z.number().int(),
  guaranteed: basisSchema,
  illustrated: basisSchema,
});
export type SharedOwnershipResponse = z.infer<typeof sharedOwnershipResponseSchema>;
export type SharedOwnershipRowBody = z.infer<typeof rowSchema>;
