// UL withdrawals, policy loans and index caps (README §Universal life, steps 3a, 3b, 10a):
// loan balances recomputed by a loop written here from the declared loan rate, and the
// roll-forward invariants with every cash flow, every month.
import { describe, expect, it } from 'vitest';

import type { IllustrationInput } from '../input';
import { resolveInput, validateIllustrationInput } from '../input';
import { bases } from '../ledger';
import { illustrated } from '../test-support/valid';
import { prepareUl } from './prepare';
import type { UlMonthRow } from './project';
import { runUl } from './project';

const half = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x));

const base: IllustrationInput = {
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
  ul: { annualDeposit: 6000 },
};

function months(input: IllustrationInput, basis: (typeof bases)[number]) {
  const resolved = resolveInput(input);
  const prepared = prepareUl(resolved);
  const rows: UlMonthRow[] = [];
  const run = runUl(prepared, prepared.bases[basis], {
    modalDeposit: resolved.ul?.annualDepositCents ?? 0,
    face: resolved.faceAmount * 100,
    suppressLapse: false,
    endYear: prepared.years,
    audit: rows,
  });
  return Object.assign(rows, { lapsed: run.lapseYear >= 0 });
}

describe('UL policy loans', () => {
  const input: IllustrationInput = {
    ...base,
    ul: { annualDeposit: 6000, loans: [{ year: 6, amount: 10_000 }] },
  };

  it('the loan grows at 6 % a year, compounded monthly in cents, from its advance', () => {
    const ledger = illustrated(input).ledgers.illustrated;
    // By hand: 1 000 000 cents, then 12 times balance += round(balance × ((1.06)^(1/12) − 1)).
    const monthly = 1.06 ** (1 / 12) - 1;
    let balance = 1_000_000;
    expect(ledger.loan[4]).toBe(0);
    for (let t = 5; t < 8; t++) {
      for (let m = 0; m < 12; m++) balance += half(balance * monthly);
      expect(ledger.loan[t], `year index ${t}`).toBe(balance);
    }
  });

  it('the cash value and the death benefit are net of the loan; the account value is not', () => {
    const withLoan = illustrated(input).ledgers.illustrated;
    for (let t = 5; t < 30; t++) {
      const loan = withLoan.loan[t] ?? 0;
      expect(withLoan.cashSurrenderValue[t]).toBe(
        Math.max(0, (withLoan.accountValue[t] ?? 0) - (withLoan.surrenderCharge[t] ?? 0) - loan),
      );
      expect(withLoan.deathBenefit[t]).toBe(
        Math.max(25_000_000, withLoan.accountValue[t] ?? 0) - loan,
      );
    }
  });

  it('rolls forward exactly every month, the collateral earning 4 % and the loan 6 %', () => {
    for (const basis of bases) {
      let loan = 0;
      let collateral = 0;
      const rows = months(input, basis);
      for (const row of rows) {
        expect(row.accountValue).toBe(
          row.accountValueStart +
            row.netPremium -
            row.withdrawal -
            row.monthlyDeduction +
            row.interest,
        );
        // The month a lapse is found (after the deduction, step 9) ends before interest.
        if (row === rows.at(-1) && rows.lapsed) break;
        const collateralCredit =
          collateral + row.loanAdvance > 0
            ? half((collateral + row.loanAdvance) * (1.04 ** (1 / 12) - 1))
            : 0;
        collateral += row.loanAdvance + collateralCredit;
        expect(row.collateral).toBe(collateral);
        loan += row.loanAdvance + row.loanInterest;
        expect(row.loanBalance).toBe(loan);
      }
    }
  });
});

describe('issue 24 §3: loans and withdrawals within what the policy allows', () => {
  /** The problems of an input, or [] when it is accepted. */
  const refusals = (ul: IllustrationInput['ul']) => {
    const checked = validateIllustrationInput({ ...base, ul });
    return checked.ok ? [] : checked.problems;
  };

  it('refuses a loan above 90 % of the cash value then, on its field, naming the maximum', () => {
    const [loan] = refusals({ annualDeposit: 6000, loans: [{ year: 3, amount: 100_000 }] });
    expect(loan).toMatchObject({ field: 'ul.loans.0.amount', code: 'loanAboveMaximum' });
    // The maximum is 90 % of (account value − surrender charge) at the start of year 3.
    const ledger = illustrated(base).ledgers.illustrated;
    const maximum = loan?.params.maximum as number;
    expect(maximum).toBeGreaterThan(0);
    expect(maximum).toBeLessThan(0.9 * (ledger.accountValue[1] ?? 0) + 600_000);
    expect(loan?.message).toMatch(/^The loan of \$100,000\.00 in policy year 3 is more than/);
    // The maximum itself is granted; one cent more is refused.
    const most = maximum / 100;
    expect(refusals({ annualDeposit: 6000, loans: [{ year: 3, amount: most }] })).toEqual([]);
    expect(
      refusals({ annualDeposit: 6000, loans: [{ year: 3, amount: most + 0.01 }] }).map(
        (p) => p.code,
      ),
    ).toEqual(['loanAboveMaximum']);
  });

  it('refuses a withdrawal above the maximum, and one that takes the face below the minimum', () => {
    const [tooMuch] = refusals({ annualDeposit: 6000, withdrawals: [{ year: 4, amount: 50_000 }] });
    expect(tooMuch).toMatchObject({
      field: 'ul.withdrawals.0.amount',
      code: 'withdrawalAboveMaximum',
    });
    // A rich account: 90 % of the cash value would allow it, the 25 000 minimum face does not.
    const [face] = refusals({
      annualDeposit: 200_000,
      withdrawals: [{ year: 5, amount: 240_000 }],
    });
    expect(face).toMatchObject({
      field: 'ul.withdrawals.0.amount',
      code: 'withdrawalBelowMinimumFace',
      message:
        'The withdrawal in policy year 5 would take the face amount below the minimum of $25,000.00 for Universal Life.',
    });
  });

  it('on a basis with lower values, cuts a loan to the maximum and says so on the ledger', () => {
    const [loan] = refusals({ annualDeposit: 6000, loans: [{ year: 6, amount: 1_000_000 }] });
    const most = (loan?.params.maximum as number) / 100;
    const out = illustrated({
      ...base,
      ul: { annualDeposit: 6000, loans: [{ year: 6, amount: most }] },
    });
    expect(out.ledgers.illustrated.limitedFlows).toEqual([]);
    const [cut] = out.ledgers.guaranteed.limitedFlows;
    expect(cut).toMatchObject({ year: 6, kind: 'loan', requested: most * 100, reason: 'maximum' });
    expect(cut?.granted).toBeLessThan(most * 100);
    // The loan the guaranteed ledger carries is the one granted, grown for a year at 6 %.
    const monthly = 1.06 ** (1 / 12) - 1;
    let balance = cut?.granted ?? 0;
    for (let m = 0; m < 12; m++) balance += half(balance * monthly);
    expect(out.ledgers.guaranteed.loan[5]).toBe(balance);
  });

  it('lapses when the loan grows past the cash value (account value less surrender charge)', () => {
    const [loan] = refusals({
      annualDeposit: 6000,
      depositYears: 3,
      loans: [{ year: 4, amount: 1_000_000 }],
    });
    const most = (loan?.params.maximum as number) / 100;
    const ledger = illustrated({
      ...base,
      ul: { annualDeposit: 6000, depositYears: 3, loans: [{ year: 4, amount: most }] },
    }).ledgers.illustrated;
    expect(ledger.endReason).toBe('lapse');
    const lapse = ledger.lapseYear ?? -1;
    // In force with a cash value above the loan until then; the loan never exceeds the cash value in force.
    for (let t = 3; t < lapse; t++)
      expect(ledger.loan[t]).toBeLessThanOrEqual(
        (ledger.accountValue[t] ?? 0) - (ledger.surrenderCharge[t] ?? 0),
      );
    expect(ledger.cashSurrenderValue[lapse]).toBe(0);
    expect(ledger.deathBenefit[lapse]).toBe(0);
  });
});

describe('UL withdrawals', () => {
  const input: IllustrationInput = {
    ...base,
    ul: { annualDeposit: 6000, withdrawals: [{ year: 11, amount: 5_000 }] },
  };

  it('come out of the account, lower the option 1 face and the ACB by as much', () => {
    const without = illustrated(base).ledgers.illustrated;
    const withdrawn = illustrated(input).ledgers.illustrated;
    expect(withdrawn.withdrawal[10]).toBe(500_000);
    expect(withdrawn.accountValue[9]).toBe(without.accountValue[9]);
    expect(withdrawn.accountValue[10]).toBeLessThan((without.accountValue[10] ?? 0) - 490_000);
    expect(withdrawn.deathBenefit[10]).toBe(25_000_000 - 500_000);
    expect(without.deathBenefit[10]).toBe(25_000_000);
    // ACB_t = ACB_{t−1} + premium − NCPI − withdrawal.
    expect(withdrawn.acb[10]).toBe(
      (withdrawn.acb[9] ?? 0) + (withdrawn.premium[10] ?? 0) - (withdrawn.ncpi[10] ?? 0) - 500_000,
    );
  });

  it('roll forward exactly every month on every basis', () => {
    for (const basis of bases) {
      for (const row of months(input, basis)) {
        expect(row.accountValue).toBe(
          row.accountValueStart +
            row.netPremium -
            row.withdrawal -
            row.monthlyDeduction +
            row.interest,
        );
      }
    }
  });

  it('are refused when the year or the amount is impossible', () => {
    const checked = validateIllustrationInput({
      ...base,
      ul: {
        annualDeposit: 6000,
        withdrawals: [{ year: 0, amount: 100 }],
        loans: [{ year: 2, amount: -1 }],
      },
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.problems.map((p) => p.field).sort()).toEqual([
        'ul.loans.0',
        'ul.withdrawals.0',
      ]);
  });
});

describe('index account caps and floors (0603)', () => {
  const iul = (fundRates: Record<string, number>): IllustrationInput => ({
    productId: '0603',
    faceAmount: 250_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
    ul: { annualDeposit: 5000, allocations: { DI: 0, GIA10: 0, SPX: 100, TSX60: 0 }, fundRates },
  });

  it('credits at most the cap (S&P 500: 9 %) and at least the floor (0 %)', () => {
    const capped = illustrated(iul({ SPX: 15 })).ledgers;
    expect(capped.illustrated.averageInterest[0]).toBe(9);
    expect(capped.alternate.averageInterest[0]).toBe(8);
    expect(illustrated(iul({ SPX: 9 })).ledgers.illustrated.accountValue[20]).toBe(
      capped.illustrated.accountValue[20],
    );
    const floored = illustrated(iul({ SPX: -5 })).ledgers;
    expect(floored.illustrated.averageInterest[0]).toBe(0);
    expect(illustrated(iul({ SPX: 0 })).ledgers.illustrated.accountValue[5]).toBe(
      floored.illustrated.accountValue[5],
    );
  });

  it('leaves a declared rate under the cap as it is', () => {
    expect(illustrated(iul({ SPX: 7.25 })).ledgers.illustrated.averageInterest[0]).toBe(7.25);
  });
});
