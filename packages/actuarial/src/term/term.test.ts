// Worked examples for term 10/20/30, term 100 and joint term 100, recomputed by hand from
// the declared basis (README §Level premium rate): 2017 unloaded CSO smoker distinct, 4 %,
// loads; the term family's first level period on the table times the select experience
// factor of the issue age, sex and smoking over its first 20 policy years (non-smokers: men
// 18: 0.55, 25: 0.90, 35: 0.62, 45: 0.72, 55 and 65: 0.66; women 18: 0.55, 25: 0.66, 35: 0.49,
// then as men; smokers: men 18: 0.90, 25: 0.97, 35: 0.66, 45: 0.71, 55: 0.60, 65: 0.50; women
// 18: 0.90, 25: 0.71, 35: 0.52, then as men; linear between), its renewals on the table alone.
import { describe, expect, it } from 'vitest';
import type { IllustrationInput } from '../input';
import { t3369 } from '../mortality/soa/t3369';
import { t3370 } from '../mortality/soa/t3370';
import { t3371 } from '../mortality/soa/t3371';
import { t3372 } from '../mortality/soa/t3372';
import { firstYearPremium } from '../premium';
import { cents, handLevelRate, tableQ } from '../test-support/hand';
import { illustrated } from '../test-support/valid';

function summary(input: IllustrationInput) {
  const result = firstYearPremium(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.firstYearPremium;
}

describe('level term first-year premium, recomputed by hand', () => {
  it('term 10, male non-smoker 40, preferred, 500 000, annual', () => {
    // P class multiplies q by 0.85, the select factor at 40 is 0.62 + 0.10 × 5/10 = 0.67;
    // loads 15 % of premium and 0.10 per 1000; fee 50.
    const rate = handLevelRate(
      (k) => tableQ(t3369, 40, k + 1) * (0.85 * 0.67),
      10,
      10,
      0.04,
      0.15,
      0.1,
    );
    const s = summary({
      productId: '0131',
      faceAmount: 500_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    });
    expect(s.coverages[0]?.rate).toBe(rate);
    expect(s.basePremium).toBe(cents(rate * 500));
    expect(s.policyFee).toBe(5000);
    expect(s.annualPremium).toBe(cents(rate * 500) + 5000);
    expect(s.modalPremium).toBe(s.annualPremium);
  });

  it('term 20, female smoker 35, standard, rated 150, monthly with a flat extra', () => {
    // Select factor of a woman smoker at 35: 0.52; rated 150 %.
    const rate = handLevelRate(
      (k) => Math.min(1, tableQ(t3372, 35, k + 1) * (1.5 * 0.52)),
      20,
      20,
      0.04,
      0.15,
      0.1,
    );
    const s = summary({
      productId: '0132',
      faceAmount: 250_000,
      premiumMode: 'Monthly',
      insureds: [
        {
          sex: 'F',
          smokeClass: 'S',
          rateClass: 'S',
          issueAge: 35,
          rating: 150,
          flatExtra: 2.5,
          flatExtraDuration: 5,
        },
      ],
    });
    const base = cents(rate * 250) + cents(2.5 * 250);
    expect(s.coverages[0]?.premFlatExtra).toBe(62500);
    expect(s.basePremium).toBe(base);
    // Monthly: loading 1.05, 12 payments; each line rounded on its own.
    expect(s.coverages[0]?.modalPremium).toBe(cents((base / 100) * (1.05 / 12)));
    expect(s.policyFeeModal).toBe(cents(50 * (1.05 / 12)));
    expect(s.modalPremium).toBe(cents((base / 100) * (1.05 / 12)) + cents(50 * (1.05 / 12)));
  });

  it('term 30, male smoker 50, class U, quarterly', () => {
    // Smoker class R reads the smokers' factor: at 50, 0.71 − 0.11 × 5/10 = 0.655, over the
    // first 20 years only (the years it was fitted on), the table alone in years 21 to 30;
    // class U 130 %.
    const rate = handLevelRate(
      (k) => Math.min(1, tableQ(t3371, 50, k + 1) * (1.3 * (k < 20 ? 0.655 : 1))),
      30,
      30,
      0.04,
      0.15,
      0.1,
    );
    const s = summary({
      productId: '0133',
      faceAmount: 1_000_000,
      premiumMode: 'Quarterly',
      insureds: [{ sex: 'M', smokeClass: 'R', rateClass: 'U', issueAge: 50 }],
    });
    expect(s.basePremium).toBe(cents(rate * 1000));
    expect(s.modalPremium).toBe(cents(rate * 1000 * (1.04 / 4)) + cents(50 * (1.04 / 4)));
  });

  it('term 10 renews at 50 at the level rate of its own durations 11 to 20, without the select factor', () => {
    const out = illustrated({
      productId: '0131',
      faceAmount: 100_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
    });
    const renewal = handLevelRate((k) => 0.85 * tableQ(t3370, 40, k + 11), 10, 10, 0.04, 0.15, 0.1);
    const ledger = out.ledgers.illustrated;
    expect(ledger.premium[10]).toBe(cents(renewal * 100) + 5000);
    expect(ledger.premium[9]).toBe(ledger.premium[0]);
    // Renewals at 50, 60, 70 (the last allowed at 75 or under), then expiry at 80.
    expect(ledger.years).toBe(40);
    expect(ledger.endReason).toBe('expiry');
    expect(ledger.premium[40]).toBe(0);
  });
});

describe('term 100, recomputed by hand', () => {
  it('male non-smoker 45: premiums to 100, cover to 121', () => {
    const rate = handLevelRate(
      (k) => 0.85 * tableQ(t3369, 45, k + 1),
      121 - 45,
      100 - 45,
      0.04,
      0.12,
      0.25,
      true,
    );
    const s = summary({
      productId: '0563',
      faceAmount: 300_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
    });
    expect(s.basePremium).toBe(cents(rate * 300));
  });

  it('female smoker 60, rated 200, semi-annual', () => {
    const rate = handLevelRate(
      (k) => Math.min(1, 0.85 * 2 * tableQ(t3372, 60, k + 1)),
      61,
      40,
      0.04,
      0.12,
      0.25,
      true,
    );
    const s = summary({
      productId: '0563',
      faceAmount: 100_000,
      premiumMode: 'SemiAnnual',
      insureds: [{ sex: 'F', smokeClass: 'S', issueAge: 60, rating: 200 }],
    });
    expect(s.basePremium).toBe(cents(rate * 100));
    expect(s.modalPremium).toBe(cents(rate * 100 * (1.02 / 2)) + cents(60 * (1.02 / 2)));
  });

  it('joint first-to-die and last-to-die, 50 and 45', () => {
    const qm = (k: number) => 0.85 * tableQ(t3369, 50, k + 1);
    const qf = (k: number) => 0.85 * tableQ(t3370, 45, k + 1);
    const first = handLevelRate(
      (k) => 1 - (1 - qm(k)) * (1 - qf(k)),
      71,
      50,
      0.04,
      0.12,
      0.25,
      true,
    );
    // Last survivor: S_k = kp_m + kp_f − kp_m·kp_f, q_k = 1 − S_{k+1}/S_k.
    const survival: number[] = [1];
    let pm = 1;
    let pf = 1;
    for (let k = 0; k < 76; k++) {
      pm *= 1 - (k < 71 ? qm(k) : 1);
      pf *= 1 - qf(k);
      survival.push(pm + pf - pm * pf);
    }
    const last = handLevelRate(
      (k) => 1 - (survival[k + 1] as number) / (survival[k] as number),
      76,
      50,
      0.04,
      0.12,
      0.25,
      true,
    );
    const insureds = [
      { sex: 'M', smokeClass: 'N', issueAge: 50 },
      { sex: 'F', smokeClass: 'N', issueAge: 45 },
    ] as const;
    const a = summary({
      productId: '0562',
      faceAmount: 400_000,
      premiumMode: 'Annual',
      lifeBasis: 'JOINTFIRST',
      insureds,
    });
    const b = summary({
      productId: '0562',
      faceAmount: 400_000,
      premiumMode: 'Annual',
      lifeBasis: 'JOINTLAST',
      insureds,
    });
    expect(a.basePremium).toBe(cents(first * 400));
    expect(b.basePremium).toBe(cents(last * 400));
    expect(b.basePremium).toBeLessThan(a.basePremium);
  });
});

describe('riders on a level-premium policy', () => {
  it('waiver is its rate times every other premium and the fee; ADB and child are flat', () => {
    const s = summary({
      productId: '0131',
      faceAmount: 500_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
      riders: [
        { riderId: 'WP' },
        { riderId: 'ADB', faceAmount: 100_000 },
        { riderId: 'CHILD', faceAmount: 10_000 },
        {
          riderId: '093',
          faceAmount: 200_000,
          insured: { sex: 'F', smokeClass: 'N', issueAge: 38 },
        },
      ],
    });
    const [base, adb, child, term, waiver] = s.coverages;
    expect(adb?.annualPremium).toBe(8000);
    expect(child?.annualPremium).toBe(5000);
    // The term rider's own life defaults to rate class S (multiplier 1), priced on term 10's
    // basis: a woman's select factor at 38 is 0.49 + 0.23 × 3/10 = 0.559.
    const termRate = handLevelRate(
      (k) => tableQ(t3370, 38, k + 1) * (1 * 0.559),
      10,
      10,
      0.04,
      0.15,
      0.1,
    );
    expect(term?.annualPremium).toBe(cents(termRate * 200));
    const others = (base?.annualPremium ?? 0) + 8000 + 5000 + (term?.annualPremium ?? 0) + 5000;
    expect(waiver?.annualPremium).toBe(cents(0.06 * (others / 100)));
    expect(s.annualPremium).toBe(others + (waiver?.annualPremium ?? 0));
  });
});
