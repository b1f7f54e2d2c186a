import { Text } from '@mantine/core';
import type { ControlItem, Language } from '@portal/domain/fields/control-item';
import { maskTyped } from '@portal/domain/fields/masks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/**
 * Typing through a field's mask (spec 5), saying what the mask took away: characters the field
 * does not accept, or a value cut to its maxLength (issue 15: nothing is cut silently). The
 * note stays until the next change; a screen reader hears it as it appears.
 */
export function useMaskedTyping(
  item: Pick<ControlItem, 'fieldType' | 'maxLength' | 'decimalPlaces'>,
  language: Language,
  onChange: (value: string) => void,
) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const change = (raw: string) => {
    const outcome = maskTyped(item, raw, language);
    const notes: string[] = [];
    if (outcome.leftOut) notes.push(t('fields.leftOut', { chars: outcome.leftOut }));
    if (outcome.cutTo !== null)
      notes.push(t('fields.cutTo', { max: formatNumber(outcome.cutTo, language) }));
    setNote(notes.join(' '));
    onChange(outcome.value);
  };
  return { change, note };
}

/** The field's help with the mask's note under it, announced politely. */
export function withMaskNote(help: ReactNode, note: string): ReactNode {
  if (!note) return help || undefined;
  return (
    <>
      {help ? <span style={{ display: 'block' }}>{help}</span> : null}
      <Text component="span" size="xs" role="status" c="orange.9" style={{ display: 'block' }}>
        {note}
      </Text>
    </>
  );
}
