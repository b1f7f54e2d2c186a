import { Loader, Text } from '@mantine/core';
import type { ProjectionYear } from '@portal/domain/needs/capital';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';

/** ECharts, loaded on first use only, with the SVG renderer. */
const loadEcharts = () => import('./echarts-setup');

/**
 * The income capital at the end of each year. The table under it holds the same figures, so
 * the chart is a picture of the table (hidden from screen readers, which read the table).
 */
export function ProjectionChart({ rows }: { rows: readonly ProjectionYear[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    loadEcharts()
      .then((echarts) => {
        if (disposed || !host.current) return;
        const chart = echarts.init(host.current, null, { renderer: 'svg' });
        dispose = () => chart.dispose();
        const money = (cents: number) =>
          formatNumber(cents / 100, language, {
            style: 'currency',
            currency: 'CAD',
            maximumFractionDigits: 0,
          });
        chart.setOption({
          aria: { enabled: true, label: { description: t('needs.projection.chartLabel') } },
          animation: false,
          tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => money(Number(v)) },
          grid: { left: 100, right: 16, top: 16, bottom: 40 },
          xAxis: {
            type: 'category',
            data: rows.map((row) => String(row.year)),
            name: t('needs.projection.year'),
            nameLocation: 'middle',
            nameGap: 28,
          },
          yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
          series: [
            {
              name: t('needs.projection.end'),
              type: 'bar',
              data: rows.map((row) => row.end),
              color: '#1f5f93',
            },
          ],
        });
        setReady(true);
      })
      .catch((error: unknown) => logFailure('Needs chart', error));
    return () => {
      disposed = true;
      dispose();
    };
  }, [rows, language, t]);

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
