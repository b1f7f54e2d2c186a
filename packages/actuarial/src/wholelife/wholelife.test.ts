// Worked examples for participating whole life, recomputed by hand from the declared basis
// (README §Whole life): premiums, guaranteed cash values, dividends and their options.
import { describe, expect, it } from 'vitest';

import type { IllustrationInput } from '../input';
import { bases, ledgerColumns } from '../ledger';
import { t3363 } from '../mortality/soa/t3363';
import { t3369 } from '../mortality/soa/t3369';
import { t3372 } from '../mortality/soa/t3372';
import type { MortalityTableData } from '../mortality/table-data';
import { cents, handLevelRate, round, tableQ } from '../test-support/hand';
import { illustrated } from '../test-support/valid';

/** Forward sums at one duration: A (paying 1 at 121) and ä to the end of the premium period. */
function handValues(table: MortalityTableData, x: number, i: number, payYears: number) {
  const n = 121 - x;
  const q = (k: number) => tableQ(table, x, k + 1);
  const A = (t: number) => {
    let survive = 1;
    let sum = 0;
    for (let k = t; k < n; k++) {
      sum += (survive * q(k)) / (1 + i) ** (k - t + 1);
      survive *= 1 - q(k);
    }
    return sum + survive / (1 + i) ** (n - t);
  };
  const a = (t: number) => {
    let survive = 1;
    let sum = 0;
    for (let k = t; k < payYears; k++) {
      sum += survive / (1 + i) ** (k - t);
      survive *= 1 - q(k);
    }
    return sum;
  };
  return { q, A, a, n };
}

function run(input: IllustrationInput) {
  return illustrated(input);
}

describe('whole life 0900, male non-smoker 40, 250 000, PUA', () => {
  const x = 40;
  const h = handValues(t3369, x, 0.03, 60);
  const input: IllustrationInput = {
    productId: '0900',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: x }],
    wholeLife: { dividendOption: 'PUA' },
  };
  const out = run(input);
  const pAdj = (h.A(0) + 15 / 1000) / h.a(0);
  const cv = (t: number) => round(Math.max(0, 1000 * (h.A(t + 1) - pAdj * h.a(t + 1))), 2);

  it('premium is the level rate to 100 on P-class mortality, plus the fee', () => {
    const rate = handLevelRate((k) => 0.85 * tableQ(t3369, x, k + 1), 81, 60, 0.03, 0.1, 1, true);
    expect(out.premiumSummary.basePremium).toBe(cents(rate * 250));
    expect(out.ledgers.guaranteed.premium[0]).toBe(cents(rate * 250) + 6000);
    expect(out.ledgers.guaranteed.premium[60]).toBe(0);
  });

  it('guaranteed cash values by the adjusted-premium method on the standard life', () => {
    const g = out.ledgers.guaranteed;
    for (const t of [0, 1, 4, 9, 19, 39, 59, 70]) {
      expect(g.basicCashValue[t], `year ${t + 1}`).toBe(cents(cv(t) * 250));
      expect(g.cashSurrenderValue[t]).toBe(g.basicCashValue[t]);
      expect(g.deathBenefit[t]).toBe(25_000_000);
    }
    expect(g.cashSurrenderValue[80]).toBe(25_000_000);
    expect(g.years).toBe(81);
  });

  it('dividends: contribution formula, first paid at the end of year 2, buying PUAs at A', () => {
    const l = out.ledgers.illustrated;
    const netPremium = 1000 * (h.A(0) / h.a(0));
    const base = (t: number, iD: number) =>
      round(
        Math.max(
          0,
          (iD - 0.03) * ((t > 0 ? cv(t - 1) : 0) + netPremium) + 0.15 * h.q(t) * (1000 - cv(t)),
        ),
        2,
      );
    expect(l.dividend[0]).toBe(0);
    const d2 = cents(base(1, 0.055) * 250);
    expect(l.dividend[1]).toBe(d2);
    const pua2 = Math.round(d2 / h.A(2));
    expect(l.puaFace[1]).toBe(pua2);
    // Year 3: base dividend plus the dividend on the additions held through the year.
    const perPua = 0.025 * h.A(2) + 0.15 * h.q(2) * (1 - h.A(3));
    const d3 = cents(base(2, 0.055) * 250) + Math.round(pua2 * perPua);
    expect(l.dividend[2]).toBe(d3);
    expect(l.puaFace[2]).toBe(pua2 + Math.round(d3 / h.A(3)));
    expect(l.puaCashValue[2]).toBe(Math.round((pua2 + Math.round(d3 / h.A(3))) * h.A(3)));
    expect(l.deathBenefit[2]).toBe(25_000_000 + (l.puaFace[2] ?? 0));
    // The alternate scale is one point lower: dividend of year 2 at 4.5 %.
    expect(out.ledgers.alternate.dividend[1]).toBe(cents(base(1, 0.045) * 250));
  });

  it('reduced paid-up at 100: no premium or dividend after, death benefit held', () => {
    const l = out.ledgers.illustrated;
    expect(l.premium[60]).toBe(0);
    expect(l.dividend[60]).toBe(0);
    expect(l.deathBenefit[70]).toBe(l.deathBenefit[59]);
  });
});

describe('whole life 0902 (20 pay), female smoker 30, DOD', () => {
  const x = 30;
  const h = handValues(t3372, x, 0.03, 20);
  const out = run({
    productId: '0902',
    faceAmount: 100_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'S', issueAge: x }],
    wholeLife: { dividendOption: 'DOD' },
  });
  const pAdj = (h.A(0) + 20 / 1000) / h.a(0);
  const cv = (t: number) => round(Math.max(0, 1000 * (h.A(t + 1) - pAdj * h.a(t + 1))), 2);

  it('20 premiums, then paid up; cash values to the cent', () => {
    const rate = handLevelRate((k) => 0.85 * tableQ(t3372, x, k + 1), 91, 20, 0.03, 0.1, 1, true);
    const g = out.ledgers.guaranteed;
    expect(g.premium[19]).toBe(cents(rate * 100) + 6000);
    expect(g.premium[20]).toBe(0);
    for (const t of [0, 9, 19, 20, 50]) expect(g.basicCashValue[t]).toBe(cents(cv(t) * 100));
  });

  it('dividends left on deposit earn 3 % and are paid on death', () => {
    const l = out.ledgers.illustrated;
    const netPremium = 1000 * (h.A(0) / h.a(0));
    const base = (t: number) =>
      round(
        Math.max(
          0,
          0.025 * ((t > 0 ? cv(t - 1) : 0) + (t < 20 ? netPremium : 0)) +
            0.15 * h.q(t) * (1000 - cv(t)),
        ),
        2,
      );
    let deposit = 0;
    for (let t = 0; t < 25; t++) {
      deposit += Math.round(deposit * 0.03) + (t >= 1 ? cents(base(t) * 100) : 0);
      expect(l.depositBalance[t], `year ${t + 1}`).toBe(deposit);
    }
    expect(l.deathBenefit[24]).toBe(10_000_000 + deposit);
    expect(l.cashSurrenderValue[24]).toBe(cents(cv(24) * 100) + deposit);
  });
});

describe('whole life 0900 juvenile (composite table), PIC, RAP and premium offset', () => {
  const x = 5;
  const h = handValues(t3363, x, 0.03, 95);
  const input: IllustrationInput = {
    productId: '0900',
    faceAmount: 50_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: x }],
    wholeLife: { dividendOption: 'PIC' },
  };

  it('a child is rated on the composite table, P class', () => {
    const rate = handLevelRate((k) => 0.85 * tableQ(t3363, x, k + 1), 116, 95, 0.03, 0.1, 1, true);
    expect(run(input).premiumSummary.basePremium).toBe(cents(rate * 50));
    const pAdj = (h.A(0) + 15 / 1000) / h.a(0);
    expect(run(input).ledgers.guaranteed.basicCashValue[14]).toBe(
      cents(round(1000 * (h.A(15) - pAdj * h.a(15)), 2) * 50),
    );
  });

  it('PIC pays the dividend in cash and lowers the ACB by it; RAP takes it off next premium', () => {
    const pic = run(input).ledgers.illustrated;
    const rap = run({ ...input, wholeLife: { dividendOption: 'RAP' } }).ledgers.illustrated;
    expect(pic.dividendCash[5]).toBe(pic.dividend[5]);
    expect(pic.acb[5]).toBe(
      (pic.acb[4] ?? 0) + (pic.premium[5] ?? 0) - (pic.ncpi[5] ?? 0) - (pic.dividend[5] ?? 0),
    );
    expect(rap.premium[6]).toBe((pic.premium[6] ?? 0) - (pic.dividend[5] ?? 0));
  });

  it('premium offset from year 15 pays premiums out of paid-up additions', () => {
    const offset = run({
      ...input,
      wholeLife: { dividendOption: 'PUA', premiumOffset: { elected: true, startYear: 15 } },
    }).ledgers.illustrated;
    const plain = run({ ...input, wholeLife: { dividendOption: 'PUA' } }).ledgers.illustrated;
    expect(offset.premium[13]).toBe(plain.premium[13]);
    expect(offset.premium[14]).toBeLessThan(plain.premium[14] ?? 0);
    expect(offset.puaFace[14]).toBeLessThan(plain.puaFace[14] ?? 0);
  });
});

describe('non-forfeiture options', () => {
  const base: IllustrationInput = {
    productId: '0900',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 30 }],
    wholeLife: { dividendOption: 'PIC' },
  };

  it('APL borrows each premium at 6 % until the loan passes the cash value, then lapses', () => {
    const l = illustrated({
      ...base,
      wholeLife: { dividendOption: 'PIC', stopPremiumsAfterYear: 5, nonForfeitureOption: 'APL' },
    }).ledgers.guaranteed;
    const premium = l.premium[0] ?? 0;
    expect(l.premium[5]).toBe(0);
    expect(l.loan[5]).toBe(premium + Math.round(premium * 0.06));
    expect(l.loan[6]).toBe(
      (l.loan[5] ?? 0) + premium + Math.round(((l.loan[5] ?? 0) + premium) * 0.06),
    );
    expect(l.endReason).toBe('lapse');
    expect(l.lapseYear).toBe(l.years - 1);
  });

  it('RPU turns the cash value into paid-up insurance at A; its face matches the column shown the year before', () => {
    const plain = illustrated(base).ledgers.guaranteed;
    const rpu = illustrated({
      ...base,
      wholeLife: { dividendOption: 'PIC', stopPremiumsAfterYear: 10, nonForfeitureOption: 'RPU' },
    }).ledgers.guaranteed;
    expect(rpu.deathBenefit[10]).toBe(plain.rpuFace[9]);
    expect(rpu.premium[10]).toBe(0);
  });

  it('ETI keeps the full face for the years the cash value buys', () => {
    const plain = illustrated(base).ledgers.guaranteed;
    const eti = illustrated({
      ...base,
      wholeLife: { dividendOption: 'PIC', stopPremiumsAfterYear: 10, nonForfeitureOption: 'ETI' },
    }).ledgers.guaranteed;
    expect(eti.deathBenefit[10]).toBe(25_000_000);
    expect(eti.years).toBe(10 + Math.ceil(plain.etiYears[9] ?? 0));
    expect(eti.endReason).toBe('expiry');
  });

  it('issue 24 §6: once extended term has run out, every column is zero past the years', () => {
    for (const basis of bases) {
      const eti = illustrated({
        ...base,
        insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
        wholeLife: { dividendOption: 'PUA', stopPremiumsAfterYear: 5, nonForfeitureOption: 'ETI' },
      }).ledgers[basis];
      expect(eti.endReason).toBe('expiry');
      expect(eti.age[eti.years - 1]).toBe(40 + eti.years - 1);
      for (const column of ledgerColumns)
        for (let t = eti.years; t < 121; t++)
          expect(eti[column][t], `${basis} ${column}[${t}]`).toBe(0);
    }
  });
});

describe('issue 24 §7: RAP when the 0902 base is paid up and riders continue', () => {
  // 0902 pays its base premium for 20 years; the term 10 rider renews at 50, 60 and 70
  // (the last renewal at 75 or under), so its premium is due to the rider life's 80.
  const input: IllustrationInput = {
    productId: '0902',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 30 }],
    riders: [{ riderId: '093', faceAmount: 100_000 }],
    wholeLife: { dividendOption: 'RAP' },
  };

  it('the dividend pays the riders’ premium once the base is paid up, the excess in cash', () => {
    const rap = illustrated(input).ledgers.illustrated;
    const pic = illustrated({ ...input, wholeLife: { dividendOption: 'PIC' } }).ledgers.illustrated;
    // Year 21 (index 20): the base is paid up, the rider's premium is still due.
    const riderPremium = pic.premium[20] ?? 0;
    expect(riderPremium).toBeGreaterThan(0);
    const dividend = rap.dividend[19] ?? 0;
    expect(dividend).toBeGreaterThan(0);
    const applied = Math.min(riderPremium, dividend);
    expect(rap.premium[20]).toBe(riderPremium - applied);
    expect(rap.dividendCash[20]).toBe(dividend - applied);
    // Nothing of the year-20 dividend is paid in cash at the end of year 20: it goes to year 21.
    expect(rap.dividendCash[19]).toBe(0);
  });

  it('with no premium due at all the next year, the dividend is paid in cash', () => {
    const rap = illustrated({ ...input, riders: [] }).ledgers.illustrated;
    expect(rap.premium[20]).toBe(0);
    expect(rap.dividendCash[19]).toBe(rap.dividend[19]);
  });
});
