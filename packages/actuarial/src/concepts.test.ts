// Worked examples of the concepts (README §Concepts) on a small ledger written here, each
// figure worked out by hand in the comments, then on real illustrations.
import { describe, expect, it } from 'vitest';
import {
  charitableGiving,
  compareProducts,
  incomePayout,
  insuranceAsInvestment,
  internalRateOfReturn,
} from './concepts';

import type { IllustrationInput } from './input';
import { type Ledger, newLedger } from './ledger';
import { problemText } from './problems';
import { illustrated } from './test-support/valid';

/** Three years: premiums 1000.00 a year, death benefit 100 000.00, CSV 500, 1500, 3000. */
function smallLedger(): Ledger {
  const ledger = newLedger('0900', 'illustrated', 60);
  ledger.years = 3;
  [100_000, 100_000, 100_000].forEach((p, t) => {
    ledger.premium[t] = p;
    ledger.age[t] = 60 + t;
    ledger.deathBenefit[t] = 10_000_000;
    ledger.cumulativePremium[t] = p * (t + 1);
  });
  ledger.cashSurrenderValue.set([50_000, 150_000, 300_000]);
  ledger.irrDeathBenefit.set([99, 8.1, 2.5]);
  return ledger;
}

describe('charitable giving', () => {
  it('credits tax on premiums and accumulates the cash alternative', () => {
    const rows = charitableGiving(smallLedger(), { intRate: 0.05, taxRate: 0.4 });
    // credit 400.00, net 600.00; alternative 600 × 1.05 = 630.00, (630 + 600) × 1.05 = 1291.50,
    // (1291.50 + 600) × 1.05 = 1986.075 → 1986.08.
    expect(rows.map((r) => r.taxCredit)).toEqual([40_000, 40_000, 40_000]);
    expect(rows.map((r) => r.cumulativeNetCost)).toEqual([60_000, 120_000, 180_000]);
    expect(rows.map((r) => r.cashGiftAccumulated)).toEqual([63_000, 129_150, 198_608]);
    // leverage year 2: 100 000 / 1 200 = 83.33333.
    expect(rows[1]?.leverage).toBe(83.33333);
  });
});

describe('insurance as investment', () => {
  it('grows the taxable alternative after tax and grosses the IRR up', () => {
    const rows = insuranceAsInvestment(smallLedger(), { intRate: 0.06, taxRate: 0.5 });
    // after-tax rate 3 %: 1000 × 1.03 = 1030.00; 2030 × 1.03 = 2090.90; 3090.90 × 1.03 = 3183.627 → 3183.63.
    expect(rows.map((r) => r.taxableInvestment)).toEqual([103_000, 209_090, 318_363]);
    // equivalent pre-tax: 8.1 / (1 − 0.5) = 16.2.
    expect(rows[1]?.equivalentPreTaxReturn).toBe(16.2);
  });
});

describe('income payout', () => {
  it('finds the largest level loan the cash value secures, to the cent', () => {
    const ledger = smallLedger();
    const result = incomePayout(ledger, {
      startAge: 61,
      payoutYears: 2,
      loanRate: 0.1,
      intRate: 0,
      taxRate: 0.25,
      collateralRatio: 1,
    });
    if (!result.ok) throw new Error(result.problem.message);
    // Year 2: B = 1.1 L ≤ 1500; year 3: B = (1.1 L + L) × 1.1 = 2.31 L ≤ 3000 → L ≤ 1298.70.
    // In cents: B2 = round(129 870 × 1.1) = 142 857 ≤ 150 000; B3 = round((142 857 + 129 870)
    // × 1.1) = round(299 999.7) = 300 000 ≤ 300 000. One cent more: B3 = round(300 001.9) > 300 000.
    expect(result.annualIncome).toBe(129_870);
    expect(result.rows.map((r) => r.loanBalance)).toEqual([142_857, 300_000]);
    // Pre-tax equivalent 1298.70 / 0.75 = 1731.60.
    expect(result.preTaxEquivalent).toBe(173_160);
    // Non-registered: 1000 paid before 61 at 0 %, drawn over 2 years: 500.00.
    expect(result.nonRegisteredIncome).toBe(50_000);
  });

  it('pays nothing when the start age is past the ledger', () => {
    const result = incomePayout(smallLedger(), {
      startAge: 90,
      payoutYears: 5,
      loanRate: 0.05,
      intRate: 0.04,
      taxRate: 0.4,
    });
    expect(result.ok && result.annualIncome).toBe(0);
  });

  it('issue 26 §1: a cash value too large to search in whole cents ends in a problem, at once', () => {
    const ledger = smallLedger();
    ledger.cashSurrenderValue.set([1e300, 1e300, 1e300]);
    const started = performance.now();
    const result = incomePayout(ledger, {
      startAge: 61,
      payoutYears: 2,
      loanRate: 0.05,
      intRate: 0.04,
      taxRate: 0.4,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok ? 'a number' : result.problem.code).toBe('searchLimit');
    if (!result.ok)
      expect(problemText(result.problem, 'fr')).toBe(
        'Le calcul du revenu versé n’a pas abouti en 64 étapes\u202f: ce cas ne peut pas être calculé tel quel.',
      );
    // Ten billion dollars still settles, to the cent: two level loans of half the value each.
    ledger.cashSurrenderValue.set([1e12, 1e12, 1e12]);
    const largest = incomePayout(ledger, {
      startAge: 61,
      payoutYears: 2,
      loanRate: 0,
      intRate: 0,
      taxRate: 0,
      collateralRatio: 1,
    });
    expect(largest.ok && largest.annualIncome).toBe(5e11);
  });

  it('refuses rates and years it cannot use, as a problem on the concept', () => {
    for (const bad of [
      { payoutYears: 0 },
      { payoutYears: 1.5 },
      { loanRate: -0.01 },
      { loanRate: Number.POSITIVE_INFINITY },
      { taxRate: 1 },
      { collateralRatio: 0 },
    ]) {
      const result = incomePayout(smallLedger(), {
        startAge: 61,
        payoutYears: 2,
        loanRate: 0.05,
        intRate: 0.04,
        taxRate: 0.4,
        ...bad,
      });
      expect(result.ok ? 'a number' : result.problem.code, JSON.stringify(bad)).toBe('incomeInput');
    }
  });

  it('on a real whole-life illustration the loans stay within 90 % of the cash value', () => {
    const ledger = illustrated({
      productId: '0900',
      faceAmount: 500_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
      wholeLife: { dividendOption: 'PUA' },
    }).ledgers.illustrated;
    const result = incomePayout(ledger, {
      startAge: 65,
      payoutYears: 20,
      loanRate: 0.06,
      intRate: 0.05,
      taxRate: 0.45,
    });
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.annualIncome).toBeGreaterThan(0);
    for (const row of result.rows)
      expect(row.loanBalance).toBeLessThanOrEqual(0.9 * row.cashSurrenderValue);
    const more = incomePayout(ledger, {
      startAge: 65,
      payoutYears: 20,
      loanRate: 0.06,
      intRate: 0.05,
      taxRate: 0.45,
    });
    expect(more.ok && more.annualIncome).toBe(result.annualIncome);
  });
});

describe('internal rate of return and product compare', () => {
  const input: IllustrationInput = {
    productId: '0132',
    faceAmount: 500_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
  };

  it('reads the ledger IRRs for the years asked', () => {
    expect(internalRateOfReturn(smallLedger(), [2, 3, 9])).toEqual([
      { year: 2, age: 61, irrDeathBenefit: 8.1, irrCashValue: 0 },
      { year: 3, age: 62, irrDeathBenefit: 2.5, irrCashValue: 0 },
    ]);
  });

  it('prices up to three products side by side and says why one refuses', () => {
    const lines = compareProducts(input, ['0131', '0132', '0133']);
    expect(lines.map((l) => l.ok)).toEqual([true, true, true]);
    const premiums = lines.map((l) => l.premiumSummary?.annualPremium ?? 0);
    // Longer level terms cost more at the same age.
    expect(premiums[0]).toBeLessThan(premiums[1] ?? 0);
    expect(premiums[1]).toBeLessThan(premiums[2] ?? 0);
    expect(lines[1]?.premiumSummary).toEqual(illustrated(input).premiumSummary);
    const old = compareProducts(
      { ...input, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 66 }] },
      ['0131', '0133'],
    );
    expect(old[1]?.ok).toBe(false);
    expect(old[1]?.problems[0]?.field).toBe('insureds.0.issueAge');
    expect(() => compareProducts(input, ['0131', '0132', '0133', '0563'])).toThrow();
  });

  it('issue 15 §2: like with like, a term renews at its renewal premiums and says when cover ends', () => {
    const at45 = { ...input, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }] } as const;
    const [term10, term20, wholeLife] = compareProducts(at45, ['0131', '0132', '0900']);
    // Term 20 at 45: 20 years at the first premium, then its one renewal at 65 for 20 years to 85.
    expect(term20?.premiumSchedule.map((p) => [p.fromYear, p.toYear, p.fromAge, p.toAge])).toEqual([
      [1, 20, 45, 65],
      [21, 40, 65, 85],
    ]);
    const [first, renewal] = term20?.premiumSchedule ?? [];
    expect(first?.annualPremium).toBe(term20?.premiumSummary?.annualPremium);
    expect(renewal?.annualPremium).toBeGreaterThan(5 * (first?.annualPremium ?? 0));
    expect(term20).toMatchObject({ coverEndAge: 85, coverEndReason: 'expiry' });
    // Term 10 renews at 55, 65 and 75 (each at its own premium) to 85.
    expect(term10?.premiumSchedule.map((p) => p.fromAge)).toEqual([45, 55, 65, 75]);
    expect(term10?.coverEndAge).toBe(85);
    // The values follow the renewals: year 30 is paid at the renewal premium; cumulative adds up.
    const year30 = term20?.values.find((v) => v.year === 30);
    expect(year30).toMatchObject({ inForce: true, annualPremium: renewal?.annualPremium });
    const ledger = illustrated({ ...at45, productId: '0132' }).ledgers.illustrated;
    expect(year30?.cumulativePremium).toBe(ledger.cumulativePremium[29]);
    // Whole life pays to 100 and covers for life.
    expect(wholeLife).toMatchObject({ coverEndAge: 121, coverEndReason: 'maturity' });
    expect(wholeLife?.premiumSchedule[0]).toMatchObject({ fromYear: 1, toYear: 55, toAge: 100 });
    expect(wholeLife?.premiumSchedule[1]).toMatchObject({ fromAge: 100, annualPremium: 0 });
    // Once a cover has ended, its values are zero and say so.
    const old = compareProducts(
      { ...input, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 65 }] },
      ['0132'],
      [10, 20, 30],
    );
    expect(old[0]?.coverEndAge).toBe(85);
    expect(old[0]?.values.map((v) => v.inForce)).toEqual([true, true, false]);
  });
});
