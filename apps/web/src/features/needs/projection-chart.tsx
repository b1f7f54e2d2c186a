import { Loader, Text } from '@mantine/core';
import type { ProjectionYear } from '@portal/domain/needs/capital';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoneyChart, useMoneyChart } from '@/components/charts/money-chart';
import { currentLanguage } from '@/lib/i18n';

/**
 * The income capital at the end of each year. The table under it holds the same figures, so
 * the chart is a picture of the table (hidden from screen readers, which read the table).
 */
export function ProjectionChart({ rows }: { rows: readonly ProjectionYear[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const chart = useMemo<MoneyChart>(
    () => ({
      description: t('needs.projection.chartLabel'),
      categories: rows.map((row) => String(row.year)),
      categoryName: t('needs.projection.year'),
      left: 100,
      series: [
        {
          name: t('needs.projection.end'),
          type: 'bar',
          values: rows.map((row) => row.end),
          colour: '#1f5f93',
        },
      ],
    }),
    [rows, t],
  );
  const { host, ready } = useMoneyChart(chart, language, 'Needs chart');
  return (
    <div>
      {!ready && (
        <Text size="sm" role="status">
          <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
        </Text>
      )}
      <div ref={host} aria-hidden="true" style={{ width: '100%', height: 280 }} />
    </div>
  );
}
