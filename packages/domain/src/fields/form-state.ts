import type { ControlItem, ControlItemMap, FormValues } from './control-item';
import type { FieldError } from './messages';
import { type ValidationContext, validateForm } from './validate';

/**
 * Spec 4, validation timing. The state lives on the control items themselves (isDirty and
 * isError are attributes of spec 3), so a form's state is its ControlItemMap; the errors'
 * keys and texts come from validateForm. Every helper returns new objects and changes none.
 */
export interface FieldState {
  isDirty: boolean;
  error: FieldError | null;
}

/** An error shows only once the field is dirty (touched) and has one. */
export function visibleError(state: FieldState): FieldError | null {
  return state.isDirty ? state.error : null;
}

export function fieldState(item: ControlItem, errors: Record<string, FieldError>): FieldState {
  return { isDirty: item.isDirty, error: errors[item.fieldName] ?? null };
}

/** The user has touched a field (changed it or left it). */
export function touchField(items: ControlItemMap, fieldName: string): ControlItemMap {
  const item = items[fieldName];
  if (item === undefined || item.isDirty) return items;
  return { ...items, [fieldName]: { ...item, isDirty: true } };
}

/** Copies each field's error state onto isError, so the map alone tells what is wrong. */
export function withErrors(
  items: ControlItemMap,
  errors: Record<string, FieldError>,
  { markDirty = false } = {},
): ControlItemMap {
  const next: ControlItemMap = {};
  for (const [name, item] of Object.entries(items)) {
    const isError = Object.hasOwn(errors, name);
    const isDirty = markDirty || item.isDirty;
    next[name] =
      item.isError === isError && item.isDirty === isDirty ? item : { ...item, isError, isDirty };
  }
  return next;
}

export type SubmitOutcome =
  | { ok: true; items: ControlItemMap; errors: Record<string, never>; errorCount: 0 }
  | { ok: false; items: ControlItemMap; errors: Record<string, FieldError>; errorCount: number };

/**
 * Spec 4: on submit every field is marked dirty (so every error shows); the form may be sent
 * only when there is no error. Nothing is being edited at that moment, so the checks that
 * wait for the user to leave a field apply too.
 */
export function submitForm(
  items: ControlItemMap,
  values: FormValues,
  context: ValidationContext,
): SubmitOutcome {
  const errors = validateForm(items, values, { language: context.language, editingField: null });
  const errorCount = Object.keys(errors).length;
  const marked = withErrors(items, errors, { markDirty: true });
  return errorCount === 0
    ? { ok: true, items: marked, errors: {}, errorCount: 0 }
    : { ok: false, items: marked, errors, errorCount };
}

/** Runs the submit callback, or the error callback instead when the form has errors. */
export function settleSubmit<T>(
  outcome: SubmitOutcome,
  handlers: { onSubmit: () => T; onError: (errors: Record<string, FieldError>) => T },
): T {
  return outcome.ok ? handlers.onSubmit() : handlers.onError(outcome.errors);
}

/** A button is off when set so, or while the form has errors if it has disableOnError. */
export function isButtonDisabled(item: ControlItem, errorCount: number): boolean {
  return item.disabled || item.displayDisabled || (item.disableOnError && errorCount > 0);
}
