import { describe, expect, it } from 'vitest';
import {
  type ControlItem,
  controlItem,
  type FieldType,
  type Language,
  PATTERN_LENGTHS,
} from './control-item';
import { applyMask, maskTyped, PATTERNS } from './masks';

function mask(
  type: FieldType,
  raw: string,
  language: Language = 'en',
  overrides: Partial<ControlItem> = {},
): string {
  return applyMask(controlItem('field', type, overrides), raw, language);
}

describe('spec 5 input masks: "text any"', () => {
  it.each(['Anything <>!@#$% 123', 'ÉÀ ç ñ 😀', '  spaces  '])('%s is kept', (raw) => {
    expect(mask('text', raw)).toBe(raw);
    expect(mask('textarea', raw)).toBe(raw);
  });
});

describe('spec 5 "upper-case and e-mail unrestricted (upper-case forces capitals)"', () => {
  it.each([
    ['abc déf 12-!', 'ABC DÉF 12-!'],
    ['Mixed Case', 'MIXED CASE'],
  ])('upper-case %s → %s', (raw, expected) => {
    expect(mask('upperCase', raw)).toBe(expected);
  });
  it('e-mail is kept as typed', () => {
    expect(mask('email', 'Name.Last+tag@Example.com')).toBe('Name.Last+tag@Example.com');
  });
});

describe('spec 5 "postal code alternates letter and digit (A1A 1A1) and is upper-cased"', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    ['h2x-1y4', 'H2X 1Y4'],
    ['k', 'K'],
    ['k1a', 'K1A'],
    ['k1a0', 'K1A 0'],
    ['1k1a', 'K1A'],
    ['kk11aa', 'K1A'],
    ['k1a0b1c2', 'K1A 0B1'],
    ['é1a', 'A'],
  ])('%s → %s', (raw, expected) => {
    expect(mask('postalCode', raw)).toBe(expected);
  });
});

describe('spec 5 "phone is (ddd) ddd-dddd with first digit 1-9"', () => {
  it.each([
    ['4165551234', '(416) 555-1234'],
    ['416-555-1234', '(416) 555-1234'],
    ['(416) 555-1234 ext. 22', '(416) 555-1234'],
    ['4', '(4'],
    ['416', '(416'],
    ['4165', '(416) 5'],
    ['416555', '(416) 555'],
    ['4165551', '(416) 555-1'],
    ['0416', '(416'],
    ['00', ''],
    ['abc', ''],
  ])('%s → %s', (raw, expected) => {
    expect(mask('phone', raw)).toBe(expected);
  });
});

describe('spec 5 "zip code is 5 digits, dash, 4 digits"', () => {
  it.each([
    ['902101234', '90210-1234'],
    ['90210', '90210'],
    ['902101', '90210-1'],
    ['90210-1234-99', '90210-1234'],
  ])('%s → %s', (raw, expected) => {
    expect(mask('zipCode', raw)).toBe(expected);
  });
});

describe('spec 5 "SIN is ddd ddd ddd; SSN is ddd-dd-dddd"', () => {
  it.each([
    ['sin', '046454286', '046 454 286'],
    ['sin', '046-454-286', '046 454 286'],
    ['sin', '0464', '046 4'],
    ['ssn', '123456789', '123-45-6789'],
    ['ssn', '1234', '123-4'],
    ['ssn', '123 45 6789 0', '123-45-6789'],
  ] as const)('%s: %s → %s', (type, raw, expected) => {
    expect(mask(type, raw)).toBe(expected);
  });
});

describe('spec 5 "name allows only letters, digits, dot, apostrophe and space and is capitalized (also after an apostrophe)"', () => {
  it.each([
    ["o'neil", "O'Neil"],
    ['jean paul', 'Jean Paul'],
    ['élise tremblay', 'Élise Tremblay'],
    ['e\u0301lise', 'Élise'],
    ['d’arcy', "D'Arcy"],
    ['mcDonald', 'McDonald'],
    ['john smith jr. 3rd', 'John Smith Jr. 3rd'],
    ['ann@#$% lee!', 'Ann Lee'],
    ['anne_marie', 'Annemarie'],
    ['marie-ève', 'Marie-Ève'],
  ])('%s → %s', (raw, expected) => {
    expect(mask('name', raw)).toBe(expected);
  });
});

describe('spec 5 "integer, number, zip, SIN and SSN allow digits only"', () => {
  it.each(['integer', 'number', 'dollarInteger'] as const)('%s', (type) => {
    expect(mask(type, '1a2,3.4 5-')).toBe('12345');
    expect(mask(type, '1 234', 'fr')).toBe('1234');
  });
});

describe('spec 5 "real, dollar and percent allow digits with a decimal point (English) or comma (French) and at most decimalPlaces decimals"', () => {
  it.each(['real', 'dollar', 'percent'] as const)('%s', (type) => {
    const two = { decimalPlaces: 2 };
    expect(mask(type, '1234.56', 'en', two)).toBe('1234.56');
    expect(mask(type, '1,234.567', 'en', two)).toBe('1234.56');
    expect(mask(type, '1234,56', 'fr', two)).toBe('1234,56');
    expect(mask(type, '1 234,567', 'fr', two)).toBe('1234,56');
    expect(mask(type, '$12a.5%', 'en', two)).toBe('12.5');
  });
  it('French: a typed dot is taken as the decimal comma', () => {
    expect(mask('dollar', '12.5', 'fr')).toBe('12,5');
  });
  it('English: a comma is a thousands separator and is dropped', () => {
    expect(mask('dollar', '12,5', 'en')).toBe('125');
  });
  it('one separator only', () => {
    expect(mask('real', '1.2.3', 'en', { decimalPlaces: 3 })).toBe('1.23');
    expect(mask('real', '1,2,3', 'fr', { decimalPlaces: 3 })).toBe('1,23');
  });
  it('a separator typed last stays, so the user can go on typing decimals', () => {
    expect(mask('dollar', '12.', 'en')).toBe('12.');
    expect(mask('dollar', '12,', 'fr')).toBe('12,');
  });
  it('with 0 decimalPlaces nothing from the separator on is kept', () => {
    expect(mask('real', '12.5', 'en', { decimalPlaces: 0 })).toBe('12');
  });
  it('decimalPlaces 3', () => {
    expect(mask('percent', '0.12345', 'en', { decimalPlaces: 3 })).toBe('0.123');
  });
});

describe('spec 5 "Input is cut to the field\'s maxLength"', () => {
  it.each([
    ['text', 'abcdefg', 5, 'abcde'],
    ['upperCase', 'abcdefg', 3, 'ABC'],
    ['name', 'jean paul', 6, 'Jean P'],
    ['integer', '1234567', 3, '123'],
    ['dollar', '1234.56', 6, '1234.5'],
    ['phone', '4165551234', 9, '(416) 555'],
    ['phone', '4165551234', 10, '(416) 555'],
    ['postalCode', 'k1a0b1', 4, 'K1A'],
  ] as const)('%s "%s" at %i → %s', (type, raw, maxLength, expected) => {
    expect(mask(type, raw, 'en', { maxLength })).toBe(expected);
  });
  it('never cuts an emoji in half', () => {
    expect(mask('text', 'ab😀', 'en', { maxLength: 3 })).toBe('ab');
  });
});

describe('spec 5 "Masked text inputs upper-case their value"', () => {
  it('postal code letters typed in lower case come out in capitals', () => {
    expect(mask('postalCode', 'm5v 3l9')).toBe('M5V 3L9');
  });
});

describe('fields that are not typed into are left alone', () => {
  it.each(['check', 'multiCheck', 'combo', 'radio', 'date', 'file', 'list', 'button'] as const)(
    '%s',
    (type) => {
      expect(mask(type, 'Some Value-1', 'en', { maxLength: 3 })).toBe('Some Value-1');
    },
  );
});

describe('pattern lengths', () => {
  it('the default maxLength of each patterned field is its full pattern', () => {
    for (const [type, pattern] of Object.entries(PATTERNS)) {
      expect(PATTERN_LENGTHS[type as FieldType], type).toBe(pattern.length);
    }
    expect(Object.keys(PATTERN_LENGTHS).sort()).toEqual(Object.keys(PATTERNS).sort());
  });
});

describe('what a mask takes away is said (issue 15 §1: nothing cut silently)', () => {
  const typed = (
    type: FieldType,
    raw: string,
    language: Language = 'en',
    overrides: Partial<ControlItem> = {},
  ) => maskTyped(controlItem('field', type, overrides), raw, language);

  it('names the letters a number field refuses, and keeps what it accepts', () => {
    expect(typed('integer', 'forty', 'en', { maxLength: 3 })).toEqual({
      value: '',
      leftOut: 'forty',
      cutTo: null,
    });
    expect(typed('integer', '45.5', 'en', { maxLength: 3 })).toEqual({
      value: '455',
      leftOut: '.',
      cutTo: null,
    });
  });

  it('reads thousands separators as formatting in either language, not as something lost', () => {
    expect(typed('dollarInteger', '$500,000', 'en')).toEqual({
      value: '500000',
      leftOut: '',
      cutTo: null,
    });
    expect(typed('dollarInteger', '500 000 $', 'fr')).toEqual({
      value: '500000',
      leftOut: '',
      cutTo: null,
    });
    expect(typed('dollarInteger', '500,000', 'fr').leftOut).toBe(',');
  });

  it('says which decimals go past the field’s places', () => {
    expect(typed('percent', '5.1234', 'en', { decimalPlaces: 3 })).toMatchObject({
      value: '5.123',
      leftOut: '4',
    });
    expect(typed('real', '2,5', 'fr')).toMatchObject({ value: '2,5', leftOut: '' });
    expect(typed('real', '2.5.1', 'en')).toMatchObject({ value: '2.51', leftOut: '.' });
  });

  it('says when a value is cut to the field’s length', () => {
    const long = 'A'.repeat(130);
    expect(typed('name', long, 'en', { maxLength: 120 })).toEqual({
      value: 'A'.repeat(120),
      leftOut: '',
      cutTo: 120,
    });
    expect(typed('name', 'Jean <Roy>', 'en')).toMatchObject({
      value: 'Jean Roy',
      leftOut: '<>',
    });
  });

  it('leaves the punctuation a pattern writes unreported', () => {
    expect(typed('phone', '(416) 555-1234', 'en')).toMatchObject({
      value: '(416) 555-1234',
      leftOut: '',
    });
    expect(typed('postalCode', 'h2x1y4!', 'en')).toMatchObject({ value: 'H2X 1Y4', leftOut: '!' });
  });
});
