import { describe, expect, it } from 'vitest';
import { controlItem, controlItemMap } from './control-item';
import {
  fieldState,
  isButtonDisabled,
  settleSubmit,
  submitForm,
  touchField,
  visibleError,
  withErrors,
} from './form-state';
import type { FieldError } from './messages';

const error: FieldError = { key: 'msg-required' };

describe('spec 4 "A field shows an error only once it is dirty (touched) and has a validation error"', () => {
  it.each([
    [false, null, null],
    [false, error, null],
    [true, null, null],
    [true, error, error],
  ])('dirty %s, error %o → %o', (isDirty, fieldError, shown) => {
    expect(visibleError({ isDirty, error: fieldError })).toEqual(shown);
  });
  it('fieldState reads dirtiness from the item and the error from the errors', () => {
    const item = controlItem('a', 'text', { isDirty: true });
    expect(fieldState(item, { a: error })).toEqual({ isDirty: true, error });
    expect(fieldState(item, {})).toEqual({ isDirty: true, error: null });
  });
  it('touchField marks one field dirty and leaves the map as it was', () => {
    const items = controlItemMap([controlItem('a', 'text'), controlItem('b', 'text')]);
    const touched = touchField(items, 'a');
    expect(touched.a?.isDirty).toBe(true);
    expect(touched.b?.isDirty).toBe(false);
    expect(items.a?.isDirty).toBe(false);
    expect(touchField(touched, 'a')).toBe(touched);
    expect(touchField(items, 'missing')).toBe(items);
  });
  it('withErrors sets isError on the fields with an error and clears it elsewhere', () => {
    const items = controlItemMap([
      controlItem('a', 'text'),
      controlItem('b', 'text', { isError: true }),
    ]);
    const next = withErrors(items, { a: error });
    expect(next.a?.isError).toBe(true);
    expect(next.b?.isError).toBe(false);
    expect(next.a?.isDirty).toBe(false);
  });
});

describe('spec 4 "On submit all fields are marked dirty; if any error exists the error callback runs instead of submit"', () => {
  const items = controlItemMap([
    controlItem('txtName', 'text', { required: true }),
    controlItem('txtEmail', 'email', { required: true }),
    controlItem('chkTerms', 'check'),
  ]);
  const context = { language: 'en' as const };

  it('with errors: every field dirty, errors listed and counted, isError set', () => {
    const outcome = submitForm(items, { txtName: '', txtEmail: 'x@' }, context);
    expect(outcome.ok).toBe(false);
    expect(outcome.errorCount).toBe(2);
    expect(outcome.errors).toEqual({
      txtName: { key: 'msg-required' },
      txtEmail: { key: 'msg-ValidEmail' },
    });
    for (const item of Object.values(outcome.items)) expect(item.isDirty).toBe(true);
    expect(outcome.items.txtName?.isError).toBe(true);
    expect(outcome.items.chkTerms?.isError).toBe(false);
  });
  it('without errors: ok, every field dirty', () => {
    const outcome = submitForm(items, { txtName: 'Ann', txtEmail: 'ann@example.ca' }, context);
    expect(outcome).toMatchObject({ ok: true, errorCount: 0, errors: {} });
    for (const item of Object.values(outcome.items)) expect(item.isDirty).toBe(true);
  });
  it('a field still being edited at submit is checked all the same', () => {
    const outcome = submitForm(
      items,
      { txtName: 'Ann', txtEmail: 'x@' },
      {
        ...context,
        editingField: 'txtEmail',
      },
    );
    expect(outcome.errors).toEqual({ txtEmail: { key: 'msg-ValidEmail' } });
  });
  it('settleSubmit runs the error callback instead of submit, or submit alone', () => {
    const calls: string[] = [];
    const handlers = {
      onSubmit: () => calls.push('submit'),
      onError: (errors: Record<string, FieldError>) => calls.push(`error:${Object.keys(errors)}`),
    };
    settleSubmit(submitForm(items, { txtName: '' }, context), handlers);
    settleSubmit(submitForm(items, { txtName: 'A', txtEmail: 'a@b.ca' }, context), handlers);
    expect(calls).toEqual(['error:txtName,txtEmail', 'submit']);
  });
});

describe('buttons (control items disabled, displayDisabled, disableOnError)', () => {
  it.each([
    [{}, 0, false],
    [{}, 2, false],
    [{ disableOnError: true }, 0, false],
    [{ disableOnError: true }, 1, true],
    [{ disabled: true }, 0, true],
    [{ displayDisabled: true }, 0, true],
  ])('%o with %i errors → disabled %s', (flags, errorCount, disabled) => {
    expect(isButtonDisabled(controlItem('btnRun', 'button', flags), errorCount)).toBe(disabled);
  });
});
