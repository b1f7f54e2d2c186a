// Charts as data: an ECharts option per chart, rendered to SVG on the server (ECharts SSR in
// the render worker) and embedded in the PDF. Values come from the engine's ledgers.
import type { Illustration } from '@portal/actuarial/illustrate';
import { catalogueOf, type ReportLang } from './labels';

export interface ChartSpec {
  id: string;
  width: number;
  height: number;
  /** A plain ECharts option (JSON only: it crosses to the worker thread). */
  option: Record<string, unknown>;
  /**
   * How the worker writes the value axis' labels (a function cannot cross to the thread):
   * whole dollars in the report's locale, '5 000 000 $' in French, '$5,000,000' in English.
   */
  valueAxis?: { locale: 'en-CA' | 'fr-CA'; format: 'dollars' };
}

const NAVY = '#1f3a5f';
const TEAL = '#2a7f8f';
const SLATE = '#8fa3b8';
const SAND = '#c9a227';

export function valuesChart(ill: Illustration, lang: ReportLang): ChartSpec {
  const l = catalogueOf(lang).pdf;
  const g = ill.ledgers.guaranteed;
  const i = ill.ledgers.illustrated;
  const nonG = ill.input.product.family === 'wholeLife' || ill.input.product.family === 'ul';
  const years = Math.max(g.years, nonG ? i.years : 0);
  const ages = Array.from({ length: years }, (_, t) => g.age[t] || i.age[t]);
  const dollars = (a: Float64Array, n: number) =>
    Array.from({ length: years }, (_, t) => (t < n ? Math.round((a[t] ?? 0) / 100) : null));
  const series: Record<string, unknown>[] = [
    line(
      `${l.columns.deathBenefit} (${l.guaranteed})`,
      dollars(g.deathBenefit, g.years),
      NAVY,
      false,
    ),
  ];
  if (ill.input.product.family !== 'term' && ill.input.product.family !== 'term100')
    series.push(
      line(
        `${l.columns.cashSurrenderValue} (${l.guaranteed})`,
        dollars(g.cashSurrenderValue, g.years),
        TEAL,
        false,
      ),
    );
  if (nonG)
    series.push(
      line(
        `${l.columns.deathBenefit} (${l.notGuaranteed})`,
        dollars(i.deathBenefit, i.years),
        SLATE,
        true,
      ),
      line(
        `${l.columns.cashSurrenderValue} (${l.notGuaranteed})`,
        dollars(i.cashSurrenderValue, i.years),
        SAND,
        true,
      ),
    );
  return {
    id: 'values',
    width: 680,
    height: 300,
    option: {
      animation: false,
      textStyle: { fontFamily: 'Libertinus Serif', fontSize: 11 },
      grid: { left: 80, right: 24, top: 16, bottom: 92 },
      legend: { bottom: 0, itemWidth: 18, textStyle: { fontSize: 10 } },
      xAxis: {
        type: 'category',
        data: ages,
        name: l.age,
        nameLocation: 'middle',
        nameGap: 26,
        axisLabel: { interval: 9 },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: '#e3e8ee' } },
      },
      series,
    },
    valueAxis: { locale: lang === 'fr' ? 'fr-CA' : 'en-CA', format: 'dollars' },
  };
}

function line(name: string, data: (number | null)[], color: string, dashed: boolean) {
  return {
    name,
    type: 'line',
    data,
    showSymbol: false,
    lineStyle: { width: 2, color, type: dashed ? 'dashed' : 'solid' },
    itemStyle: { color },
  };
}
