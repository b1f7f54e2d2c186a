import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInputProps } from './field-label';
import { useMaskedTyping, withMaskNote } from './mask-note';
import type { FieldBinding } from './use-field-form';

/** A text input with its own submit button; Enter submits too. */
export function SubmitTextField(
  props: FieldBinding & { onSubmit: (value: string) => void; submitLabel?: string },
) {
  const input = useInputProps(props);
  const { t } = useTranslation();
  const { item, language } = props;
  const typing = useMaskedTyping(item, language, props.onChange);
  if (item.displayHidden) return null;
  const value = typeof props.value === 'string' ? props.value : '';
  const submit = () => {
    if (!input.disabled) props.onSubmit(value);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        {...input}
        style={{ flex: 1 }}
        description={withMaskNote(input.description, typing.note)}
        value={value}
        onChange={(event) => typing.change(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button onClick={submit} disabled={input.disabled}>
        {props.submitLabel ?? t('fields.submit')}
      </Button>
    </Group>
  );
}
