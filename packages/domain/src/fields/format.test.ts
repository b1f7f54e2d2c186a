import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { controlItem, type Language } from './control-item';
import { formatValue } from './format';
import { readNumber } from './numbers';

const NBSP = '\u00a0';

describe('spec 5 display format: "English uses comma thousands and a dot decimal"', () => {
  it.each([
    ['integer', 1234567, '1,234,567'],
    ['number', '1234567', '1,234,567'],
    ['real', 1234.5, '1,234.5'],
    ['real', '1234.25', '1,234.25'],
    ['real', 0.5, '0.5'],
  ] as const)('%s %s → %s', (type, value, expected) => {
    expect(formatValue(type, value, 'en')).toBe(expected);
  });
});

describe('spec 5 display format: "French a space thousands and a comma decimal"', () => {
  it.each([
    ['integer', 1234567, `1${NBSP}234${NBSP}567`],
    ['number', '1234567', `1${NBSP}234${NBSP}567`],
    ['real', 1234.5, `1${NBSP}234,5`],
    ['real', '1234,25', `1${NBSP}234,25`],
    ['real', '1 234,25', `1${NBSP}234,25`],
  ] as const)('%s %s → %s', (type, value, expected) => {
    expect(formatValue(type, value, 'fr')).toBe(expected);
  });
  it('the space is the no-break space U+00A0, so an amount never wraps', () => {
    const text = formatValue('dollar', 1234567.89, 'fr');
    expect(text).not.toMatch(/[ \u202f]/);
    expect(text).toContain(NBSP);
  });
});

describe('spec 5 display format: "dollar shows two decimals"', () => {
  it.each([
    [1234.56, '$1,234.56', `1${NBSP}234,56${NBSP}$`],
    [1234.5, '$1,234.50', `1${NBSP}234,50${NBSP}$`],
    [1234.567, '$1,234.57', `1${NBSP}234,57${NBSP}$`],
    [0, '$0.00', `0,00${NBSP}$`],
    [-1234.56, '-$1,234.56', `-1${NBSP}234,56${NBSP}$`],
  ])('%s → %s / %s', (value, english, french) => {
    expect(formatValue('dollar', value, 'en')).toBe(english);
    expect(formatValue('dollar', value, 'fr')).toBe(french);
  });
  it('dollar integer shows whole dollars (decision)', () => {
    expect(formatValue('dollarInteger', 1234, 'en')).toBe('$1,234');
    expect(formatValue('dollarInteger', 1234, 'fr')).toBe(`1${NBSP}234${NBSP}$`);
  });
  it("a typed value is read in the user's language first", () => {
    expect(formatValue('dollar', '1234.5', 'en')).toBe('$1,234.50');
    expect(formatValue('dollar', '1234,5', 'fr')).toBe(`1${NBSP}234,50${NBSP}$`);
  });
});

describe('spec 5 display format: "percent shows a percent sign"', () => {
  it.each([
    [12.5, '12.5%', `12,5${NBSP}%`],
    [100, '100%', `100${NBSP}%`],
    [1234.5, '1,234.5%', `1${NBSP}234,5${NBSP}%`],
  ])('%s → %s / %s', (value, english, french) => {
    expect(formatValue('percent', value, 'en')).toBe(english);
    expect(formatValue('percent', value, 'fr')).toBe(french);
  });
  it("shows at most the field's decimalPlaces", () => {
    const item = controlItem('rate', 'percent', { decimalPlaces: 3 });
    expect(formatValue(item, 1.23456, 'en')).toBe('1.235%');
    expect(formatValue(controlItem('rate', 'percent', { decimalPlaces: 0 }), 1.5, 'en')).toBe('2%');
  });
});

describe('spec 5 "Date picker display format defaults to dd/MM/yyyy"', () => {
  it('an ISO date is shown dd/MM/yyyy in both languages', () => {
    expect(formatValue('date', '2024-01-05', 'en')).toBe('05/01/2024');
    expect(formatValue('date', '2024-01-05', 'fr')).toBe('05/01/2024');
  });
  it('with a format given', () => {
    expect(formatValue('date', '2024-01-05', 'en', { dateFormat: 'yyyy/MM/dd' })).toBe(
      '2024/01/05',
    );
  });
  it('a Date is shown by its calendar day', () => {
    expect(formatValue('date', new Date(2024, 11, 31, 23, 59), 'en')).toBe('31/12/2024');
  });
});

describe('other values', () => {
  it('patterned fields show their pattern', () => {
    expect(formatValue('phone', '4165551234', 'en')).toBe('(416) 555-1234');
    expect(formatValue('postalCode', 'k1a0b1', 'fr')).toBe('K1A 0B1');
  });
  it('text is shown as it is, unreadable numbers too, never hidden or zeroed', () => {
    expect(formatValue('text', 'Hello', 'en')).toBe('Hello');
    expect(formatValue('dollar', 'n/a', 'en')).toBe('n/a');
    expect(formatValue('dollar', '12,5', 'en')).toBe('12,5');
  });
  it('nothing, and check boxes, have no text; a multi-check lists its values', () => {
    expect(formatValue('dollar', null, 'en')).toBe('');
    expect(formatValue('text', undefined, 'en')).toBe('');
    expect(formatValue('check', true, 'en')).toBe('');
    expect(formatValue('multiCheck', ['A', 'B'], 'en')).toBe('A, B');
  });
});

describe('a displayed amount reads back as the same amount', () => {
  const language = fc.constantFrom<Language>('en', 'fr');
  test.prop([fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), language])(
    'dollar: readNumber(formatValue(x)) = x to the cent',
    (cents, lang) => {
      expect(readNumber(formatValue('dollar', cents / 100, lang), lang)?.value).toBe(cents / 100);
    },
  );
  test.prop([fc.integer({ min: 0, max: 10 ** 9 }), language])(
    'percent with 3 decimals',
    (thousandths, lang) => {
      const item = controlItem('rate', 'percent', { decimalPlaces: 3 });
      const shown = formatValue(item, thousandths / 1000, lang);
      expect(readNumber(shown, lang)?.value).toBe(thousandths / 1000);
    },
  );
});
