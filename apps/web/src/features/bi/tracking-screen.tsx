import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TrackingRow } from '@portal/contracts/bi';
import { lastDays } from '@portal/domain/bi/date-range';
import { BI_EVENT_TYPES } from '@portal/domain/bi/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';
import { downloadTrackingExport, type TrackingFilterInput, trackingPageQuery } from './api';
import { TrackingDetail } from './tracking-detail';
import { TrackingFilters } from './tracking-filters';

const EVENT_TYPES = new Set<string>(BI_EVENT_TYPES);
type View = 'events' | 'sessions';

/**
 * /bi/tracking (issue 19 §2): the events under the filters, newest first, a keyset page at a
 * time; the sessions view follows one user's visits in the order they happened; each row opens
 * the event with its form data; the filtered events export to Excel.
 */
export default function TrackingScreen() {
  const { t } = useTranslation();
  const language = currentLanguage();
  useDocumentTitle(t('bi.tracking.title'));
  const [filter, setFilter] = useState<TrackingFilterInput>(() => ({
    ...lastDays(new Date(), 7),
    order: 'desc',
  }));
  const [view, setView] = useState<View>('events');
  // The cursors of the pages before this one: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const after = cursors.at(-1) ?? null;
  const sessions = view === 'sessions';
  const effective: TrackingFilterInput = { ...filter, order: sessions ? 'asc' : 'desc' };
  const needsUser = sessions && !filter.username;
  const page = useQuery({
    ...trackingPageQuery(effective, after),
    enabled: !needsUser,
    placeholderData: keepPreviousData,
  });

  const apply = (next: TrackingFilterInput) => {
    setFilter(next);
    setCursors([null]);
  };
  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadTrackingExport(effective);
    } catch (error) {
      logFailure('tracking export', error);
      alerts.show({ message: t('bi.tracking.exportFailed'), type: 'Error', name: 'biTracking' });
    } finally {
      setExporting(false);
    }
  };
  const when = (at: string) =>
    formatDate(new Date(at), language, { dateStyle: 'short', timeStyle: 'medium' });
  const typeLabel = (type: string) =>
    EVENT_TYPES.has(type) ? t(`bi.eventTypes.${type as 'LOGIN'}`) : type;

  const rows = page.data?.rows ?? [];
  const table = (list: TrackingRow[], caption: string) => (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bi.tracking.at')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.username')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.agentId')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.eventType')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.formName')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.controlName')}</Table.Th>
            <Table.Th scope="col">{t('bi.tracking.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{when(row.at)}</Table.Td>
              <Table.Td>{row.username}</Table.Td>
              <Table.Td>{row.agentId}</Table.Td>
              <Table.Td>{typeLabel(row.eventType)}</Table.Td>
              <Table.Td>{row.formName}</Table.Td>
              <Table.Td>{row.controlName}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => setOpenId(row.id)}
                  aria-label={`${t('bi.tracking.details')}: ${t('bi.tracking.detailTitle', { id: row.id })}`}
                >
                  {t('bi.tracking.details')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  // The sessions view: consecutive events of one visit (tracking id) grouped, in order.
  const visits: { id: string | null; rows: TrackingRow[] }[] = [];
  for (const row of rows) {
    const last = visits.at(-1);
    if (last && last.id === row.trackingId) last.rows.push(row);
    else visits.push({ id: row.trackingId, rows: [row] });
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('bi.tracking.title')}
      </Title>
      <TrackingFilters value={filter} onApply={apply} onExport={exportRows} exporting={exporting} />
      <SegmentedControl
        w="fit-content"
        value={view}
        onChange={(value) => {
          setView(value as View);
          setCursors([null]);
        }}
        data={[
          { value: 'events', label: t('bi.tracking.eventsView') },
          { value: 'sessions', label: t('bi.tracking.sessionsView') },
        ]}
      />
      {needsUser && <Text>{t('bi.tracking.sessionsNeedUser')}</Text>}
      {!needsUser && page.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('bi.tracking.loading')}</Text>
        </Group>
      )}
      {page.isError && (
        <Alert color="red" role="alert">
          {t('bi.tracking.failed')}
        </Alert>
      )}
      {page.data && rows.length === 0 && <Text>{t('bi.tracking.none')}</Text>}
      {page.data && rows.length > 0 && !sessions && table(rows, t('bi.tracking.rows'))}
      {page.data &&
        rows.length > 0 &&
        sessions &&
        visits.map((visit) => (
          <section
            key={visit.rows[0]?.id}
            aria-label={visit.id ?? t('bi.tracking.sessionWithoutId')}
          >
            <Title order={3} size="h5" mb="xs">
              {visit.id
                ? t('bi.tracking.sessionTitle', {
                    id: visit.id.slice(0, 8),
                    count: visit.rows.length,
                  })
                : t('bi.tracking.sessionWithoutId')}
            </Title>
            {table(visit.rows, visit.id ?? t('bi.tracking.sessionWithoutId'))}
          </section>
        ))}
      <Group gap="xs">
        <Button variant="default" disabled={cursors.length <= 1} onClick={() => setCursors([null])}>
          {t('bi.tracking.first')}
        </Button>
        <Button
          variant="default"
          disabled={cursors.length <= 1}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          {t('bi.tracking.previous')}
        </Button>
        <Button
          variant="default"
          disabled={!page.data?.next}
          onClick={() => {
            const next = page.data?.next;
            if (next) setCursors((list) => [...list, next]);
          }}
        >
          {t('bi.tracking.next')}
        </Button>
      </Group>
      {openId !== null && <TrackingDetail id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
