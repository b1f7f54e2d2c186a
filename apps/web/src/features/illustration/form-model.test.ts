import type { ProductCatalogue } from '@portal/contracts/illustration';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  checkForm,
  defaultForm,
  defaultRetirementAge,
  feedsPremium,
  numberIn,
  reportReadiness,
  tabOf,
  visibleYears,
} from './form-model';

const ul: ProductCatalogue = {
  products: [
    {
      productId: '0602',
      family: 'ul',
      planCode: 'UL08',
      name: { en: 'Universal Life', fr: 'Vie universelle' },
      issueAge: { min: 0, max: 85 },
      face: { min: 25_000, max: 10_000_000 },
      premiumModes: ['Annual', 'Monthly'],
      rateClasses: ['P', 'S', 'U'],
      smokeClasses: ['N', 'S', 'R'],
      ratings: [100, 125, 150, 175, 200],
      lifeBases: ['SINGLE'],
      ridersAllowed: ['094', 'WP'],
      dividendOptions: [],
      planInPremiumOffset: false,
      funds: [
        {
          fundId: 'DI',
          name: { en: 'DI', fr: 'DI' },
          fundType: 'DIA',
          illustratedRate: 1.25,
          guaranteedRate: 0.5,
          cap: null,
          defaultAllocation: 100,
        },
        {
          fundId: 'CBF',
          name: { en: 'CBF', fr: 'CBF' },
          fundType: 'SegFund',
          illustratedRate: 1.5,
          guaranteedRate: 0,
          cap: null,
          defaultAllocation: 0,
        },
      ],
    },
  ],
  riders: [
    {
      riderId: '094',
      kind: 'TERM',
      name: { en: 'T10', fr: 'T10' },
      issueAge: { min: 18, max: 70 },
      face: { min: 25_000, max: 1_000_000 },
    },
  ],
};

const form = (values: Record<string, string | boolean>) => ({
  ...defaultForm(),
  productId: '0602',
  insuredAge: '40',
  faceAmount: '250000',
  annualDeposit: '3000',
  ...values,
});

describe('the illustration form model', () => {
  it('reads numbers as the user’s language writes them, thousands separators included', () => {
    expect(numberIn('1 234,5', 'fr')).toBe(1234.5);
    expect(numberIn('1,234.5', 'en')).toBe(1234.5);
    expect(numberIn('$500,000', 'en')).toBe(500000);
    expect(numberIn('500 000 $', 'fr')).toBe(500000);
    // An English comma is never a decimal: '1,23' is refused, not read as 123 or 1.23.
    expect(Number.isNaN(numberIn('1,23', 'en'))).toBe(true);
    expect(Number.isNaN(numberIn('abc', 'en'))).toBe(true);
    expect(Number.isNaN(numberIn('12abc', 'fr'))).toBe(true);
  });

  it('prices a face typed with English thousands separators', () => {
    expect(checkForm(form({ faceAmount: '250,000' }), ul, new Date(), 'en').input).toMatchObject({
      faceAmount: 250000,
    });
    expect(checkForm(form({ faceAmount: '250 000' }), ul, new Date(), 'fr').input).toMatchObject({
      faceAmount: 250000,
    });
  });

  it('keeps the premium when only a display choice or a concept rate is wrong', () => {
    const checked = checkForm(
      form({
        rdoDuration: 'interval',
        cboIntervalYears: '',
        txtCharitableGivingIntRate: '250',
      }),
      ul,
    );
    expect(checked.problems.cboIntervalYears).toEqual({ key: 'required' });
    expect(checked.problems.txtCharitableGivingIntRate).toEqual({ key: 'percent' });
    expect(checked.input).toMatchObject({ productId: '0602', faceAmount: 250000 });
  });

  it('knows the tab of every field and which fields price the case', () => {
    expect(tabOf('cboIntervalYears')).toBe('results');
    expect(tabOf('txtIncomePayoutTaxRate')).toBe('report');
    expect(tabOf('txtAgeD3')).toBe('report');
    expect(tabOf('alloc_DI')).toBe('client');
    expect(feedsPremium('faceAmount')).toBe(true);
    expect(feedsPremium('allocations')).toBe(true);
    expect(feedsPremium('ownerName')).toBe(false);
    expect(feedsPremium('cboSelectedYears')).toBe(false);
  });

  it('derives the age from a birth date, so the two never disagree', () => {
    const today = new Date('2026-03-02T12:00:00Z');
    const typed = applyChange(form({ insuredAge: '45' }), 'insuredBirthDate', '1980-01-10', today);
    expect(typed.insuredAge).toBe('46');
    expect(checkForm(typed, ul, today).input?.insureds[0]?.issueAge).toBe(46);
    // A partial date leaves the age as it was, and is refused until it is a date.
    const partial = applyChange(typed, 'insuredBirthDate', '1980-0', today);
    expect(partial.insuredAge).toBe('46');
    expect(checkForm(partial, ul, today).problems.insuredBirthDate).toEqual({ key: 'birthDate' });
  });

  it('applies the spec retirement-age rule', () => {
    expect(defaultRetirementAge(40)).toBe(60);
    expect(defaultRetirementAge(65)).toBe(86);
    expect(defaultRetirementAge(75)).toBe(86);
    expect(defaultRetirementAge(76)).toBe(96);
  });

  it('builds the engine input with the allocations and riders', () => {
    const checked = checkForm(
      form({
        alloc_DI: '60',
        alloc_CBF: '40',
        chkTermRider: true,
        termRiderFace: '100000',
        chkWaiver: true,
      }),
      ul,
    );
    expect(checked.problems).toEqual({});
    expect(checked.input).toMatchObject({
      productId: '0602',
      faceAmount: 250000,
      insureds: [{ issueAge: 40 }],
      riders: [{ riderId: '094', faceAmount: 100000 }, { riderId: 'WP' }],
      ul: { annualDeposit: 3000, allocations: { DI: 60, CBF: 40 } },
    });
  });

  it('refuses allocations off 100, faces out of range and text in numbers, building no input', () => {
    const checked = checkForm(
      form({ alloc_DI: '60', alloc_CBF: '30', faceAmount: '1000', insuredAge: 'forty' }),
      ul,
    );
    expect(checked.problems.allocations).toEqual({ key: 'allocationTotal', values: { total: 90 } });
    expect(checked.problems.faceAmount).toEqual({
      key: 'faceRange',
      values: { min: 25_000, max: 10_000_000 },
    });
    expect(checked.problems.insuredAge).toEqual({ key: 'number' });
    expect(checked.input).toBeNull();
  });

  it('turns a birth date into the age nearest birthday and checks it', () => {
    const today = new Date('2026-03-02T12:00:00Z');
    expect(
      checkForm(form({ insuredAge: '', insuredBirthDate: '1985-09-01' }), ul, today).issueAge,
    ).toBe(41);
    expect(
      checkForm(form({ insuredAge: '', insuredBirthDate: '1985-09-03' }), ul, today).issueAge,
    ).toBe(40);
    expect(
      checkForm(form({ insuredAge: '', insuredBirthDate: '2030-01-01' }), ul, today).problems
        .insuredBirthDate,
    ).toEqual({ key: 'birthDate' });
    expect(
      checkForm(form({ insuredAge: '', insuredBirthDate: '1985-02-30' }), ul, today).problems
        .insuredBirthDate,
    ).toEqual({ key: 'birthDate' });
  });

  it('shows every year, an interval with the last year, or the years chosen', () => {
    expect(visibleYears(form({ rdoDuration: 'all' }), 3)).toEqual([1, 2, 3]);
    expect(visibleYears(form({ rdoDuration: 'interval', cboIntervalYears: '5' }), 12)).toEqual([
      1, 5, 10, 12,
    ]);
    expect(
      visibleYears(form({ rdoDuration: 'selected', cboSelectedYears: '20, 5,5 99' }), 30),
    ).toEqual([5, 20]);
  });

  it('needs the owner and insured names before a report', () => {
    expect(reportReadiness(form({}), ul.products[0])).toEqual(['ownerAndInsuredNames']);
    expect(reportReadiness(form({ ownerName: 'A', insuredName: 'B' }), ul.products[0])).toEqual([]);
  });
});
