// The Shared Ownership section of the illustration report (issue 21 §3): the engine's values
// for the slideshow's merged data, in the report language — a summary of the arrangement and
// the notice that the concept is not an insurance product, a chart of the two shares, the
// year-by-year split, the end-of-benefit-period figures on both bases and the beneficiary
// designations. The server computes the values itself from the data; nothing is taken on trust.

import { type SharedOwnershipResult, sharedOwnership } from '@portal/actuarial/shared-ownership';
import {
  sharedOwnershipEn,
  sharedOwnershipFr,
} from '@portal/contracts/i18n/areas/shared-ownership';
import {
  SHARED_BENEFICIARY_ROWS,
  SHARED_TABLE_COLUMNS,
  type SharedOwnershipData,
  sharedEngineInput,
} from '@portal/contracts/shared-ownership';
import type { ChartSpec } from './charts';
import { interpolate, type ReportFormat, type ReportLang } from './labels';

export interface SharedOwnershipSection {
  title: string;
  notice: string[];
  facts: [string, string][];
  chart: string;
  table: { headers: string[]; align: string[]; rows: string[][] };
  /** The same table as numbers (year, age, amounts in dollars), for the Excel sheet. */
  tableValues: number[][];
  endTitle: string;
  end: { headers: string[]; align: string[]; rows: string[][] };
  beneficiariesTitle: string;
  beneficiaries: { headers: string[]; align: string[]; rows: string[][] };
}

const EXECUTIVE = [
  'accountValue',
  'cashSurrenderValue',
  'totalDeposits',
  'cumulativeTaxableBenefit',
  'adjustedCostBasis',
  'policyGainOnSurrender',
  'deathBenefitAfter',
] as const;
const CORPORATION = [
  'totalDeposits',
  'totalCostOfInsurance',
  'paidBeyondShare',
  'coverPaidByExecutive',
  'coverGivenUp',
] as const;

export const SHARED_CHART_ID = 'sharedOwnership';

/** The engine's values for the data, or its refusals (the caller answers them as a 400). */
export function sharedOwnershipValues(data: SharedOwnershipData) {
  return sharedOwnership(sharedEngineInput(data));
}

/** The two shares of the death benefit over the years (illustrated basis), stacked. */
export function sharedOwnershipChart(result: SharedOwnershipResult, lang: ReportLang): ChartSpec {
  const w = (lang === 'fr' ? sharedOwnershipFr : sharedOwnershipEn).values;
  const rows = result.illustrated.rows;
  const series = (name: string, pick: (r: (typeof rows)[number]) => number, color: string) => ({
    name,
    type: 'line',
    stack: 'db',
    areaStyle: { color, opacity: 0.55 },
    showSymbol: false,
    lineStyle: { width: 1.5, color },
    itemStyle: { color },
    data: rows.map((row) => Math.round(pick(row) / 100)),
  });
  return {
    id: SHARED_CHART_ID,
    width: 680,
    height: 260,
    option: {
      animation: false,
      textStyle: { fontFamily: 'Libertinus Serif', fontSize: 11 },
      grid: { left: 80, right: 24, top: 16, bottom: 64 },
      legend: { bottom: 0, itemWidth: 18, textStyle: { fontSize: 10 } },
      xAxis: {
        type: 'category',
        data: rows.map((row) => row.age),
        name: w.columns.age,
        nameLocation: 'middle',
        nameGap: 26,
        axisLabel: { interval: 9 },
      },
      yAxis: { type: 'value', splitLine: { lineStyle: { color: '#e3e8ee' } } },
      series: [
        series(w.columns.executiveShare, (r) => r.executiveShare, '#8a4b08'),
        series(w.columns.corporationShare, (r) => r.corporationShare, '#1f3a5f'),
      ],
    },
    valueAxis: { locale: lang === 'fr' ? 'fr-CA' : 'en-CA', format: 'dollars' },
  };
}

export function sharedOwnershipSection(
  data: SharedOwnershipData,
  result: SharedOwnershipResult,
  fmt: ReportFormat,
  lang: ReportLang,
): SharedOwnershipSection {
  const c = lang === 'fr' ? sharedOwnershipFr : sharedOwnershipEn;
  const w = c.values;
  const text = (name: string) => String(data[name] ?? '').trim();
  const first = result.illustrated.rows[0];
  const payments: Record<string, keyof typeof c.fields.paymentModes> = {
    '012': '012',
    '06': '06',
    '03': '03',
    '01': '01',
  };
  const mode = payments[text('rdoSharedPaymentMode')] ?? '012';
  const facts: [string, string][] = [
    [c.fields.insuredName, text('txtSharedInsuredName')],
    [c.fields.companyName, text('txtCompanyName')],
    [
      c.fields.age,
      `${text('txtSharedAge')} · ${c.fields.retirementAge} ${text('txtSharedRetirementAge')}`,
    ],
    [c.fields.deathBenefit, fmt.money(first?.totalDeathBenefit ?? 0)],
    [
      c.fields.premiumAmount,
      `${fmt.money(Math.round(Number(text('txtSharedPremiumAmount')) * 100))} · ${c.fields.paymentModes[mode]}`,
    ],
    [c.fields.payPeriod, text('txtSharedEmployerPayPeriod')],
    [c.fields.benefitPeriod, text('txtSharedEmployerBenefitPeriod')],
  ];
  const table = {
    headers: SHARED_TABLE_COLUMNS.map((k) => w.columns[k]),
    align: SHARED_TABLE_COLUMNS.map(() => 'r'),
    rows: result.illustrated.rows.map((row) =>
      SHARED_TABLE_COLUMNS.map((k) =>
        k === 'year' || k === 'age' ? String(row[k]) : fmt.cents(row[k]),
      ),
    ),
  };
  const g = result.guaranteed.end;
  const i = result.illustrated.end;
  const endRows = [
    ...EXECUTIVE.map((k) => [
      `${w.executive} · ${w.end[k]}`,
      g ? fmt.money(g.executive[k]) : '—',
      i ? fmt.money(i.executive[k]) : '—',
    ]),
    ...CORPORATION.map((k) => [
      `${w.corporation} · ${w.end[k]}`,
      g ? fmt.money(g.corporation[k]) : '—',
      i ? fmt.money(i.corporation[k]) : '—',
    ]),
  ];
  const named = Array.from({ length: SHARED_BENEFICIARY_ROWS }, (_, k) => k + 1).filter(
    (n) => text(`txtSharedBeneficiaryName${n}`) !== '',
  );
  const relationships = c.fields.relationships as Record<string, string>;
  return {
    title: w.tab,
    notice: [c.slides.notice.p1, c.slides.notice.p2, c.slides.notice.p3],
    facts,
    chart: SHARED_CHART_ID,
    table,
    tableValues: result.illustrated.rows.map((row) =>
      SHARED_TABLE_COLUMNS.map((k) => (k === 'year' || k === 'age' ? row[k] : row[k] / 100)),
    ),
    endTitle: interpolate(w.endTitle, { year: i?.year ?? 0, age: i?.age ?? 0 }),
    end: {
      headers: ['', w.bases.guaranteed, w.bases.illustrated],
      align: ['l', 'r', 'r'],
      rows: endRows,
    },
    beneficiariesTitle: w.beneficiaries,
    beneficiaries: {
      headers: [
        w.beneficiaryColumns.name,
        w.beneficiaryColumns.relationship,
        w.beneficiaryColumns.share,
        w.beneficiaryColumns.irrevocable,
      ],
      align: ['l', 'l', 'l', 'l'],
      rows: named.map((n) => [
        text(`txtSharedBeneficiaryName${n}`),
        relationships[text(`cboSharedRelationshipToInsured${n}`)] ?? '',
        text(`txtSharedPercentShare${n}`),
        data[`chkSharedIrrevocable${n}`] === true ? w.yes : w.no,
      ]),
    },
  };
}
