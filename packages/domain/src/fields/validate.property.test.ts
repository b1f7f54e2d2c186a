import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { controlItem, FIELD_TYPES, type FieldType, type Language } from './control-item';
import { validateField } from './validate';

const language = fc.constantFrom<Language>('en', 'fr');
const WHOLE = new Set<FieldType>(['integer', 'dollarInteger', 'number']);
const wholeType = fc.constantFrom<FieldType>('integer', 'dollarInteger', 'number');
const decimalType = fc.constantFrom<FieldType>('real', 'dollar', 'percent');

/** How a user may write a number: as displayed, without separators, or with other spaces. */
const writing = fc.constantFrom('grouped', 'plain', 'space', 'narrow');
function write(value: number, places: number, lang: Language, style: string): string {
  const text = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: places,
    useGrouping: style !== 'plain',
  }).format(value);
  if (style === 'space') return text.replaceAll('\u00a0', ' ');
  if (style === 'narrow') return text.replaceAll('\u00a0', '\u202f');
  return text;
}

/**
 * Limits and values counted in units of 10^-places, so that a value's place against the
 * limits is decided on integers and cannot be blurred by binary fractions.
 */
const scaled = fc
  .record({
    places: fc.integer({ min: 0, max: 4 }),
    a: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    b: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    pick: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ places, a, b, pick }) => {
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    return { places, low, high, inside: low + Math.floor(pick * (high - low)) };
  });

const scale = (units: number, places: number) => units / 10 ** places;

describe('with useLimits, a value inside the limits is never an error', () => {
  test.prop([wholeType, scaled, language, writing, fc.boolean()])(
    'whole-number types',
    (type, { low, high, inside }, lang, style, allowZero) => {
      fc.pre(inside !== 0 || allowZero);
      const item = controlItem('f', type, { useLimits: true, min: low, max: high, allowZero });
      expect(validateField(item, write(inside, 0, lang, style), { language: lang })).toBeNull();
    },
  );

  test.prop([decimalType, scaled, language, writing, fc.boolean()])(
    'decimal types, with up to decimalPlaces decimals',
    (type, { places, low, high, inside }, lang, style, allowZero) => {
      fc.pre(inside !== 0 || allowZero);
      const item = controlItem('f', type, {
        useLimits: true,
        min: scale(low, places),
        max: scale(high, places),
        decimalPlaces: places,
        allowZero,
      });
      const text = write(scale(inside, places), places, lang, style);
      expect(validateField(item, text, { language: lang })).toBeNull();
    },
  );
});

describe('with useLimits, a value outside the limits always is an error', () => {
  const outside = fc
    .record({ limits: scaled, below: fc.boolean(), by: fc.integer({ min: 1, max: 1_000_000 }) })
    .map(({ limits, below, by }) => ({
      ...limits,
      value: below ? limits.low - by : limits.high + by,
    }));

  test.prop([fc.oneof(wholeType, decimalType), outside, language, writing])(
    "gives msg-Range with the limits in the user's language",
    (type, { places, low, high, value }, lang, style) => {
      fc.pre(value !== 0);
      const decimals = WHOLE.has(type) ? 0 : places;
      const item = controlItem('f', type, {
        useLimits: true,
        min: scale(low, decimals),
        max: scale(high, decimals),
        decimalPlaces: decimals,
      });
      const error = validateField(item, write(scale(value, decimals), decimals, lang, style), {
        language: lang,
      });
      expect(error?.key).toBe('msg-Range');
      expect(error?.params).toEqual({
        min: write(scale(low, decimals), decimals, lang, 'grouped'),
        max: write(scale(high, decimals), decimals, lang, 'grouped'),
      });
    },
  );

  test.prop([decimalType, scaled, language, fc.integer({ min: 1, max: 9 })])(
    'one decimal more than decimalPlaces is an error',
    (type, { places, low, high, inside }, lang, digit) => {
      const item = controlItem('f', type, {
        useLimits: true,
        min: scale(low, places),
        max: scale(high, places),
        decimalPlaces: places,
        allowZero: true,
      });
      const digits = String(Math.abs(inside)).padStart(places + 1, '0');
      const whole = digits.slice(0, digits.length - places);
      const fraction = digits.slice(digits.length - places);
      const mark = lang === 'fr' ? ',' : '.';
      const text = `${inside < 0 ? '-' : ''}${whole}${mark}${fraction}${digit}`;
      expect(validateField(item, text, { language: lang })).not.toBeNull();
    },
  );
});

describe('spec 5 "Zero is allowed only when allowZero"', () => {
  const zero = fc.constantFrom('0', '0.0', '0,00', '00', '$0', '0 %');
  test.prop([fc.oneof(wholeType, decimalType), scaled, fc.boolean(), zero])(
    'zero is accepted exactly when allowZero, wherever the limits are',
    (type, { low, high }, allowZero, text) => {
      const lang: Language = text.includes(',') ? 'fr' : 'en';
      fc.pre(!WHOLE.has(type) || !/[.,]/.test(text));
      const item = controlItem('f', type, { useLimits: true, min: low, max: high, allowZero });
      const error = validateField(item, text, { language: lang });
      expect(error === null).toBe(allowZero);
    },
  );
});

describe('validateField never throws', () => {
  const anyValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.boolean(),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.constant(null),
    fc.constant(undefined),
  );
  const anyItem = fc.record({
    type: fc.constantFrom(...FIELD_TYPES),
    required: fc.boolean(),
    useLimits: fc.boolean(),
    useMinLength: fc.boolean(),
    min: fc.option(fc.double({ noNaN: true }), { nil: null }),
    max: fc.option(fc.double({ noNaN: true }), { nil: null }),
    minLength: fc.nat(20),
    maxLength: fc.option(fc.integer({ min: -1, max: 20 }), { nil: null }),
    decimalPlaces: fc.integer({ min: -1, max: 25 }),
  });
  test.prop([anyItem, anyValue, language, fc.boolean()])(
    'for any definition and any value; an error always has a known key',
    ({ type, ...settings }, value, lang, editing) => {
      const item = controlItem('f', type, settings);
      const error = validateField(item, value, {
        language: lang,
        editingField: editing ? 'f' : null,
      });
      if (error !== null) expect(error.key).toMatch(/^msg-/);
    },
  );
});
