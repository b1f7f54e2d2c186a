import { Code, Text } from '@mantine/core';
import { type ControlItem, controlItem } from '@portal/domain/fields/control-item';
import { useTranslation } from 'react-i18next';

/**
 * A control item as the block reads it: its type and every attribute that differs from the
 * engine's defaults (the rest are off), so a changed item is seen at a glance.
 */
export function ItemCard({ item }: { item: ControlItem | undefined }) {
  const { t } = useTranslation();
  if (!item) return null;
  const defaults = controlItem(item.fieldName, item.fieldType) as unknown as Record<
    string,
    unknown
  >;
  const shown: Record<string, unknown> = { fieldName: item.fieldName, fieldType: item.fieldType };
  for (const [key, value] of Object.entries(item)) {
    if (key === 'isDirty' || key === 'isError') continue;
    if (JSON.stringify(value) !== JSON.stringify(defaults[key])) shown[key] = value;
  }
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="xs" c="dimmed">
        {t('gallery.controlItem', { name: item.fieldName })}
      </Text>
      <Code block style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(shown, null, 2)}
      </Code>
    </figure>
  );
}
