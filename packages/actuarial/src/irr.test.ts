import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { IRR_MEANINGFUL_MAX, irrAt, irrByYear, irrCell, irrValue } from './irr';

/** Σ_{k≤t} P_k (1 + i)^{t+1−k}, written out apart from the engine. */
function accumulate(premiums: Float64Array, t: number, i: number): number {
  let sum = 0;
  for (let k = 0; k <= t; k++) sum += (premiums[k] ?? 0) * (1 + i) ** (t + 1 - k);
  return sum;
}

describe('IRR', () => {
  it('one premium, one benefit a year later', () => {
    expect(irrAt(Float64Array.of(1000), 0, 1100)).toBeCloseTo(0.1, 12);
  });
  it('two premiums: 100 (1+i)^2 + 100 (1+i) = 231 gives i = 10 %', () => {
    expect(irrAt(Float64Array.of(100, 100), 1, 231)).toBeCloseTo(0.1, 10);
  });
  it('a zero benefit is a total loss; nothing paid or a negative benefit has no rate', () => {
    expect(irrAt(Float64Array.of(100), 0, 0)).toBe(-1);
    expect(irrAt(Float64Array.of(0), 0, 50)).toBeNull();
    expect(irrAt(Float64Array.of(100), 0, -5)).toBeNull();
  });
  it('year by year, rounded to 5 decimals, zero past the years in force', () => {
    const premiums = Float64Array.of(100, 100, 100, 0);
    const benefits = Float64Array.of(50, 150, 400, 0);
    const irr = irrByYear(premiums, benefits, 3);
    expect(irr[0]).toBe(-0.5);
    // 100 g² + 100 g = 150 with g = 1 + i: g = (−1 + √7) / 2.
    expect(irr[1]).toBe(Number(((-1 + Math.sqrt(7)) / 2 - 1).toFixed(5)));
    expect(irr[3]).toBe(0);
  });
});

describe('issue 24 §4: an IRR that is right or says it cannot be', () => {
  it('six premiums of 100 against the benefit they make at 1401 %: 14.01, not 10', () => {
    // Newton from 3 % leaves by a step of thousands and crawls back on a degree-6 polynomial;
    // the old search gave up and answered 10. The bracket widens until it holds the root.
    const premiums = new Float64Array(6).fill(100);
    let benefit = 0;
    for (let k = 0; k <= 5; k++) benefit = (benefit + 100) * 15.01;
    expect(irrAt(premiums, 5, benefit)).toBeCloseTo(14.01, 9);
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 60 }),
    fc.double({ min: -0.95, max: 20, noNaN: true }),
  ])(
    'finds any rate from −95 % to 2000 % to within 1e-9 of the rate that makes the benefit',
    (raw, rate) => {
      const premiums = Float64Array.from(raw);
      const t = premiums.length - 1;
      fc.pre(premiums.some((p) => p > 0));
      const benefit = accumulate(premiums, t, rate);
      fc.pre(benefit > 0 && Number.isFinite(benefit));
      const found = irrAt(premiums, t, benefit);
      expect(found).not.toBeNull();
      expect(Math.abs((found ?? 0) - rate)).toBeLessThan(1e-9 * Math.max(1, Math.abs(rate)));
    },
  );

  it('a rate beyond any a person could mean is null, never a number', () => {
    expect(irrAt(Float64Array.of(1e-300), 0, 1e300)).toBeNull();
  });
});

describe('issue 15 §2: where an IRR means something (README §IRR)', () => {
  const premiums = Float64Array.of(1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000);

  it('is not meaningful before anything is paid, or where there is no benefit (a term cash value)', () => {
    expect(irrCell(Float64Array.of(0, 100), 0, 5000)).toBeNaN();
    expect(irrCell(premiums, 4, 0)).toBeNaN();
    expect(irrValue(irrCell(premiums, 4, 0))).toBeNull();
  });

  it('is not meaningful above 100 % a year: a first-year death benefit of 500 times the premium', () => {
    // True, and useless to a client: 49 900 %.
    expect(irrAt(premiums, 0, 500_000)).toBeCloseTo(499, 9);
    expect(irrCell(premiums, 0, 500_000)).toBeNaN();
    // At exactly 100 % it is still shown; a cent more of benefit and it is not.
    const atCap = accumulate(premiums, 2, IRR_MEANINGFUL_MAX);
    expect(irrCell(premiums, 2, atCap)).toBe(1);
    expect(irrCell(premiums, 2, atCap + 1)).toBeNaN();
  });

  it('is the rate, to 5 decimals, from the year it falls to 100 % or less', () => {
    const benefits = new Float64Array(10).fill(100_000);
    const cells = irrByYear(premiums, benefits, 10);
    const first = cells.findIndex((cell) => !Number.isNaN(cell));
    expect(first).toBeGreaterThan(0);
    for (let t = first; t < 10; t++) {
      expect(cells[t]).toBeLessThanOrEqual(1);
      expect(cells[t]).toBeCloseTo(irrAt(premiums, t, 100_000) ?? Number.NaN, 5);
    }
    for (let t = 0; t < first; t++) expect(irrAt(premiums, t, 100_000)).toBeGreaterThan(1);
  });

  it('a negative IRR on a small cash value is shown: it is what surrender costs', () => {
    expect(irrCell(premiums, 2, 300)).toBeCloseTo(irrAt(premiums, 2, 300) ?? 0, 5);
    expect(irrCell(premiums, 2, 300)).toBeLessThan(-0.5);
  });
});

describe('issue 33 §6: a premium series with a negative entry has no single IRR', () => {
  // 100 paid, 230 taken out, 132 paid: F(g) = 100g³ − 230g² + 132g crosses 0 at g = 1.1 and
  // g = 1.2 (and F(g) − 0 has a third root at g = 0), so rates of 10 % and 20 % both fit.
  const mixed = new Float64Array([100, -230, 132]);
  it('is refused (null, not meaningful), never one root picked without saying so', () => {
    expect(accumulate(mixed, 2, 0.1)).toBeCloseTo(0, 9);
    expect(accumulate(mixed, 2, 0.2)).toBeCloseTo(0, 9);
    expect(irrAt(mixed, 2, 0)).toBeNull();
    expect(irrAt(mixed, 2, 10)).toBeNull();
    expect(irrCell(mixed, 2, 10)).toBeNaN();
    expect(irrAt(new Float64Array([100, Number.NaN]), 1, 50)).toBeNull();
  });
});
