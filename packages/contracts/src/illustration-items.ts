// The illustration form's control items (issue 7 §1): reference data every install is seeded
// with, and what the screen falls back to for a field the server's items lack, so the masks,
// lengths and formats of a field are the same whichever side reads them. Captions and options
// come from the illustration catalogue.

import type { FieldType } from '@portal/domain/fields/control-item';
import { fieldItem } from './control-item-seed';
import type { StoredControlItem } from './fields';
import { illustrationEn, illustrationFr } from './i18n/areas/illustration';

/** The form name of the illustration's control items. */
export const ILLUSTRATION_FORM = 'illustration';

type Attributes = Parameters<typeof fieldItem>[4];
const en = illustrationEn;
const fr = illustrationFr;

const item = (
  name: string,
  type: FieldType,
  caption: [string, string],
  attributes: Attributes = {},
): StoredControlItem => fieldItem(name, ILLUSTRATION_FORM, type, { caption }, attributes);

const options = <K extends string>(
  keys: readonly K[],
  enLabels: Record<K, string>,
  frLabels: Record<K, string>,
) => keys.map((key) => [key, enLabels[key], frLabels[key]] as [string, string, string]);

const check = (name: string, caption: [string, string]) => item(name, 'check', caption);
const percent = (name: string, caption: [string, string]) =>
  item(name, 'percent', caption, {
    decimalPlaces: 3,
    useLimits: true,
    min: 0,
    max: 100,
    // 0 % is a real rate and a real allocation.
    allowZero: true,
  });

export const ILLUSTRATION_ITEMS: readonly StoredControlItem[] = [
  item('insuredName', 'name', [en.form.name, fr.form.name], { maxLength: 120 }),
  item('insuredBirthDate', 'text', [en.form.birthDate, fr.form.birthDate], { maxLength: 10 }),
  item('insuredAge', 'integer', [en.form.age, fr.form.age], { maxLength: 3 }),
  item('insuredSex', 'radio', [en.form.sex, fr.form.sex], {
    options: options(['M', 'F'], en.form.sexes, fr.form.sexes),
  }),
  item('insuredSmokeClass', 'radio', [en.form.smokeClass, fr.form.smokeClass], {
    options: options(['N', 'S'], en.form.smokeClasses, fr.form.smokeClasses),
  }),
  item('cboRateClass', 'combo', [en.form.rateClass, fr.form.rateClass], {
    options: options(['P', 'S', 'U'], en.form.rateClasses, fr.form.rateClasses),
  }),
  item('insuredRating', 'combo', [en.form.rating, fr.form.rating]),
  item('insuredFlatExtra', 'real', [en.form.flatExtra, fr.form.flatExtra], { decimalPlaces: 2 }),
  item('insuredFlatExtraDuration', 'integer', [
    en.form.flatExtraDuration,
    fr.form.flatExtraDuration,
  ]),
  item('insured2Name', 'name', [en.form.name, fr.form.name], { maxLength: 120 }),
  item('insured2BirthDate', 'text', [en.form.birthDate, fr.form.birthDate], { maxLength: 10 }),
  item('insured2Age', 'integer', [en.form.age, fr.form.age], { maxLength: 3 }),
  item('insured2Sex', 'radio', [en.form.sex, fr.form.sex], {
    options: options(['M', 'F'], en.form.sexes, fr.form.sexes),
  }),
  item('insured2SmokeClass', 'radio', [en.form.smokeClass, fr.form.smokeClass], {
    options: options(['N', 'S'], en.form.smokeClasses, fr.form.smokeClasses),
  }),
  item('lifeBasis', 'combo', [en.form.lifeBasis, fr.form.lifeBasis]),
  item('ownerName', 'name', [en.form.ownerName, fr.form.ownerName], { maxLength: 120 }),
  item('province', 'combo', [en.form.province, fr.form.province]),
  item('productId', 'combo', [en.form.productId, fr.form.productId]),
  // Age and face are required by the product checks, which also know each product's limits.
  item('faceAmount', 'dollarInteger', [en.form.faceAmount, fr.form.faceAmount], { maxLength: 9 }),
  item('premiumMode', 'combo', [en.form.premiumMode, fr.form.premiumMode]),
  item('dividendOption', 'combo', [en.form.dividendOption, fr.form.dividendOption]),
  check('premiumOffset', [en.form.premiumOffset, fr.form.premiumOffset]),
  item('premiumOffsetYear', 'integer', [en.form.premiumOffsetYear, fr.form.premiumOffsetYear]),
  check('chkTermRider', [en.form.termRider, fr.form.termRider]),
  item('termRiderFace', 'dollarInteger', [en.form.termRiderFace, fr.form.termRiderFace]),
  check('chkWaiver', [en.form.waiver, fr.form.waiver]),
  check('chkADO', [en.form.chkADO, fr.form.chkADO]),
  item('adbFace', 'dollarInteger', [en.form.adbFace, fr.form.adbFace]),
  check('chkChild', [en.form.childRider, fr.form.childRider]),
  item('childFace', 'dollarInteger', [en.form.childFace, fr.form.childFace]),
  item('annualDeposit', 'dollar', [en.form.annualDeposit, fr.form.annualDeposit]),
  item('deathBenefitOption', 'combo', [en.form.deathBenefitOption, fr.form.deathBenefitOption]),
  item('coiType', 'combo', [en.form.coiType, fr.form.coiType]),
  item('rdoDuration', 'radio', [en.results.rdoDuration, fr.results.rdoDuration], {
    options: options(['all', 'interval', 'selected'], en.results.durations, fr.results.durations),
  }),
  item('cboIntervalYears', 'integer', [en.results.cboIntervalYears, fr.results.cboIntervalYears]),
  item('cboSelectedYears', 'text', [en.results.cboSelectedYears, fr.results.cboSelectedYears]),
  ...(['chkTerm10', 'chkTerm20', 'chkTerm30'] as const).map((name) =>
    check(name, [en.form[name], fr.form[name]]),
  ),
  ...(
    [
      'chkCoverPage',
      'chkTaxPage',
      'chkUnderwritingPage',
      'chkComplianceNotice',
      'chkBenefitsPage',
      'chkCoveragePage',
      'chkNeedsPage',
      'chkIncomeStoryboardPage',
      'chkIncomeNonRegPage',
    ] as const
  ).map((name) => check(name, [en.report[name], fr.report[name]])),
  ...(
    [
      'chkProductCompare',
      'chkInternalRoR',
      'chkCharitableGiving',
      'chkInsuranceInvestment',
      'chkSharedOwnership',
    ] as const
  ).map((name) => check(name, [en.concepts[name], fr.concepts[name]])),
  ...(
    [
      'txtCharitableGivingIntRate',
      'txtCharitableGivingTaxRate',
      'txtInsuranceInvestmentIntRate',
      'txtInsuranceInvestmentTaxRate',
      'txtIncomePayoutLoanRate',
      'txtIncomePayoutIntRate',
      'txtIncomePayoutTaxRate',
    ] as const
  ).map((name) => percent(name, [en.concepts[name], fr.concepts[name]])),
  ...(['txtEmployerBenefitPeriod', 'txtEmployerPayPeriod'] as const).map((name) =>
    item(name, 'integer', [en.concepts[name], fr.concepts[name]]),
  ),
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    item(`txtPy${n}`, 'integer', [
      en.concepts.txtPy.replace('{{n}}', String(n)),
      fr.concepts.txtPy.replace('{{n}}', String(n)),
    ]),
    item(`txtAgeD${n}`, 'integer', [
      en.concepts.txtAgeD.replace('{{n}}', String(n)),
      fr.concepts.txtAgeD.replace('{{n}}', String(n)),
    ]),
  ]),
];

/**
 * A fund's allocation field (alloc_{fundId}): a percentage with 3 decimals, 0 allowed. Not
 * seeded (each product's funds are its own data): the screen makes it for the funds it shows.
 */
export function allocationItem(
  fundId: string,
  fundName: { en: string; fr: string },
): StoredControlItem {
  return percent(`alloc_${fundId}`, [
    en.form.allocation.replace('{{fund}}', fundName.en),
    fr.form.allocation.replace('{{fund}}', fundName.fr),
  ]);
}
