// The e-application's field blocks: every input labelled (the control item's caption over the
// catalogue's), its error tied to it with aria-describedby, and an id the form summary focuses.

import { Checkbox, Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import { eAppItemName } from '@portal/contracts/eapp-items';
import type { EAppFormBody } from '@portal/contracts/eapplication';
import type { StoredControlItemMap } from '@portal/contracts/fields';
import { healthItemName } from '@portal/domain/eapp/field-items';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormKit {
  form: EAppFormBody;
  set: <K extends keyof EAppFormBody>(name: K, value: EAppFormBody[K]) => void;
  touch: (name: string) => void;
  /** The field's error when it is shown (touched, or after a Submit). */
  errorOf: (field: string) => string | undefined;
  items: StoredControlItemMap | undefined;
  language: 'en' | 'fr';
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useKit(): FormKit {
  const kit = use(FormKitContext);
  if (!kit) throw new Error('useKit needs a FormKitContext');
  return kit;
}

/** The id of a field's input, which the summary focuses. */
export const fieldId = (field: string) => `eapp-${field.replace(/\./g, '-')}`;

/** The control item of a form key ('ownerSin', 'health.q2a' → 'eAppHealthQ2A'). */
export const itemNameOf = (field: string) =>
  field.startsWith('health.') ? healthItemName(field.slice('health.'.length)) : eAppItemName(field);

/** The caption the developer area gave the field's control item, else the catalogue's text. */
export function useCaption(field: string, fallback: string): string {
  const { items, language } = useKit();
  const item = items?.[itemNameOf(field)];
  if (!item) return fallback;
  return (language === 'fr' ? item.captionFr || item.captionEn : item.captionEn) || fallback;
}

/** Whether the developer area made the field required (the validation enforces it). */
export function useItemRequired(field: string): boolean {
  const { items } = useKit();
  return items?.[itemNameOf(field)]?.required ?? false;
}

/**
 * The choices of a field: those its control item offers (labels in the user's language), else
 * the screen's own.
 */
export function useChoices<V extends string>(
  field: string,
  fallback: readonly { value: V; label: string }[],
): { value: V; label: string }[] {
  const { items, language } = useKit();
  const offered = items?.[itemNameOf(field)]?.optionItems ?? [];
  if (offered.length === 0) return [...fallback];
  return offered.map((option) => ({
    value: option.value as V,
    label:
      (language === 'fr' ? option.labelFr || option.labelEn : option.labelEn) ||
      fallback.find((entry) => entry.value === option.value)?.label ||
      option.value,
  }));
}

export function useMaxLength(field: string, fallback: number): number {
  const { items } = useKit();
  const stored = items?.[eAppItemName(field)]?.maxLength;
  return stored && stored > 0 ? stored : fallback;
}

type TextKey = {
  [K in keyof EAppFormBody]: EAppFormBody[K] extends string ? K : never;
}[keyof EAppFormBody];

export function TextField({
  name,
  label,
  maxLength = 120,
  required = false,
  multiline = false,
}: {
  name: TextKey;
  label: string;
  maxLength?: number;
  required?: boolean;
  multiline?: boolean;
}) {
  const kit = useKit();
  const caption = useCaption(name, label);
  const length = useMaxLength(name, maxLength);
  const itemRequired = useItemRequired(name);
  const props = {
    id: fieldId(name),
    label: caption,
    withAsterisk: required || itemRequired,
    value: kit.form[name] as string,
    maxLength: length,
    error: kit.errorOf(name),
    onBlur: () => kit.touch(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      kit.set(name, event.currentTarget.value as never),
  };
  return multiline ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
}

/** A number the spec wants at exactly its length: digits only, its length said beside it. */
export function DigitsField({
  name,
  label,
  length,
}: {
  name: TextKey;
  label: string;
  length: number;
}) {
  const kit = useKit();
  const { t } = useTranslation();
  const caption = useCaption(name, label);
  const digits = useMaxLength(name, length);
  return (
    <TextInput
      id={fieldId(name)}
      label={caption}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      description={t('eapp.fields.digitsHint', { count: digits })}
      value={kit.form[name] as string}
      maxLength={digits}
      error={kit.errorOf(name)}
      onBlur={() => kit.touch(name)}
      onChange={(event) => kit.set(name, event.currentTarget.value.replace(/\D/g, '') as never)}
    />
  );
}

/** A choice among a few values, as radios (arrow keys move within the group). */
export function Choice<V extends string>({
  field,
  label,
  value,
  options,
  onChange,
}: {
  /** The form key ('ownerType', 'health.q2a'): its control item, its id, its error. */
  field: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const kit = useKit();
  const caption = useCaption(field, label);
  const required = useItemRequired(field);
  const choices = useChoices(field, options);
  return (
    <Radio.Group
      id={fieldId(field)}
      label={caption}
      withAsterisk={required}
      value={value}
      onChange={(next) => {
        onChange(next as V);
        kit.touch(field);
      }}
      error={kit.errorOf(field)}
    >
      <Group gap="md" mt={4}>
        {choices.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A choice among many values (products, provinces, modes), as a native select. */
export function SelectChoice<V extends string>({
  field,
  label,
  value,
  options,
  onChange,
  placeholder,
}: {
  field: keyof EAppFormBody;
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The empty first choice, when the field may be not chosen yet. */
  placeholder?: string;
}) {
  const kit = useKit();
  const caption = useCaption(field, label);
  const required = useItemRequired(field);
  const choices = useChoices(field, options);
  return (
    <NativeSelect
      id={fieldId(field)}
      label={caption}
      withAsterisk={required}
      value={value}
      data={placeholder === undefined ? choices : [{ value: '', label: placeholder }, ...choices]}
      error={kit.errorOf(field)}
      onBlur={() => kit.touch(field)}
      onChange={(event) => {
        onChange(event.currentTarget.value as V);
        kit.touch(field);
      }}
    />
  );
}

type CheckKey = {
  [K in keyof EAppFormBody]: EAppFormBody[K] extends boolean ? K : never;
}[keyof EAppFormBody];

/** A check box, captioned and required as its control item says. */
export function CheckField({ name, label, mt }: { name: CheckKey; label: string; mt?: string }) {
  const kit = useKit();
  const caption = useCaption(name, label);
  const required = useItemRequired(name);
  return (
    <Checkbox
      id={fieldId(name)}
      mt={mt}
      label={required ? `${caption} *` : caption}
      checked={kit.form[name]}
      error={kit.errorOf(name)}
      onChange={(event) => {
        kit.set(name, event.currentTarget.checked);
        kit.touch(name);
      }}
    />
  );
}
