import type {
  ControlItem,
  ControlItemMap,
  FieldValue,
  FormValues,
  Language,
} from '@portal/domain/fields/control-item';
import {
  fieldState,
  isButtonDisabled,
  settleSubmit,
  submitForm,
  visibleError,
} from '@portal/domain/fields/form-state';
import {
  type Catalogue,
  errorMessage,
  fieldErrorText,
  fieldHelpText,
  formSummary,
  resolveMessage,
} from '@portal/domain/fields/message-text';
import { FIELD_MESSAGES, type FieldError } from '@portal/domain/fields/messages';
import { validateForm } from '@portal/domain/fields/validate';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { trackEvent } from './tracking';

/** What one input needs: its control item, value, texts and handlers (see README.md). */
export interface FieldBinding {
  name: string;
  item: ControlItem;
  value: FieldValue;
  language: Language;
  /** The caption ('{field}-caption'), or the field name when the catalogue has none. */
  label: string;
  /** The help text ('{field}-status'); '' when none. */
  help: string;
  /** The error to show: only once the field is dirty (spec 4); null when none. */
  error: string | null;
  onChange(value: FieldValue): void;
  onFocus(): void;
  onBlur(): void;
  /** The form's name, for tracking. */
  formName: string;
}

export interface FieldFormOptions {
  /** The form's name: tracking events carry it. */
  formName: string;
  items: ControlItemMap;
  /** Texts: message keys and the fields' captions, help and error texts. */
  catalogue?: Catalogue;
  language: Language;
  initialValues: Readonly<Record<string, FieldValue>>;
  /** Keeps the values in session storage under this key ('newBusiness', 'inforceFormData'…). */
  storageKey?: string;
}

function readStored(key: string | undefined): Record<string, FieldValue> | null {
  if (!key) return null;
  try {
    const stored = sessionStorage.getItem(key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, FieldValue>)
      : null;
  } catch {
    return null;
  }
}

function emptyValue(item: ControlItem | undefined): FieldValue {
  if (item?.fieldType === 'check') return false;
  if (item?.fieldType === 'multiCheck') return [];
  return '';
}

/**
 * Binds control items to the engine (spec 4): values and dirty flags live here, errors come
 * from validateForm on every change, an error shows only once its field is dirty, and submit
 * marks every field dirty and runs the error callback instead when errors remain.
 */
export function useFieldForm(options: FieldFormOptions) {
  const { formName, language, storageKey } = options;
  const catalogue = options.catalogue ?? FIELD_MESSAGES[language];
  const [state, setState] = useState(() => ({
    /** Fields the user has touched (spec 4: an error shows only then). */
    dirty: {} as Record<string, boolean>,
    values: { ...options.initialValues, ...readStored(storageKey) } as Record<string, FieldValue>,
    editing: null as string | null,
  }));

  // The items as given (new ones after a developer's change or a language switch), with the
  // user's dirty flags over them: derived here, so they are never a render behind.
  const items = useMemo(() => {
    const map: ControlItemMap = {};
    for (const [name, item] of Object.entries(options.items)) {
      const isDirty = state.dirty[name] ?? item.isDirty;
      map[name] = isDirty === item.isDirty ? item : { ...item, isDirty };
    }
    return map;
  }, [options.items, state.dirty]);

  useEffect(() => {
    if (storageKey) sessionStorage.setItem(storageKey, JSON.stringify(state.values));
  }, [storageKey, state.values]);

  const errors = useMemo(
    () => validateForm(items, state.values, { language, editingField: state.editing }),
    [items, state.values, state.editing, language],
  );
  const errorCount = Object.keys(errors).length;

  const setValue = useCallback((name: string, value: FieldValue) => {
    setState((current) => ({
      ...current,
      dirty: { ...current.dirty, [name]: true },
      values: { ...current.values, [name]: value },
    }));
  }, []);

  const lastTracked = useRef<Record<string, FieldValue>>({});
  const field = (name: string): FieldBinding => {
    const item = items[name];
    if (!item) throw new Error(`The form ${formName} has no control item ${name}`);
    const error = visibleError(fieldState(item, errors));
    return {
      name,
      item,
      formName,
      language,
      value: state.values[name] ?? emptyValue(item),
      label: resolveMessage(catalogue, `${name}-caption`) || name,
      help: fieldHelpText(catalogue, name),
      error: error ? errorMessage(catalogue, error) : null,
      onChange: (value) => setValue(name, value),
      onFocus: () => setState((current) => ({ ...current, editing: name })),
      onBlur: () => {
        setState((current) => ({
          ...current,
          editing: current.editing === name ? null : current.editing,
          dirty: { ...current.dirty, [name]: true },
        }));
        const value = state.values[name] ?? emptyValue(item);
        if (lastTracked.current[name] !== value && item.fieldType !== 'password') {
          lastTracked.current[name] = value;
          trackEvent('CONTROL_CHANGE', formName, name, { [name]: value });
        }
      },
    };
  };

  /** Spec 4: every field dirty; onError instead of onSubmit while errors remain. */
  const submit = <T>(handlers: {
    onSubmit: (values: FormValues) => T;
    onError?: (errors: Record<string, FieldError>) => T;
  }): T | undefined => {
    const outcome = submitForm(items, state.values, { language });
    const dirty = Object.fromEntries(Object.keys(outcome.items).map((name) => [name, true]));
    setState((current) => ({ ...current, dirty, editing: null }));
    return settleSubmit<T | undefined>(outcome, {
      onSubmit: () => handlers.onSubmit(state.values),
      onError: (found) => handlers.onError?.(found),
    });
  };

  /** Back to these values (or the first ones), nothing dirty. */
  const reset = (values: Readonly<Record<string, FieldValue>> = options.initialValues) => {
    setState({ dirty: {}, values: { ...values }, editing: null });
  };

  return {
    formName,
    language,
    catalogue,
    items,
    values: state.values as FormValues,
    errors,
    errorCount,
    /** 'n Error(s)' or msg-NoErrors (spec 5). */
    summary: formSummary(errorCount, catalogue, language),
    /** Each error with its field's error text ('{field}-error', else its caption). */
    errorList: Object.entries(errors).map(([name, error]) => ({
      name,
      field: fieldErrorText(catalogue, name) || name,
      message: errorMessage(catalogue, error),
    })),
    field,
    setValue,
    submit,
    reset,
    /** Whether a button item is off now: set so, or disableOnError with errors. */
    isButtonDisabled: (item: ControlItem) => isButtonDisabled(item, errorCount),
  };
}

export type FieldForm = ReturnType<typeof useFieldForm>;
