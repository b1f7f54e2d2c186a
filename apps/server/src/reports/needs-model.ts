// The needs analysis's PDF model (issue 22): the stored analysis in the report language,
// filled into templates/needs.typ. Amounts are the stored cents, formatted, never recomputed.
import { needsEn, needsFr } from '@portal/contracts/i18n/areas/needs';
import type { NeedsAnalysis } from '@portal/contracts/needs';
import { catalogueOf, ReportFormat, type ReportLang } from './labels';

export interface NeedsPdfPeople {
  company: string;
  agentName: string;
  agentCode: string;
}

export function needsPdfModel(
  analysis: NeedsAnalysis,
  lang: ReportLang,
  people: NeedsPdfPeople,
  preparedOn: Date,
) {
  const l = catalogueOf(lang).pdf;
  const n = lang === 'fr' ? needsFr : needsEn;
  const fmt = new ReportFormat(lang);
  const r = analysis.result;
  const line = (key: keyof typeof n.results, cents: number) => [n.results[key], fmt.money(cents)];
  const needs = [
    line('netAnnualIncome', r.netAnnualIncome),
    [n.results.incomeFactor, r.incomeFactor.toFixed(6).replace('.', lang === 'fr' ? ',' : '.')],
    line('incomeCapital', r.incomeCapital),
    line('debts', r.debts),
    line('finalExpenses', r.finalExpenses),
    line('education', r.education),
    line('emergencyFund', r.emergencyFund),
    line('totalNeeds', r.totalNeeds),
    line('existingCoverage', r.existingCoverage),
    line('liquidAssets', r.liquidAssets),
    line('totalResources', r.totalResources),
    line('shortfall', r.shortfall),
    line('suggestedFace', r.suggestedFace),
  ];
  if (r.disabilityMonthlyShortfall !== null)
    needs.push(line('disabilityMonthlyShortfall', r.disabilityMonthlyShortfall));
  if (r.criticalIllnessShortfall !== null)
    needs.push(line('criticalIllnessShortfall', r.criticalIllnessShortfall));
  const title = `${n.title} — ${analysis.kind === 'full' ? n.full : n.lite}`;
  return {
    lang,
    meta: {
      company: people.company,
      title,
      preparedOn: fmt.date(preparedOn),
      agent: people.agentName,
      agentCode: people.agentCode,
      client: analysis.clientName,
      product: analysis.kind === 'full' ? n.full : n.lite,
    },
    labels: { ...l, results: n.results.title, projection: n.projection.title },
    needs,
    projection: {
      headers: [
        n.projection.year,
        n.projection.start,
        n.projection.withdrawal,
        n.projection.growth,
        n.projection.end,
      ],
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
