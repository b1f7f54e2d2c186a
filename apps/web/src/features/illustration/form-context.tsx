import { Checkbox, Radio, Select } from '@mantine/core';
import { ILLUSTRATION_FORM } from '@portal/contracts/illustration-items';
import { type ControlItem, controlItem, type Language } from '@portal/domain/fields/control-item';
import type { Catalogue } from '@portal/domain/fields/message-text';
import { createContext, type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, NumberField, TextField, useClosedList } from '@/components/fields';
import { fieldId } from './components/error-summary';
import type { FormValue, IllustrationFormValues } from './form-model';

/** The control item of a field (formName 'illustration'), in the engine's shape, with its texts. */
export interface FieldItem {
  item: ControlItem;
  caption: string;
  help: string;
}

export interface FormState {
  values: IllustrationFormValues;
  /** Control items by field name: the server's, else the seeded defaults (@portal/contracts). */
  items: Readonly<Record<string, FieldItem>>;
  /** The field engine's texts (messages and the items' own), in the user's language. */
  catalogue: Catalogue;
  /** The error each field shows now (form-errors: one list for fields and summary). */
  errors: Readonly<Record<string, string>>;
  language: Language;
  touched: ReadonlySet<string>;
  set(name: string, value: FormValue): void;
  touch(name: string): void;
}

const FormContext = createContext<FormState | null>(null);

export function FormProvider({ value, children }: { value: FormState; children: ReactNode }) {
  return <FormContext value={value}>{children}</FormContext>;
}

export function useFormState(): FormState {
  const value = use(FormContext);
  if (!value) throw new Error('useFormState needs a FormProvider');
  return value;
}

/** Translation by a key built at run time (the catalogue types only literal keys). */
export function useDynamicT(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key as never, values as never) as unknown as string;
}

/** The error a field shows now (platform spec 4: once touched; see form-errors). */
export function useFieldError(name: string): string | undefined {
  return useFormState().errors[name];
}

/** What a control item says about a field's look: words, visibility, whether it can change. */
function useItemProps(name: string, label: string, description?: string) {
  const field = useFormState().items[name];
  const item = field?.item;
  return {
    hidden: item?.displayHidden === true,
    label: field?.caption || label,
    description: field?.help || description,
    disabled: item ? item.disabled || item.displayDisabled || item.locked : false,
    readOnly: item?.readOnly === true,
    required: item?.required === true,
  };
}

const NUMERIC: ReadonlySet<string> = new Set([
  'integer',
  'dollarInteger',
  'number',
  'real',
  'dollar',
  'percent',
]);

/**
 * A typed field, drawn by the shared blocks from its control item: the spec's mask for its
 * type (and a note when the mask leaves something out), numbers shown in the user's language
 * when the field is not being typed in. `value` and `readOnly` show a value the form derives.
 */
export function FormText({
  name,
  label,
  description,
  value,
  readOnly = false,
}: {
  name: string;
  label: string;
  description?: string;
  value?: string;
  readOnly?: boolean;
}) {
  const form = useFormState();
  const field = form.items[name];
  const base = field?.item ?? controlItem(name, 'text');
  const item = readOnly ? { ...base, readOnly: true } : base;
  const current = value ?? form.values[name];
  const binding: FieldBinding = {
    name,
    item,
    value: typeof current === 'string' ? current : '',
    language: form.language,
    label: field?.caption || label,
    help: field?.help || description || '',
    error: form.errors[name] ?? null,
    formName: ILLUSTRATION_FORM,
    onChange: (next) => form.set(name, typeof next === 'string' ? next : ''),
    onFocus: () => {},
    onBlur: () => form.touch(name),
  };
  return NUMERIC.has(item.fieldType) ? <NumberField {...binding} /> : <TextField {...binding} />;
}

export function FormSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const form = useFormState();
  const error = useFieldError(name);
  const look = useItemProps(name, label);
  const value = form.values[name];
  const list = useClosedList();
  if (look.hidden) return null;
  return (
    <Select
      {...list}
      id={fieldId(name)}
      name={name}
      label={look.label}
      description={look.description}
      disabled={look.disabled}
      readOnly={look.readOnly}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={typeof value === 'string' ? value : null}
      allowDeselect={false}
      error={error}
      onChange={(next) => {
        if (next !== null) form.set(name, next);
      }}
    />
  );
}

export function FormRadio({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const form = useFormState();
  const look = useItemProps(name, label);
  const value = form.values[name];
  if (look.hidden) return null;
  return (
    <Radio.Group
      id={fieldId(name)}
      name={name}
      label={look.label}
      description={look.description}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => form.set(name, next)}
    >
      <div
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-md)',
          flexWrap: 'wrap',
          paddingTop: 4,
        }}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={look.disabled || look.readOnly}
          />
        ))}
      </div>
    </Radio.Group>
  );
}

export function FormCheck({ name, label }: { name: string; label: string }) {
  const form = useFormState();
  const look = useItemProps(name, label);
  if (look.hidden) return null;
  return (
    <Checkbox
      id={fieldId(name)}
      name={name}
      label={look.label}
      description={look.description}
      disabled={look.disabled}
      checked={form.values[name] === true}
      onChange={(event) => form.set(name, event.currentTarget.checked)}
    />
  );
}
