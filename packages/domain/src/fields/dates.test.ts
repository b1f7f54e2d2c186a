import { describe, expect, it } from 'vitest';
import { formatDate, formatWithOrdinal, type IsoDate, isDateWithin, parseTypedDate } from './dates';

describe('spec 5 "Typed dates are accepted only if they match YYYY-MM-DD when typed raw"', () => {
  it.each(['2024-01-05', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])(
    '%s is accepted',
    (text) => {
      expect(parseTypedDate(text)).toBe(text);
    },
  );
  it('surrounding spaces from a paste are ignored', () => {
    expect(parseTypedDate(' 2024-01-05 ')).toBe('2024-01-05');
  });
  it.each([
    '05/01/2024',
    '2024/01/05',
    '2024-1-5',
    '20240105',
    '24-01-05',
    '2024-01-05T00:00',
    'January 5, 2024',
    '',
  ])('%s does not match YYYY-MM-DD', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
  ])('%s matches the shape but is no day', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });
});

describe('spec 5 "Date picker display format defaults to dd/MM/yyyy"', () => {
  it('default', () => {
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
  });
  it.each([
    ['yyyy-MM-dd', '2024-03-09'],
    ['d/M/yy', '9/3/24'],
    ['MM/dd/yyyy', '03/09/2024'],
    ['dd.MM.yyyy', '09.03.2024'],
  ])('format %s → %s', (format, expected) => {
    expect(formatDate('2024-03-09', format)).toBe(expected);
  });
  it('what is not a date is shown unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('spec 5 "with optional minDate and maxDate. Report dates: maximum is today"', () => {
  const day = (text: string) => text as IsoDate;
  it('limits are inclusive and optional', () => {
    const limits = { minDate: day('2024-01-01'), maxDate: day('2024-12-31') };
    expect(isDateWithin(day('2024-01-01'), limits)).toBe(true);
    expect(isDateWithin(day('2024-12-31'), limits)).toBe(true);
    expect(isDateWithin(day('2023-12-31'), limits)).toBe(false);
    expect(isDateWithin(day('2025-01-01'), limits)).toBe(false);
    expect(isDateWithin(day('1900-01-01'), {})).toBe(true);
  });
  it('a report date after today is refused', () => {
    const today = day('2024-06-15');
    expect(isDateWithin(day('2024-06-15'), { maxDate: today })).toBe(true);
    expect(isDateWithin(day('2024-06-16'), { maxDate: today })).toBe(false);
  });
});

describe('formatWithOrdinal', () => {
  const long = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  it('writes the first of the month as 1er in French, with a named month', () => {
    expect(formatWithOrdinal(long('fr-CA'), new Date('2026-12-01T12:00:00Z'))).toBe(
      '1er décembre 2026',
    );
    expect(formatWithOrdinal(long('fr-CA'), new Date('2026-12-02T12:00:00Z'))).toBe(
      '2 décembre 2026',
    );
  });
  it('leaves English and numeric dates alone', () => {
    expect(formatWithOrdinal(long('en-CA'), new Date('2026-12-01T12:00:00Z'))).toBe(
      'December 1, 2026',
    );
    const numeric = new Intl.DateTimeFormat('fr-CA', { timeZone: 'UTC' });
    expect(formatWithOrdinal(numeric, new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01');
  });
});
