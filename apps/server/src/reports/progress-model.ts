// The in-force policy-progress report as a document model: the loaded policy (in-force
// repository), its values at each past anniversary, and a projection by the illustration
// engine, in the report language. The template is chosen by the domain's table.

import { illustrateResolved } from '@portal/actuarial/illustrate';
import { resolveInput } from '@portal/actuarial/input';
import { premiumModeFromCode } from '@portal/actuarial/modes';
import { inforceEn, inforceFr } from '@portal/contracts/i18n/areas/inforce';
import {
  coverageAnnualPremium,
  coverageStatusShown,
  type PremiumState,
  policyPremiums,
  premiumStateOf,
} from '@portal/domain/inforce/status';
import type { InforcePolicy, PolicyStatus } from '@portal/domain/inforce/types';
import { fundLabel } from '@portal/domain/labels/funds';
import { coverageLabel, productLabel } from '@portal/domain/labels/products';
import { COVERAGE_STATUSES } from '@portal/domain/labels/statuses';
import { labelIn } from '@portal/domain/labels/table';
import {
  choosePolicyTemplate,
  type PolicyTemplate,
  policyFamilyOf,
} from '@portal/domain/reports/templates';
import { engineInputOf, pastAnniversaries } from '../inforce/engine-input';
import type { PolicyHistoryYear } from '../repositories/inforce';
import { type ReportMeta, sampledYears, type TableModel } from './illustration-model';
import { catalogueOf, interpolate, ReportFormat, type ReportLang } from './labels';

export type ProgressSection =
  | 'details'
  | 'coverages'
  | 'values'
  | 'loan'
  | 'funds'
  | 'history'
  | 'projection';

/** The sections each policy template prints, in order (templates are data). */
export const TEMPLATE_SECTIONS: Readonly<Record<PolicyTemplate, readonly ProgressSection[]>> = {
  'policy-ul-solve': ['details', 'coverages', 'values', 'funds', 'history', 'projection'],
  'policy-ul-loan': ['details', 'coverages', 'values', 'loan', 'funds', 'history', 'projection'],
  'policy-ul': ['details', 'coverages', 'values', 'funds', 'history', 'projection'],
  'policy-par-offset': ['details', 'coverages', 'values', 'history', 'projection'],
  'policy-par-loan': ['details', 'coverages', 'values', 'loan', 'history', 'projection'],
  'policy-par-pua': ['details', 'coverages', 'values', 'history', 'projection'],
  'policy-par': ['details', 'coverages', 'values', 'history', 'projection'],
  'policy-level': ['details', 'coverages', 'values', 'history', 'projection'],
  'policy-annuity': ['details', 'coverages', 'values', 'history'],
  'policy-basic': ['details', 'coverages', 'values', 'history'],
};

export function policyTemplateOf(policy: InforcePolicy): PolicyTemplate {
  const family = policyFamilyOf(policy);
  const dividend = policy.dividendPayoutType ?? undefined;
  return choosePolicyTemplate({
    family: family === 'PAR' && (dividend === undefined || dividend === 'NONE') ? 'LEVEL' : family,
    dividendOption: dividend,
    premiumOffset: policy.billingTypeCode === 'D',
    solve: false,
    loan: policy.isLoanOnPolicy,
  });
}

export interface ProgressDocument {
  lang: ReportLang;
  meta: ReportMeta;
  labels: ReturnType<typeof catalogueOf>['pdf'];
  template: PolicyTemplate;
  sections: ProgressSection[];
  details: [string, string][];
  coverages: TableModel;
  values: [string, string][];
  loan: [string, string][];
  funds: TableModel;
  history: TableModel;
  projection: { table: TableModel; notes: string[] } | null;
  charts: Record<string, string>;
}

const inforceCatalogue = (lang: ReportLang) => (lang === 'fr' ? inforceFr : inforceEn);

/** The admin system's status description in the report language, or its code without one. */
export function policyStatusText(
  policy: Pick<InforcePolicy, 'policyStatusCode'>,
  status: PolicyStatus | null,
  lang: ReportLang,
): string {
  if (!status) return policy.policyStatusCode;
  return lang === 'fr' ? status.policyStatusDescriptionFr : status.policyStatusDescription;
}

/** The premium state's words in the report language (the in-force catalogue's). */
export function premiumStateText(state: PremiumState, lang: ReportLang): string {
  const values = inforceCatalogue(lang).values;
  switch (state.kind) {
    case 'paying':
      return values.premiumPaying;
    case 'waived':
      return values.premiumWaived;
    case 'paidUp':
      return values.paidUp;
    case 'notPayable':
      return values.notPayable[state.reason];
  }
}

export function buildProgressDocument(args: {
  policy: InforcePolicy;
  /** The policy's entry in the status lookup (its words and whether it is a death). */
  status: PolicyStatus | null;
  history: PolicyHistoryYear[];
  lang: ReportLang;
  company: string;
  agentName: string;
  agentCode: string;
  preparedOn: Date;
}): ProgressDocument {
  const { policy, lang } = args;
  const fmt = new ReportFormat(lang);
  const l = catalogueOf(lang).pdf;
  const dollars = (v: number | null | undefined) =>
    v === null || v === undefined ? l.notAvailable : fmt.money(Math.round(v * 100));
  const day = (v: string | null) => (v ? fmt.date(v) : l.notAvailable);
  const person = (p: { firstName: string; lastName: string; companyName?: string } | undefined) =>
    p ? p.companyName || `${p.firstName} ${p.lastName}`.trim() : '';
  const template = policyTemplateOf(policy);
  const owner = person(policy.owners[0]);
  const insured = person(policy.insureds[0]);
  // The statuses say one thing (issue 15 §3): the domain's derivation, as on screen.
  const state = premiumStateOf(policy, args.status, policy.currentDate);
  const premiums = policyPremiums(policy, state);
  const statusText = policyStatusText(policy, args.status, lang);
  const orNotApplicable = (v: number | null) => (v === null ? l.notApplicable : dollars(v));
  const anniversaries = pastAnniversaries(args.history, policy.currentDate);

  // Codes in the report's language (decision 0031): the data carry the admin system's English.
  const productName = productLabel(policy.prodID, lang, policy.prodName);
  const details: [string, string][] = [
    [l.policyNumber, policy.policyNumber],
    [l.product, `${productName} (${policy.planCode})`],
    [l.status, statusText],
    [inforceCatalogue(lang).labels.premiumStatus, premiumStateText(state, lang)],
    [l.issueDate, day(policy.issueDate)],
    [l.paidToDate, day(policy.paidToDate)],
    [l.mode, l.modes[premiumModeFromCode(policy.premiumMode)]],
    [l.modalPremium, orNotApplicable(premiums.modal)],
    [l.annualPremium, orNotApplicable(premiums.annual)],
    [l.owner, owner],
    [l.insured, insured],
  ];
  if (policy.dividendPayoutType)
    details.push([l.dividendOption, l.dividendOptions[policy.dividendPayoutType]]);

  const coverages: TableModel = {
    headers: [l.coverageName, l.planCode, l.faceAmount, l.annualPremium, l.status],
    align: ['l', 'l', 'r', 'r', 'l'],
    rows: policy.coverages.map((c) => {
      const shown = coverageStatusShown(c, state);
      return [
        coverageLabel(c, lang) || inforceCatalogue(lang).tree.errorTesting,
        c.planCode,
        dollars(c.faceAmount),
        orNotApplicable(coverageAnnualPremium(c, state)),
        shown.kind === 'policy'
          ? statusText
          : c.coverageStatus === ''
            ? l.notAvailable
            : labelIn(COVERAGE_STATUSES, c.coverageStatus, lang),
      ];
    }),
  };

  // Today's values: a policy value only where the policy has one (an account, a fund).
  const values: [string, string][] = [
    ...(policy.policyValue !== null
      ? ([[l.policyValue, dollars(policy.policyValue)]] as [string, string][])
      : []),
    [l.columns.cashSurrenderValue, dollars(policy.cashSurrenderValue)],
  ];
  if (policy.surrenderCharge !== null)
    values.push([l.columns.surrenderCharge, dollars(policy.surrenderCharge)]);
  if (policy.puaFaceAmount !== null)
    values.push([l.columns.puaFace, dollars(policy.puaFaceAmount)]);
  if (policy.dividendThisYear !== null)
    values.push([l.columns.dividend, dollars(policy.dividendThisYear)]);

  const loan: [string, string][] = [
    [l.loanBalance, dollars(policy.loanBalance)],
    [l.loanInterestRate, fmt.percent(policy.availableLoanInterestRate / 100)],
  ];

  const funds: TableModel = {
    headers: [l.fundName, l.columns.averageInterest, l.policyValue],
    align: ['l', 'r', 'r'],
    rows: policy.funds.map((f) => [
      fundLabel(f, lang),
      fmt.percentNumber(f.interestRate),
      dollars(f.fundValue),
    ]),
  };

  const history: TableModel = {
    headers: [
      l.year,
      l.date,
      l.columns.cumulativePremium,
      l.columns.cashSurrenderValue,
      l.columns.deathBenefit,
      l.columns.loan,
      l.columns.dividend,
    ],
    align: ['r', 'l', 'r', 'r', 'r', 'r', 'r'],
    rows: anniversaries.map((h) => [
      String(h.policyYear),
      fmt.date(h.anniversaryDate),
      dollars(h.premiumsPaid),
      dollars(h.cashValue),
      dollars(h.deathBenefit),
      dollars(h.loanBalance),
      dollars(h.dividend),
    ]),
  };

  // The projection goes on from today (issue 15 §3): the engine starts the policy year now
  // running from today's values, so its first year follows the last anniversary above and no
  // year is shown twice with two values.
  let projection: ProgressDocument['projection'] = null;
  // A policy that has ended (a death claim, lapsed, surrendered) has nothing to project.
  const ended = state.kind === 'notPayable' && state.reason !== 'noPremium';
  const input = ended ? null : engineInputOf(policy, anniversaries, 'today', state);
  if (input?.inforce) {
    const ledger = illustrateResolved(resolveInput(input)).ledgers.illustrated;
    const years = sampledYears(ledger).filter((t) => t >= ledger.startYear);
    const start = input.inforce;
    projection = {
      table: {
        headers: [
          l.year,
          l.columns.age,
          l.columns.premium,
          l.columns.cumulativePremium,
          l.columns.cashSurrenderValue,
          l.columns.deathBenefit,
        ],
        align: ['r', 'r', 'r', 'r', 'r', 'r'],
        rows: years.map((t) => [
          String(t + 1),
          String(ledger.age[t]),
          fmt.money(ledger.premium[t] ?? 0),
          fmt.money(ledger.cumulativePremium[t] ?? 0),
          fmt.money(ledger.cashSurrenderValue[t] ?? 0),
          fmt.money(ledger.deathBenefit[t] ?? 0),
        ]),
      },
      notes: [
        interpolate(l.projectionNote, {
          date: fmt.date(policy.currentDate),
          premiumsPaid: dollars(start.premiumsPaid),
          year: String(start.yearsCompleted + 1),
        }),
        l.amountsIn,
      ],
    };
  }

  return {
    lang,
    meta: {
      company: args.company,
      title: l.progressTitle,
      preparedOn: fmt.date(args.preparedOn),
      agent: args.agentName,
      agentCode: args.agentCode,
      client: owner,
      product: productName,
    },
    labels: l,
    template,
    sections: TEMPLATE_SECTIONS[template].filter((s) => s !== 'projection' || projection !== null),
    details,
    coverages,
    values,
    loan,
    funds,
    history,
    projection,
    charts: {},
  };
}
