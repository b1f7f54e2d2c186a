// The e-application's field blocks: every input labelled (the control item's caption over the
// catalogue's), its error tied to it with aria-describedby, and an id the form summary focuses.

import { Group, Radio, Textarea, TextInput } from '@mantine/core';
import { eAppItemName } from '@portal/contracts/eapp-items';
import type { EAppFormBody } from '@portal/contracts/eapplication';
import type { StoredControlItemMap } from '@portal/contracts/fields';
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

/** The caption the developer area gave the field's control item, else the catalogue's text. */
export function useCaption(field: string, fallback: string): string {
  const { items, language } = useKit();
  const item = items?.[eAppItemName(field)];
  if (!item) return fallback;
  return (language === 'fr' ? item.captionFr || item.captionEn : item.captionEn) || fallback;
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
  const props = {
    id: fieldId(name),
    label: caption,
    withAsterisk: required,
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
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
}) {
  return (
    <Radio.Group
      id={id}
      label={label}
      value={value}
      onChange={(next) => onChange(next as V)}
      error={error}
    >
      <Group gap="md" mt={4}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
