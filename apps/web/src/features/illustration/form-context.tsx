import { Checkbox, Radio, Select, TextInput } from '@mantine/core';
import { createContext, type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblems, FormValue, IllustrationFormValues } from './form-model';

export interface FormState {
  values: IllustrationFormValues;
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

/** The error text of a field, once it has been touched (platform spec 4, validation timing). */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const tx = useDynamicT();
  const form = useFormState();
  const server = form.serverProblems[name];
  if (server) return t('illustration.errors.server', { message: server });
  const problem = form.problems[name];
  if (!problem || !form.touched.has(name)) return undefined;
  return tx(`illustration.errors.${problem.key}`, problem.values ?? {});
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
  const value = form.values[name];
  return (
    <TextInput
      id={`ill-${name}`}
      name={name}
      label={label}
      description={description}
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
  const value = form.values[name];
  return (
    <Select
      id={`ill-${name}`}
      name={name}
      label={label}
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
  const value = form.values[name];
  return (
    <Radio.Group
      name={name}
      label={label}
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
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </div>
    </Radio.Group>
  );
}

export function FormCheck({ name, label }: { name: string; label: string }) {
  const form = useFormState();
  return (
    <Checkbox
      id={`ill-${name}`}
      name={name}
      label={label}
      checked={form.values[name] === true}
      onChange={(event) => form.set(name, event.currentTarget.checked)}
    />
  );
}
