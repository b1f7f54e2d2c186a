import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent, localeOf } from './format';

/** Intl separates French groups with a (narrow) non-breaking space; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats', () => {
  it('uses the Canadian locales', () => {
    expect(localeOf('en')).toBe('en-CA');
    expect(localeOf('fr')).toBe('fr-CA');
  });

  it('groups and separates decimals as each language does (spec 5)', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'fr'))).toBe('1 234 567,5');
  });

  it('shows money from cents with two decimals', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $');
  });

  it('shows percentages with a percent sign', () => {
    expect(formatPercent(0.0425, 'en')).toBe('4.25%');
    expect(plain(formatPercent(0.0425, 'fr'))).toBe('4,25 %');
  });

  it('writes dates in each language', () => {
    const day = new Date(2026, 0, 15);
    expect(formatDate(day, 'en')).toBe('January 15, 2026');
    expect(formatDate(day, 'fr')).toBe('15 janvier 2026');
  });
});
