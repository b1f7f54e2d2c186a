import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { applyMask } from '@portal/domain/fields/masks';
import { useInputProps } from './field-label';
import type { FieldBinding } from './use-field-form';

const INPUT_MODES: Partial<Record<string, 'tel' | 'email' | 'numeric'>> = {
  phone: 'tel',
  email: 'email',
  zipCode: 'numeric',
  sin: 'numeric',
  ssn: 'numeric',
};

const AUTO_COMPLETE: Partial<Record<string, string>> = {
  phone: 'tel',
  email: 'email',
  postalCode: 'postal-code',
  password: 'current-password',
};

/**
 * Free and masked text (text, upperCase, email, name, phone, postalCode, zipCode, sin, ssn,
 * password): each keystroke or paste goes through the field's mask (spec 5), cut to
 * maxLength; hidden when the item says displayHidden.
 */
export function TextField(
  props: FieldBinding & {
    placeholder?: string;
    autoComplete?: string;
    /** The field a dialog focuses when it opens (Mantine's focus trap looks for it). */
    'data-autofocus'?: boolean;
  },
) {
  const input = useInputProps(props);
  const { item, language } = props;
  if (item.displayHidden) return null;
  const common = {
    ...input,
    value: typeof props.value === 'string' ? props.value : '',
    placeholder: props.placeholder,
    autoComplete: props.autoComplete ?? AUTO_COMPLETE[item.fieldType] ?? 'off',
    'data-autofocus': props['data-autofocus'] || undefined,
    maxLength: item.maxLength ?? undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      props.onChange(applyMask(item, event.currentTarget.value, language)),
  };
  if (item.fieldType === 'password') return <PasswordInput {...common} />;
  return <TextInput {...common} inputMode={INPUT_MODES[item.fieldType]} />;
}

/** A textarea, cut to maxLength. */
export function TextareaField(props: FieldBinding & { rows?: number }) {
  const input = useInputProps(props);
  const { item, language } = props;
  if (item.displayHidden) return null;
  return (
    <Textarea
      {...input}
      value={typeof props.value === 'string' ? props.value : ''}
      rows={props.rows ?? 3}
      maxLength={item.maxLength ?? undefined}
      onChange={(event) => props.onChange(applyMask(item, event.currentTarget.value, language))}
    />
  );
}
