import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';
import { DASHBOARD_KEY, fetchDashboard } from './api';
import { AuditTable } from './audit-table';

type Language = 'en' | 'fr';

/** One figure: its label, the number in the user's language, and what it counts. */
function StatCard({
  label,
  value,
  hint,
  language,
}: {
  label: string;
  value: number;
  hint?: string;
  language: Language;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm" c="dimmed" component="p" m={0}>
        {label}
      </Text>
      <Text fz={28} fw={700} component="p" m={0}>
        {formatNumber(value, language)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" component="p" m={0}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Group3({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" p={0} m={0}>
        {children}
      </SimpleGrid>
    </section>
  );
}

/**
 * /admin/dashboard (issue 16 §4, decision 0043): the figures of GET /users/AdminDashboard,
 * each counted when the screen asks, and for the admin permission the last imports and the
 * latest audit entries. Whoever sees the tab sees the figures.
 */
export default function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  useDocumentTitle(t('admin.dashboard.title'));
  const query = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => fetchDashboard(signal),
  });
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{t('admin.loadFailed')}</Text>
          <Button variant="default" onClick={() => query.refetch()}>
            {t('admin.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const data = query.data;
  if (!data) return null;
  const card = (
    key: Exclude<
      keyof typeof data,
      'asOf' | 'dayStart' | 'imports' | 'latestAudit' | 'enabledUsers'
    >,
    hint?: string,
  ) => (
    <StatCard
      label={t(`admin.dashboard.${key}`)}
      value={data[key]}
      language={language}
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('admin.dashboard.asOf', {
            when: formatDate(new Date(data.asOf), language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Text>
        <Button variant="default" onClick={() => query.refetch()} loading={query.isFetching}>
          {t('admin.dashboard.refresh')}
        </Button>
      </Group>
      <Group3 title={t('admin.dashboard.signIns')}>
        {card('signInsToday')}
        {card('signInsPeriod')}
        {card('failedSignInsToday')}
        {card('failedSignInsPeriod')}
      </Group3>
      <Group3 title={t('admin.dashboard.accounts')}>
        {card(
          'activeUsers',
          t('admin.dashboard.activeUsersHint', {
            enabled: formatNumber(data.enabledUsers, language),
          }),
        )}
        {card('lockedAccounts', t('admin.dashboard.lockedAccountsHint'))}
      </Group3>
      <Group3 title={t('admin.dashboard.work')}>
        {card('illustrationsPeriod')}
        {card('reportsDay', t('admin.dashboard.reportsDayHint'))}
      </Group3>
      {data.imports && (
        <section aria-label={t('admin.dashboard.imports')}>
          <Title order={2} size="h5" mb="xs">
            {t('admin.dashboard.imports')}
          </Title>
          <AuditTable
            caption={t('admin.dashboard.imports')}
            given={data.imports}
            emptyText={t('admin.dashboard.noImports')}
            exportable={false}
          />
        </section>
      )}
      {data.latestAudit && (
        <section aria-label={t('admin.dashboard.latestAudit')}>
          <Title order={2} size="h5" mb="xs">
            {t('admin.dashboard.latestAudit')}
          </Title>
          <AuditTable caption={t('admin.dashboard.latestAudit')} given={data.latestAudit} />
        </section>
      )}
    </Stack>
  );
}
