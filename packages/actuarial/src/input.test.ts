import { describe, expect, it } from 'vitest';
import {
  cannotElectPremiumOffset,
  premiumOffsetElectable,
  validateIllustrationInput,
} from './input';

const good = {
  productId: '0131',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
};

describe('validateIllustrationInput', () => {
  it('accepts a plain term input and applies defaults', () => {
    const result = validateIllustrationInput(good);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.insureds[0]).toMatchObject({ rateClass: 'P', rating: 100, flatExtra: 0 });
      expect(result.value.lifeBasis).toBe('SINGLE');
    }
  });
  it('lists every problem with its field', () => {
    const result = validateIllustrationInput({
      ...good,
      faceAmount: 1000,
      premiumMode: 'Weekly',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 80, rating: 300 }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.field).sort()).toEqual([
        'faceAmount',
        'insureds.0.rating',
        'premiumMode',
      ]);
    }
    const old = validateIllustrationInput({
      ...good,
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 80 }],
    });
    expect(old.ok ? [] : old.problems).toMatchObject([
      {
        field: 'insureds.0.issueAge',
        code: 'issueAgeOutside',
        message: 'Issue age 80 is outside 18 to 70 for Term 10.',
      },
    ]);
  });
  it('rejects unknown products and riders not allowed', () => {
    expect(validateIllustrationInput({ ...good, productId: '9999' })).toEqual({
      ok: false,
      problems: [
        {
          field: 'productId',
          code: 'unknownProduct',
          params: { product: '9999' },
          message: 'Unknown product 9999.',
        },
      ],
    });
    const result = validateIllustrationInput({
      ...good,
      riders: [{ riderId: '094', faceAmount: 100_000 }],
    });
    expect(result.ok ? '' : result.problems[0]?.message).toBe(
      'Rider 094 is not allowed on Term 10.',
    );
  });
  it('works out the age from a birth date, nearest by default', () => {
    const input = {
      ...good,
      issueDate: '2024-03-01',
      insureds: [{ sex: 'F', smokeClass: 'N', birthDate: '1984-08-20' }],
    };
    const nearest = validateIllustrationInput(input);
    const byDays = validateIllustrationInput({ ...input, ageMethod: 'days' });
    expect(nearest.ok && nearest.value.insureds[0]?.issueAge).toBe(40);
    expect(byDays.ok && byDays.value.insureds[0]?.issueAge).toBe(39);
    const noDate = validateIllustrationInput({ ...input, issueDate: undefined });
    expect(noDate.ok ? '' : noDate.problems[0]?.field).toBe('issueDate');
  });
  it('a date the calendar does not have is a problem with its field, never a thrown error', () => {
    const input = {
      ...good,
      issueDate: '2024-03-01',
      insureds: [{ sex: 'F', smokeClass: 'N', birthDate: '1984-02-30' }],
    };
    // Issue 24 §5: the problem is on the birth date itself, with its own message.
    const birth = validateIllustrationInput(input);
    expect(birth.ok ? [] : birth.problems).toMatchObject([
      {
        field: 'insureds.0.birthDate',
        code: 'birthDate',
        message: 'Birth date must be a day the calendar has, written YYYY-MM-DD.',
      },
    ]);
    const issue = validateIllustrationInput({
      ...input,
      issueDate: '2023-02-29',
      insureds: [{ sex: 'F', smokeClass: 'N', birthDate: '1984-02-29' }],
    });
    expect(issue.ok ? '' : issue.problems[0]?.field).toBe('issueDate');
    const leap = validateIllustrationInput({ ...input, issueDate: '2024-02-29' });
    expect(leap.ok).toBe(false);
    const fine = validateIllustrationInput({
      ...input,
      issueDate: '2024-02-29',
      insureds: [{ sex: 'F', smokeClass: 'N', birthDate: '1984-02-29' }],
    });
    expect(fine.ok && fine.value.insureds[0]?.issueAge).toBe(40);
  });
  it('joint needs two insureds; UL allocations must total 100 with 3 decimals', () => {
    const joint = validateIllustrationInput({
      ...good,
      productId: '0562',
      faceAmount: 200_000,
      lifeBasis: 'JOINTLAST',
    });
    expect(joint.ok ? '' : joint.problems[0]?.message).toBe(
      'A joint life basis needs exactly two insureds.',
    );
    const ul = validateIllustrationInput({
      ...good,
      productId: '0602',
      ul: { annualDeposit: 1000, allocations: { DI: 50.0001, CEFI: 49.9999 } },
    });
    expect(ul.ok ? [] : ul.problems.map((p) => p.field)).toEqual([
      'ul.allocations.DI',
      'ul.allocations.CEFI',
      'ul.allocations',
    ]);
  });
});

describe('premium offset rules', () => {
  it('is electable with PUA or DOD on a plan in premium offset, or with the box enabled and ticked', () => {
    expect(premiumOffsetElectable(true, 'PUA', false, false)).toBe(true);
    expect(premiumOffsetElectable(true, 'DOD', false, false)).toBe(true);
    expect(premiumOffsetElectable(true, 'PIC', false, false)).toBe(false);
    expect(premiumOffsetElectable(false, 'PUA', false, false)).toBe(false);
    expect(premiumOffsetElectable(false, 'NONE', true, true)).toBe(true);
    expect(premiumOffsetElectable(false, 'PUA', true, false)).toBe(false);
  });
  it('cannot be elected when the skip date is at or after expiry', () => {
    expect(cannotElectPremiumOffset('2080-01-01', '2080-01-01')).toBe(true);
    expect(cannotElectPremiumOffset('2081-01-01', '2080-01-01')).toBe(true);
    expect(cannotElectPremiumOffset('2079-12-31', '2080-01-01')).toBe(false);
  });
});

describe('issue 33 §5: a birth date given beside an issue age is never ignored', () => {
  const on = (insured: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    validateIllustrationInput({
      ...good,
      issueDate: '2025-03-01',
      ...extra,
      insureds: [{ sex: 'M', smokeClass: 'N', ...insured }],
    });
  const problemsOf = (result: ReturnType<typeof validateIllustrationInput>) =>
    result.ok ? [] : result.problems.map((p) => [p.field, p.code]);

  it('a birth date that agrees with the age is accepted; the age comes from the birth date', () => {
    const result = on({ issueAge: 40, birthDate: '1984-11-15' });
    expect(problemsOf(result)).toEqual([]);
    if (result.ok) expect(result.value.insureds[0]?.issueAge).toBe(40);
  });

  it('one giving another age by the age method is a problem on the issue age, naming both', () => {
    const result = on({ issueAge: 40, birthDate: '1980-01-01' });
    expect(problemsOf(result)).toEqual([['insureds.0.issueAge', 'issueAgeDisagrees']]);
    expect(result.ok ? '' : result.problems[0]?.message).toMatch(
      /^Issue age 40 does not agree with the birth date, which gives age 45 on the issue date \(age nearest birthday\)/,
    );
    // Born 1 August 1984: 40 by the last-birthday method on 1 March 2025 (41 to the nearest).
    expect(
      problemsOf(on({ issueAge: 40, birthDate: '1984-08-01' }, { ageMethod: 'lastBirthday' })),
    ).toEqual([]);
  });

  it('an invalid birth date, or one after the issue date, is a problem even with an age given', () => {
    expect(problemsOf(on({ issueAge: 40, birthDate: '1984-02-30' }))).toEqual([
      ['insureds.0.birthDate', 'birthDate'],
    ]);
    expect(problemsOf(on({ issueAge: 40, birthDate: '2026-01-01' }))).toEqual([
      ['insureds.0.birthDate', 'birthAfterIssue'],
    ]);
    expect(problemsOf(on({ issueAge: 40, birthDate: 19840101 }))).toEqual([
      ['insureds.0.birthDate', 'birthDate'],
    ]);
  });

  it('a birth date with an age but no issue date asks for the issue date', () => {
    const result = validateIllustrationInput({
      ...good,
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40, birthDate: '1984-11-15' }],
    });
    expect(problemsOf(result)).toEqual([['issueDate', 'issueDateNeeded']]);
  });
});

describe('issue 33 §3: an amount is a number, the same rule for every amount', () => {
  const ulInput = (ul: Record<string, unknown>) => ({
    productId: '0602',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
    ul: { annualDeposit: 6000, ...ul },
  });
  const problemsOf = (raw: unknown) => {
    const result = validateIllustrationInput(raw);
    return result.ok ? [] : result.problems.map((p) => [p.field, p.code, p.message]);
  };

  it('"19.99" as text is refused for a deposit, a withdrawal, a loan and an allocation alike', () => {
    expect(problemsOf(ulInput({ annualDeposit: '19.99' }))).toEqual([
      [
        'ul.annualDeposit',
        'annualDeposit',
        'Universal life needs a planned annual deposit: a number of 0 or more dollars, to the cent.',
      ],
    ]);
    const flow =
      'Give a policy year from 1 to 120 and an amount: a number of more than 0 dollars, to the cent.';
    expect(problemsOf(ulInput({ withdrawals: [{ year: 5, amount: '19.99' }] }))).toEqual([
      ['ul.withdrawals.0', 'flow', flow],
    ]);
    expect(problemsOf(ulInput({ loans: [{ year: 5, amount: '19.99' }] }))).toEqual([
      ['ul.loans.0', 'flow', flow],
    ]);
    expect(problemsOf(ulInput({ allocations: { DI: '100' } })).map((p) => p[1])).toEqual([
      'allocation',
      'allocationTotal',
    ]);
  });

  it('the same amounts as numbers are read to the cent', () => {
    const result = validateIllustrationInput(
      ulInput({ annualDeposit: 19.99, withdrawals: [{ year: 5, amount: 19.99 }] }),
    );
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (result.ok) {
      expect(result.value.ul?.annualDepositCents).toBe(1999);
      expect(result.value.ul?.withdrawals).toEqual([{ year: 5, amount: 1999 }]);
    }
  });
});
