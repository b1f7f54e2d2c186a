// The new-business illustration as a document model: every number comes from the engine
// (@portal/actuarial illustrate / premiumSummary), formatted in the report language; the
// Typst templates only lay it out. Nothing here recomputes a value the engine gives.

import { defaultRetirementAge } from '@portal/actuarial/ages';
import {
  charitableGiving,
  incomePayout,
  insuranceAsInvestment,
  internalRateOfReturn,
} from '@portal/actuarial/concepts';
import type { Illustration } from '@portal/actuarial/illustrate';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput, ResolvedInput } from '@portal/actuarial/input';
import { resolveInput } from '@portal/actuarial/input';
import type { BasisName, Ledger, LedgerColumn } from '@portal/actuarial/ledger';
import { premiumModes } from '@portal/actuarial/modes';
import { premiumSummary } from '@portal/actuarial/premium';
import { problemText } from '@portal/actuarial/problems';
import { productById, riders as riderCatalogue } from '@portal/actuarial/products/catalogue';
import type { ProductDefinition, ProductId } from '@portal/actuarial/products/types';
import type { NeedsAnalysis } from '@portal/contracts/needs';
import type { ReportFormData } from '@portal/contracts/reports';
import { chunkText, cutComboDescription as cut } from '@portal/domain/reports/defaults';
import type { IllustrationPage } from '@portal/domain/reports/pages';
import { compareWithCase, onIllustrationDate } from '../illustration/new-business';
import { type ChartSpec, valuesChart } from './charts';
import { catalogueOf, counted, interpolate, ReportFormat, type ReportLang } from './labels';
import { type NeedsSection, needsProjectionChart, needsSection } from './needs-model';
import {
  type SharedOwnershipSection,
  sharedOwnershipChart,
  sharedOwnershipSection,
  sharedOwnershipValues,
} from './shared-ownership-model';
import { requirementsFor } from './underwriting';

export interface TableModel {
  headers: string[];
  /** 'l' left, 'r' right, per column. */
  align: string[];
  rows: string[][];
  /** Row indexes to emphasise (key years). */
  emphasis?: number[];
}

export interface LedgerModel {
  basis: BasisName;
  title: string;
  guaranteed: boolean;
  badge: string;
  table: TableModel;
  notes: string[];
}

export interface ReportMeta {
  company: string;
  title: string;
  preparedOn: string;
  agent: string;
  agentCode: string;
  client: string;
  product: string;
}

/**
 * One printed page: its family and, for a family whose long table is cut into pages, the rows
 * [from, to) it carries; `first`/`last` say whether it opens or closes its family.
 */
export interface Sheet {
  family: IllustrationPage;
  from: number | null;
  to: number | null;
  first: boolean;
  last: boolean;
  /** A landscape page (the ledgers', and the Shared Ownership table's). */
  flipped: boolean;
  /**
   * A family printed in parts: the Shared Ownership section's portrait opening (notice, facts,
   * chart) and closing (end figures, beneficiaries) around its landscape table sheets.
   */
  part?: 'intro' | 'table' | 'close';
}

export interface PagePlan {
  sheets: Sheet[];
  total: number;
}

export interface IllustrationDocument {
  lang: ReportLang;
  meta: ReportMeta;
  labels: ReturnType<typeof catalogueOf>['pdf'];
  pages: IllustrationPage[];
  cover: { owner: string; insureds: string[]; notes: string[]; facts: [string, string][] };
  coverage: {
    insureds: TableModel;
    coverages: TableModel;
    facts: [string, string][];
    byMode: TableModel;
  };
  summary: { table: TableModel; chart: string };
  ledgers: LedgerModel[];
  assumptions: string[];
  tax: { facts: [string, string][]; table: TableModel };
  underwriting: { insureds: TableModel; requirements: string[] };
  compliance: string[];
  concepts: ReturnType<typeof conceptModels>;
  sharedOwnership: SharedOwnershipSection | null;
  /** The client's needs analysis (issue 22), when the report carries one. */
  needs: NeedsSection | null;
  /** Filled by the renderer: chart id → SVG. */
  charts: Record<string, string>;
  /** Every page, planned here so the template never asks Typst for a page count. */
  plan: PagePlan;
}

export interface ReportPeople {
  company: string;
  agentName: string;
  agentCode: string;
}

export interface BuiltIllustration {
  document: IllustrationDocument;
  charts: ChartSpec[];
  illustration: Illustration;
}

/** Ledger columns by product family and basis, in print order. */
function ledgerColumnsFor(product: ProductDefinition, basis: BasisName): LedgerColumn[] {
  switch (product.family) {
    case 'term':
    case 'term100':
      return ['premium', 'cumulativePremium', 'deathBenefit'];
    case 'wholeLife':
      return basis === 'guaranteed'
        ? ['premium', 'cumulativePremium', 'cashSurrenderValue', 'deathBenefit']
        : [
            'premium',
            'cumulativePremium',
            'dividend',
            'puaFace',
            'cashSurrenderValue',
            'deathBenefit',
          ];
    case 'ul':
      return [
        'premium',
        'averageInterest',
        'accountValue',
        'surrenderCharge',
        'cashSurrenderValue',
        'deathBenefit',
      ];
  }
}

/** A ledger cell as printed: money in dollars and cents, rates in percent. */
export function ledgerCell(
  ledger: Ledger,
  column: LedgerColumn,
  t: number,
  fmt: ReportFormat,
): string {
  const value = ledger[column][t] ?? 0;
  if (column === 'age') return String(value);
  if (column === 'averageInterest') return fmt.percentNumber(value);
  if (column === 'irrDeathBenefit' || column === 'irrCashValue') return rateCell(value, fmt);
  if (column === 'etiYears') return fmt.percentNumber(value);
  return fmt.cents(value);
}

function table(
  ledger: Ledger,
  columns: LedgerColumn[],
  years: number[],
  fmt: ReportFormat,
  headers: Record<string, string>,
  emphasis: number[] = [],
): TableModel {
  return {
    headers: [headers.year ?? '', headers.age ?? '', ...columns.map((c) => headers[c] ?? c)],
    align: ['r', 'r', ...columns.map(() => 'r')],
    rows: years.map((t) => [
      String(t + 1),
      String(ledger.age[t]),
      ...columns.map((c) => ledgerCell(ledger, c, t, fmt)),
    ]),
    emphasis: emphasis.filter((t) => years.includes(t)).map((t) => years.indexOf(t)),
  };
}

const range = (n: number) => Array.from({ length: n }, (_, t) => t);

/**
 * A decimal rate in percent (the header says %), or n/a where the engine says a rate means
 * nothing (null, or NaN in a ledger column): README §IRR.
 */
export function rateCell(value: number | null | undefined, fmt: ReportFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value))
    return catalogueOf(fmt.lang).pdf.notMeaningful;
  return fmt.percentNumber(value * 100);
}

/** Whether any row of a table shows n/a: its page then explains it. */
const showsNotMeaningful = (rows: string[][], lang: ReportLang) =>
  rows.some((row) => row.includes(catalogueOf(lang).pdf.notMeaningful));

/** Years 5, 10, 20 and the years ending at ages 65 and 70, when the ledger reaches them. */
export function keyYears(ledger: Ledger): number[] {
  const out = new Set<number>();
  for (const year of [5, 10, 20]) if (year <= ledger.years) out.add(year - 1);
  for (const age of [65, 70]) {
    for (let t = 0; t < ledger.years; t += 1) if (ledger.age[t] === age) out.add(t);
  }
  return [...out].sort((a, b) => a - b);
}

/** Years 1–20, then every fifth, and the last: the long tables of the tax and concept pages. */
export function sampledYears(ledger: Ledger): number[] {
  const out = new Set<number>();
  for (let t = 0; t < ledger.years; t += 1) if (t < 20 || (t + 1) % 5 === 0) out.add(t);
  if (ledger.years > 0) out.add(ledger.years - 1);
  for (const t of keyYears(ledger)) out.add(t);
  return [...out].sort((a, b) => a - b);
}

function hasNonGuaranteed(product: ProductDefinition): boolean {
  return product.family === 'wholeLife' || product.family === 'ul';
}

function coverageName(
  resolved: ResolvedInput,
  coverageId: string,
  fallback: string,
  lang: ReportLang,
) {
  if (coverageId === '1') return resolved.product.name[lang];
  const rider = resolved.riders[Number(coverageId) - 2];
  return rider ? riderCatalogue[rider.riderId].name[lang] : fallback;
}

/** Premium totals for every mode the product offers, each from the engine. */
function premiumsByMode(resolved: ResolvedInput, fmt: ReportFormat, lang: ReportLang): TableModel {
  const l = catalogueOf(lang).pdf;
  const modes = premiumModes.filter((m) => resolved.product.premiumModes.includes(m));
  return {
    headers: [l.mode, l.modalPremium],
    align: ['l', 'r'],
    rows: modes.map((mode) => [
      l.modes[mode],
      fmt.money(premiumSummary({ ...resolved, premiumMode: mode }).modalPremium),
    ]),
  };
}

function assumptions(resolved: ResolvedInput, fmt: ReportFormat, lang: ReportLang): string[] {
  const l = catalogueOf(lang).pdf;
  const p = resolved.product;
  if (p.family === 'term' || p.family === 'term100') return [l.assumptionTerm];
  if (p.family === 'wholeLife') {
    const scale = p.dividendScale;
    return [
      l.assumptionGuaranteed,
      interpolate(l.assumptionDividend, {
        rate: fmt.percent(scale.interestRate),
        mortality: fmt.percent(scale.mortalityFactor),
      }),
      interpolate(l.assumptionDividendAlternate, { rate: fmt.percent(scale.interestRate - 0.01) }),
    ];
  }
  const overrides = resolved.ul?.fundRates ?? {};
  const current = p.funds.map((f) => ({ f, rate: overrides[f.id] ?? f.illustratedRate }));
  const list = (rates: { f: (typeof p.funds)[number]; rate: number }[]) =>
    rates.map(({ f, rate }) => `${f.name[lang]} ${fmt.percent(rate / 100)}`).join('; ');
  return [
    l.assumptionGuaranteed,
    interpolate(l.assumptionInterest, { rates: list(current) }),
    interpolate(l.assumptionInterestAlternate, {
      rates: list(
        current.map(({ f, rate }) => ({ f, rate: Math.max(rate - 1, f.guaranteedRate) })),
      ),
    }),
  ];
}

function ledgerModels(ill: Illustration, fmt: ReportFormat, lang: ReportLang): LedgerModel[] {
  const l = catalogueOf(lang).pdf;
  const product = ill.input.product;
  const bases: BasisName[] = hasNonGuaranteed(product)
    ? ['guaranteed', 'illustrated', 'alternate']
    : ['guaranteed'];
  return bases.map((basis) => {
    const ledger = ill.ledgers[basis];
    const guaranteed = basis === 'guaranteed';
    const notes: string[] = [l.amountsIn];
    if (ledger.endReason === 'lapse' && ledger.lapseYear !== null)
      notes.push(interpolate(l.endsLapse, { year: ledger.lapseYear + 1 }));
    if (ledger.endReason === 'expiry')
      notes.push(interpolate(l.endsExpiry, { year: ledger.years }));
    const title = !hasNonGuaranteed(product)
      ? l.ledgerTerm
      : basis === 'guaranteed'
        ? l.ledgerGuaranteed
        : basis === 'illustrated'
          ? l.ledgerIllustrated
          : l.ledgerAlternate;
    return {
      basis,
      title,
      guaranteed,
      badge: guaranteed ? l.guaranteed : l.notGuaranteed,
      table: table(
        ledger,
        ledgerColumnsFor(product, basis),
        range(ledger.years),
        fmt,
        { ...l.columns },
        keyYears(ledger),
      ),
      notes,
    };
  });
}

function summaryTable(ill: Illustration, fmt: ReportFormat, lang: ReportLang): TableModel {
  const l = catalogueOf(lang).pdf;
  const g = ill.ledgers.guaranteed;
  const i = ill.ledgers.illustrated;
  const nonG = hasNonGuaranteed(ill.input.product);
  const label = (t: number) =>
    `${interpolate(l.atYear, { year: t + 1 })} · ${interpolate(l.atAge, { age: g.age[t] ?? 0 })}`;
  const headers = [
    l.year,
    l.columns.cumulativePremium,
    `${l.columns.cashSurrenderValue} (${l.guaranteed})`,
    `${l.columns.deathBenefit} (${l.guaranteed})`,
  ];
  if (nonG)
    headers.push(
      `${l.columns.cashSurrenderValue} (${l.notGuaranteed})`,
      `${l.columns.deathBenefit} (${l.notGuaranteed})`,
    );
  return {
    headers,
    align: headers.map((_, k) => (k === 0 ? 'l' : 'r')),
    rows: keyYears(g).map((t) => {
      const row = [
        label(t),
        fmt.cents(g.cumulativePremium[t] ?? 0),
        fmt.cents(g.cashSurrenderValue[t] ?? 0),
        fmt.cents(g.deathBenefit[t] ?? 0),
      ];
      if (nonG)
        row.push(
          t < i.years ? fmt.cents(i.cashSurrenderValue[t] ?? 0) : '—',
          t < i.years ? fmt.cents(i.deathBenefit[t] ?? 0) : '—',
        );
      return row;
    }),
  };
}

function conceptTable(
  ledger: Ledger,
  columns: LedgerColumn[],
  fmt: ReportFormat,
  lang: ReportLang,
): TableModel {
  const l = catalogueOf(lang).pdf;
  return table(ledger, columns, sampledYears(ledger), fmt, { ...l.columns }, keyYears(ledger));
}

/**
 * The compare page: the case's product and every other product ticked, side by side, as the
 * screen shows them (compareWithCase): the premiums each charges period by period, the age its
 * cover ends, and its values at years 10, 20 and 30 (a year past its cover says so).
 */
function compareTable(
  input: IllustrationInput,
  others: readonly ProductId[],
  fmt: ReportFormat,
  lang: ReportLang,
): TableModel {
  const l = catalogueOf(lang).pdf;
  const c = l.conceptColumns;
  const years = [10, 20, 30];
  const headers = [
    c.product,
    c.premiums,
    c.coverEnds,
    ...years.flatMap((year) => [
      `${l.columns.cashSurrenderValue} · ${interpolate(l.atYear, { year })}`,
      `${l.columns.deathBenefit} · ${interpolate(l.atYear, { year })}`,
    ]),
  ];
  const lines = compareWithCase(input, others, years);
  return {
    headers,
    align: headers.map((_, k) => (k < 3 ? 'l' : 'r')),
    rows: lines.map((line) => {
      const name = productById(line.productId).name[lang];
      if (!line.ok || !line.premiumSummary)
        return [
          name,
          interpolate(c.problems, {
            problems: line.problems.map((p) => problemText(p, lang)).join(' '),
          }),
          '',
          ...years.flatMap(() => ['', '']),
        ];
      const premiums =
        line.premiumSchedule.length === 0
          ? fmt.money(line.premiumSummary.annualPremium)
          : line.premiumSchedule
              .map((period) =>
                period.annualPremium === 0
                  ? interpolate(c.noPremium, { from: period.fromAge, to: period.toAge })
                  : interpolate(c.period, {
                      amount: fmt.money(period.annualPremium),
                      from: period.fromAge,
                      to: period.toAge,
                    }),
              )
              .join('\n');
      const ends =
        line.coverEndAge === null
          ? ''
          : line.coverEndReason === 'maturity'
            ? c.coverForLife
            : interpolate(line.coverEndReason === 'lapse' ? c.coverLapsesAt : c.coverEndsAt, {
                age: line.coverEndAge,
              });
      return [
        name,
        premiums,
        ends,
        ...line.values.flatMap((v) =>
          !v.inForce
            ? [c.coverEnded, '']
            : [fmt.cents(v.cashSurrenderValue), fmt.cents(v.deathBenefit)],
        ),
      ];
    }),
    emphasis: [0],
  };
}

function conceptModels(
  input: IllustrationInput,
  ill: Illustration,
  form: ReportFormData,
  pages: IllustrationPage[],
  fmt: ReportFormat,
  lang: ReportLang,
) {
  const l = catalogueOf(lang).pdf;
  const c = l.conceptColumns;
  const ledger = ill.ledgers.illustrated;
  const rates = form.conceptRates;
  const incomeStart = rates.income.startAge ?? defaultRetirementAge(ledger.issueAge);
  const years = sampledYears(ledger);
  const keep = new Set(years.map((t) => t + 1));
  const emphasis = keyYears(ledger);
  const pick = <T extends { year: number }>(rows: readonly T[]) =>
    rows.filter((r) => keep.has(r.year));
  const mark = (rows: { year: number }[]) =>
    rows.flatMap((r, k) => (emphasis.includes(r.year - 1) ? [k] : []));
  const empty: TableModel = { headers: [], align: [], rows: [] };

  let irr = empty;
  if (pages.includes('concept-irr')) {
    const rows = internalRateOfReturn(
      ledger,
      years.map((t) => t + 1),
    );
    irr = {
      headers: [
        l.columns.year,
        l.columns.age,
        l.columns.cumulativePremium,
        l.columns.deathBenefit,
        l.columns.irrDeathBenefit,
        l.columns.cashSurrenderValue,
        l.columns.irrCashValue,
      ],
      align: ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows: rows.map((r) => [
        String(r.year),
        String(r.age),
        fmt.cents(ledger.cumulativePremium[r.year - 1] ?? 0),
        fmt.cents(ledger.deathBenefit[r.year - 1] ?? 0),
        rateCell(r.irrDeathBenefit, fmt),
        fmt.cents(ledger.cashSurrenderValue[r.year - 1] ?? 0),
        rateCell(r.irrCashValue, fmt),
      ]),
      emphasis: mark(rows),
    };
  }

  let charitable = empty;
  if (pages.includes('concept-charitable-giving')) {
    const rows = pick(charitableGiving(ledger, rates.charitable));
    charitable = {
      headers: [
        l.columns.year,
        l.columns.age,
        l.columns.premium,
        c.taxCredit,
        c.cumulativeNetCost,
        c.giftAtDeath,
        c.cashGiftAccumulated,
        c.leverage,
      ],
      align: ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows: rows.map((r) => [
        String(r.year),
        String(r.age),
        fmt.cents(r.premium),
        fmt.cents(r.taxCredit),
        fmt.cents(r.cumulativeNetCost),
        fmt.cents(r.giftAtDeath),
        fmt.cents(r.cashGiftAccumulated),
        fmt.percentNumber(r.leverage),
      ]),
      emphasis: mark(rows),
    };
  }

  let investment = empty;
  if (pages.includes('concept-insurance-investment')) {
    const rows = pick(insuranceAsInvestment(ledger, rates.investment));
    investment = {
      headers: [
        l.columns.year,
        l.columns.age,
        l.columns.cumulativePremium,
        l.columns.deathBenefit,
        c.taxableInvestment,
        l.columns.irrDeathBenefit,
        c.equivalentPreTaxReturn,
      ],
      align: ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows: rows.map((r) => [
        String(r.year),
        String(r.age),
        fmt.cents(r.cumulativePremium),
        fmt.cents(r.deathBenefit),
        fmt.cents(r.taxableInvestment),
        rateCell(r.irrDeathBenefit, fmt),
        rateCell(r.equivalentPreTaxReturn, fmt),
      ]),
      emphasis: mark(rows),
    };
  }

  let income = { facts: [] as [string, string][], table: empty };
  if (pages.includes('concept-income')) {
    const outcome = incomePayout(ledger, { ...rates.income, startAge: incomeStart });
    // A payout the engine cannot work out says why, in the report's language, instead of a figure.
    const result = outcome.ok
      ? outcome
      : { annualIncome: 0, preTaxEquivalent: 0, nonRegisteredIncome: 0, rows: [] };
    const rows = pick(result.rows);
    income = {
      facts: outcome.ok
        ? [
            [l.annualIncome, fmt.money(result.annualIncome)],
            [l.preTaxEquivalent, fmt.money(result.preTaxEquivalent)],
            [l.nonRegisteredIncome, fmt.money(result.nonRegisteredIncome)],
          ]
        : [[l.annualIncome, problemText(outcome.problem, lang)]],
      table: {
        headers: [
          l.columns.year,
          l.columns.age,
          c.loan,
          c.loanBalance,
          l.columns.cashSurrenderValue,
          l.columns.deathBenefit,
          c.netDeathBenefit,
        ],
        align: ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
        rows: rows.map((r) => [
          String(r.year),
          String(r.age),
          fmt.cents(r.loan),
          fmt.cents(r.loanBalance),
          fmt.cents(r.cashSurrenderValue),
          fmt.cents(r.deathBenefit),
          fmt.cents(r.netDeathBenefit),
        ]),
        emphasis: mark(rows),
      },
    };
  }

  // The n/a of a rate that means nothing is explained on the page that shows one.
  const explain = (t: TableModel) =>
    showsNotMeaningful(t.rows, lang) ? [l.notMeaningfulNote] : ([] as string[]);
  return {
    irrNotes: explain(irr),
    investmentNotes: explain(investment),
    compare: pages.includes('concept-product-compare')
      ? compareTable(input, form.compareProductIds, fmt, lang)
      : empty,
    irr,
    charitable,
    investment,
    income,
    rates: {
      charitable: interpolate(l.conceptRates, {
        intRate: fmt.percent(rates.charitable.intRate),
        taxRate: fmt.percent(rates.charitable.taxRate),
      }),
      investment: interpolate(l.conceptRates, {
        intRate: fmt.percent(rates.investment.intRate),
        taxRate: fmt.percent(rates.investment.taxRate),
      }),
      income: interpolate(counted(lang, rates.income.payoutYears, l.conceptIncomeRates), {
        loanRate: fmt.percent(rates.income.loanRate),
        intRate: fmt.percent(rates.income.intRate),
        taxRate: fmt.percent(rates.income.taxRate),
        startAge: incomeStart,
        payoutYears: rates.income.payoutYears,
      }),
    },
  };
}

// ------------------------------------------------------------ page plan
//
// The template prints "page x of y" from this plan rather than from Typst's page counter (the
// counter's final value costs a second layout pass). The figures below mirror the templates
// (lib/common.typ, pages/*.typ): a long table is printed as column strips whose rows are
// exactly STRIP_PITCH apart, so how many rows fit a page is arithmetic. The overheads are
// deliberately generous; if a page still overflows (say, notes longer than estimated), the
// worker sees more pages than planned and compiles again with the counter (render-worker.mjs).

/** Row pitch of a strip table, pt: `strip-pitch` in lib/common.typ. */
export const STRIP_PITCH = 12;
/** Letter less the page margins (0.95 in top, 1 in bottom), pt. */
const BODY_HEIGHT = { portrait: 792 - 68.4 - 72, landscape: 612 - 68.4 - 72 };
/** Body width (0.75 in margins), pt, and roughly how many 8 pt characters a line holds. */
const BODY_WIDTH = { portrait: 612 - 108, landscape: 792 - 108 };
const charsPerLine = (width: number) => Math.floor(width / 4.2);

/** Height of notes at 8 pt: lines of 10 pt plus paragraph spacing. */
function notesHeight(texts: readonly string[], width: number): number {
  return texts.reduce((h, t) => h + Math.ceil(t.length / charsPerLine(width)) * 10 + 10, 0);
}

/** Height of a facts table (lib/common.typ facts), pt. */
const factsHeight = (rows: number) => rows * 18 + 4;

/** Level-1 heading with its space below; level-2 heading with its space around. */
const H1 = 34;
const H2 = 34;
/** Header row of a strip table: up to three lines of 8 pt. */
const STRIP_HEADER = 40;

interface TableLayout {
  rows: number;
  orientation: 'portrait' | 'landscape';
  /** Space taken above the table on the family's first page, and on the pages after. */
  firstTop: number;
  nextTop: number;
  /** Space taken below the table on the family's last page. */
  lastBottom: number;
}

/** Cuts a table into pages: full pages, and the rest split so the last page keeps its notes. */
export function cutRows(layout: TableLayout): [number, number][] {
  const body = BODY_HEIGHT[layout.orientation];
  const fit = (space: number) => Math.max(1, Math.floor(space / STRIP_PITCH));
  const chunks: [number, number][] = [];
  let from = 0;
  while (true) {
    const top = chunks.length === 0 ? layout.firstTop : layout.nextTop;
    const rest = layout.rows - from;
    const whole = fit(body - top - STRIP_HEADER);
    const closing = fit(body - top - STRIP_HEADER - layout.lastBottom);
    if (rest <= closing) {
      chunks.push([from, layout.rows]);
      return chunks;
    }
    // Too many for the last page: a full page, or, when one page would hold them all but
    // not the notes too, two halves.
    const take = rest <= whole ? Math.ceil(rest / 2) : whole;
    chunks.push([from, from + take]);
    from += take;
  }
}

function tableLayout(doc: IllustrationDocument, family: IllustrationPage): TableLayout | null {
  const l = doc.labels;
  const portrait = BODY_WIDTH.portrait;
  const concept = (rows: number, note: string, after: string[]): TableLayout => ({
    rows,
    orientation: 'portrait',
    firstTop: H1 + notesHeight([note], portrait),
    nextTop: H1,
    lastBottom: notesHeight(after, portrait),
  });
  if (family.startsWith('ledger-')) {
    const led = doc.ledgers.find((x) => `ledger-${x.basis}` === family);
    if (!led) return null;
    const width = BODY_WIDTH.landscape;
    const withAssumptions = led.basis !== 'guaranteed' || doc.ledgers.length === 1;
    return {
      rows: led.table.rows.length,
      orientation: 'landscape',
      firstTop: H1,
      nextTop: H1,
      lastBottom:
        notesHeight(led.notes, width) +
        (withAssumptions ? H2 + notesHeight(doc.assumptions, width) : 0),
    };
  }
  switch (family) {
    case 'tax':
      return {
        rows: doc.tax.table.rows.length,
        orientation: 'portrait',
        firstTop: H1 + factsHeight(doc.tax.facts.length) + 4,
        nextTop: H1,
        lastBottom: notesHeight([l.taxNote, l.amountsIn], portrait),
      };
    case 'concept-irr':
      return concept(doc.concepts.irr.rows.length, l.conceptIrrNote, doc.concepts.irrNotes);
    case 'concept-charitable-giving':
      return concept(doc.concepts.charitable.rows.length, l.conceptCharitableNote, [
        doc.concepts.rates.charitable,
      ]);
    case 'concept-insurance-investment':
      return concept(doc.concepts.investment.rows.length, l.conceptInvestmentNote, [
        doc.concepts.rates.investment,
        ...doc.concepts.investmentNotes,
      ]);
    case 'concept-income': {
      const c = concept(doc.concepts.income.table.rows.length, l.conceptIncomeNote, [
        doc.concepts.rates.income,
      ]);
      return { ...c, firstTop: c.firstTop + factsHeight(doc.concepts.income.facts.length) + 4 };
    }
    case 'needs': {
      const needs = doc.needs;
      if (!needs || needs.projection.rows.length === 0) return null;
      return {
        rows: needs.projection.rows.length,
        orientation: 'portrait',
        // Results heading and facts, the projection heading and the 170 pt chart.
        firstTop: H1 + H2 + factsHeight(needs.facts.length) + H2 + 180,
        nextTop: H1,
        lastBottom: 0,
      };
    }
    case 'shared-ownership': {
      // Ten columns of amounts up to the limits' largest (tens of trillions with cents) need
      // the landscape width at 8 pt; the notice, facts and chart, and the end figures and
      // beneficiaries, have portrait sheets of their own around it (planPages).
      const so = doc.sharedOwnership;
      if (!so) return null;
      return {
        rows: so.table.rows.length,
        orientation: 'landscape',
        firstTop: H1,
        nextTop: H1,
        lastBottom: 0,
      };
    }
    default:
      return null;
  }
}

/** Every page of the document, in order: one per family, a long table's family one per cut. */
export function planPages(doc: IllustrationDocument): PagePlan {
  const sheets: Sheet[] = [];
  for (const family of doc.pages) {
    const layout = tableLayout(doc, family);
    if (!layout) {
      sheets.push({ family, from: null, to: null, first: true, last: true, flipped: false });
      continue;
    }
    const flipped = layout.orientation === 'landscape';
    const cuts = cutRows(layout);
    if (family === 'shared-ownership') {
      // Portrait opening and closing around the landscape table (tableLayout).
      const part = (which: 'intro' | 'close') => ({
        family,
        from: null,
        to: null,
        first: which === 'intro',
        last: which === 'close',
        flipped: false,
        part: which,
      });
      sheets.push(part('intro'));
      for (const [from, to] of cuts)
        sheets.push({ family, from, to, first: false, last: false, flipped, part: 'table' });
      sheets.push(part('close'));
      continue;
    }
    for (const [k, [from, to]] of cuts.entries())
      sheets.push({ family, from, to, first: k === 0, last: k === cuts.length - 1, flipped });
  }
  return { sheets, total: sheets.length };
}

/**
 * The whole document for an illustration report. `pages` is already chosen (domain
 * pagesToPrint); `preparedOn` is the server's date.
 */
export function buildIllustrationDocument(args: {
  input: IllustrationInput;
  form: ReportFormData;
  pages: IllustrationPage[];
  lang: ReportLang;
  people: ReportPeople;
  preparedOn: Date;
  /** The agent's needs analysis the report prints (loaded owner-only by the caller). */
  needs?: NeedsAnalysis | null;
}): BuiltIllustration {
  const { form, pages, lang, people } = args;
  // A new-business case is issued on the day it is illustrated (its tax status depends on it).
  const input = onIllustrationDate(args.input, args.preparedOn);
  const fmt = new ReportFormat(lang);
  const cat = catalogueOf(lang);
  const l = cat.pdf;
  const ill = illustrateResolved(resolveInput(input));
  const resolved = ill.input;
  const product = resolved.product;
  const names = [form.insuredName, form.secondInsuredName].filter((n) => n !== '');
  const ps = ill.premiumSummary;
  const illustrated = ill.ledgers.illustrated;

  const productFacts: [string, string][] = [
    [l.product, cut(`${product.name[lang]} (${product.planCode})`)],
    [l.faceAmount, fmt.dollars(resolved.faceAmount)],
    [l.mode, cut(l.modes[resolved.premiumMode])],
    [l.modalPremium, fmt.money(ps.modalPremium)],
    [l.annualPremium, fmt.money(ps.annualPremium)],
  ];
  if (resolved.insureds.length > 1)
    productFacts.push([l.lifeBasis, cut(l.lifeBases[resolved.lifeBasis])]);
  if (resolved.wholeLife)
    productFacts.push([
      l.dividendOption,
      cut(l.dividendOptions[resolved.wholeLife.dividendOption]),
    ]);
  if (resolved.ul) {
    productFacts.push([l.plannedDeposit, fmt.money(resolved.ul.annualDepositCents)]);
    productFacts.push([
      l.deathBenefitOption,
      cut((resolved.ul.deathBenefitOption ?? 1) === 2 ? l.dbOption2 : l.dbOption1),
    ]);
  }

  const insuredRows = resolved.insureds.map((ins, k) => [
    names[k] ?? '',
    cut(l.sexes[ins.sex]),
    String(ins.issueAge),
    cut(l.smokers[ins.smokeClass]),
    cut(l.rateClasses[ins.rateClass]),
    ins.rating === 100 ? l.standard : fmt.wholePercent(ins.rating),
    ins.flatExtra === 0
      ? l.noFlatExtra
      : ins.flatExtraDuration === 999
        ? interpolate(l.perThousandForLife, { amount: fmt.money(Math.round(ins.flatExtra * 100)) })
        : interpolate(counted(lang, ins.flatExtraDuration, l.perThousand), {
            amount: fmt.money(Math.round(ins.flatExtra * 100)),
            years: ins.flatExtraDuration,
          }),
  ]);
  const insuredsTable: TableModel = {
    headers: [l.name, l.sex, l.issueAge, l.smoker, l.rateClass, l.rating, l.flatExtra],
    align: ['l', 'l', 'r', 'l', 'l', 'l', 'l'],
    rows: insuredRows,
  };

  const coverages: TableModel = {
    headers: [l.coverageName, l.planCode, l.faceAmount, l.annualPremium, l.modalPremium],
    align: ['l', 'l', 'r', 'r', 'r'],
    rows: [
      ...ps.coverages.map((c) => [
        coverageName(resolved, c.coverageId, c.name, lang) +
          (c.chargedFromAccount ? ` — ${l.chargedFromAccount}` : ''),
        c.planCode,
        c.faceAmount > 0 ? fmt.dollars(c.faceAmount) : '',
        fmt.money(c.annualPremium),
        fmt.money(c.modalPremium),
      ]),
      ...(ps.policyFee > 0
        ? [[l.policyFee, '', '', fmt.money(ps.policyFee), fmt.money(ps.policyFeeModal)]]
        : []),
      [l.totalPremium, '', '', fmt.money(ps.annualPremium), fmt.money(ps.modalPremium)],
    ],
    emphasis: [ps.coverages.length + (ps.policyFee > 0 ? 1 : 0)],
  };

  const exempt = ill.tax.exemptStatus;
  const taxFacts: [string, string][] = [
    [l.exemptStatus, exempt ? l.exemptStatuses[exempt] : l.exemptStatuses.unknown],
  ];
  if (ill.tax.exemptTestFirstFailure !== null)
    taxFacts.push([
      l.exemptionTest,
      interpolate(l.firstExemptFailure, { year: ill.tax.exemptTestFirstFailure + 1 }),
    ]);

  const charts: ChartSpec[] = [valuesChart(ill, lang)];
  // The job has refused data the engine cannot illustrate before building (jobs.ts).
  const shared = form.sharedOwnership ? sharedOwnershipValues(form.sharedOwnership) : null;
  if (shared?.ok) charts.push(sharedOwnershipChart(shared.value, lang));
  const needs = args.needs && pages.includes('needs') ? args.needs : null;
  if (needs) charts.push(...needsProjectionChart(needs, lang));
  // A needs page without an analysis has nothing to print: it is left out, never blank.
  const printed = needs ? pages : pages.filter((page) => page !== 'needs');
  const document: IllustrationDocument = {
    lang,
    meta: {
      company: people.company,
      title: l.illustrationTitle,
      preparedOn: fmt.date(args.preparedOn),
      agent: people.agentName,
      agentCode: people.agentCode,
      client: form.ownerName || names[0] || '',
      product: product.name[lang],
    },
    labels: l,
    pages: printed,
    cover: {
      owner: form.ownerName,
      insureds: names,
      notes: chunkText(form.notes),
      facts: productFacts,
    },
    coverage: {
      insureds: insuredsTable,
      coverages,
      facts: productFacts,
      byMode: premiumsByMode(resolved, fmt, lang),
    },
    summary: { table: summaryTable(ill, fmt, lang), chart: 'values' },
    ledgers: ledgerModels(ill, fmt, lang),
    assumptions: assumptions(resolved, fmt, lang),
    tax: {
      facts: taxFacts,
      table: conceptTable(
        illustrated,
        ['cumulativePremium', 'acb', 'ncpi', 'cashSurrenderValue', 'taxableGain'],
        fmt,
        lang,
      ),
    },
    underwriting: {
      insureds: insuredsTable,
      requirements: requirementsFor(
        resolved.faceAmount,
        Math.max(...resolved.insureds.map((i) => i.issueAge)),
      ).map((key) => l.requirements[key]),
    },
    compliance: [
      l.complianceGuaranteed,
      l.complianceNotGuaranteed,
      l.complianceVary,
      l.complianceLoans,
      l.complianceTax,
      interpolate(l.complianceEngine, { product: `${product.id} ${product.name[lang]}` }),
    ],
    concepts: conceptModels(input, ill, form, pages, fmt, lang),
    sharedOwnership:
      form.sharedOwnership && shared?.ok
        ? sharedOwnershipSection(form.sharedOwnership, shared.value, fmt, lang)
        : null,
    needs: needs ? needsSection(needs, lang) : null,
    charts: {},
    plan: { sheets: [], total: 0 },
  };
  document.plan = planPages(document);
  return { document, charts, illustration: ill };
}

export { hasNonGuaranteed };
