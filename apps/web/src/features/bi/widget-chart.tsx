import type { WidgetFigures } from '@portal/contracts/bi';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/format';
import type { AppLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';

/** ECharts, loaded on first use only, from the BI screens. */
const loadEcharts = () => import('./echarts-setup');

export interface ChartHandle {
  getDataURL(options: { type: 'png'; pixelRatio: number; backgroundColor: string }): string;
}

/**
 * One widget's chart: a line for a byDay widget, horizontal bars for a top-10 one. The canvas
 * is hidden from screen readers: the same figures are in the table beside it.
 */
export function WidgetChart({
  figures,
  labelOf,
  language,
  onReady,
}: {
  figures: WidgetFigures;
  labelOf: (key: string) => string;
  language: AppLanguage;
  onReady: (chart: ChartHandle | null) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    loadEcharts()
      .then((echarts) => {
        if (disposed || !host.current) return;
        const chart = echarts.init(host.current, null, { renderer: 'canvas' });
        dispose = () => chart.dispose();
        const keys = figures.points.map((point) => labelOf(point.key));
        const values = figures.points.map((point) => point.value);
        const byDay = figures.shape === 'byDay';
        const count = (value: unknown) => formatNumber(Number(value), language);
        const categoryAxis = {
          type: 'category' as const,
          data: byDay ? keys : [...keys].reverse(),
        };
        const valueAxis = {
          type: 'value' as const,
          minInterval: 1,
          axisLabel: { formatter: count },
        };
        chart.setOption({
          animation: false,
          tooltip: { trigger: 'axis', valueFormatter: count },
          grid: { left: byDay ? 48 : 120, right: 16, top: 12, bottom: 28 },
          xAxis: byDay ? categoryAxis : valueAxis,
          yAxis: byDay ? valueAxis : categoryAxis,
          series: [
            byDay
              ? { type: 'line', data: values, color: '#1f5f93', showSymbol: values.length < 40 }
              : { type: 'bar', data: [...values].reverse(), color: '#1f5f93' },
          ],
        });
        onReady(chart);
      })
      .catch((error: unknown) => logFailure('BI chart', error));
    return () => {
      disposed = true;
      onReady(null);
      dispose();
    };
  }, [figures, labelOf, language, onReady]);
  return <div ref={host} aria-hidden="true" style={{ width: '100%', height: 220 }} />;
}
