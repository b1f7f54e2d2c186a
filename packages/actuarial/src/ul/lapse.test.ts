// Issue 33 §1 and §7: a policy whose loan passes its value lapses in that month, so no year
// ends in force with the loan above the account value and no value shown is negative; a
// withdrawal or loan scheduled after the lapse is said on the ledger, not silently dropped.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { IllustrationInput } from '../input';
import { validateIllustrationInput } from '../input';
import { bases, type Ledger } from '../ledger';
import type { ProductId } from '../products/types';
import { illustrated } from '../test-support/valid';

/** Every shown value of a ledger at or above 0, and the loan never above the value in force. */
function expectNothingNegative(ledger: Ledger, label: string) {
  for (let t = 0; t < ledger.years; t++) {
    const at = `${label} year ${t + 1}`;
    for (const column of [
      ledger.accountValue,
      ledger.cashSurrenderValue,
      ledger.deathBenefit,
      ledger.loan,
      ...ledger.funds.map((fund) => fund.values),
    ])
      expect(column[t], at).toBeGreaterThanOrEqual(0);
    const inForceAtYearEnd = ledger.lapseYear !== t;
    if (inForceAtYearEnd)
      expect(ledger.loan[t], at).toBeLessThanOrEqual(ledger.accountValue[t] ?? 0);
  }
}

describe('issue 33 §1: indebtedness above the value lapses the policy, and the ledger says so', () => {
  // The issue's case: the guaranteed basis ended year 70 with an account value of 17,627,336.09,
  // a loan of 17,678,114.74 and a death benefit of −50,778.65, in force; it lapsed a month later.
  const issueCase: IllustrationInput = {
    productId: '0602',
    faceAmount: 3_762_500,
    premiumMode: 'Quarterly',
    insureds: [{ sex: 'F', smokeClass: 'N', rateClass: 'U', rating: 125, issueAge: 32 }],
    riders: [
      { riderId: 'WP' },
      { riderId: 'CHILD', faceAmount: 5000 },
      { riderId: 'ADB', faceAmount: 10_000 },
    ],
    ul: {
      annualDeposit: 181_379,
      deathBenefitOption: 1,
      coiType: 'LevelGuaranteed',
      loans: [{ year: 4, amount: 362_758 }],
    },
  };

  it('the issue’s case lapses in year 70, the year its loan passes the account value', () => {
    const ledger = illustrated(issueCase).ledgers.guaranteed;
    expect(ledger.lapseYear).toBe(69);
    expect(ledger.endReason).toBe('lapse');
    expect(ledger.years).toBe(70);
    expect([ledger.accountValue[69], ledger.loan[69], ledger.deathBenefit[69]]).toEqual([0, 0, 0]);
    // The year before ends in force, its loan below its value.
    expect(ledger.loan[68]).toBeLessThan(ledger.accountValue[68] ?? 0);
    for (const basis of bases) expectNothingNegative(illustrated(issueCase).ledgers[basis], basis);
  });

  // The loan's largest amount in its year is what validation names when it refuses more.
  function maximumLoan(input: IllustrationInput, year: number): number {
    const checked = validateIllustrationInput({
      ...input,
      ul: { ...input.ul, loans: [{ year, amount: 100_000_000 }] },
    });
    const refusal = checked.ok ? undefined : checked.problems[0];
    return refusal?.code === 'loanAboveMaximum' ? (refusal.params.maximum as number) : 0;
  }

  const loanCase = fc.record({
    productId: fc.constantFrom<ProductId>('0602', '0603'),
    issueAge: fc.integer({ min: 18, max: 75 }),
    sex: fc.constantFrom<'M' | 'F'>('M', 'F'),
    smokeClass: fc.constantFrom<'N' | 'S'>('N', 'S'),
    rating: fc.constantFrom<100 | 125 | 150 | 200>(100, 125, 150, 200),
    face: fc.integer({ min: 25, max: 4000 }).map((k) => k * 1000),
    depositPer1000: fc.integer({ min: 5, max: 60 }),
    option: fc.constantFrom<1 | 2>(1, 2),
    coiType: fc.constantFrom<'YRT' | 'LevelGuaranteed'>('YRT', 'LevelGuaranteed'),
    mode: fc.constantFrom<IllustrationInput['premiumMode']>('Annual', 'Quarterly', 'Monthly'),
    loanYear: fc.integer({ min: 2, max: 15 }),
    share: fc.integer({ min: 50, max: 100 }),
  });

  test.prop([loanCase], { numRuns: 20 })(
    'a loan at 50–100 % of its maximum: no value below 0, no year ends in force with the loan above the account',
    (c) => {
      const input: IllustrationInput = {
        productId: c.productId,
        faceAmount: c.face,
        premiumMode: c.mode,
        insureds: [
          {
            sex: c.sex,
            smokeClass: c.smokeClass,
            rateClass: 'S',
            issueAge: c.issueAge,
            rating: c.rating,
          },
        ],
        ul: {
          annualDeposit: (c.face / 1000) * c.depositPer1000,
          deathBenefitOption: c.option,
          coiType: c.coiType,
        },
      };
      const maximum = maximumLoan(input, c.loanYear);
      fc.pre(maximum >= 100);
      const amount = Math.floor((maximum * c.share) / 100) / 100;
      const withLoan = { ...input, ul: { ...input.ul, loans: [{ year: c.loanYear, amount }] } };
      const illustration = illustrated(withLoan);
      for (const basis of bases) expectNothingNegative(illustration.ledgers[basis], basis);
    },
  );
});

describe('issue 33 §7: a withdrawal or loan after the illustrated lapse is said on the ledger', () => {
  it('is accepted, not taken, and listed with the reason afterLapse', () => {
    const input: IllustrationInput = {
      productId: '0602',
      faceAmount: 250_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 50 }],
      ul: {
        annualDeposit: 1500,
        withdrawals: [{ year: 40, amount: 1000 }],
        loans: [{ year: 45, amount: 2000 }],
      },
    };
    const ledger = illustrated(input).ledgers.illustrated;
    expect(ledger.lapseYear).not.toBeNull();
    expect(ledger.lapseYear ?? 99).toBeLessThan(39);
    expect(ledger.limitedFlows).toEqual([
      { year: 40, kind: 'withdrawal', requested: 100_000, granted: 0, reason: 'afterLapse' },
      { year: 45, kind: 'loan', requested: 200_000, granted: 0, reason: 'afterLapse' },
    ]);
  });
});
