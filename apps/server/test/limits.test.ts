import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELAY,
  ADDRESS_DELAY,
  type DelayRule,
  delayAfter,
  REFRESH_GRACE_MS,
  waitFor,
} from '../src/auth/limits';

const rule: DelayRule = { windowMs: 3_600_000, free: 3, baseMs: 1000, capMs: 10_000 };

describe('progressive sign-in delays (pure)', () => {
  it('asks nothing within the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2].map((n) => delayAfter(rule, n))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8].map((n) => delayAfter(rule, n))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(delayAfter(rule, 1_000_000)).toBe(10_000);
  });

  it('counts the wait from the last failure', () => {
    const last = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(last.getTime() + ms);
    expect(waitFor(rule, { count: 4, last }, at(0))).toBe(2000);
    expect(waitFor(rule, { count: 4, last }, at(1500))).toBe(500);
    expect(waitFor(rule, { count: 4, last }, at(2000))).toBe(0);
    expect(waitFor(rule, { count: 2, last }, at(0))).toBe(0);
    expect(waitFor(rule, { count: 9, last: null }, at(0))).toBe(0);
  });

  it('the configured rules: the owner waits seconds, an office at most a minute', () => {
    expect(delayAfter(ACCOUNT_DELAY, ACCOUNT_DELAY.free)).toBe(2000);
    expect(delayAfter(ACCOUNT_DELAY, 100)).toBe(15 * 60_000);
    expect(delayAfter(ADDRESS_DELAY, ADDRESS_DELAY.free)).toBe(1000);
    expect(delayAfter(ADDRESS_DELAY, 1000)).toBe(60_000);
    expect(REFRESH_GRACE_MS).toBe(30_000);
  });
});
