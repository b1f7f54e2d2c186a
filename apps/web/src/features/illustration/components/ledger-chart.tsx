import { Loader, Text } from '@mantine/core';
import type { IllustrationResult } from '@portal/contracts/illustration';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';
import classes from './results.module.css';

type Dash = 'solid' | 'dashed' | 'dotted';
type Series = { name: string; values: number[]; colour: string; dash: Dash };

/**
 * One colour per measure, one line style per basis, so the legend reads as a grid; each colour
 * at least 3:1 on white (WCAG non-text contrast).
 */
const COLOURS = { deathBenefit: '#1f5f93', cashSurrenderValue: '#2b7a3d', premium: '#a34a00' };
const DASHES: Record<'guaranteed' | 'illustrated' | 'alternate', Dash> = {
  guaranteed: 'dashed',
  illustrated: 'solid',
  alternate: 'dotted',
};

/** A short sample of the line, for the legend. */
function LineSample({ colour, dash }: { colour: string; dash: Dash }) {
  return (
    <svg width="28" height="8" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="4"
        x2="27"
        y2="4"
        stroke={colour}
        strokeWidth="2.5"
        strokeDasharray={dash === 'dashed' ? '6 3' : dash === 'dotted' ? '2 3' : undefined}
      />
    </svg>
  );
}

/** ECharts, loaded on first use only (STACK.md: it is large), with the SVG renderer. */
const loadEcharts = () => import('./echarts-setup');

/** Death benefit, cash surrender value and cumulative premium by age, for each basis. */
export function LedgerChart({ result }: { result: IllustrationResult }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{
    dispatchAction: (action: { type: string; name: string }) => void;
  } | null>(null);
  const [ready, setReady] = useState(false);
  const [series, setSeries] = useState<Series[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    const illustrated = result.ledgers.illustrated;
    const ages = illustrated.columns.age.map(String);
    const lines: Series[] = [];
    for (const basis of ['guaranteed', 'illustrated', 'alternate'] as const) {
      const ledger = result.ledgers[basis];
      const label = t(`illustration.results.${basis}`);
      lines.push(
        {
          name: `${t('illustration.results.deathBenefit')} – ${label}`,
          values: ledger.columns.deathBenefit,
          colour: COLOURS.deathBenefit,
          dash: DASHES[basis],
        },
        {
          name: `${t('illustration.results.cashSurrenderValue')} – ${label}`,
          values: ledger.columns.cashSurrenderValue,
          colour: COLOURS.cashSurrenderValue,
          dash: DASHES[basis],
        },
      );
    }
    lines.push({
      name: t('illustration.results.cumulativePremium'),
      values: illustrated.columns.cumulativePremium,
      colour: COLOURS.premium,
      dash: 'solid',
    });
    setSeries(lines);
    setHidden(new Set());
    loadEcharts()
      .then((echarts) => {
        if (disposed || !host.current) return;
        const chart = echarts.init(host.current, null, { renderer: 'svg' });
        chartRef.current = chart;
        dispose = () => {
          chartRef.current = null;
          chart.dispose();
        };
        const money = (cents: number) =>
          formatNumber(cents / 100, language, {
            style: 'currency',
            currency: 'CAD',
            maximumFractionDigits: 0,
          });
        chart.setOption({
          aria: { enabled: true, label: { description: t('illustration.results.chartLabel') } },
          animation: false,
          tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => money(Number(v)) },
          // The legend is the list under the chart (whole at any width, read by screen readers,
          // in the page's type); ECharts' own keeps the series' visibility.
          legend: { show: false },
          grid: { left: 90, right: 20, top: 16, bottom: 40 },
          xAxis: {
            type: 'category',
            data: ages,
            name: t('illustration.results.age'),
            nameLocation: 'middle',
            nameGap: 28,
          },
          yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
          series: lines.map((s) => ({
            name: s.name,
            type: 'line',
            showSymbol: false,
            data: s.values.slice(0, ages.length),
            color: s.colour,
            lineStyle: { type: s.dash, width: 2 },
          })),
        });
        setReady(true);
      })
      .catch((error: unknown) => logFailure('Chart', error));
    return () => {
      disposed = true;
      dispose();
    };
  }, [result, language, t]);

  return (
    <div>
      {!ready && (
        <Text size="sm" role="status">
          <Loader size="xs" aria-hidden="true" /> {t('illustration.results.chartLoading')}
        </Text>
      )}
      <div
        ref={host}
        className={classes.chart}
        role="img"
        aria-label={t('illustration.results.chartLabel')}
        data-testid="ledger-chart"
      />
      {series.length > 0 && (
        <ul className={classes.legend} aria-label={t('illustration.results.chartLegend')}>
          {series.map((s) => {
            const shown = !hidden.has(s.name);
            return (
              <li key={s.name}>
                <button
                  type="button"
                  className={classes.legendItem}
                  aria-pressed={shown}
                  onClick={() => {
                    chartRef.current?.dispatchAction({ type: 'legendToggleSelect', name: s.name });
                    setHidden((current) => {
                      const next = new Set(current);
                      if (shown) next.add(s.name);
                      else next.delete(s.name);
                      return next;
                    });
                  }}
                >
                  <LineSample colour={s.colour} dash={s.dash} />
                  {s.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
