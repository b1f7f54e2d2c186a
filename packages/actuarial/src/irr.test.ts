import { describe, expect, it } from 'vitest';
import { irrAt, irrByYear } from './irr';

describe('IRR', () => {
  it('one premium, one benefit a year later', () => {
    expect(irrAt(Float64Array.of(1000), 0, 1100)).toBeCloseTo(0.1, 12);
  });
  it('two premiums: 100 (1+i)^2 + 100 (1+i) = 231 gives i = 10 %', () => {
    expect(irrAt(Float64Array.of(100, 100), 1, 231)).toBeCloseTo(0.1, 10);
  });
  it('a zero benefit is a total loss and nothing paid gives no rate', () => {
    expect(irrAt(Float64Array.of(100), 0, 0)).toBe(-1);
    expect(Number.isNaN(irrAt(Float64Array.of(0), 0, 50))).toBe(true);
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
