import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { rangeProblem } from '@portal/domain/bi/date-range';
import { BI_EVENT_TYPES } from '@portal/domain/bi/widgets';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingFilterInput } from './api';

/** The explorer's filters; applied together on Search, the range checked as the server does. */
export function TrackingFilters({
  value,
  onApply,
  onExport,
  exporting,
}: {
  value: TrackingFilterInput;
  onApply: (filter: TrackingFilterInput) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const set = (key: keyof TrackingFilterInput) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = rangeProblem(draft.from, draft.to) !== null;
    setInvalid(bad);
    if (!bad) onApply({ ...draft, eventType: draft.eventType || undefined });
  };
  return (
    <form onSubmit={submit} aria-label={t('bi.tracking.filters')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('bi.range.from')}
          value={draft.from}
          onChange={set('from')}
          aria-describedby={invalid ? errorId : undefined}
        />
        <TextInput
          type="date"
          label={t('bi.range.to')}
          value={draft.to}
          onChange={set('to')}
          aria-describedby={invalid ? errorId : undefined}
        />
        <TextInput
          label={t('bi.tracking.username')}
          value={draft.username ?? ''}
          onChange={set('username')}
          maxLength={100}
        />
        <NativeSelect
          label={t('bi.tracking.eventType')}
          value={draft.eventType ?? ''}
          onChange={set('eventType')}
          data={[
            { value: '', label: t('bi.tracking.anyType') },
            ...BI_EVENT_TYPES.map((type) => ({ value: type, label: t(`bi.eventTypes.${type}`) })),
          ]}
        />
        <TextInput
          label={t('bi.tracking.formName')}
          value={draft.formName ?? ''}
          onChange={set('formName')}
          maxLength={100}
        />
        <TextInput
          label={t('bi.tracking.controlName')}
          value={draft.controlName ?? ''}
          onChange={set('controlName')}
          maxLength={100}
        />
        <Button type="submit">{t('bi.tracking.search')}</Button>
        <Button variant="default" onClick={onExport} loading={exporting}>
          {t('bi.tracking.export')}
        </Button>
      </Group>
      {invalid && (
        <Text c="red.8" size="sm" id={errorId} role="alert" mt={4}>
          {t('bi.range.invalid')}
        </Text>
      )}
    </form>
  );
}
