// Worked examples for universal life, recomputed by hand with a month loop written here from
// the declared basis (README §Universal life), and the roll-forward invariants every month.
import { describe, expect, it } from 'vitest';

import type { IllustrationInput } from '../input';
import { t3295 } from '../mortality/soa/t3295';
import { t3369 } from '../mortality/soa/t3369';
import { t3371 } from '../mortality/soa/t3371';
import { t3372 } from '../mortality/soa/t3372';
import type { MortalityTableData } from '../mortality/table-data';
import { round, tableQ } from '../test-support/hand';
import { audited, illustrated } from '../test-support/valid';

const half = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x));

interface HandCase {
  table: MortalityTableData;
  x: number;
  coiScale: number;
  face: number;
  deposit: number;
  payments: number;
  load: number;
  fee: number;
  rates: number[];
  allocations: number[];
  option: 1 | 2;
  years: number;
  level?: number;
}

/** A month loop from the README, by hand: cents, half away from zero at each named step. */
function handUl(c: HandCase) {
  const funds = c.allocations.map(() => 0);
  const last = c.allocations.reduce((acc, a, f) => (a > 0 ? f : acc), 0);
  const avByYear: number[] = [];
  for (let t = 0; t < c.years; t++) {
    const q = Math.min(1, c.coiScale * tableQ(c.table, c.x, t + 1));
    const coiRate = c.level ?? round(1000 * (1 - (1 - q) ** (1 / 12)), 5);
    for (let m = 0; m < 12; m++) {
      const gross = m % (12 / c.payments) === 0 ? Math.round((c.deposit / c.payments) * 100) : 0;
      const net = gross - half(gross * c.load);
      let rest = net;
      for (let f = 0; f < last; f++) {
        const share = half((net * (c.allocations[f] ?? 0)) / 100);
        funds[f] = (funds[f] ?? 0) + share;
        rest -= share;
      }
      funds[last] = (funds[last] ?? 0) + rest;
      const av = funds.reduce((a, b) => a + b, 0);
      const db = c.option === 2 ? c.face * 100 + Math.max(0, av) : Math.max(c.face * 100, av);
      const coi = half((Math.max(0, db - av) * coiRate) / 1000);
      const md = coi + c.fee * 100;
      const positive = funds.reduce((a, v) => a + Math.max(0, v), 0);
      const lastPositive = funds.reduce((acc, v, f) => (v > 0 ? f : acc), -1);
      let left = md;
      for (let f = 0; f < lastPositive; f++) {
        if ((funds[f] ?? 0) <= 0) continue;
        const share = half((md * (funds[f] ?? 0)) / positive);
        funds[f] = (funds[f] ?? 0) - share;
        left -= share;
      }
      funds[lastPositive < 0 ? 0 : lastPositive] =
        (funds[lastPositive < 0 ? 0 : lastPositive] ?? 0) - left;
      for (let f = 0; f < funds.length; f++) {
        const value = funds[f] ?? 0;
        if (value > 0) funds[f] = value + half(value * ((1 + (c.rates[f] ?? 0)) ** (1 / 12) - 1));
      }
    }
    avByYear.push(funds.reduce((a, b) => a + b, 0));
  }
  return avByYear;
}

describe('UL 0602 by hand', () => {
  it('male non-smoker 45, 500 000, option 1, YRT, 6000 a year monthly, all in daily interest', () => {
    const input: IllustrationInput = {
      productId: '0602',
      faceAmount: 500_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
      ul: { annualDeposit: 6000 },
    };
    const out = illustrated(input);
    // Illustrated: current charges (5 % load, 8.00 a month, 0.9 × unloaded CSO × P 0.85), DI at 1.25 %.
    const byHand = handUl({
      table: t3369,
      x: 45,
      coiScale: 0.9 * 0.85,
      face: 500_000,
      deposit: 6000,
      payments: 12,
      load: 0.05,
      fee: 8,
      rates: [0.0125, 0.015, 0.0595, 0.0415],
      allocations: [100, 0, 0, 0],
      option: 1,
      years: 20,
    });
    expect(Array.from(out.ledgers.illustrated.accountValue.subarray(0, 20))).toEqual(byHand);
    // Guaranteed: 8 % load, 12.00, loaded CSO (no class discount), DI at 0.5 %.
    const guaranteed = handUl({
      table: t3295,
      x: 45,
      coiScale: 1,
      face: 500_000,
      deposit: 6000,
      payments: 12,
      load: 0.08,
      fee: 12,
      rates: [0.005, 0, 0, 0],
      allocations: [100, 0, 0, 0],
      option: 1,
      years: 20,
    });
    expect(Array.from(out.ledgers.guaranteed.accountValue.subarray(0, 20))).toEqual(guaranteed);
    // Surrender charge 24 per 1000 in year 1, none after year 10.
    expect(out.ledgers.illustrated.surrenderCharge[0]).toBe(1_200_000);
    expect(out.ledgers.illustrated.cashSurrenderValue[10]).toBe(
      out.ledgers.illustrated.accountValue[10],
    );
  });

  it('female smoker 35, option 2, annual deposits split across three funds; alternate is 1 point lower', () => {
    const input: IllustrationInput = {
      productId: '0602',
      faceAmount: 250_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'F', smokeClass: 'S', rateClass: 'S', issueAge: 35 }],
      ul: {
        annualDeposit: 4000,
        deathBenefitOption: 2,
        allocations: { DI: 33.333, CBF: 33.333, CEFI: 33.334 },
      },
    };
    const out = illustrated(input);
    const alternate = handUl({
      table: t3372,
      x: 35,
      coiScale: 0.9,
      face: 250_000,
      deposit: 4000,
      payments: 1,
      load: 0.05,
      fee: 8,
      rates: [0.0025 + 0.0025, 0.005, 0.0495, 0.0315],
      allocations: [33.333, 33.333, 33.334, 0],
      option: 2,
      years: 15,
    });
    expect(Array.from(out.ledgers.alternate.accountValue.subarray(0, 15))).toEqual(alternate);
    expect(out.ledgers.alternate.deathBenefit[5]).toBe(25_000_000 + (alternate[5] ?? 0));
    expect(out.ledgers.illustrated.averageInterest[0]).toBe(
      round(0.33333 * 1.25 + 0.33333 * 1.5 + 0.33334 * 5.95, 5),
    );
  });
});

describe('UL 0603 level COI by hand', () => {
  it('male smoker 50, level COI from 1000·A/ä to 100 at 3.5 %', () => {
    const x = 50;
    const q = (k: number) => Math.min(1, 0.9 * 0.85 * tableQ(t3371, x, k + 1));
    let survive = 1;
    let a = 0;
    let ann = 0;
    for (let k = 0; k < 50; k++) {
      ann += survive / 1.035 ** k;
      a += (survive * q(k)) / 1.035 ** (k + 1);
      survive *= 1 - q(k);
    }
    const level = round((1000 * a) / ann / 12, 5);
    const input: IllustrationInput = {
      productId: '0603',
      faceAmount: 300_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'M', smokeClass: 'S', issueAge: x }],
      ul: { annualDeposit: 9000, coiType: 'LevelGuaranteed' },
    };
    const out = illustrated(input);
    const byHand = handUl({
      table: t3371,
      x,
      coiScale: 0,
      face: 300_000,
      deposit: 9000,
      payments: 12,
      load: 0.05,
      fee: 8,
      rates: [0.0125, 0.0275, 0.061, 0.054],
      allocations: [20, 30, 30, 20],
      option: 1,
      years: 12,
      level,
    });
    expect(Array.from(out.ledgers.illustrated.accountValue.subarray(0, 12))).toEqual(byHand);
    const trail = audited(input, 'guaranteed');
    expect(trail.rows[0]?.coiRate).toBe(level);
    expect(trail.rows[600]?.coiRate).toBe(0);
  });
});

describe('UL invariants, every month', () => {
  const cases: IllustrationInput[] = [
    {
      productId: '0602',
      faceAmount: 500_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
      ul: { annualDeposit: 6000 },
    },
    {
      productId: '0603',
      faceAmount: 1_000_000,
      premiumMode: 'Quarterly',
      insureds: [
        {
          sex: 'F',
          smokeClass: 'N',
          issueAge: 30,
          rating: 150,
          flatExtra: 3,
          flatExtraDuration: 10,
        },
      ],
      ul: { annualDeposit: 8000, deathBenefitOption: 2 },
      riders: [
        { riderId: '094', faceAmount: 200_000 },
        { riderId: 'WP' },
        { riderId: 'ADB', faceAmount: 100_000 },
      ],
    },
    {
      productId: '0602',
      faceAmount: 100_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'F', smokeClass: 'S', issueAge: 70 }],
      ul: { annualDeposit: 500 },
    },
  ];
  for (const input of cases) {
    it(`${input.productId} ${input.insureds[0]?.issueAge}: account rolls forward exactly, funds add up, DB ≥ AV`, () => {
      for (const basis of ['guaranteed', 'illustrated', 'alternate'] as const) {
        const rows = audited(input, basis).rows;
        let previous = 0;
        for (const row of rows) {
          const n = (key: string) => row[key] as number;
          expect(n('accountValueStart')).toBe(previous);
          expect(n('accountValue')).toBe(
            previous + n('netPremium') - n('monthlyDeduction') + n('interest'),
          );
          const funds = Object.keys(row)
            .filter((k) => k.startsWith('fund.'))
            .reduce((a, k) => a + n(k), 0);
          expect(funds).toBe(n('accountValue'));
          expect(n('deathBenefit')).toBeGreaterThanOrEqual(
            n('accountValueStart') + n('netPremium'),
          );
          expect(n('netPremium')).toBe(n('grossPremium') - n('premiumLoad'));
          previous = n('accountValue');
        }
        const ledger = illustrated(input).ledgers[basis];
        expect(ledger.premium.length).toBe(121);
        for (let t = 0; t < ledger.years; t++) {
          expect(ledger.cashSurrenderValue[t]).toBeGreaterThanOrEqual(0);
          expect(ledger.deathBenefit[t]).toBeGreaterThanOrEqual(ledger.accountValue[t] ?? 0);
        }
        for (let t = ledger.years; t < 121; t++) expect(ledger.accountValue[t]).toBe(0);
        if (ledger.endReason === 'lapse')
          expect(rows.at(-1)?.accountValue as number).toBeLessThan(0);
      }
    });
  }
});
