import { Checkbox, Radio, Select, TextInput } from '@mantine/core';
import type { ControlItem } from '@portal/domain/fields/control-item';
import { type Catalogue, errorMessage } from '@portal/domain/fields/message-text';
import { validateField } from '@portal/domain/fields/validate';
import { createContext, type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { FormProblems, FormValue, IllustrationFormValues } from './form-model';

/** The control item of a field (formName 'illustration'), in the engine's shape, with its texts. */
export interface FieldItem {
  item: ControlItem;
  caption: string;
  help: string;
}

export interface FormState {
  values: IllustrationFormValues;
  /** Control items by field name; a field without one keeps the catalogue's words. */
  items: Readonly<Record<string, FieldItem>>;
  /** The field engine's texts (messages and the items' own), in the user's language. */
  catalogue: Catalogue;
  problems: FormProblems;
  /** Server refusals by form field (the server is the authority). */
  serverProblems: Record<string, string>;
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

/**
 * The error text of a field, once it has been touched (platform spec 4, validation timing):
 * the server's refusal, else the product's own check, else the field engine's check of the
 * control item (required, limits, lengths as a developer set them).
 */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const tx = useDynamicT();
  const form = useFormState();
  const server = form.serverProblems[name];
  if (server) return t('illustration.errors.server', { message: server });
  if (!form.touched.has(name)) return undefined;
  const problem = form.problems[name];
  if (problem) return tx(`illustration.errors.${problem.key}`, problem.values ?? {});
  const field = form.items[name];
  if (!field) return undefined;
  const error = validateField(field.item, form.values[name], { language: currentLanguage() });
  return error ? errorMessage(form.catalogue, error) : undefined;
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
    maxLength: item?.maxLength || undefined,
  };
}

export function FormText({
  name,
  label,
  numeric = false,
  description,
}: {
  name: string;
  label: string;
  numeric?: boolean;
  description?: string;
}) {
  const form = useFormState();
  const error = useFieldError(name);
  const look = useItemProps(name, label, description);
  const value = form.values[name];
  if (look.hidden) return null;
  return (
    <TextInput
      id={`ill-${name}`}
      name={name}
      label={look.label}
      description={look.description}
      disabled={look.disabled}
      readOnly={look.readOnly}
      withAsterisk={look.required}
      maxLength={look.maxLength}
      value={typeof value === 'string' ? value : ''}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
      error={error}
      onChange={(event) => form.set(name, event.currentTarget.value)}
      onBlur={() => form.touch(name)}
    />
  );
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
  if (look.hidden) return null;
  return (
    <Select
      id={`ill-${name}`}
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
      comboboxProps={{ withinPortal: true }}
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
      id={`ill-${name}`}
      name={name}
      label={look.label}
      description={look.description}
      disabled={look.disabled}
      checked={form.values[name] === true}
      onChange={(event) => form.set(name, event.currentTarget.checked)}
    />
  );
}
