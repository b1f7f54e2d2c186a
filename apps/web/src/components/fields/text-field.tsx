import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { useInputProps } from './field-label';
import { useMaskedTyping, withMaskNote } from './mask-note';
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
 * maxLength, and what the mask left out is said under the field; hidden when the item says
 * displayHidden. The browser's own maxlength is not set: it would refuse keys silently.
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
  const typing = useMaskedTyping(item, language, props.onChange);
  if (item.displayHidden) return null;
  const common = {
    ...input,
    description: withMaskNote(input.description, typing.note),
    value: typeof props.value === 'string' ? props.value : '',
    placeholder: props.placeholder,
    autoComplete: props.autoComplete ?? AUTO_COMPLETE[item.fieldType] ?? 'off',
    'data-autofocus': props['data-autofocus'] || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      typing.change(event.currentTarget.value),
  };
  if (item.fieldType === 'password') return <PasswordInput {...common} />;
  return <TextInput {...common} inputMode={INPUT_MODES[item.fieldType]} />;
}

/** A textarea, cut to maxLength (and saying so). */
export function TextareaField(props: FieldBinding & { rows?: number }) {
  const input = useInputProps(props);
  const { item, language } = props;
  const typing = useMaskedTyping(item, language, props.onChange);
  if (item.displayHidden) return null;
  return (
    <Textarea
      {...input}
      description={withMaskNote(input.description, typing.note)}
      value={typeof props.value === 'string' ? props.value : ''}
      rows={props.rows ?? 3}
      onChange={(event) => typing.change(event.currentTarget.value)}
    />
  );
}
