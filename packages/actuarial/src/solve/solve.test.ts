// Every solve's answer is the exact boundary: it meets its target and one unit less
// (one cent of deposit, one dollar of face more) does not.
import { describe, expect, it } from 'vitest';
import { illustrate } from '../illustrate';
import type { IllustrationInput } from '../input';
import { resolveInput } from '../input';
import { premiumSummary } from '../premium';
import { problemText } from '../problems';
import { brent } from './brent';
import { solveFaceForPremium } from './level-solves';
import { solveDepositForCashValue, solveFaceForDeposit, solveMinimumDeposit } from './ul-solves';

const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 500_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
  ul: { annualDeposit: 6000 },
};

function withDeposit(input: IllustrationInput, annualDeposit: number): IllustrationInput {
  return { ...input, ul: { ...input.ul, annualDeposit } };
}

describe('brent', () => {
  it('finds roots of smooth and kinked functions to the tolerance', () => {
    expect(brent((x) => x * x - 2, 0, 2, 1e-12).root).toBeCloseTo(Math.SQRT2, 11);
    expect(brent((x) => Math.max(-1, x - 3.25), 0, 10, 1e-9).root).toBeCloseTo(3.25, 8);
    expect(() => brent((x) => x + 1, 0, 1)).toThrow(/no sign change/);
  });
});

describe('UL solves', () => {
  it('minimum deposit carries the policy to 100 on the illustrated basis; a cent less lapses', () => {
    const solved = solveMinimumDeposit(ul);
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const annual = solved.annualDeposit / 100;
    const carried = illustrate(withDeposit(ul, annual)).ledgers.illustrated;
    expect(carried.lapseYear).toBeNull();
    expect(solved.achieved).toBeGreaterThanOrEqual(0);
    const short = illustrate(withDeposit(ul, annual - 12 / 100)).ledgers.illustrated;
    expect(short.lapseYear).not.toBeNull();
    expect(short.age[short.lapseYear ?? 0]).toBeLessThan(100);
    expect(solved.modalDeposit * 12).toBe(solved.annualDeposit);
  });

  it('minimum deposit on the guaranteed basis is higher', () => {
    const illustrated = solveMinimumDeposit(ul);
    const guaranteed = solveMinimumDeposit(ul, { basis: 'guaranteed' });
    expect(guaranteed.ok && guaranteed.modalDeposit).toBeGreaterThan(
      illustrated.ok ? illustrated.modalDeposit : Infinity,
    );
  });

  it('deposit for a cash value of 100 000 at 65 reaches it, a cent less does not', () => {
    const solved = solveDepositForCashValue(ul, 10_000_000, 65);
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const ledger = illustrate(withDeposit(ul, solved.annualDeposit / 100)).ledgers.illustrated;
    expect(ledger.cashSurrenderValue[65 - 45 - 1]).toBe(solved.achieved);
    expect(solved.achieved).toBeGreaterThanOrEqual(10_000_000);
    const less = illustrate(withDeposit(ul, (solved.annualDeposit - 12) / 100)).ledgers.illustrated;
    expect(less.cashSurrenderValue[19]).toBeLessThan(10_000_000);
  });

  it('face for a deposit: the largest face the deposit carries to 100', () => {
    const solved = solveFaceForDeposit(ul);
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const at = solveMinimumDeposit({ ...ul, faceAmount: solved.faceAmount });
    const above = solveMinimumDeposit({ ...ul, faceAmount: solved.faceAmount + 1 });
    expect(at.ok && at.annualDeposit).toBeLessThanOrEqual(600_000);
    expect(above.ok && above.annualDeposit).toBeGreaterThan(600_000);
  });
});

describe('level-premium face solve', () => {
  it('largest face whose annual premium is within the premium given', () => {
    const input: IllustrationInput = {
      productId: '0900',
      faceAmount: 100_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
    };
    const solved = solveFaceForPremium(input, 250_000);
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const resolved = resolveInput(input);
    expect(
      premiumSummary({ ...resolved, faceAmount: solved.faceAmount }).annualPremium,
    ).toBeLessThanOrEqual(250_000);
    expect(
      premiumSummary({ ...resolved, faceAmount: solved.faceAmount + 1 }).annualPremium,
    ).toBeGreaterThan(250_000);
  });
});

describe('issue 24 §1: solves widen their bracket, and say so when there is no answer', () => {
  /** The exact boundary: the answer carries the policy to 100, one modal cent less lapses before. */
  function expectExactBoundary(input: IllustrationInput) {
    const solved = solveMinimumDeposit(input);
    expect(solved.ok ? '' : solved.problem.message).toBe('');
    if (!solved.ok) return;
    const payments = solved.annualDeposit / solved.modalDeposit;
    const carried = illustrate(withDeposit(input, solved.annualDeposit / 100)).ledgers.illustrated;
    expect(carried.lapseYear).toBeNull();
    const less = (solved.modalDeposit - 1) * payments;
    const short = illustrate(withDeposit(input, less / 100)).ledgers.illustrated;
    expect(short.lapseYear).not.toBeNull();
    expect(short.age[short.lapseYear ?? 0]).toBeLessThan(100);
  }

  it('option 2 on a heavily rated smoker: found beyond the first bracket, to the cent', () => {
    expectExactBoundary({
      productId: '0602',
      faceAmount: 1_000_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'S', rateClass: 'U', issueAge: 60, rating: 200 }],
      ul: { annualDeposit: 0, deathBenefitOption: 2 },
    });
  });

  it('a term rider larger than the base: found beyond the first bracket, to the cent', () => {
    expectExactBoundary({
      productId: '0602',
      faceAmount: 25_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 50 }],
      riders: [{ riderId: '094', faceAmount: 5_000_000 }],
      ul: { annualDeposit: 0 },
    });
  });

  it('with no deposit years, no deposit can carry it: a problem in both languages, not null', () => {
    const solved = solveMinimumDeposit({ ...ul, ul: { annualDeposit: 0, depositYears: 0 } });
    expect(solved.ok).toBe(false);
    if (solved.ok) return;
    expect(solved.problem).toMatchObject({ field: 'ul.annualDeposit', code: 'noDepositCarries' });
    expect(solved.problem.message).toBe(
      'No deposit up to the product’s maximum of $2,000,000.00 a year keeps this policy in force to age 100.',
    );
    expect(problemText(solved.problem, 'fr')).toContain(
      'ne maintient cette police en vigueur jusqu’à 100 ans',
    );
  });

  it('a cash value target no deposit within the product reaches is a problem too', () => {
    const solved = solveDepositForCashValue(ul, 100_000_000_000_000, 46);
    expect(solved.ok ? '' : solved.problem.code).toBe('noDepositReaches');
  });

  it('face solves: a deposit too small for the minimum face, a premium below the minimum face', () => {
    const face = solveFaceForDeposit({ ...ul, ul: { annualDeposit: 1 } });
    expect(face.ok ? '' : face.problem.code).toBe('noFaceCarries');
    const premium = solveFaceForPremium(
      {
        productId: '0900',
        faceAmount: 100_000,
        premiumMode: 'Annual',
        insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
      },
      100,
    );
    expect(premium.ok ? '' : premium.problem.code).toBe('noFaceForPremium');
  });
});
