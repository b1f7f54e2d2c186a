import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { controlItem, FIELD_TYPES, type FieldType, type Language } from './control-item';
import { applyMask, PATTERNS } from './masks';
import { readNumber } from './numbers';

const language = fc.constantFrom<Language>('en', 'fr');
const fieldType = fc.constantFrom(...FIELD_TYPES);
const maxLength = fc.option(fc.integer({ min: 1, max: 30 }), { nil: null });
const decimalPlaces = fc.integer({ min: 0, max: 4 });

/** Mostly what people type into these fields, sometimes anything at all. */
const typed = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ..."0123456789abczABCZ .,-'’()$%\u00a0\u202féÉçßǰ\u0301😀@_".split(''),
      '😀',
    ),
    maxLength: 40,
  }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const item = fc.record({ fieldType, maxLength, decimalPlaces });

describe('masks, for every field type, language, decimalPlaces and maxLength', () => {
  test.prop([item, typed, language])('are idempotent: mask(mask(x)) = mask(x)', (it, raw, lang) => {
    const once = applyMask(it, raw, lang);
    expect(applyMask(it, once, lang)).toBe(once);
  });

  test.prop([item, typed, language])(
    'never give more than maxLength characters',
    (it, raw, lang) => {
      fc.pre(
        it.maxLength !== null &&
          !['check', 'multiCheck', 'combo', 'radio', 'date', 'file', 'list', 'button'].includes(
            it.fieldType,
          ),
      );
      expect(applyMask(it, raw, lang).length).toBeLessThanOrEqual(it.maxLength ?? 0);
    },
  );
});

/** The output is the start of the pattern with each slot filled, and ends on a slot. */
function fitsPattern(type: FieldType, output: string): boolean {
  const pattern = PATTERNS[type] ?? '';
  if (output.length > pattern.length) return false;
  for (let i = 0; i < output.length; i++) {
    const slot = pattern[i];
    const char = output.charAt(i);
    if (slot === '#' ? !/[0-9]/.test(char) : slot === '@' ? !/[A-Z]/.test(char) : char !== slot)
      return false;
  }
  const last = pattern[output.length - 1];
  return output === '' || last === '#' || last === '@';
}

describe('masks give only what their pattern allows', () => {
  const patterned = fc.constantFrom<FieldType>('phone', 'postalCode', 'zipCode', 'sin', 'ssn');
  test.prop([patterned, maxLength, typed])(
    'phone, postal code, zip, SIN, SSN: a filled prefix of the pattern',
    (type, limit, raw) => {
      const output = applyMask(controlItem('f', type, { maxLength: limit }), raw, 'en');
      expect(fitsPattern(type, output)).toBe(true);
    },
  );

  test.prop([typed])('phone: the first digit is 1-9', (raw) => {
    expect(applyMask(controlItem('f', 'phone'), raw, 'en')).not.toMatch(/^\(0/);
  });

  const tenDigitsAndNoise = fc
    .tuple(
      fc.stringMatching(/^[1-9][0-9]{9,12}$/),
      fc.array(fc.constantFrom('', ' ', '-', '(', ')', '.', 'x', '+'), { minLength: 13 }),
    )
    .map(([digits, noise]) => [...digits].map((digit, i) => `${noise[i]}${digit}`).join(''));
  test.prop([tenDigitsAndNoise])('ten digits or more give the complete pattern', (raw) => {
    expect(applyMask(controlItem('f', 'phone'), raw, 'en')).toMatch(/^\([1-9]\d\d\) \d{3}-\d{4}$/);
  });

  test.prop([fc.constantFrom<FieldType>('integer', 'dollarInteger', 'number'), typed, language])(
    'integer, dollar integer, number: digits only',
    (type, raw, lang) => {
      expect(applyMask(controlItem('f', type), raw, lang)).toMatch(/^[0-9]*$/);
    },
  );

  test.prop([fc.constantFrom<FieldType>('real', 'dollar', 'percent'), decimalPlaces, typed])(
    'real, dollar, percent in English: digits, then a point and at most decimalPlaces digits',
    (type, places, raw) => {
      const output = applyMask(controlItem('f', type, { decimalPlaces: places }), raw, 'en');
      const shape = places === 0 ? /^[0-9]*$/ : new RegExp(`^[0-9]*(\\.[0-9]{0,${places}})?$`);
      expect(output).toMatch(shape);
    },
  );

  test.prop([fc.constantFrom<FieldType>('real', 'dollar', 'percent'), decimalPlaces, typed])(
    'real, dollar, percent in French: digits, then a comma and at most decimalPlaces digits',
    (type, places, raw) => {
      const output = applyMask(controlItem('f', type, { decimalPlaces: places }), raw, 'fr');
      const shape = places === 0 ? /^[0-9]*$/ : new RegExp(`^[0-9]*(,[0-9]{0,${places}})?$`);
      expect(output).toMatch(shape);
    },
  );

  test.prop([typed])('upper-case: no letter left in lower case', (raw) => {
    const output = applyMask(controlItem('f', 'upperCase'), raw, 'en');
    expect(output).toBe(output.toUpperCase());
  });

  test.prop([typed])(
    'name: only letters, digits, dot, apostrophe, space, hyphen; words start upper-case',
    (raw) => {
      const output = applyMask(controlItem('f', 'name'), raw, 'en');
      expect(output).toMatch(/^[\p{L}\p{M}0-9.' -]*$/u);
      for (const [, first = ''] of output.matchAll(/(?:^|[ '-])(\p{L})/gu)) {
        // A letter with no one-character capital (ß → SS) or none at all (ᴀ) stays as it is.
        const capital = first.toUpperCase();
        expect(capital === first || capital.length !== first.length).toBe(true);
      }
    },
  );
});

describe('French and English decimal forms of the same amount mask to the same value', () => {
  const amount = fc.record({
    places: fc.integer({ min: 1, max: 4 }),
    units: fc.integer({ min: 0, max: 10 ** 12 }),
  });
  test.prop([fc.constantFrom<FieldType>('real', 'dollar', 'percent'), amount])(
    'typed as displayed (with thousands separators) in either language',
    (type, { places, units }) => {
      const value = units / 10 ** places;
      const field = controlItem('f', type, { decimalPlaces: places });
      const options = { minimumFractionDigits: places, maximumFractionDigits: places };
      const english = new Intl.NumberFormat('en-CA', options).format(value);
      const french = new Intl.NumberFormat('fr-CA', options).format(value);
      const fromEnglish = applyMask(field, english, 'en');
      const fromFrench = applyMask(field, french, 'fr');
      expect(fromFrench).toBe(fromEnglish.replace('.', ','));
      expect(readNumber(fromEnglish, 'en')?.value).toBe(value);
      expect(readNumber(fromFrench, 'fr')?.value).toBe(value);
    },
  );
});
