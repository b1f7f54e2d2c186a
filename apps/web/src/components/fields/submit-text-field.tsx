import { Button, Group, TextInput } from '@mantine/core';
import { applyMask } from '@portal/domain/fields/masks';
import { useTranslation } from 'react-i18next';
import { useInputProps } from './field-label';
import type { FieldBinding } from './use-field-form';

/** A text input with its own submit button; Enter submits too. */
export function SubmitTextField(
  props: FieldBinding & { onSubmit: (value: string) => void; submitLabel?: string },
) {
  const input = useInputProps(props);
  const { t } = useTranslation();
  const { item, language } = props;
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
        value={value}
        maxLength={item.maxLength ?? undefined}
        onChange={(event) => props.onChange(applyMask(item, event.currentTarget.value, language))}
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
