import { describe, expect, it } from 'vitest';

import { problemText } from './problems';
import {
  type SharedOwnershipInput,
  sharedOwnership,
  sharedOwnershipIllustrationInput,
  splitValues,
} from './shared-ownership';
import { audited, illustrated } from './test-support/valid';

/** The spec's defaults (section 3): 30, male, smoker, 100 000, level COI, 10 000 a year, DI 100 %. */
const DEFAULTS: SharedOwnershipInput = {
  age: 30,
  retirementAge: 65,
  sex: 'M',
  smokeClass: 'S',
  employerPayPeriod: 35,
  benefitPeriod: 35,
  deathBenefit: 100_000,
  coiType: 'L',
  deathBenefitType: 'LF',
  paymentMode: '012',
  premiumAmount: 10_000,
  funds: [
    { fundId: 'DI', rate: 1.25, allocation: 100, selected: true },
    { fundId: 'CBF', rate: 1.5, allocation: 0, selected: false },
    { fundId: 'CEFI', rate: 5.95, allocation: 0, selected: false },
    { fundId: 'APEF', rate: 4.15, allocation: 0, selected: false },
  ],
};

describe('the split, worked by hand (README §Shared Ownership)', () => {
  // Issue age 60, benefit period 3 years, employer pay period 1 year; cents.
  const source = {
    issueAge: 60,
    years: 4,
    lapseYear: null,
    deathBenefit: [10_000_000, 10_000_000, 10_000_000, 10_000_000],
    accountValue: [900_000, 1_850_000, 2_790_000, 3_700_000],
    cashSurrenderValue: [700_000, 1_700_000, 2_700_000, 3_650_000],
    premium: [1_000_000, 1_000_000, 30_000, 1_000_000],
    acb: [954_322, 1_905_310, 1_882_965, 2_830_000],
    taxableGain: [0, 0, 817_035, 820_000],
    coi: [45_678, 49_012, 52_345, 55_000],
  };
  const result = splitValues(source, { benefitPeriod: 3, employerPayPeriod: 1 }, 'illustrated');

  it('year 1, in the pay period: the employer pays the deposit; beyond its COI is a benefit', () => {
    expect(result.rows[0]).toMatchObject({
      year: 1,
      age: 61,
      netAmountAtRisk: 9_100_000, // 100 000.00 − 9 000.00
      executiveShare: 900_000,
      corporationShare: 9_100_000,
      employerDeposit: 1_000_000,
      executiveDeposit: 0,
      taxableBenefit: 954_322, // 10 000.00 − 456.78
      coiBorneByExecutive: 0,
    });
  });

  it('year 2, after the pay period: the employer pays its COI, the executive the rest', () => {
    expect(result.rows[1]).toMatchObject({
      employerDeposit: 49_012,
      executiveDeposit: 950_988, // 10 000.00 − 490.12
      taxableBenefit: 0,
      coiBorneByExecutive: 0,
    });
  });

  it('year 3, a deposit short of the COI: the account bears the rest of the cover', () => {
    expect(result.rows[2]).toMatchObject({
      employerDeposit: 30_000,
      executiveDeposit: 0,
      coiBorneByExecutive: 22_345, // 523.45 − 300.00
    });
  });

  it('year 4, after the benefit period: all of it is the executive’s', () => {
    expect(result.rows[3]).toMatchObject({
      inBenefitPeriod: false,
      executiveShare: 10_000_000,
      corporationShare: 0,
      employerDeposit: 0,
      executiveDeposit: 1_000_000,
      costOfInsurance: 0,
    });
  });

  it('the end of the benefit period adds up both positions', () => {
    expect(result.end).toEqual({
      year: 3,
      age: 63,
      executive: {
        accountValue: 2_790_000,
        cashSurrenderValue: 2_700_000,
        totalDeposits: 950_988,
        cumulativeTaxableBenefit: 954_322,
        adjustedCostBasis: 1_882_965,
        policyGainOnSurrender: 817_035,
        deathBenefitAfter: 10_000_000,
      },
      corporation: {
        totalDeposits: 1_079_012, // 10 000.00 + 490.12 + 300.00
        totalCostOfInsurance: 147_035, // 456.78 + 490.12 + 523.45
        paidBeyondShare: 954_322,
        coverPaidByExecutive: 22_345,
        coverGivenUp: 7_210_000, // 100 000.00 − 27 900.00
      },
    });
  });
});

describe('sharedOwnership on product 0602', () => {
  const outcome = sharedOwnership(DEFAULTS);
  if (!outcome.ok) throw new Error('the defaults must illustrate');
  const value = outcome.value;

  it('reads the product’s own ledger and month loop on both bases', () => {
    const illustration = illustrated(sharedOwnershipIllustrationInput(DEFAULTS));
    for (const basis of ['guaranteed', 'illustrated'] as const) {
      const ledger = illustration.ledgers[basis];
      const months = audited(sharedOwnershipIllustrationInput(DEFAULTS), basis).rows;
      const firstYearCoi = months
        .filter((row) => row.t === 0)
        .reduce((sum, row) => sum + Number(row.coi), 0);
      const rows = value[basis].rows;
      expect(rows[0]?.costOfInsurance).toBe(firstYearCoi);
      expect(rows[0]?.accountValue).toBe(ledger.accountValue[0]);
      expect(rows[0]?.deposit).toBe(1_000_000);
      expect(rows).toHaveLength(70); // to attained age 100
      for (const row of rows)
        if (row.inBenefitPeriod)
          expect(row.executiveShare + row.corporationShare).toBe(row.totalDeathBenefit);
    }
  });

  it('the guaranteed basis never shows the executive more than the illustrated one', () => {
    value.guaranteed.rows.forEach((row, t) => {
      expect(row.accountValue).toBeLessThanOrEqual(value.illustrated.rows[t]?.accountValue ?? 0);
    });
  });

  it('with the employer paying for all 35 years, everything beyond its COI is a taxable benefit', () => {
    const end = value.illustrated.end;
    expect(end?.year).toBe(35);
    expect(end?.age).toBe(65);
    expect(end?.corporation.totalDeposits).toBe(35 * 1_000_000);
    expect(end?.executive.totalDeposits).toBe(0);
    expect(end?.executive.cumulativeTaxableBenefit).toBe(
      35 * 1_000_000 - (end?.corporation.totalCostOfInsurance ?? 0),
    );
  });

  it('deposits stop after the benefit period', () => {
    expect(value.illustrated.rows[34]?.deposit).toBe(1_000_000);
    expect(value.illustrated.rows[35]?.deposit).toBe(0);
  });
});

describe('bad input gets its field’s message and no calculation', () => {
  it('allocations must total 100 %', () => {
    const funds = DEFAULTS.funds.map((row, i) => (i === 0 ? { ...row, allocation: 90 } : row));
    const outcome = sharedOwnership({ ...DEFAULTS, funds });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toHaveLength(1);
    const [p] = outcome.problems;
    expect(p?.field).toBe('funds.0.allocation');
    expect(p && problemText(p, 'fr')).toBe(
      'Les répartitions doivent totaliser 100 % (elles totalisent 90 %).',
    );
  });

  it('an unticked row is left out of the total; a ticked one counts', () => {
    const funds = [
      { ...DEFAULTS.funds[0], allocation: 60 },
      { ...DEFAULTS.funds[1], allocation: 40, selected: true },
      DEFAULTS.funds[2],
      { ...DEFAULTS.funds[3], allocation: 50, selected: false },
    ] as SharedOwnershipInput['funds'];
    expect(sharedOwnership({ ...DEFAULTS, funds }).ok).toBe(true);
  });

  it('the product’s refusals land on the concept’s fields', () => {
    const funds = DEFAULTS.funds.map((row, i) =>
      i === 2 ? { ...row, rate: 25, allocation: 50, selected: true } : { ...row, allocation: 50 },
    );
    const outcome = sharedOwnership({ ...DEFAULTS, deathBenefit: 1000, funds });
    if (outcome.ok) throw new Error('must refuse');
    expect(outcome.problems.map((p) => p.field).sort()).toEqual(['deathBenefit', 'funds.2.rate']);
  });

  it('interest rates move in steps of 0.001, negative ones too (spec 9)', () => {
    const rated = (rate: number) =>
      sharedOwnership({
        ...DEFAULTS,
        funds: DEFAULTS.funds.map((row, i) => (i === 0 ? { ...row, rate } : row)),
      });
    expect(rated(4.125).ok).toBe(true);
    expect(rated(-1.5).ok).toBe(true);
    for (const rate of [4.1255, -0.0005]) {
      const outcome = rated(rate);
      if (outcome.ok) throw new Error(`${rate} must be refused`);
      expect(outcome.problems.map((p) => [p.field, p.code])).toEqual([
        ['funds.0.rate', 'sharedRateStep'],
      ]);
      const [p] = outcome.problems;
      expect(p && problemText(p, 'fr')).toBe(
        'Le taux d’intérêt d’un fonds est un pourcentage d’au plus 3 décimales (par pas de 0,001).',
      );
    }
  });

  it('periods and ages are checked against each other', () => {
    const outcome = sharedOwnership({
      ...DEFAULTS,
      retirementAge: 30,
      employerPayPeriod: 40,
      funds: [DEFAULTS.funds[0], { ...DEFAULTS.funds[0], selected: true }] as never,
    });
    if (outcome.ok) throw new Error('must refuse');
    expect(outcome.problems.map((p) => [p.field, p.code])).toEqual([
      ['retirementAge', 'sharedRetirementAge'],
      ['employerPayPeriod', 'sharedPayPeriod'],
      ['funds.1.fundId', 'fundTwice'],
      ['funds.0.allocation', 'allocationTotal'], // DI 100 % twice: 200 %
    ]);
  });
});
