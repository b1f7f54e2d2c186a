// Issue 24 §8 and issue 33 §9, "term rates a client would believe": the term family's basis
// lands within the published Canadian market range (README §Level premium rate, "Calibration",
// and decisions 0040 and 0095 give the sources and the method). Money as published: monthly
// or annual premiums, in dollars.
import { describe, expect, it } from 'vitest';
import type { IllustrationInput } from '../input';
import type { RateClass, Sex, SmokeClass } from '../modes';
import { firstYearPremium } from '../premium';
import type { ProductId } from '../products/types';

function premium(
  productId: ProductId,
  issueAge: number,
  sex: Sex,
  rateClass: RateClass,
  premiumMode: IllustrationInput['premiumMode'],
  smokeClass: SmokeClass = 'N',
  faceAmount = 500_000,
): number {
  const result = firstYearPremium({
    productId,
    faceAmount,
    premiumMode,
    insureds: [{ sex, smokeClass, issueAge, rateClass }],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return (
    (premiumMode === 'Annual'
      ? result.firstYearPremium.annualPremium
      : result.firstYearPremium.modalPremium) / 100
  );
}

/** Published ranges are rounded estimates: a price within 5 % of an edge is read as on it. */
const EDGE = 0.05;

describe('issue 24 §8: term 20 within the published Canadian range', () => {
  it('the issue’s case: male 45, non-smoker, preferred, 500 000 costs under 950 a year (was 1 265)', () => {
    const annual = premium('0132', 45, 'M', 'P', 'Annual');
    expect(annual).toBeLessThanOrEqual(950);
    expect(annual).toBeGreaterThan(650);
  });

  // (B) Manulife Family Term 20, 500 000, male non-smoker, monthly, as PolicyMe publishes it.
  const manulife: [number, number][] = [
    [25, 33.36],
    [35, 35.46],
    [45, 79.83],
  ];
  it.each(manulife)(
    'male %i: standard from 15 per cent below to 10 per cent above %f a month, preferred at most that',
    (age, monthly) => {
      const standard = premium('0132', age, 'M', 'S', 'Monthly');
      const preferred = premium('0132', age, 'M', 'P', 'Monthly');
      expect(standard / monthly).toBeGreaterThanOrEqual(0.85);
      expect(standard / monthly).toBeLessThanOrEqual(1.1);
      expect(preferred / monthly).toBeGreaterThanOrEqual(0.7);
      expect(preferred).toBeLessThanOrEqual(monthly);
      expect(preferred).toBeLessThan(standard);
    },
  );

  it('male 25 near the market average (Winquote, 33 insurers: 384 a year)', () => {
    expect(premium('0132', 25, 'M', 'S', 'Annual') / 384).toBeGreaterThanOrEqual(0.8);
    expect(premium('0132', 25, 'M', 'S', 'Annual') / 384).toBeLessThanOrEqual(1.1);
  });

  it('female 35 within the published quotes of five insurers (21.23 to 23.48 a month), ±10 %', () => {
    for (const rateClass of ['P', 'S'] as const) {
      const monthly = premium('0132', 35, 'F', rateClass, 'Monthly');
      expect(monthly).toBeGreaterThanOrEqual(21.23 * 0.9);
      expect(monthly).toBeLessThanOrEqual(23.48 * 1.1);
    }
  });

  it('male 65: within the stated range of 4 500 to 9 000 a year (no Canadian figure published)', () => {
    for (const rateClass of ['P', 'S'] as const) {
      const annual = premium('0132', 65, 'M', rateClass, 'Annual');
      expect(annual).toBeGreaterThanOrEqual(4500);
      expect(annual).toBeLessThanOrEqual(9000);
    }
  });

  it('term 10 costs less and term 30 more than term 20 at every age they share', () => {
    for (const sex of ['M', 'F'] as const)
      for (let age = 25; age <= 55; age += 5) {
        const t10 = premium('0131', age, sex, 'P', 'Annual');
        const t20 = premium('0132', age, sex, 'P', 'Annual');
        const t30 = premium('0133', age, sex, 'P', 'Annual');
        expect(t10, `${sex} ${age}`).toBeLessThan(t20);
        expect(t20, `${sex} ${age}`).toBeLessThan(t30);
      }
  });
});

describe('issue 33 §9: smokers, older ages and term 30 at the edges of the market', () => {
  // (A) canadacovertimes.com, January 2026: term 20, 500 000, male, Ontario, monthly ranges.
  const broker: [number, SmokeClass, number, number][] = [
    [35, 'N', 30, 40],
    [45, 'N', 55, 75],
    [55, 'N', 130, 160],
    [35, 'S', 65, 85],
    [45, 'S', 140, 170],
    [55, 'S', 320, 400],
  ];
  it.each(broker)(
    'male %i, smoke class %s: preferred within the published %f to %f a month',
    (age, smokeClass, low, high) => {
      const preferred = premium('0132', age, 'M', 'P', 'Monthly', smokeClass);
      expect(preferred).toBeGreaterThanOrEqual(low * (1 - EDGE));
      expect(preferred).toBeLessThanOrEqual(high * (1 + EDGE));
    },
  );

  it('male non-smoker 55: standard between the broker range (160 a month) and Manulife (244.96), and under the 33 insurers’ average (2 749 a year)', () => {
    const standard = premium('0132', 55, 'M', 'S', 'Monthly');
    expect(standard).toBeGreaterThanOrEqual(160);
    expect(standard).toBeLessThanOrEqual(244.96);
    expect(premium('0132', 55, 'M', 'S', 'Annual')).toBeLessThanOrEqual(2749);
  });

  // (C) Manulife, January 2021: term 10, 100 000, male, monthly, non-smoker and smoker.
  const smokerRatio: [number, number, number][] = [
    [18, 12.09, 16.54],
    [25, 12.09, 16.64],
    [35, 12.82, 21.08],
    [45, 20.18, 42.94],
    [55, 40.98, 99.29],
    [65, 114.26, 250.78],
  ];
  it.each(smokerRatio)(
    'male %i: a smoker pays the published multiple of a non-smoker (%f against %f a month), ±10 %',
    (age, nonSmoker, smoker) => {
      const ratio =
        premium('0131', age, 'M', 'S', 'Monthly', 'S', 100_000) /
        premium('0131', age, 'M', 'S', 'Monthly', 'N', 100_000);
      expect(ratio / (smoker / nonSmoker)).toBeGreaterThanOrEqual(0.9);
      expect(ratio / (smoker / nonSmoker)).toBeLessThanOrEqual(1.1);
    },
  );

  // (D) Serenia Life, June 2024: 250 000, non-smoker, monthly, at 40.
  const serenia: [ProductId, Sex, number][] = [
    ['0131', 'M', 17.33],
    ['0132', 'M', 27.45],
    ['0133', 'M', 50.4],
    ['0131', 'F', 14.4],
    ['0132', 'F', 20.7],
    ['0133', 'F', 38.03],
  ];
  it.each(serenia)(
    'term %s, %s 40, 250 000: preferred and standard within 15 per cent of %f a month',
    (productId, sex, monthly) => {
      for (const rateClass of ['P', 'S'] as const) {
        const ours = premium(productId, 40, sex, rateClass, 'Monthly', 'N', 250_000);
        expect(ours / monthly, rateClass).toBeGreaterThanOrEqual(0.85);
        expect(ours / monthly, rateClass).toBeLessThanOrEqual(1.15);
      }
    },
  );
});
