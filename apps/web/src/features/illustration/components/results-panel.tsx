import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type {
  IllustrationInputBody,
  IllustrationResult,
  LedgerBody,
} from '@portal/contracts/illustration';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { illustrationQuery } from '../api';
import { FormRadio, FormText, useFormState } from '../form-context';
import { visibleYears } from '../form-model';
import { LedgerChart } from './ledger-chart';
import classes from './results.module.css';

const BASES = ['guaranteed', 'illustrated', 'alternate'] as const;

function EndNote({ ledger }: { ledger: LedgerBody }) {
  const { t } = useTranslation();
  if (ledger.endReason === 'lapse')
    return (
      <Text size="sm">
        {t(`illustration.results.ended.lapse.${ledger.basis}`, {
          year: (ledger.lapseYear ?? 0) + 1,
        })}
      </Text>
    );
  if (ledger.endReason === 'expiry')
    return <Text size="sm">{t('illustration.results.ended.expiry', { year: ledger.years })}</Text>;
  return null;
}

type Basis = (typeof BASES)[number];
type Shown = { bases: Basis[]; accountValue: boolean };

/**
 * The columns an agent chose (issue 15 §5): by default the guaranteed and the non-guaranteed
 * (illustrated) values, which fit a 1366 px laptop without scrolling sideways; the alternate
 * scale and a UL's account value on request. Kept for the session.
 */
const SHOWN_KEY = 'illustrationLedgerColumns';
const DEFAULT_SHOWN: Shown = { bases: ['guaranteed', 'illustrated'], accountValue: false };

function readShown(): Shown {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? 'null') as Shown | null;
    const bases = (stored?.bases ?? []).filter((b): b is Basis => BASES.includes(b as Basis));
    return bases.length > 0
      ? {
          bases: BASES.filter((b) => bases.includes(b)),
          accountValue: stored?.accountValue === true,
        }
      : DEFAULT_SHOWN;
  } catch {
    return DEFAULT_SHOWN;
  }
}

function ColumnChooser({
  shown,
  ul,
  onChange,
}: {
  shown: Shown;
  ul: boolean;
  onChange: (next: Shown) => void;
}) {
  const { t } = useTranslation();
  const value = [...shown.bases, ...(ul && shown.accountValue ? ['accountValue'] : [])];
  return (
    <Checkbox.Group
      label={t('illustration.results.columnsShown')}
      value={value}
      onChange={(next) => {
        const bases = BASES.filter((b) => next.includes(b));
        // At least one basis stays: an empty ledger is not a choice.
        if (bases.length === 0) return;
        onChange({ bases, accountValue: next.includes('accountValue') });
      }}
    >
      <Group gap="md" mt={4}>
        {BASES.map((basis) => (
          <Checkbox key={basis} value={basis} label={t(`illustration.results.${basis}`)} />
        ))}
        {ul && <Checkbox value="accountValue" label={t('illustration.results.accountValue')} />}
      </Group>
    </Checkbox.Group>
  );
}

export function LedgerTable({ result, years }: { result: IllustrationResult; years: number[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [shown, setShown] = useState<Shown>(readShown);
  const choose = (next: Shown) => {
    setShown(next);
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify(next));
  };
  const money = (cents: number | undefined) =>
    cents === undefined ? '—' : formatMoney(cents, language);
  const ul = result.ledgers.illustrated.funds.length > 0;
  const withAccount = ul && shown.accountValue;
  const main = result.ledgers.illustrated;
  const groupColumns = withAccount ? 3 : 2;
  const bases = shown.bases;
  return (
    <Stack gap="xs">
      <ColumnChooser shown={shown} ul={ul} onChange={choose} />
      <section
        className={classes.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('illustration.results.tableLabel')}
      >
        <table className={classes.table}>
          <VisuallyHidden component="caption">
            {t('illustration.results.tableLabel')}
          </VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={classes.frozen}>
                {t('illustration.results.year')}
              </th>
              <th scope="col" rowSpan={2} className={classes.frozenSecond}>
                {t('illustration.results.age')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('illustration.results.premium')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('illustration.results.cumulativePremium')}
              </th>
              {bases.map((basis) => (
                <th scope="colgroup" colSpan={groupColumns} key={basis}>
                  {t(`illustration.results.${basis}`)}
                </th>
              ))}
            </tr>
            <tr>
              {bases.flatMap((basis) => [
                ...(withAccount
                  ? [
                      <th scope="col" key={`${basis}-av`}>
                        {t('illustration.results.accountValue')}
                      </th>,
                    ]
                  : []),
                <th scope="col" key={`${basis}-csv`}>
                  {t('illustration.results.cashSurrenderValue')}
                </th>,
                <th scope="col" key={`${basis}-db`}>
                  {t('illustration.results.deathBenefit')}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {years.map((year) => {
              const t0 = year - 1;
              return (
                <tr key={year}>
                  <th scope="row" className={classes.frozen}>
                    {year}
                  </th>
                  <td className={classes.frozenSecond}>
                    {main.columns.age[t0] ?? main.issueAge + t0}
                  </td>
                  <td>{money(main.columns.premium[t0])}</td>
                  <td>{money(main.columns.cumulativePremium[t0])}</td>
                  {bases.flatMap((basis) => {
                    const ledger = result.ledgers[basis];
                    return [
                      ...(withAccount
                        ? [<td key={`${basis}-av`}>{money(ledger.columns.accountValue[t0])}</td>]
                        : []),
                      <td key={`${basis}-csv`}>{money(ledger.columns.cashSurrenderValue[t0])}</td>,
                      <td key={`${basis}-db`}>{money(ledger.columns.deathBenefit[t0])}</td>,
                    ];
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </Stack>
  );
}

export function ResultsPanel({ input }: { input: IllustrationInputBody | null }) {
  const { t } = useTranslation();
  const form = useFormState();
  const query = useQuery(illustrationQuery(input));
  if (!input) return <Alert variant="default">{t('illustration.results.invalid')}</Alert>;
  if (query.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('illustration.results.loading')}
      </Text>
    );
  if (query.isError)
    return (
      <Alert variant="default" color="red.9" role="alert">
        {t('illustration.results.failed')}{' '}
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('illustration.retry')}
        </Button>
      </Alert>
    );
  const result = query.data;
  const years = visibleYears(form.values, result.ledgers.illustrated.years);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormRadio
          name="rdoDuration"
          label={t('illustration.results.rdoDuration')}
          options={(['all', 'interval', 'selected'] as const).map((value) => ({
            value,
            label: t(`illustration.results.durations.${value}`),
          }))}
        />
        {form.values.rdoDuration === 'interval' && (
          <FormText name="cboIntervalYears" label={t('illustration.results.cboIntervalYears')} />
        )}
        {form.values.rdoDuration === 'selected' && (
          <FormText name="cboSelectedYears" label={t('illustration.results.cboSelectedYears')} />
        )}
      </SimpleGrid>
      <Text size="sm">{t('illustration.results.nonGuaranteedNote')}</Text>
      {BASES.filter(
        (basis) =>
          result.ledgers[basis].endReason === 'lapse' ||
          (basis === 'illustrated' && result.ledgers[basis].endReason === 'expiry'),
      ).map((basis) => (
        <EndNote key={basis} ledger={result.ledgers[basis]} />
      ))}
      <LedgerTable result={result} years={years} />
      <Title order={2}>{t('illustration.results.chart')}</Title>
      <LedgerChart result={result} />
    </Stack>
  );
}
