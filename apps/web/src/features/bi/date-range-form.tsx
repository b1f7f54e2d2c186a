import { Button, Group, Text, TextInput } from '@mantine/core';
import { rangeProblem } from '@portal/domain/bi/date-range';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DayRange = { from: string; to: string };

/** The period of a BI screen: two calendar days, checked with the server's own rule. */
export function DateRangeForm({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = rangeProblem(draft.from, draft.to) !== null;
    setInvalid(bad);
    if (!bad) onChange(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('bi.range.legend')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('bi.range.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          aria-describedby={invalid ? errorId : undefined}
        />
        <TextInput
          type="date"
          label={t('bi.range.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          aria-describedby={invalid ? errorId : undefined}
        />
        <Button type="submit">{t('bi.range.apply')}</Button>
      </Group>
      {invalid && (
        <Text c="red.8" size="sm" id={errorId} role="alert" mt={4}>
          {t('bi.range.invalid')}
        </Text>
      )}
    </form>
  );
}
