import { Code, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { trackingEventQuery } from './api';

/** The detail panel: one event with its form data, each field on its own row. */
export function TrackingDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useQuery(trackingEventQuery(id));
  const event = query.data;
  const fields = event ? Object.entries(event.detail) : [];
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t('bi.tracking.detailTitle', { id })}
      closeLabel={t('bi.tracking.close')}
      size="lg"
    >
      {query.isPending && <Loader aria-label={t('bi.tracking.loading')} />}
      {query.isError && <Text role="alert">{t('bi.tracking.failed')}</Text>}
      {event && (
        <Stack gap="sm">
          <Table>
            <Table.Tbody>
              {(
                [
                  [
                    t('bi.tracking.at'),
                    formatDate(new Date(event.at), language, {
                      dateStyle: 'medium',
                      timeStyle: 'medium',
                    }),
                  ],
                  [t('bi.tracking.username'), event.username],
                  [t('bi.tracking.trackingUserName'), event.trackingUserName],
                  [t('bi.tracking.agentId'), event.agentId],
                  [t('bi.tracking.eventType'), event.eventType],
                  [t('bi.tracking.formName'), event.formName],
                  [t('bi.tracking.controlName'), event.controlName],
                  [t('bi.tracking.visit'), event.trackingId ?? ''],
                  [
                    t('bi.tracking.clientTime'),
                    event.clientTimestamp === null
                      ? ''
                      : formatDate(new Date(event.clientTimestamp * 1000), language, {
                          dateStyle: 'medium',
                          timeStyle: 'medium',
                        }),
                  ],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fw={700}>{t('bi.tracking.formData')}</Text>
          {fields.length === 0 ? (
            <Text>{t('bi.tracking.noFormData')}</Text>
          ) : (
            <Table aria-label={t('bi.tracking.formData')}>
              <Table.Tbody>
                {fields.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row">{key}</Table.Th>
                    <Table.Td>
                      <Code>{JSON.stringify(value)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
