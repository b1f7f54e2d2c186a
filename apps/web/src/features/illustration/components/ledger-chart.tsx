import { Loader, Text } from '@mantine/core';
import type { IllustrationResult } from '@portal/contracts/illustration';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoneyChart, useMoneyChart } from '@/components/charts/money-chart';
import { currentLanguage } from '@/lib/i18n';
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

const NONE_HIDDEN: ReadonlySet<string> = new Set();

/** Death benefit, cash surrender value and cumulative premium by age, for each basis. */
export function LedgerChart({ result }: { result: IllustrationResult }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const series = useMemo(() => {
    const illustrated = result.ledgers.illustrated;
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
    return lines;
  }, [result, t]);
  const chart = useMemo<MoneyChart>(
    () => ({
      description: t('illustration.results.chartLabel'),
      categories: result.ledgers.illustrated.columns.age.map(String),
      categoryName: t('illustration.results.age'),
      left: 90,
      series: series.map((s) => ({ ...s, type: 'line' as const })),
    }),
    [result, series, t],
  );
  const { host, drawn, ready } = useMoneyChart(chart, language, 'Chart');
  // The series the legend hid, for these series only: a new result draws every series again.
  const [hiding, setHiding] = useState<{ of: Series[]; names: ReadonlySet<string> }>({
    of: series,
    names: new Set(),
  });
  const hidden = hiding.of === series ? hiding.names : NONE_HIDDEN;

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
                    drawn.current?.dispatchAction({ type: 'legendToggleSelect', name: s.name });
                    const next = new Set(hidden);
                    if (shown) next.add(s.name);
                    else next.delete(s.name);
                    setHiding({ of: series, names: next });
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
