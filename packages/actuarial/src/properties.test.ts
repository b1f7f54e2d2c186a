// Properties over random inputs: premiums rise with age, rating and smoking; more deposit
// never lowers the account value; a solve's answer is the exact boundary of its target.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import type { IllustrationInput } from './input';
import type { Rating, Sex } from './modes';
import { firstYearPremium } from './premium';
import type { ProductId } from './products/types';
import { solveMinimumDeposit } from './solve/ul-solves';
import { illustrated } from './test-support/valid';

const levelProducts: ProductId[] = ['0131', '0132', '0133', '0563', '0900', '0902'];
const ages: Record<string, [number, number]> = {
  '0131': [30, 70],
  '0132': [30, 65],
  '0133': [30, 55],
  '0563': [30, 75],
  '0900': [30, 80],
  '0902': [30, 75],
};

function premium(
  productId: ProductId,
  issueAge: number,
  sex: Sex,
  smokeClass: 'N' | 'S',
  rating: Rating,
  rateClass: 'P' | 'S' | 'U',
): number {
  const result = firstYearPremium({
    productId,
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex, smokeClass, issueAge, rating, rateClass }],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.firstYearPremium.basePremium;
}

const life = fc.record({
  productId: fc.constantFrom(...levelProducts),
  sex: fc.constantFrom<Sex>('M', 'F'),
  smokeClass: fc.constantFrom<'N' | 'S'>('N', 'S'),
  rating: fc.constantFrom<Rating>(100, 125, 150, 175, 200),
  rateClass: fc.constantFrom<'P' | 'S' | 'U'>('P', 'S', 'U'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('premium properties', () => {
  // From 30: below it the CSO select rates of young adults can fall with age (the accident hump).
  test.prop([life, fc.integer({ min: 1, max: 20 })], { numRuns: 150 })(
    'rises with issue age from 30',
    (l, step) => {
      const [low, high] = ages[l.productId] as [number, number];
      const a = Math.min(high - 1, low + Math.floor(l.at * (high - low)));
      const b = Math.min(high, a + step);
      expect(
        premium(l.productId, b, l.sex, l.smokeClass, l.rating, l.rateClass),
      ).toBeGreaterThanOrEqual(premium(l.productId, a, l.sex, l.smokeClass, l.rating, l.rateClass));
    },
  );

  test.prop([life], { numRuns: 150 })('rises with rating, rate class and smoking', (l) => {
    const [low, high] = ages[l.productId] as [number, number];
    const age = low + Math.floor(l.at * (high - low));
    const base = premium(l.productId, age, l.sex, l.smokeClass, l.rating, l.rateClass);
    if (l.rating < 200)
      expect(
        premium(l.productId, age, l.sex, l.smokeClass, (l.rating + 25) as Rating, l.rateClass),
      ).toBeGreaterThanOrEqual(base);
    expect(premium(l.productId, age, l.sex, 'S', l.rating, l.rateClass)).toBeGreaterThanOrEqual(
      premium(l.productId, age, l.sex, 'N', l.rating, l.rateClass),
    );
    expect(premium(l.productId, age, l.sex, l.smokeClass, l.rating, 'U')).toBeGreaterThanOrEqual(
      premium(l.productId, age, l.sex, l.smokeClass, l.rating, 'S'),
    );
    expect(premium(l.productId, age, l.sex, l.smokeClass, l.rating, 'S')).toBeGreaterThanOrEqual(
      premium(l.productId, age, l.sex, l.smokeClass, l.rating, 'P'),
    );
  });
});

const ulCase = fc.record({
  productId: fc.constantFrom<ProductId>('0602', '0603'),
  issueAge: fc.integer({ min: 0, max: 85 }),
  sex: fc.constantFrom<Sex>('M', 'F'),
  smokeClass: fc.constantFrom<'N' | 'S'>('N', 'S'),
  face: fc.integer({ min: 25, max: 2000 }).map((k) => k * 1000),
  deposit: fc.integer({ min: 0, max: 40_000 }),
  extra: fc.integer({ min: 1, max: 10_000 }),
  option: fc.constantFrom<1 | 2>(1, 2),
  mode: fc.constantFrom('Annual', 'Monthly', 'Quarterly', 'SemiAnnual' as const),
});

function ulInput(
  c: typeof ulCase extends fc.Arbitrary<infer T> ? T : never,
  deposit: number,
): IllustrationInput {
  return {
    productId: c.productId,
    faceAmount: c.face,
    premiumMode: c.mode,
    insureds: [{ sex: c.sex, smokeClass: c.smokeClass, issueAge: c.issueAge }],
    ul: { annualDeposit: deposit, deathBenefitOption: c.option },
  };
}

describe('UL properties', () => {
  test.prop([ulCase], { numRuns: 40 })(
    'more deposit never lowers the account value, on any basis',
    (c) => {
      const less = illustrated(ulInput(c, c.deposit));
      const more = illustrated(ulInput(c, c.deposit + c.extra));
      for (const basis of ['guaranteed', 'illustrated', 'alternate'] as const) {
        const a = less.ledgers[basis];
        const b = more.ledgers[basis];
        expect(b.years).toBeGreaterThanOrEqual(a.years);
        for (let t = 0; t < a.years; t++)
          expect(b.accountValue[t]).toBeGreaterThanOrEqual(a.accountValue[t] ?? 0);
      }
    },
  );

  test.prop([ulCase.filter((c) => c.issueAge <= 75)], { numRuns: 8 })(
    'minimum deposit meets its target; one cent less per payment misses',
    (c) => {
      const input = ulInput(c, 0);
      const solved = solveMinimumDeposit(input);
      // Issue 24 §1: every valid case has an answer; the solve never gives up silently.
      expect(solved.ok ? '' : solved.problem.message).toBe('');
      if (!solved.ok) return;
      expect(solved.achieved).toBeGreaterThanOrEqual(0);
      if (solved.modalDeposit > 0) {
        const perYear = solved.annualDeposit / solved.modalDeposit;
        const short = illustrated(ulInput(c, (solved.annualDeposit - perYear) / 100)).ledgers
          .illustrated;
        expect(short.lapseYear).not.toBeNull();
        expect(short.age[short.lapseYear ?? 0]).toBeLessThan(100);
      }
    },
  );
});
