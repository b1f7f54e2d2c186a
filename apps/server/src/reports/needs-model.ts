// The needs analysis in print (issue 22): the stored analysis in the report language, as its
// own PDF (templates/needs.typ) and as the needs page of the illustration report
// (templates/pages/needs.typ, both draw the same section). Amounts are the stored cents,
// formatted, never recomputed.
import { needsEn, needsFr } from '@portal/contracts/i18n/areas/needs';
import type { NeedsAnalysis } from '@portal/contracts/needs';
import type { ChartSpec } from './charts';
import { catalogueOf, ReportFormat, type ReportLang } from './labels';

export interface NeedsPdfPeople {
  company: string;
  agentName: string;
  agentCode: string;
}

export const NEEDS_CHART_ID = 'needsProjection';

/** The section both documents print: the needs and resources, then the capital year by year. */
export interface NeedsSection {
  title: string;
  resultsTitle: string;
  projectionTitle: string;
  client: string;
  facts: [string, string][];
  /** The chart's id in the document's charts, when the analysis has a projection. */
  chart: string | null;
  projection: { headers: string[]; align: string[]; rows: string[][] };
  /** The same figures for the workbook: amounts as numbers in dollars (the factor as printed). */
  cells: {
    headers: string[];
    facts: [string, number | string][];
    rows: number[][];
  };
}

const wordsOf = (lang: ReportLang) => (lang === 'fr' ? needsFr : needsEn);

export function needsSection(analysis: NeedsAnalysis, lang: ReportLang): NeedsSection {
  const n = wordsOf(lang);
  const fmt = new ReportFormat(lang);
  const r = analysis.result;
  const factor = r.incomeFactor.toFixed(6).replace('.', lang === 'fr' ? ',' : '.');
  const amounts: [keyof typeof n.results, number | null][] = [
    ['netAnnualIncome', r.netAnnualIncome],
    ['incomeFactor', null],
    ['incomeCapital', r.incomeCapital],
    ['debts', r.debts],
    ['finalExpenses', r.finalExpenses],
    ['education', r.education],
    ['emergencyFund', r.emergencyFund],
    ['totalNeeds', r.totalNeeds],
    ['existingCoverage', r.existingCoverage],
    ['liquidAssets', r.liquidAssets],
    ['totalResources', r.totalResources],
    ['shortfall', r.shortfall],
    ['suggestedFace', r.suggestedFace],
  ];
  if (r.disabilityMonthlyShortfall !== null)
    amounts.push(['disabilityMonthlyShortfall', r.disabilityMonthlyShortfall]);
  if (r.criticalIllnessShortfall !== null)
    amounts.push(['criticalIllnessShortfall', r.criticalIllnessShortfall]);
  const facts = amounts.map(([key, cents]): [string, string] => [
    n.results[key],
    cents === null ? factor : fmt.money(cents),
  ]);
  const projectionHeaders = [
    n.projection.year,
    n.projection.start,
    n.projection.withdrawal,
    n.projection.growth,
    n.projection.end,
  ];
  return {
    title: `${n.title} — ${analysis.kind === 'full' ? n.full : n.lite}`,
    resultsTitle: n.results.title,
    projectionTitle: n.projection.title,
    client: analysis.clientName,
    facts,
    chart: r.projection.length > 0 ? NEEDS_CHART_ID : null,
    cells: {
      headers: r.projection.length > 0 ? projectionHeaders : [n.results.item, n.results.amount],
      facts: amounts.map(([key, cents]) => [n.results[key], cents === null ? factor : cents / 100]),
      rows: r.projection.map((row) => [
        row.year,
        row.start / 100,
        row.withdrawal / 100,
        row.growth / 100,
        row.end / 100,
      ]),
    },
    projection: {
      headers: projectionHeaders,
      align: ['r', 'r', 'r', 'r', 'r'],
      rows: r.projection.map((row) => [
        String(row.year),
        fmt.money(row.start),
        fmt.money(row.withdrawal),
        fmt.money(row.growth),
        fmt.money(row.end),
      ]),
    },
  };
}

/**
 * The capital at the end of each year as bars, drawn on the server like the illustration's
 * charts; the table under it prints the same figures (its accessible alternative).
 */
export function needsProjectionChart(analysis: NeedsAnalysis, lang: ReportLang): ChartSpec[] {
  const rows = analysis.result.projection;
  if (rows.length === 0) return [];
  const n = wordsOf(lang);
  return [
    {
      id: NEEDS_CHART_ID,
      width: 680,
      height: 240,
      option: {
        animation: false,
        textStyle: { fontFamily: 'Libertinus Serif', fontSize: 11 },
        grid: { left: 88, right: 24, top: 16, bottom: 44 },
        xAxis: {
          type: 'category',
          data: rows.map((row) => String(row.year)),
          name: n.projection.year,
          nameLocation: 'middle',
          nameGap: 26,
        },
        yAxis: { type: 'value', splitLine: { lineStyle: { color: '#e3e8ee' } } },
        series: [
          {
            name: n.projection.end,
            type: 'bar',
            data: rows.map((row) => Math.round(row.end / 100)),
            itemStyle: { color: '#1f3a5f' },
          },
        ],
      },
      valueAxis: { locale: lang === 'fr' ? 'fr-CA' : 'en-CA', format: 'dollars' },
    },
  ];
}

/** The analysis's own PDF: the section under the report's header and footer. */
export function needsPdfModel(
  analysis: NeedsAnalysis,
  lang: ReportLang,
  people: NeedsPdfPeople,
  preparedOn: Date,
) {
  const l = catalogueOf(lang).pdf;
  const n = wordsOf(lang);
  const fmt = new ReportFormat(lang);
  const needs = needsSection(analysis, lang);
  return {
    lang,
    meta: {
      company: people.company,
      title: needs.title,
      preparedOn: fmt.date(preparedOn),
      agent: people.agentName,
      agentCode: people.agentCode,
      client: analysis.clientName,
      product: analysis.kind === 'full' ? n.full : n.lite,
    },
    labels: l,
    needs,
    /** Filled by the renderer: chart id → SVG. */
    charts: {} as Record<string, string>,
  };
}
