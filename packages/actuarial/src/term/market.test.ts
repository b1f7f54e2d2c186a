// Issue 24 §8, "term rates a client would believe": the term family's basis lands within the
// published Canadian market range (README §Level premium rate, "Calibration", and decision
// 0040 give the sources). Figures are non-smoker, 500 000 of cover, term 20.
import { describe, expect, it } from 'vitest';
import type { IllustrationInput } from '../input';
import type { RateClass, Sex } from '../modes';
import { firstYearPremium } from '../premium';
import type { ProductId } from '../products/types';

function premium(
  productId: ProductId,
  issueAge: number,
  sex: Sex,
  rateClass: RateClass,
  premiumMode: IllustrationInput['premiumMode'],
): number {
  const result = firstYearPremium({
    productId,
    faceAmount: 500_000,
    premiumMode,
    insureds: [{ sex, smokeClass: 'N', issueAge, rateClass }],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return (
    (premiumMode === 'Annual'
      ? result.firstYearPremium.annualPremium
      : result.firstYearPremium.modalPremium) / 100
  );
}

describe('issue 24 §8: term 20 within the published Canadian range', () => {
  it('the issue’s case: male 45, non-smoker, preferred, 500 000 costs under 950 a year (was 1 265)', () => {
    const annual = premium('0132', 45, 'M', 'P', 'Annual');
    expect(annual).toBeLessThanOrEqual(950);
    expect(annual).toBeGreaterThan(650);
  });

  // Manulife Family Term 20, 500 000, male non-smoker, monthly, as PolicyMe publishes it.
  const published: [number, number][] = [
    [25, 33.36],
    [35, 35.46],
    [45, 79.83],
    [55, 244.96],
  ];
  it.each(published)(
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

  it('male 25 and 55 near the market averages (Winquote, 33 insurers: 384 and 2 749 a year)', () => {
    expect(premium('0132', 25, 'M', 'S', 'Annual') / 384).toBeGreaterThanOrEqual(0.8);
    expect(premium('0132', 25, 'M', 'S', 'Annual') / 384).toBeLessThanOrEqual(1.1);
    expect(premium('0132', 55, 'M', 'S', 'Annual') / 2749).toBeGreaterThanOrEqual(0.9);
    expect(premium('0132', 55, 'M', 'S', 'Annual') / 2749).toBeLessThanOrEqual(1.1);
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
