import { describe, expect, it } from 'vitest';
import { depletionFactor, preservationFactor, projectCapital } from './capital';
import { needsInputFromForm } from './form';
import { roundCents, roundUpTo, toBasisPoints, toCents } from './money';
import { computeNeeds, type FullNeedsInput, type LiteNeedsInput } from './needs';

// Worked examples of decision 0067, each traced by hand (and with 50-digit decimals) to the cent.
const LITE: LiteNeedsInput = {
  kind: 'lite',
  annualIncome: 6_000_000, // $60,000 a year
  incomeYears: 20,
  indexationBps: 200, // 2 %
  discountBps: 500, // 5 %
  debts: 1_500_000,
  mortgage: 25_000_000,
  finalExpenses: 2_500_000,
  education: 8_000_000,
  emergencyFund: 3_000_000,
  existingCoverage: 20_000_000,
  liquidAssets: 5_000_000,
};

const FULL: FullNeedsInput = {
  kind: 'full',
  annualIncome: 8_000_000, // $80,000 the family needs a year
  incomeYears: 25,
  debts: 1_500_000,
  mortgage: 25_000_000,
  finalExpenses: 2_500_000,
  education: 8_000_000,
  emergencyFund: 3_000_000,
  existingCoverage: 20_000_000,
  liquidAssets: 5_000_000,
  spouseIncome: 3_000_000, // $30,000
  survivorPension: 800_000, // $8,000 CPP survivor's pension
  inflationBps: 250,
  afterTaxReturnBps: 450,
  method: 'depletion',
  disabilityMonthlyNeed: 450_000,
  disabilityMonthlyCoverage: 200_000,
  criticalIllnessNeed: 10_000_000,
  criticalIllnessCoverage: 2_500_000,
};

function resultOf(input: LiteNeedsInput | FullNeedsInput) {
  const outcome = computeNeeds(input);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.result;
}

describe('money helpers', () => {
  it('rounds half away from zero and converts exactly', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(92_392_031.49)).toBe(92_392_031);
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(0.29)).toBe(29);
    expect(toBasisPoints(2.35)).toBe(235);
    expect(toBasisPoints(4.1)).toBe(410);
    expect(roundUpTo(107_392_031, 100_000)).toBe(107_400_000);
    expect(roundUpTo(100_000, 100_000)).toBe(100_000);
    expect(roundUpTo(0, 100_000)).toBe(0);
  });
});

describe('present-value factors', () => {
  it('growing annuity-due: (1 − vⁿ)/(1 − v), v = 1.02/1.05, n = 20', () => {
    expect(depletionFactor(20, 200, 500)).toBeCloseTo(15.39867190236, 10);
  });
  it('is n when growth equals the return, and 0 for no years', () => {
    expect(depletionFactor(12, 300, 300)).toBe(12);
    expect(depletionFactor(0, 200, 500)).toBe(0);
  });
  it('perpetuity-due (1+i)/(i−g) only when the return beats growth', () => {
    expect(preservationFactor(250, 450)).toBeCloseTo(52.25, 12);
    expect(preservationFactor(450, 450)).toBeNull();
    expect(preservationFactor(500, 450)).toBeNull();
  });
});

describe('lite analysis', () => {
  it('worked example: $1,073,920.31 shortfall, $1,074,000 suggested face', () => {
    const result = resultOf(LITE);
    expect(result.incomeCapital).toBe(92_392_031); // $60,000 × 15.398672 = $923,920.31
    expect(result.debts).toBe(26_500_000);
    expect(result.totalNeeds).toBe(132_392_031); // $1,323,920.31
    expect(result.totalResources).toBe(25_000_000);
    expect(result.shortfall).toBe(107_392_031);
    expect(result.suggestedFace).toBe(107_400_000);
    expect(result.projection).toEqual([]);
    expect(result.disabilityMonthlyShortfall).toBeNull();
  });
  it('no shortfall when resources cover the needs', () => {
    const result = resultOf({ ...LITE, existingCoverage: 200_000_000 });
    expect(result.shortfall).toBe(0);
    expect(result.suggestedFace).toBe(0);
  });
  it('no indexation and no discount: income × years', () => {
    const result = resultOf({ ...LITE, indexationBps: 0, discountBps: 0 });
    expect(result.incomeCapital).toBe(120_000_000);
  });
});

describe('full analysis', () => {
  it('capital depletion: $42,000 net income × 20.018860 = $840,792.11', () => {
    const result = resultOf(FULL);
    expect(result.netAnnualIncome).toBe(4_200_000); // 80,000 − 30,000 − 8,000
    expect(result.incomeCapital).toBe(84_079_211);
    expect(result.totalNeeds).toBe(84_079_211 + 26_500_000 + 2_500_000 + 8_000_000 + 3_000_000);
    expect(result.shortfall).toBe(99_079_211); // $990,792.11
    expect(result.suggestedFace).toBe(99_100_000);
    expect(result.disabilityMonthlyShortfall).toBe(250_000);
    expect(result.criticalIllnessShortfall).toBe(7_500_000);
    expect(result.projection).toHaveLength(25);
  });
  it('capital preservation: $42,000 × 52.25 = $2,194,500.00', () => {
    const result = resultOf({ ...FULL, method: 'preservation' });
    expect(result.incomeCapital).toBe(219_450_000);
    expect(result.shortfall).toBe(219_450_000 + 40_000_000 - 25_000_000);
  });
  it('preservation needs a return above inflation', () => {
    expect(computeNeeds({ ...FULL, method: 'preservation', afterTaxReturnBps: 250 })).toEqual({
      ok: false,
      problem: 'returnMustExceedInflation',
    });
  });
  it('spouse income and pension above the need leave no income to replace', () => {
    const result = resultOf({ ...FULL, spouseIncome: 9_000_000 });
    expect(result.netAnnualIncome).toBe(0);
    expect(result.incomeCapital).toBe(0);
  });
  it('depletion spends the capital to within the rounding of a cent a year', () => {
    const rows = resultOf(FULL).projection;
    const last = rows.at(-1);
    expect(Math.abs(last?.end ?? Number.NaN)).toBeLessThanOrEqual(rows.length);
    for (const row of rows) expect(row.end).toBe(row.start - row.withdrawal + row.growth);
  });
  it('preservation keeps the capital growing with inflation', () => {
    const rows = resultOf({ ...FULL, method: 'preservation' }).projection;
    const first = rows[0];
    const last = rows.at(-1);
    expect(first && last && last.end > first.start).toBe(true);
  });
});

describe('projection rows', () => {
  it('worked example: $100,000, $10,000 a year indexed 2 %, 5 % return', () => {
    expect(projectCapital(10_000_000, 1_000_000, 3, 200, 500)).toEqual([
      { year: 1, start: 10_000_000, withdrawal: 1_000_000, growth: 450_000, end: 9_450_000 },
      { year: 2, start: 9_450_000, withdrawal: 1_020_000, growth: 421_500, end: 8_851_500 },
      { year: 3, start: 8_851_500, withdrawal: 1_040_400, growth: 390_555, end: 8_201_655 },
    ]);
  });
  it('never draws more than the capital left', () => {
    const rows = projectCapital(1_500_000, 1_000_000, 3, 0, 0);
    expect(rows.map((row) => row.withdrawal)).toEqual([1_000_000, 500_000, 0]);
    expect(rows.at(-1)?.end).toBe(0);
  });
});

describe('reading the form', () => {
  it('reads French typed amounts and percents exactly', () => {
    const input = needsInputFromForm(
      'lite',
      {
        txtNeedsAnnualIncome: '60 000,50',
        txtNeedsIncomeYears: '20',
        txtNeedsIndexation: '2,35',
        txtNeedsDiscountRate: '5',
        txtNeedsDebts: '',
      },
      'fr',
    );
    expect(input).toMatchObject({
      kind: 'lite',
      annualIncome: 6_000_050,
      incomeYears: 20,
      indexationBps: 235,
      discountBps: 500,
      debts: 0,
    });
  });
  it('reads the full analysis method', () => {
    const input = needsInputFromForm('full', { rdoNeedsCapitalMethod: 'preservation' }, 'en');
    expect(input.kind === 'full' && input.method).toBe('preservation');
  });
});
