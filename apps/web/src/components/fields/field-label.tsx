import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from './use-field-form';

/** A help text behind a focusable info button (keyboard and screen readers reach it too). */
export function FieldTooltip({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Tooltip
      label={text}
      multiline
      maw={320}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon
        variant="subtle"
        size="xs"
        radius="xl"
        aria-label={t('fields.moreAbout', { field: label })}
        aria-description={text}
      >
        {/* An icon, not a '?' character: visible text must be part of the button's name
            (WCAG 2.5.3, axe label-content-name-mismatch), and the name is "More about …". */}
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
          <rect x="7.25" y="4" width="1.5" height="1.5" fill="currentColor" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}

/** The label as the control item asks: with '(optional)' and the help as a tooltip. */
export function fieldLabel(field: FieldBinding, optionalText: string): ReactNode {
  const { item, label, help } = field;
  if (!item.showLabel) return undefined;
  const text = item.isOptional ? `${label} ${optionalText}` : label;
  if (!item.showTooltip || !help) return text;
  return (
    <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
      <span>{text}</span>
      <FieldTooltip label={label} text={help} />
    </Group>
  );
}

/** Whether the user can change the field at all. */
export function isLocked(field: Pick<FieldBinding, 'item'>): boolean {
  const { item } = field;
  return item.disabled || item.displayDisabled || item.locked;
}

/** The props every Mantine input of a field shares: label, help, error, state, handlers. */
export function useInputProps(field: FieldBinding) {
  const { t } = useTranslation();
  const { item } = field;
  return {
    id: `field-${field.formName}-${field.name}`,
    name: field.name,
    label: fieldLabel(field, t('fields.optional')),
    'aria-label': item.showLabel ? undefined : field.label,
    description: !item.showTooltip && field.help ? field.help : undefined,
    error: field.error ?? undefined,
    withAsterisk: item.required,
    'aria-required': item.required || undefined,
    disabled: isLocked(field),
    readOnly: item.readOnly,
    onFocus: field.onFocus,
    onBlur: field.onBlur,
  };
}
