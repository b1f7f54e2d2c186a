import { Alert, Button, Group, NativeSelect, Textarea } from '@mantine/core';
import { EAPP_STATUSES, type EApplication, type EAppStatus } from '@portal/contracts/eapplication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { changeStatus } from './api';

/**
 * An e-application administrator moves an application on, always saying why (decision 0060):
 * the one form behind the list's dialog and the application's own screen. A submitted
 * application is offered "in review" first.
 */
export function useStatusChange(
  id: string,
  current: EAppStatus,
  onSaved: (saved: EApplication, message: string) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EAppStatus>(current === 'submitted' ? 'inReview' : current);
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () => changeStatus(id, status, reason),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['eapp', 'list'] });
      setReason('');
      onSaved(
        saved,
        t('eapp.status.changed', {
          number: saved.number,
          status: t(`eapp.statuses.${saved.status}`),
        }),
      );
    },
  });
  return { status, setStatus, reason, setReason, change };
}

/** The new status, the reason, the refusal if any, then `children` and the Save button. */
export function StatusChangeFields({
  form,
  children,
}: {
  form: ReturnType<typeof useStatusChange>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { change } = form;
  return (
    <>
      <NativeSelect
        label={t('eapp.status.newStatus')}
        value={form.status}
        data={EAPP_STATUSES.map((value) => ({ value, label: t(`eapp.statuses.${value}`) }))}
        onChange={(event) => form.setStatus(event.currentTarget.value as EAppStatus)}
      />
      <Textarea
        label={t('eapp.status.reason')}
        withAsterisk
        required
        maxLength={500}
        value={form.reason}
        onChange={(event) => form.setReason(event.currentTarget.value)}
      />
      {change.isError && (
        <Alert variant="default" color="red.9" role="alert">
          {change.error instanceof ApiError
            ? (change.error.issues[0]?.message ?? t(errorMessageKey(change.error)))
            : String(change.error)}
        </Alert>
      )}
      {children}
      <Group>
        <Button type="submit" loading={change.isPending} disabled={form.reason.trim() === ''}>
          {t('eapp.status.save')}
        </Button>
      </Group>
    </>
  );
}
