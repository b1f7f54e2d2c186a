import { describe, expect, it } from 'vitest';
import {
  type ControlItem,
  controlItem,
  controlItemMap,
  FIELD_TYPES,
  type FieldType,
  type FieldValue,
  type Language,
} from './control-item';
import { LOGIN_ITEMS } from './login';
import type { FieldError } from './messages';
import { validateField, validateForm } from './validate';

const en = { language: 'en' as Language };
const fr = { language: 'fr' as Language };

function check(
  type: FieldType,
  overrides: Partial<ControlItem>,
  value: FieldValue | null | undefined,
  context: { language: Language; editingField?: string } = en,
): FieldError | null {
  return validateField(controlItem('field', type, overrides), value, context);
}

const editing = { language: 'en' as Language, editingField: 'field' };
const editingOther = { language: 'en' as Language, editingField: 'another' };
const required = { key: 'msg-required' };

describe('spec 5 "Checks apply per field by type when the field is required, enabled and not hidden"', () => {
  const blocked: [string, Partial<ControlItem>][] = [
    ['disabled', { disabled: true }],
    ['displayDisabled', { displayDisabled: true }],
    ['hidden (displayHidden)', { displayHidden: true }],
    ['readOnly', { readOnly: true }],
    ['locked', { locked: true }],
  ];
  it.each(blocked)('a required, empty field that is %s gives no error', (_, flags) => {
    for (const type of ['text', 'email', 'phone', 'check', 'combo', 'integer'] as const) {
      expect(check(type, { required: true, ...flags }, '')).toBeNull();
    }
  });

  it('the same required, empty field enabled and shown gives an error', () => {
    for (const type of ['text', 'email', 'phone', 'check', 'combo', 'integer'] as const) {
      expect(check(type, { required: true }, '')).not.toBeNull();
    }
  });

  it('a field that is not required and empty gives no error, whatever its type', () => {
    for (const type of FIELD_TYPES) {
      const limits = { useLimits: true, min: 1, max: 10, useMinLength: true, minLength: 3 };
      expect(check(type, limits, '')).toBeNull();
      expect(check(type, limits, undefined)).toBeNull();
    }
  });
});

describe('spec 5 "date, file, list and button fields are skipped"', () => {
  it.each(['date', 'file', 'list', 'button'] as const)(
    '%s: required and empty is no error',
    (type) => {
      expect(check(type, { required: true, useMinLength: true, minLength: 5 }, '')).toBeNull();
      expect(check(type, { required: true }, 'not a date')).toBeNull();
    },
  );
});

describe('spec 5 "Email: if required and not the field being edited"', () => {
  it('"empty gives msg-required"', () => {
    expect(check('email', { required: true }, '')).toEqual(required);
    expect(check('email', { required: true }, '   ')).toEqual(required);
    expect(check('email', { required: true }, '', editingOther)).toEqual(required);
  });

  it.each([
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@@example.com',
    'first last@example.com',
    'name@exa mple.com',
    'name@.example.com',
    'name@example..com',
    'name@-example.com',
  ])('"an invalid address gives msg-ValidEmail": %s', (address) => {
    expect(check('email', { required: true }, address)).toEqual({ key: 'msg-ValidEmail' });
  });

  it.each([
    'name@example.com',
    'first.last+tag@sub.example.ca',
    'o’neil@example.com'.replace('’', "'"),
    'josée@exemple.ca',
    ' name@example.com ',
  ])('a valid address gives no error: %s', (address) => {
    expect(check('email', { required: true }, address)).toBeNull();
  });

  it('"not the field being edited": no e-mail check while the user types in it', () => {
    expect(check('email', { required: true }, '', editing)).toBeNull();
    expect(check('email', { required: true }, 'name@', editing)).toBeNull();
  });

  it('an optional e-mail, once filled in, must still be valid (decision: checked when relevant)', () => {
    expect(check('email', {}, 'name@')).toEqual({ key: 'msg-ValidEmail' });
    expect(check('email', {}, 'name@example.com')).toBeNull();
  });
});

describe('spec 5 "Check: required and unchecked gives msg-checked"', () => {
  it.each([false, '', 'false', '0', null, undefined] as const)('unchecked (%s)', (value) => {
    expect(check('check', { required: true }, value)).toEqual({ key: 'msg-checked' });
  });
  it.each([true, 'true', '1'] as const)('checked (%s) gives no error', (value) => {
    expect(check('check', { required: true }, value)).toBeNull();
  });
  it('an optional check box unchecked gives no error', () => {
    expect(check('check', {}, false)).toBeNull();
  });
});

describe('spec 5 "Combo and Radio: required and empty gives msg-Option"', () => {
  it.each(['combo', 'radio'] as const)('%s', (type) => {
    expect(check(type, { required: true }, '')).toEqual({ key: 'msg-Option' });
    expect(check(type, { required: true }, undefined)).toEqual({ key: 'msg-Option' });
    expect(check(type, { required: true }, 'P')).toBeNull();
    expect(check(type, {}, '')).toBeNull();
  });
});

describe('spec 5 "Phone"', () => {
  it('"not validated while being edited"', () => {
    expect(check('phone', { required: true }, '', editing)).toBeNull();
    expect(check('phone', { required: true }, '(416) 55', editing)).toBeNull();
  });
  it('"required and empty gives msg-required"', () => {
    expect(check('phone', { required: true }, '')).toEqual(required);
  });
  it('"a non-empty value whose length differs from the field\'s maxLength gives msg-ValidPhone"', () => {
    expect(check('phone', { maxLength: 14 }, '(416) 555-123')).toEqual({ key: 'msg-ValidPhone' });
    expect(check('phone', { required: true, maxLength: 14 }, '(416) 555-1234')).toBeNull();
    expect(check('phone', { maxLength: 14 }, '(416) 555-1234')).toBeNull();
  });
  it("the length compared is the field's own maxLength", () => {
    expect(check('phone', { maxLength: 10 }, '(416) 555-1234')).toEqual({ key: 'msg-ValidPhone' });
    expect(check('phone', { maxLength: 8 }, '(416) 55')).toBeNull();
  });
  it('a value of the right length the mask would not produce is refused (the server sees raw requests)', () => {
    expect(check('phone', {}, '416-555-1234xx')).toEqual({ key: 'msg-ValidPhone' });
    expect(check('phone', {}, '(016) 555-1234')).toEqual({ key: 'msg-ValidPhone' });
  });
});

describe('spec 5 "Other types: required and empty gives msg-required"', () => {
  const others = FIELD_TYPES.filter(
    (type) =>
      !['email', 'check', 'combo', 'radio', 'phone', 'date', 'file', 'list', 'button'].includes(
        type,
      ),
  );
  it.each(others)('%s', (type) => {
    expect(check(type, { required: true }, '')).toEqual(required);
    expect(check(type, { required: true }, ' ')).toEqual(required);
    expect(check(type, { required: true }, null)).toEqual(required);
  });
  it('multiCheck: required with nothing chosen', () => {
    expect(check('multiCheck', { required: true }, [])).toEqual(required);
    expect(check('multiCheck', { required: true }, ['A'])).toBeNull();
  });
});

describe('spec 5 "For text with useMinLength, a value shorter than minLength (when not being edited) gives a text-length message with min and max"', () => {
  const item = { useMinLength: true, minLength: 3, maxLength: 20 };
  it('shorter than minLength', () => {
    expect(check('text', item, 'ab')).toEqual({
      key: 'msg-TextLength',
      params: { min: '3', max: '20' },
    });
  });
  it('exactly minLength or longer gives no error', () => {
    expect(check('text', item, 'abc')).toBeNull();
    expect(check('text', item, 'abcdefgh')).toBeNull();
  });
  it('"when not being edited"', () => {
    expect(check('text', item, 'ab', editing)).toBeNull();
    expect(check('text', item, 'ab', editingOther)).not.toBeNull();
  });
  it('without useMinLength, minLength is ignored', () => {
    expect(check('text', { minLength: 3 }, 'ab')).toBeNull();
  });
  it("min and max are written in the user's input language", () => {
    expect(
      check('textarea', { useMinLength: true, minLength: 1500, maxLength: 4000 }, 'a', fr),
    ).toEqual({ key: 'msg-TextLength', params: { min: '1\u00a0500', max: '4\u00a0000' } });
  });
  it('with no maxLength the message has min alone', () => {
    expect(check('text', { useMinLength: true, minLength: 3 }, 'ab')).toEqual({
      key: 'msg-TextLength',
      params: { min: '3' },
    });
  });
});

describe('spec 5 "With useLimits: integer, dollar integer and number must be whole numbers within min..max"', () => {
  const limits = { useLimits: true, min: 18, max: 85 };
  const range = { key: 'msg-Range', params: { min: '18', max: '85' } };
  const types = ['integer', 'dollarInteger', 'number'] as const;
  it.each(types)('%s: inside and on the limits', (type) => {
    for (const value of ['18', '40', '85']) expect(check(type, limits, value)).toBeNull();
  });
  it.each(types)('%s: outside the limits gives msg-Range', (type) => {
    for (const value of ['17', '86', '1000']) expect(check(type, limits, value)).toEqual(range);
  });
  it.each(types)('%s: a decimal is not a whole number', (type) => {
    expect(check(type, limits, '40.5')).toEqual(range);
    expect(check(type, limits, '40.0')).toBeNull();
  });
  it.each(types)('%s: text that is not a number', (type) => {
    expect(check(type, limits, 'forty')).toEqual(range);
  });
});

describe('spec 5 "real, dollar and percent must be decimals within min..max with at most decimalPlaces digits"', () => {
  const limits = { useLimits: true, min: 0.5, max: 1000, decimalPlaces: 2 };
  const range = { key: 'msg-Range', params: { min: '0.5', max: '1,000' } };
  const types = ['real', 'dollar', 'percent'] as const;
  it.each(types)('%s: inside the limits', (type) => {
    for (const value of ['0.5', '1', '12.34', '1,000', '999.99']) {
      expect(check(type, limits, value)).toBeNull();
    }
  });
  it.each(types)('%s: outside the limits gives msg-Range', (type) => {
    for (const value of ['0.49', '1000.01', '5000'])
      expect(check(type, limits, value)).toEqual(range);
  });
  it.each(types)('%s: more than decimalPlaces digits gives msg-Range', (type) => {
    expect(check(type, limits, '12.345')).toEqual(range);
    expect(check(type, limits, '12.340')).toBeNull();
  });
  it('French input: "1 000,00" and "12,34" are read as French numbers', () => {
    const frRange = { key: 'msg-Range', params: { min: '0,5', max: '1\u00a0000' } };
    expect(check('dollar', limits, '1 000,00', fr)).toBeNull();
    expect(check('dollar', limits, '1\u00a0000,00', fr)).toBeNull();
    expect(check('dollar', limits, '1\u202f000,00', fr)).toBeNull();
    expect(check('dollar', limits, '12,34', fr)).toBeNull();
    expect(check('dollar', limits, '12,345', fr)).toEqual(frRange);
  });
  it('English input: a comma is a thousands separator, never a decimal', () => {
    expect(check('dollar', limits, '1,000.00')).toBeNull();
    expect(check('dollar', limits, '12,34')).toEqual(range);
  });
});

describe('spec 5 "Zero is allowed only when allowZero"', () => {
  it.each(['integer', 'dollarInteger', 'number', 'real', 'dollar', 'percent'] as const)(
    '%s',
    (type) => {
      const range = { useLimits: true, min: 0, max: 100 };
      expect(check(type, range, '0')).toEqual({
        key: 'msg-Range',
        params: { min: '0', max: '100' },
      });
      expect(check(type, { ...range, allowZero: true }, '0')).toBeNull();
    },
  );
  it('allowZero accepts zero even below min (zero means "none")', () => {
    const premium = { useLimits: true, min: 100, max: 10000, allowZero: true };
    expect(check('dollar', premium, '0')).toBeNull();
    expect(check('dollar', premium, '0.00')).toBeNull();
    expect(check('dollar', premium, '50')).not.toBeNull();
  });
});

describe('spec 5 "Message msg-Range with min and max, formatted in the user\'s input language"', () => {
  const limits = { useLimits: true, min: 1000, max: 2500000.5, decimalPlaces: 2 };
  it('English', () => {
    expect(check('dollar', limits, '5')).toEqual({
      key: 'msg-Range',
      params: { min: '1,000', max: '2,500,000.5' },
    });
  });
  it('French, with no-break spaces and a decimal comma', () => {
    expect(check('dollar', limits, '5', fr)).toEqual({
      key: 'msg-Range',
      params: { min: '1\u00a0000', max: '2\u00a0500\u00a0000,5' },
    });
  });
  it('a limit open on one side names the other: msg-min or msg-max (decision)', () => {
    expect(check('integer', { useLimits: true, min: 18 }, '5')).toEqual({
      key: 'msg-min',
      params: { min: '18' },
    });
    expect(check('integer', { useLimits: true, max: 85 }, '90')).toEqual({
      key: 'msg-max',
      params: { max: '85' },
    });
    expect(check('integer', { useLimits: true, max: 85 }, '-1000')).toBeNull();
  });
});

describe('numeric fields without useLimits (decision: still a number of their kind)', () => {
  it('text that is not a number gives msg-Limits', () => {
    expect(check('integer', {}, 'abc')).toEqual({ key: 'msg-Limits' });
    expect(check('integer', {}, '1.5')).toEqual({ key: 'msg-Limits' });
    expect(check('real', { decimalPlaces: 1 }, '1.55')).toEqual({ key: 'msg-Limits' });
  });
  it('any number of the kind is fine, zero included', () => {
    expect(check('integer', {}, '0')).toBeNull();
    expect(check('dollar', {}, '123456789.12')).toBeNull();
  });
});

describe('spec 5 "Login: user name required; password minimum length 5"', () => {
  const login = (username: string, password: string) =>
    validateForm(LOGIN_ITEMS, { username, password }, en);
  it('user name required', () => {
    expect(login('', 'secret')).toEqual({ username: required });
  });
  it('password minimum length 5', () => {
    expect(login('agent', '1234')).toEqual({
      password: { key: 'msg-TextLength', params: { min: '5', max: '256' } },
    });
    expect(login('agent', '12345')).toEqual({});
  });
  it('password required', () => {
    expect(login('agent', '')).toEqual({ password: required });
  });
});

describe('validateForm', () => {
  const items = controlItemMap([
    controlItem('txtName', 'name', { required: true }),
    controlItem('txtAge', 'integer', { required: true, useLimits: true, min: 18, max: 85 }),
    controlItem('chkTerms', 'check', { required: true }),
    controlItem('txtEmail', 'email', { required: true }),
    controlItem('dtStart', 'date', { required: true }),
  ]);
  it('returns the errors by field name, and only the fields with one', () => {
    const errors = validateForm(
      items,
      { txtName: 'Ann', txtAge: '12', chkTerms: false, txtEmail: 'ann@example.com' },
      en,
    );
    expect(errors).toEqual({
      txtAge: { key: 'msg-Range', params: { min: '18', max: '85' } },
      chkTerms: { key: 'msg-checked' },
    });
  });
  it('passes the field being edited on to the field checks', () => {
    const values = { txtName: 'Ann', txtAge: '40', chkTerms: true, txtEmail: 'ann@' };
    expect(validateForm(items, values, en)).toEqual({ txtEmail: { key: 'msg-ValidEmail' } });
    expect(validateForm(items, values, { ...en, editingField: 'txtEmail' })).toEqual({});
  });
  it('ignores values with no control item (the server strips them)', () => {
    const values = { txtName: 'Ann', txtAge: '40', chkTerms: true, txtEmail: 'a@b.ca', extra: '' };
    expect(validateForm(items, values, en)).toEqual({});
  });
});
