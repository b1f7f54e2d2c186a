import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_KEYS, type AuditAction, type AuditEntry } from '@portal/contracts/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { errorMessageKey } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { AUDIT_KEY, downloadAudit, fetchAudit } from './api';

/** What changed, shortly: the fields whose value differs between before and after. */
function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const parts: string[] = [];
  for (const key of keys) {
    const from = JSON.stringify(before?.[key] ?? null);
    const to = JSON.stringify(after?.[key] ?? null);
    if (from === to) continue;
    parts.push(key === 'permissions' ? key : `${key}: ${from} → ${to}`);
  }
  return parts.join('; ');
}

/**
 * The admin audit trail (issue 16 §5), newest first: every change, or one user's; or, when
 * `given`, those entries as they are (the dashboard's latest entries and imports).
 */
export function AuditTable({
  username,
  caption,
  given,
  emptyText,
  exportable = true,
}: {
  username?: string;
  caption: string;
  given?: AuditEntry[];
  emptyText?: string;
  /** Offers the Excel export of the whole trail (or the user's). */
  exportable?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const query = useQuery({
    queryKey: [...AUDIT_KEY, username ?? ''],
    queryFn: ({ signal }) => fetchAudit({ ...(username ? { username } : {}), limit: 50 }, signal),
    enabled: given === undefined,
  });
  const exporting = useMutation({
    mutationFn: () => downloadAudit(username),
    onError: (error) =>
      alerts.show({
        message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
        type: 'Error',
        name: 'adminAudit',
      }),
  });
  if (given === undefined && query.isError) {
    return (
      <Alert color="red" role="alert">
        {t('admin.loadFailed')}
      </Alert>
    );
  }
  const entries = given ?? query.data?.entries ?? [];
  const loaded = given !== undefined || query.isSuccess;
  return (
    <Stack gap="xs">
      {exportable && (
        <Group>
          <Button
            variant="default"
            onClick={() => exporting.mutate()}
            loading={exporting.isPending}
            disabled={entries.length === 0}
          >
            {t('admin.audit.export')}
          </Button>
        </Group>
      )}
      <Table withTableBorder striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.audit.at')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.actor')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.action')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.target')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && loaded && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{emptyText ?? t('admin.audit.none')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((entry) => {
            const actionKey = AUDIT_ACTION_KEYS[entry.action as AuditAction] as
              | (typeof AUDIT_ACTION_KEYS)[AuditAction]
              | undefined;
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  {formatDate(new Date(entry.at), language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </Table.Td>
                <Table.Td>{entry.actor}</Table.Td>
                <Table.Td>
                  {actionKey ? t(`admin.audit.actions.${actionKey}`) : entry.action}
                </Table.Td>
                <Table.Td>{entry.target}</Table.Td>
                <Table.Td>
                  <Code>{changedFields(entry.before, entry.after)}</Code>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
