// The in-force policy-progress report as a document model: the loaded policy (in-force
// repository), its values at each past anniversary, and a projection by the illustration
// engine, in the report language. The template is chosen by the domain's table.

import { illustrate } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import { premiumModeFromCode } from '@portal/actuarial/modes';
import { isProductId } from '@portal/actuarial/products/catalogue';
import { inforceEn, inforceFr } from '@portal/contracts/i18n/areas/inforce';
import type { InforcePolicy, PolicyType } from '@portal/domain/inforce/types';
import { fundLabel } from '@portal/domain/labels/funds';
import { coverageLabel, productLabel } from '@portal/domain/labels/products';
import { COVERAGE_STATUSES } from '@portal/domain/labels/statuses';
import { labelIn } from '@portal/domain/labels/table';
import {
  choosePolicyTemplate,
  type PolicyTemplate,
  policyFamilyOf,
} from '@portal/domain/reports/templates';
import type { PolicyHistoryYear } from '../repositories/inforce';
import { type ReportMeta, sampledYears, type TableModel } from './illustration-model';
import { catalogueOf, ReportFormat, type ReportLang } from './labels';

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

/** The engine's input for the policy's base coverage, when the engine has its product. */
export function engineInputOf(policy: InforcePolicy): IllustrationInput | null {
  const base = policy.coverages.find((c) => c.coverageType === 'BASE') ?? policy.coverages[0];
  const insured = base?.insured ?? base?.insureds[0] ?? null;
  if (!base || !insured || !isProductId(policy.prodID)) return null;
  if (insured.gender !== 'M' && insured.gender !== 'F') return null;
  if (insured.smokeClass === null || insured.smokeClass === 'C') return null;
  const input: IllustrationInput = {
    productId: policy.prodID,
    faceAmount: base.faceAmount,
    premiumMode: premiumModeFromCode(policy.premiumMode),
    issueDate: policy.issueDate,
    insureds: [
      {
        sex: insured.gender,
        smokeClass: insured.smokeClass,
        ...(insured.rateClass ? { rateClass: insured.rateClass } : {}),
        issueAge: base.issueAge ?? 0,
      },
    ],
    ...(policy.policyType === 'UniversalLife'
      ? { ul: { annualDeposit: policy.totalAnnualizedPremium } }
      : {}),
    ...(policy.policyType === 'WholeLife' || policy.policyType === 'Enhanced'
      ? { wholeLife: { dividendOption: policy.dividendPayoutType ?? 'PUA' } }
      : {}),
  };
  return validateIllustrationInput(input).ok ? input : null;
}

const wholeYearsBetween = (from: string, to: string) => {
  const a = new Date(`${from.slice(0, 10)}T12:00:00Z`);
  const b = new Date(`${to.slice(0, 10)}T12:00:00Z`);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (
    b.getUTCMonth() < a.getUTCMonth() ||
    (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())
  )
    years -= 1;
  return Math.max(0, years);
};

const inforceCatalogue = (lang: ReportLang) => (lang === 'fr' ? inforceFr : inforceEn);

export function buildProgressDocument(args: {
  policy: InforcePolicy;
  statusText: string;
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

  // Codes in the report's language (decision 0031): the data carry the admin system's English.
  const productName = productLabel(policy.prodID, lang, policy.prodName);
  const details: [string, string][] = [
    [l.policyNumber, policy.policyNumber],
    [l.product, `${productName} (${policy.planCode})`],
    [l.status, args.statusText],
    [l.issueDate, day(policy.issueDate)],
    [l.paidToDate, day(policy.paidToDate)],
    [l.mode, l.modes[premiumModeFromCode(policy.premiumMode)]],
    [l.modalPremium, dollars(policy.totalModalPremium)],
    [l.annualPremium, dollars(policy.totalAnnualizedPremium)],
    [l.owner, owner],
    [l.insured, insured],
  ];
  if (policy.dividendPayoutType)
    details.push([l.dividendOption, l.dividendOptions[policy.dividendPayoutType]]);

  const coverages: TableModel = {
    headers: [l.coverageName, l.planCode, l.faceAmount, l.annualPremium, l.status],
    align: ['l', 'l', 'r', 'r', 'l'],
    rows: policy.coverages.map((c) => [
      coverageLabel(c, lang) || inforceCatalogue(lang).tree.errorTesting,
      c.planCode,
      dollars(c.faceAmount),
      dollars(c.premAnnual),
      c.coverageStatus === '' ? l.notAvailable : labelIn(COVERAGE_STATUSES, c.coverageStatus, lang),
    ]),
  };

  const values: [string, string][] = [
    [l.policyValue, dollars(policy.policyValue)],
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
    rows: args.history.map((h) => [
      String(h.policyYear),
      fmt.date(h.anniversaryDate),
      dollars(h.premiumsPaid),
      dollars(h.cashValue),
      dollars(h.deathBenefit),
      dollars(h.loanBalance),
      dollars(h.dividend),
    ]),
  };

  let projection: ProgressDocument['projection'] = null;
  const input = engineInputOf(policy);
  if (input) {
    const ledger = illustrate(input).ledgers.illustrated;
    const now = wholeYearsBetween(policy.issueDate, policy.currentDate);
    const years = sampledYears(ledger).filter((t) => t >= now);
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
          fmt.cents(ledger.premium[t] ?? 0),
          fmt.cents(ledger.cumulativePremium[t] ?? 0),
          fmt.cents(ledger.cashSurrenderValue[t] ?? 0),
          fmt.cents(ledger.deathBenefit[t] ?? 0),
        ]),
      },
      notes: [l.projectionNote, l.amountsIn],
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
