import { Alert, Button, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { UserWidget } from '@portal/contracts/shell';
import { toCsv } from '@portal/domain/bi/csv';
import { BI_EVENT_TYPES, isWidgetName } from '@portal/domain/bi/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';
import { figuresQuery, saveFile } from './api';
import { type ChartHandle, WidgetChart } from './widget-chart';

const EVENT_TYPES = new Set<string>(BI_EVENT_TYPES);

/**
 * One widget of the dashboard: its own call, its own loading, empty and error states (a
 * failure is logged and shown on this card only, spec 9), a chart with the same figures as a
 * table, PNG and CSV downloads, and the long text on demand.
 */
export function WidgetCard({
  widget,
  range,
}: {
  widget: UserWidget;
  range: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const moreId = useId();
  const [showMore, setShowMore] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const chart = useRef<ChartHandle | null>(null);
  // A catalogue row whose name has no definition (decision 0056) has no figures to ask for.
  const known = isWidgetName(widget.name);
  const query = useQuery({ ...figuresQuery(widget.name, range), enabled: known });
  const title = widget.title[language] || widget.displayName;

  useEffect(() => {
    if (query.error) logFailure(`BI widget ${widget.name}`, query.error);
  }, [query.error, widget.name]);

  const labelOf = useCallback(
    (key: string) => {
      if (query.data?.shape === 'byDay') {
        return formatDate(new Date(`${key}T12:00:00Z`), language, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        });
      }
      return EVENT_TYPES.has(key) ? t(`bi.eventTypes.${key as 'LOGIN'}`) : key;
    },
    [query.data?.shape, language, t],
  );
  const onReady = useCallback((handle: ChartHandle | null) => {
    chart.current = handle;
  }, []);

  const data = query.data;
  const keyHeader = data?.shape === 'byDay' ? t('bi.dashboard.day') : t('bi.dashboard.category');
  const fileName = `${widget.name}-${range.from}-${range.to}`;
  const downloadCsv = () => {
    if (!data) return;
    const rows = [
      [keyHeader, t('bi.dashboard.value')],
      ...data.points.map((p) => [p.key, p.value]),
    ];
    saveFile(
      new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' }),
      `${fileName}.csv`,
    );
  };
  const downloadPng = () => {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (url) saveFile(url, `${fileName}.png`);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {widget.shortText[language]}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        aria-expanded={showMore}
        aria-controls={moreId}
        onClick={() => setShowMore((shown) => !shown)}
      >
        {showMore ? t('bi.dashboard.less') : t('bi.dashboard.more')}
      </Button>
      <div id={moreId} hidden={!showMore}>
        <Text size="sm">{widget.longText[language]}</Text>
      </div>

      {!known && (
        <Text mt="sm" size="sm" role="status">
          {t('bi.dashboard.failed')}
        </Text>
      )}
      {known && query.isPending && (
        <Group gap="xs" mt="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('bi.dashboard.loading')}</Text>
        </Group>
      )}
      {query.isError && (
        <Alert color="red" mt="sm" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('bi.dashboard.failed')}</Text>
            <Button variant="default" size="xs" onClick={() => query.refetch()}>
              {t('bi.dashboard.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && data.total === 0 && (
        <Text mt="sm" size="sm">
          {t('bi.dashboard.empty')}
        </Text>
      )}
      {data && data.total > 0 && (
        <>
          <Text fw={700} mt="xs">
            {t('bi.dashboard.total', { total: formatNumber(data.total, language) })}
          </Text>
          {!asTable && (
            <WidgetChart figures={data} labelOf={labelOf} language={language} onReady={onReady} />
          )}
          {asTable && (
            <Table.ScrollContainer minWidth={200} mah={240}>
              <Table striped>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{keyHeader}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('bi.dashboard.value')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.points.map((point) => (
                    <Table.Tr key={point.key}>
                      <Table.Th scope="row" fw={400}>
                        {labelOf(point.key)}
                      </Table.Th>
                      <Table.Td ta="right">{formatNumber(point.value, language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group gap="xs" mt="xs">
            <Button variant="default" size="xs" onClick={() => setAsTable((table) => !table)}>
              {asTable ? t('bi.dashboard.showChart') : t('bi.dashboard.showTable')}
            </Button>
            <Button variant="default" size="xs" onClick={downloadCsv}>
              {t('bi.dashboard.csv')}
            </Button>
            {!asTable && (
              <Button variant="default" size="xs" onClick={downloadPng}>
                {t('bi.dashboard.png')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Paper>
  );
}
