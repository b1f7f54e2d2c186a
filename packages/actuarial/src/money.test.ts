import { describe, expect, it } from 'vitest';
import { round2, roundTo, toCents } from './money';

describe('rounding helpers', () => {
  it('rounds decimal halves away from zero despite binary representation', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.0049)).toBe(1);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(1234.565)).toBe(123457);
  });
  it('average interest keeps 5 decimals and allocations 3', () => {
    expect(roundTo(1.234565, 5)).toBe(1.23457);
    expect(roundTo(33.3335, 3)).toBe(33.334);
  });
});
