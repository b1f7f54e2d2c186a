import { describe, expect, it } from 'vitest';
import { daysOf, lastDays, MAX_RANGE_DAYS, parseDay, rangeProblem } from './date-range';

describe('BI date ranges', () => {
  it('reads only real calendar days', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    for (const bad of ['2026-02-30', '2026-2-1', '26-02-01', '', '2026-02-01T00:00']) {
      expect(parseDay(bad)).toBeNull();
    }
  });

  it('refuses reversed, malformed and over-long ranges', () => {
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2026-03-02', '2026-03-01')).toMatch(/ends before/);
    expect(rangeProblem('2026-13-01', '2026-03-01')).toMatch(/YYYY-MM-DD/);
    expect(rangeProblem('2025-01-01', '2026-03-01')).toMatch(`${MAX_RANGE_DAYS}`);
  });

  it('lists the days of a range across a month end', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastDays(new Date('2026-03-02T15:00:00Z'), 3)).toEqual({
      from: '2026-02-28',
      to: '2026-03-02',
    });
  });
});
