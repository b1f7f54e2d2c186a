import { describe, expect, it } from 'vitest';
import { validateForm } from '../fields/validate';
import { renderParts } from './display';
import { premiumSummary } from './premium';
import {
  dividendLabelKey,
  isCoveragePaidUp,
  isPolicyPaidUp,
  modeFactor,
  premiumModeOfCode,
  showsFundSections,
} from './rules';
import { coverage, inforcePolicy } from './sample';
import { buildTermRider, TERM_RIDER_ITEMS, termRiderInputOf } from './term-rider';

describe("spec 4: \"A coverage with status 'PAID UP' or 'COVERAGE PAID UP' is paid up\"", () => {
  it.each([
    ['PAID UP', true],
    ['COVERAGE PAID UP', true],
    ['Paid Up', true],
    ['Premium Paying', false],
    ['', false],
  ])('%s → %s', (s, paid) => expect(isCoveragePaidUp({ coverageStatus: s })).toBe(paid));
});

describe('spec 4: "A policy is paid up when paidUpDate is on or before the current date, or its status code is 3 or 4."', () => {
  it.each([
    [null, '3', true],
    [null, '4', true],
    [null, '2', false],
    ['2026-11-21', '1', true],
    ['2026-11-22', '1', false],
    ['2010-01-01', '1', true],
    [null, '1', false],
  ])('paidUpDate %s, code %s → %s', (paidUpDate, policyCStatCode, paid) =>
    expect(isPolicyPaidUp({ paidUpDate, policyCStatCode }, '2026-11-21')).toBe(paid),
  );
});

describe("spec 4: \"The dividend label switches between 'Div Paid This Year' and 'Div Payable This Yr'\"", () => {
  it.each([
    ['2015-06-01', '2026-11-21', 'labels.divPaidThisYear'],
    ['2015-11-21', '2026-11-21', 'labels.divPaidThisYear'],
    ['2015-12-01', '2026-11-21', 'labels.divPayableThisYr'],
    ['2016-02-29', '2027-02-28', 'labels.divPaidThisYear'],
  ])('issued %s, on %s → %s', (issue, on, k) => expect(dividendLabelKey(issue, on)).toBe(k));
});

describe('spec 9: "Mode codes: 012 annual, 06 semi-annual, 03 quarterly, anything else monthly." and mode factors', () => {
  it.each([
    ['012', 'Annual', 1],
    ['06', 'SemiAnnual', 2],
    ['03', 'Quarterly', 4],
    ['01', 'Monthly', 12],
    ['12', 'Monthly', 12],
    ['', 'Monthly', 12],
  ] as const)('%s → %s, factor %s', (code, mode, factor) => {
    expect(premiumModeOfCode(code)).toBe(mode);
    expect(modeFactor(mode)).toBe(factor);
  });
});

describe('spec 2: "Fund sections … are shown only for certain UL products"', () => {
  it.each([
    ['UniversalLife', '0602', true],
    ['UniversalLife', '0603', true],
    ['UniversalLife', '0610', false],
    ['WholeLife', '0602', false],
  ] as const)('%s %s → %s', (policyType, prodID, shown) =>
    expect(showsFundSections({ policyType, prodID })).toBe(shown),
  );
});

const live = { status: null, currentDate: '2026-11-21' };
const priced = { annualPremium: 0, premFlatExtra: 0, ratePer1000: null, waiverAnnualPremium: null };

describe('spec 2: premium summary panel "base premium, a list of coverages each with annual premium, then annual premium and modal premium"', () => {
  const policy = inforcePolicy({
    premiumMode: '03',
    coverages: [
      coverage({ premAnnual: 1000 }),
      coverage({
        coverageID: '2',
        coverageType: 'RIDER',
        riderType: 'TERM',
        name: 'Term 10',
        premAnnual: 200,
      }),
      coverage({
        coverageID: '3',
        coverageType: 'RIDER',
        riderType: 'ADB',
        name: '',
        premAnnual: 50,
        coverageStatus: 'COVERAGE PAID UP',
      }),
    ],
  });
  it('sums the payable coverages and divides by the mode factor', () => {
    const s = premiumSummary(policy, live);
    expect(s).toMatchObject({
      kind: 'summary',
      basePremium: 1000,
      annualPremium: 1200,
      modalPremium: 300,
      mode: 'Quarterly',
      modeFactor: 4,
    });
    if (s.kind !== 'summary') throw new Error('no summary');
    // "paid-up coverages show not applicable"; "'error testing' when unresolved".
    expect(s.coverages.map((c) => c.annualPremium)).toEqual([200, null]);
    expect(renderParts(s.coverages[1]?.title ?? [], 'en-CA', (k) => k)).toBe('tree.errorTesting');
  });
  it('"With no data it shows a no-data message"', () => {
    expect(premiumSummary(null, live)).toEqual({ kind: 'noData' });
    expect(premiumSummary(inforcePolicy({ coverages: [] }), live)).toEqual({ kind: 'noData' });
  });
  it('"When the form has errors or a joint age error it shows a not-applicable message"', () => {
    expect(premiumSummary(policy, live, { hasErrors: true })).toEqual({ kind: 'notApplicable' });
    expect(premiumSummary(policy, live, { hasErrors: false, jointAgeError: true })).toEqual({
      kind: 'notApplicable',
    });
  });
});

describe('spec 4: adding a term rider', () => {
  const input = {
    faceAmount: 100_000,
    age: 45,
    name: 'Paul Roy',
    sex: 'M' as const,
    smokeClass: 'N' as const,
    rateClass: '' as const,
    rating: 125,
    flatExtra: 2.5,
    flatExtraDuration: 999,
  };
  it('"Otherwise: plan code 06T101, product 093, name \'Term 10 - 2006 (Base Insured)\'"; units = face / 1000; rate class S when blank', () => {
    const r = buildTermRider(inforcePolicy(), input, priced);
    expect(r.riderCoverage).toMatchObject({
      planCode: '06T101',
      prodID: '093',
      name: 'Term 10 - 2006 (Base Insured)',
      coiType: 'YRT',
      unitValue: 1000,
      units: 100,
      coverageType: 'RIDER',
      riderType: 'TERM',
      isActive: true,
      displayStatus: 1,
      premAnnual: 0,
      modePremiumAmount: 0,
      cashValue: 0,
      coverageStatus: 'Active Coverage',
      meRating: 125,
      flatExtra: 2.5,
      flatExtraDuration: 999,
      issueAge: 45,
    });
    expect(r.riderCoverage.insured?.rateClass).toBe('S');
    expect(r.riderCoverage.beneficiaries).toEqual(inforcePolicy().coverages[0]?.beneficiaries);
    expect(r.waiverIncluded).toBe(false);
    expect(r.messageKey).toBe('messages.addedTermRider');
    expect(r.inforcePolicy.coverages).toHaveLength(2);
  });
  it('"For UL: plan code 08U101, product 094, name \'UL - 2008 Term 10 Rider - Base Insured\'"', () => {
    const r = buildTermRider(
      inforcePolicy({ policyType: 'UniversalLife', prodID: '0602' }),
      { ...input, rateClass: 'P' },
      priced,
    );
    expect(r.riderCoverage).toMatchObject({
      planCode: '08U101',
      prodID: '094',
      name: 'UL - 2008 Term 10 Rider - Base Insured',
    });
    expect(r.riderCoverage.insured?.rateClass).toBe('P');
  });
  it('"Waiver benefits under the base coverage are copied onto the new rider and a flag records that a waiver was included"', () => {
    const waiver = coverage({
      coverageID: '2',
      parentCoverageID: '1',
      coverageType: 'BENEFIT',
      riderType: 'WAIVER',
      name: 'Waiver of Premium',
    });
    const r = buildTermRider(inforcePolicy({ coverages: [coverage(), waiver] }), input, priced);
    expect(r.waiverIncluded).toBe(true);
    expect(r.riderCoverage.isWaiverIncluded).toBe(true);
    expect(r.messageKey).toBe('messages.addedTermRiderWithWaiver');
    const copy = r.inforcePolicy.coverages.at(-1);
    expect(copy).toMatchObject({
      riderType: 'WAIVER',
      parentCoverageID: r.riderCoverage.coverageID,
    });
    expect(copy?.coverageID).not.toBe('2');
  });
  it('the rider form is validated by the field engine', () => {
    const errors = validateForm(
      TERM_RIDER_ITEMS,
      { faceAmount: '1000', age: '45', name: '', sex: 'M', smokeClass: 'N', rating: '100' },
      { language: 'en' },
    );
    expect(Object.keys(errors).sort()).toEqual(['faceAmount', 'name']);
    const ok = {
      faceAmount: '100000',
      age: '45',
      name: 'Paul Roy',
      sex: 'M',
      smokeClass: 'N',
      rating: '100',
      flatExtra: '',
      flatExtraDuration: '',
    };
    expect(validateForm(TERM_RIDER_ITEMS, ok, { language: 'en' })).toEqual({});
    expect(termRiderInputOf(ok)).toMatchObject({ faceAmount: 100_000, age: 45, rateClass: '' });
  });
});
