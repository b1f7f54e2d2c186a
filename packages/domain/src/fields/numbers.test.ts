import { describe, expect, it } from 'vitest';
import { formatNumber, readNumber } from './numbers';

describe('readNumber, English ("1,234.56")', () => {
  it.each([
    ['1,234.56', 1234.56, 2],
    ['1234.56', 1234.56, 2],
    ['1,234,567', 1234567, 0],
    ['1 234.5', 1234.5, 1],
    ['12.50', 12.5, 1],
    ['.5', 0.5, 1],
    ['5.', 5, 0],
    ['-12', -12, 0],
    ['-0', 0, 0],
    ['$1,234.56', 1234.56, 2],
    ['-$1,234.56', -1234.56, 2],
    ['12.5%', 12.5, 1],
    ['  42  ', 42, 0],
  ])('%s → %s with %s decimals', (text, value, decimals) => {
    expect(readNumber(text, 'en')).toEqual({ value, decimals });
  });
  it.each([
    '',
    ' ',
    '$',
    '-',
    '.',
    'abc',
    '12a',
    '1,23',
    '12,5',
    '1234,567',
    ',123',
    '1,,234',
    '1,234,56',
    '1.2.3',
    '1 23',
    '1e5',
    '0x10',
    'Infinity',
    '--1',
  ])('%s is not a number', (text) => {
    expect(readNumber(text, 'en')).toBeNull();
  });
});

describe('readNumber, French ("1 234,56")', () => {
  it.each([
    ['1 234,56', 1234.56, 2],
    ['1\u00a0234,56', 1234.56, 2],
    ['1\u202f234,56', 1234.56, 2],
    ['1234,56', 1234.56, 2],
    ['1234.56', 1234.56, 2],
    ['1 234 567', 1234567, 0],
    ['1\u00a0234,56\u00a0$', 1234.56, 2],
    ['12,5 %', 12.5, 1],
    ['-1 234,5', -1234.5, 1],
    [',5', 0.5, 1],
  ])('%s → %s with %s decimals', (text, value, decimals) => {
    expect(readNumber(text, 'fr')).toEqual({ value, decimals });
  });
  it.each(['1,234.56', '1 23,4', '1,2,3', '12 3456', 'douze'])('%s is not a number', (text) => {
    expect(readNumber(text, 'fr')).toBeNull();
  });
});

describe('formatNumber', () => {
  it("writes the language's separators", () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, 'fr')).toBe('1\u00a0234\u00a0567,891');
    expect(formatNumber(0.5, 'fr', 0)).toBe('1');
  });
});
