// Issue 24 §2, "cents that are cents": decimal amounts are read exactly, once, at the edge
// (string form → integer cents or thousandths), never by multiplying floats.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { validateIllustrationInput } from './input';
import { exactCents, parseDecimal } from './money';

const ul = (extra: Record<string, unknown>) => ({
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
  ul: { annualDeposit: 6000, ...extra },
});

describe('issue 24 §2: amounts to the cent are read exactly', () => {
  it('accepts 19.99, 4.35 and 8,315.03 as withdrawals, loans and deposits, to the cent', () => {
    for (const [amount, cents] of [
      [19.99, 1999],
      [4.35, 435],
      [8315.03, 831_503],
      [0.07, 7],
      [1.1, 110],
    ] as const) {
      expect(exactCents(amount)).toBe(cents);
      const checked = validateIllustrationInput(
        ul({
          annualDeposit: amount,
          withdrawals: [{ year: 10, amount }],
          loans: [{ year: 12, amount }],
        }),
      );
      expect(checked.ok ? [] : checked.problems).toEqual([]);
      if (!checked.ok) continue;
      expect(checked.value.ul?.annualDepositCents).toBe(cents);
      expect(checked.value.ul?.withdrawals).toEqual([{ year: 10, amount: cents }]);
      expect(checked.value.ul?.loans).toEqual([{ year: 12, amount: cents }]);
    }
  });

  it('refuses more than two decimals, on the field, and never rounds it silently', () => {
    const checked = validateIllustrationInput(
      ul({ annualDeposit: 1000.005, withdrawals: [{ year: 5, amount: 10.001 }] }),
    );
    expect(checked.ok ? [] : checked.problems.map((p) => [p.field, p.code])).toEqual([
      ['ul.annualDeposit', 'annualDepositCents'],
      ['ul.withdrawals.0', 'flow'],
    ]);
  });

  it('accepts allocations of 1.001 and 2.01 as three decimals, and totals them exactly', () => {
    const checked = validateIllustrationInput(
      ul({ allocations: { DI: 1.001, CBF: 2.01, CEFI: 0.1, APEF: 96.889 } }),
    );
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    if (checked.ok)
      expect(checked.value.ul?.allocationThousandths).toEqual({
        DI: 1001,
        CBF: 2010,
        CEFI: 100,
        APEF: 96_889,
      });
    const off = validateIllustrationInput(ul({ allocations: { DI: 33.333, CBF: 66.666 } }));
    expect(off.ok ? [] : off.problems.map((p) => p.message)).toEqual([
      'Allocations must total 100 percent (they total 99.999).',
    ]);
  });

  const typed = (cents: number) =>
    `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  // Every cent from 0.01 to 10 000.00 (a million values) in turn, and the whole range to
  // 100 000.00 by a property over every cent in it.
  it('reads every cent from 0.01 to 10,000.00 exactly, as a number and as text', () => {
    let wrong = 0;
    for (let cents = 1; cents <= 1_000_000; cents++) {
      if (exactCents(Number(typed(cents))) !== cents) wrong++;
    }
    expect(wrong).toBe(0);
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 })], { numRuns: 20_000 })(
    'reads any cent from 0.01 to 100,000.00 exactly, as a number and as text',
    (cents) => {
      expect(exactCents(Number(typed(cents)))).toBe(cents);
      expect(exactCents(typed(cents))).toBe(cents);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10_000_000 })])(
    'a withdrawal of any cent up to 100,000.00 passes the to-the-cent check as typed',
    (cents) => {
      const amount = Number(typed(cents));
      const checked = validateIllustrationInput(
        ul({ annualDeposit: 100_000, withdrawals: [{ year: 30, amount }] }),
      );
      const problems = checked.ok ? [] : checked.problems.map((p) => p.code);
      expect(problems).not.toContain('flow');
    },
  );

  test.prop([fc.integer({ min: 0, max: 100_000 })])(
    'any allocation with three decimals is read as its thousandths',
    (thousandths) => {
      const percent = Number((thousandths / 1000).toFixed(3));
      expect(parseDecimal(percent, 3)).toBe(thousandths);
    },
  );

  it('refuses what is not a plain non-negative decimal within safe integers', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7, '1e3', '12,50', ''])
      expect(exactCents(value), String(value)).toBeNull();
    expect(exactCents('8315.03')).toBe(831_503);
    expect(exactCents(0)).toBe(0);
    expect(exactCents(12.5)).toBe(1250);
  });
});
