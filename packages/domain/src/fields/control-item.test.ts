import { describe, expect, it } from 'vitest';
import {
  controlItem,
  FIELD_TYPES,
  joinMultiCheck,
  languageCode,
  splitMultiCheck,
} from './control-item';

describe('control items (spec 3)', () => {
  it('controlItem starts with everything off and patterned fields at their full length', () => {
    const item = controlItem('txtPhone', 'phone');
    expect(item).toMatchObject({ fieldName: 'txtPhone', required: false, maxLength: 14 });
    expect(controlItem('txtPostal', 'postalCode').maxLength).toBe(7);
    expect(controlItem('txtAmount', 'dollar').decimalPlaces).toBe(2);
    expect(controlItem('txtName', 'text').maxLength).toBeNull();
  });
  it('has every attribute spec 3 names', () => {
    const attributes =
      'fieldType, required, disabled, displayHidden, useLimits, min, max, decimalPlaces, allowZero, useMinLength, minLength, maxLength, isDirty, isError, readOnly, displayDisabled, showLabel, showTooltip, isOptional, locked, optionItems, disableOnError, delayTime';
    const item = controlItem('f', 'text');
    for (const name of attributes.split(', ')) expect(Object.hasOwn(item, name), name).toBe(true);
  });
  it('field types are unique', () => {
    expect(new Set(FIELD_TYPES).size).toBe(FIELD_TYPES.length);
  });
  it("the session's input language maps to a language code", () => {
    expect(languageCode('English')).toBe('en');
    expect(languageCode('French')).toBe('fr');
  });
  it('spec 9 "multi-check values joined by a pipe"', () => {
    expect(joinMultiCheck(['A', 'B', 'C'])).toBe('A|B|C');
    expect(splitMultiCheck('A|B|C')).toEqual(['A', 'B', 'C']);
    expect(splitMultiCheck('')).toEqual([]);
  });
});
