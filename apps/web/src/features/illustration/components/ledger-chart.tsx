import { Loader, Text } from '@mantine/core';
import type { IllustrationResult } from '@portal/contracts/illustration';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';
import classes from './results.module.css';

type Series = { name: string; values: number[]; dashed: boolean };

/** ECharts, loaded on first use only (STACK.md: it is large), with the SVG renderer. */
const loadEcharts = () => import('./echarts-setup');

/** Death benefit, cash surrender value and cumulative premium by age, for each basis. */
export function LedgerChart({ result }: { result: IllustrationResult }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    const illustrated = result.ledgers.illustrated;
    const ages = illustrated.columns.age.map(String);
    const series: Series[] = [];
    for (const basis of ['guaranteed', 'illustrated', 'alternate'] as const) {
      const ledger = result.ledgers[basis];
      const label = t(`illustration.results.${basis}`);
      series.push(
        {
          name: `${t('illustration.results.deathBenefit')} – ${label}`,
          values: ledger.columns.deathBenefit,
          dashed: basis !== 'illustrated',
        },
        {
          name: `${t('illustration.results.cashSurrenderValue')} – ${label}`,
          values: ledger.columns.cashSurrenderValue,
          dashed: basis !== 'illustrated',
        },
      );
    }
    series.push({
      name: t('illustration.results.cumulativePremium'),
      values: illustrated.columns.cumulativePremium,
      dashed: false,
    });
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
          aria: { enabled: true, label: { description: t('illustration.results.chartLabel') } },
          animation: false,
          tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => money(Number(v)) },
          legend: { type: 'scroll', top: 0 },
          grid: { left: 90, right: 20, top: 60, bottom: 40 },
          xAxis: {
            type: 'category',
            data: ages,
            name: t('illustration.results.age'),
            nameLocation: 'middle',
            nameGap: 28,
          },
          yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
          series: series.map((s) => ({
            name: s.name,
            type: 'line',
            showSymbol: false,
            data: s.values.slice(0, ages.length),
            lineStyle: { type: s.dashed ? 'dashed' : 'solid' },
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
    </div>
  );
}
