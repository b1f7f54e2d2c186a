import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import type { AppLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';

/** ECharts, loaded on first use only, with the SVG renderer. */
const loadEcharts = () => import('./echarts-setup');

/** One series of a money chart: amounts in cents, one per category. */
export interface MoneySeries {
  name: string;
  type: 'line' | 'bar';
  values: readonly number[];
  colour: string;
  dash?: 'solid' | 'dashed' | 'dotted';
}

/** A chart of amounts in cents over a category axis (years, ages), described for screen readers. */
export interface MoneyChart {
  description: string;
  categories: readonly string[];
  categoryName: string;
  series: readonly MoneySeries[];
  /** Room for the value axis' labels, px. */
  left: number;
}

/**
 * The ECharts option of a money chart: whole dollars in the user's language on the axis and
 * in the tooltip, no animation, the aria description. The illustration's ledger chart and the
 * needs projection chart both draw with it.
 */
export function moneyChartOption(chart: MoneyChart, language: AppLanguage) {
  const money = (cents: number) =>
    formatNumber(cents / 100, language, {
      style: 'currency',
      currency: 'CAD',
      maximumFractionDigits: 0,
    });
  return {
    aria: { enabled: true, label: { description: chart.description } },
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => money(Number(v)) },
    // A legend, where there is one, is the screen's own list (whole at any width, read by
    // screen readers); ECharts' keeps the series' visibility.
    legend: { show: false },
    grid: { left: chart.left, right: 20, top: 16, bottom: 40 },
    xAxis: {
      type: 'category',
      data: [...chart.categories],
      name: chart.categoryName,
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
    series: chart.series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.values.slice(0, chart.categories.length),
      color: s.colour,
      ...(s.type === 'line'
        ? { showSymbol: false, lineStyle: { type: s.dash ?? 'solid', width: 2 } }
        : {}),
    })),
  };
}

/** What a screen may do with a drawn chart (the ledger's legend toggles its series). */
export interface DrawnChart {
  dispatchAction: (action: { type: string; name: string }) => void;
}

/**
 * Draws a money chart into `host` once ECharts has loaded, again when the chart changes
 * (callers memoise it), and disposes of it on unmount. `ready` is false until it is drawn.
 */
export function useMoneyChart(chart: MoneyChart | null, language: AppLanguage, what: string) {
  const host = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!chart) return;
    let disposed = false;
    let dispose = () => {};
    loadEcharts()
      .then((echarts) => {
        if (disposed || !host.current) return;
        const instance = echarts.init(host.current, null, { renderer: 'svg' });
        drawn.current = instance;
        dispose = () => {
          drawn.current = null;
          instance.dispose();
        };
        instance.setOption(moneyChartOption(chart, language));
        setReady(true);
      })
      .catch((error: unknown) => logFailure(what, error));
    return () => {
      disposed = true;
      dispose();
    };
  }, [chart, language, what]);
  return { host, drawn, ready };
}
