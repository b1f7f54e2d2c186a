// The illustration as a workbook: a summary sheet, one sheet per basis with every ledger
// column the engine gives (money as numbers in dollars), and the caller's data arrays.
// Every text cell is escaped against formula injection before it leaves this module.
import type { BasisName, LedgerColumn } from '@portal/actuarial/ledger';
import { ledgerColumns } from '@portal/actuarial/ledger';
import type { ReportInputParsed } from '@portal/contracts/reports';
import { formatReportDate } from '@portal/domain/reports/scalars';
import { escapeRow, escapeSpreadsheetText } from '@portal/domain/reports/spreadsheet';
import type { BuiltIllustration } from './illustration-model';
import { catalogueOf, type ReportLang } from './labels';
import type { SheetSpec } from './pool';
import type { ProgressDocument } from './progress-model';

const MONEY = '#,##0.00';
/** Rates are stored as ratios and shown as percentages by the cell format. */
const PERCENT = '0.00%';
const YEARS = '0.00';

/** How each ledger column is written to a cell: money in dollars, rates as ratios. */
function cellOf(column: LedgerColumn): { numFmt: string; value: (v: number) => number | null } {
  switch (column) {
    case 'averageInterest':
      // The engine keeps the credited rate in percent (2.91): the cell holds 0.0291.
      return { numFmt: PERCENT, value: (v) => v / 100 };
    case 'irrDeathBenefit':
    case 'irrCashValue':
      // A rate the engine marks not meaningful (NaN) is written as n/a.
      return { numFmt: PERCENT, value: (v) => (Number.isFinite(v) ? v : null) };
    case 'etiYears':
      return { numFmt: YEARS, value: (v) => v };
    default:
      return { numFmt: MONEY, value: (v) => v / 100 };
  }
}

/** The payload's scalars as printed: dates day/month/year, booleans yes/no. */
export function scalarRows(
  input: ReportInputParsed,
  lang: ReportLang,
): [string, string | number][] {
  const l = catalogueOf(lang).pdf;
  return input.reportScalarItems.map((s) => {
    if (s.dataType === 'Date') return [s.name, formatReportDate(s.value)];
    if (s.dataType === 'Boolean') return [s.name, s.value === 1 ? l.yes : l.no];
    return [s.name, s.value];
  });
}

export function illustrationSheets(
  built: BuiltIllustration,
  lang: ReportLang,
  scalars: [string, string | number][] = [],
): SheetSpec[] {
  const cat = catalogueOf(lang);
  const l = cat.pdf;
  const doc = built.document;
  const summary: SheetSpec = {
    name: cat.excel.summarySheet,
    columns: [
      { header: cat.excel.item, width: 34 },
      { header: cat.excel.value, width: 48 },
    ],
    rows: [
      [l.client, doc.meta.client],
      [l.agent, `${doc.meta.agent} (${doc.meta.agentCode})`],
      [l.datePrepared, doc.meta.preparedOn],
      ...doc.cover.facts,
      ...doc.tax.facts,
      ...scalars,
    ].map(escapeRow),
  };
  const sheetName: Record<BasisName, string> = {
    guaranteed: cat.excel.guaranteedSheet,
    illustrated: cat.excel.illustratedSheet,
    alternate: cat.excel.alternateSheet,
  };
  const family = built.illustration.input.product.family;
  const bases: BasisName[] =
    family === 'wholeLife' || family === 'ul'
      ? ['guaranteed', 'illustrated', 'alternate']
      : ['guaranteed'];
  const fundName = (id: string) => {
    const product = built.illustration.input.product;
    const fund = product.family === 'ul' ? product.funds.find((f) => f.id === id) : undefined;
    return fund ? fund.name[lang] : id;
  };
  const ledgers = bases.map((basis): SheetSpec => {
    const ledger = built.illustration.ledgers[basis];
    const columns = ledgerColumns.filter((c) => c !== 'age');
    const funds = ledger.funds;
    return {
      name: sheetName[basis],
      columns: [
        { header: l.columns.year, width: 8 },
        { header: l.columns.age, width: 8 },
        ...columns.map((c) => ({
          header: cat.excel.columns[c],
          width: 16,
          numFmt: cellOf(c).numFmt,
        })),
        ...funds.map((f) => ({ header: fundName(f.fundId), width: 16, numFmt: MONEY })),
      ],
      rows: Array.from({ length: ledger.years }, (_, t) => [
        t + 1,
        ledger.age[t] ?? 0,
        ...columns.map((c) => cellOf(c).value(ledger[c][t] ?? 0) ?? l.notMeaningful),
        ...funds.map((f) => (f.values[t] ?? 0) / 100),
      ]),
    };
  });
  // The Shared Ownership section (issue 21), when the report carries it: its split and figures.
  const so = doc.sharedOwnership;
  const shared: SheetSpec[] = so
    ? [
        {
          name: so.title.slice(0, 31),
          // Amounts as numbers in dollars (the ledgers' format); the year and age as they are.
          columns: so.table.headers.map((header, k) => ({
            header,
            width: 18,
            ...(k > 1 ? { numFmt: MONEY } : {}),
          })),
          rows: [
            ...so.notice.map((line) => [line]),
            ...so.facts,
            [],
            ...so.tableValues,
            [],
            [so.endTitle],
            so.end.headers,
            ...so.end.rows,
            [],
            [so.beneficiariesTitle],
            so.beneficiaries.headers,
            ...so.beneficiaries.rows,
          ].map(escapeRow),
        },
      ]
    : [];
  // The client's needs analysis (issue 22), when the report prints its page: the needs and
  // resources, then the capital year by year, amounts as numbers in dollars.
  const needs = doc.needs;
  const needsSheets: SheetSpec[] = needs
    ? [
        {
          name: needs.title.slice(0, 31),
          columns: needs.cells.headers.map((header, k) => ({
            header,
            width: k === 0 ? 34 : 18,
            ...(k > 0 ? { numFmt: MONEY } : {}),
          })),
          rows: [
            ...needs.cells.facts.map(([label, value]) => [escapeSpreadsheetText(label), value]),
            ...(needs.cells.rows.length > 0
              ? [[], [escapeSpreadsheetText(needs.projectionTitle)], ...needs.cells.rows]
              : []),
          ],
        },
      ]
    : [];
  return [summary, ...needsSheets, ...ledgers, ...shared];
}

/** The caller's own arrays (reportDataArray / reportDataArrayString), as a Data sheet. */
export function dataSheets(input: ReportInputParsed, lang: ReportLang): SheetSpec[] {
  const cat = catalogueOf(lang);
  const out: SheetSpec[] = [];
  const numeric = input.reportDataArray;
  const strings = input.reportDataArrayString;
  if (numeric.length === 0 && strings.length === 0) return out;
  const numericHeaders = input.reportColumnItems.map((c) => c.header || c.name);
  const stringHeaders = input.reportColumnStringItems.map((c) => c.header || c.name);
  const width = Math.max(numericHeaders.length, ...numeric.map((r) => r.length), 0);
  const sWidth = Math.max(stringHeaders.length, ...strings.map((r) => r.length), 0);
  const rows = Math.max(numeric.length, strings.length);
  out.push({
    name: cat.excel.dataSheet,
    columns: [
      ...Array.from({ length: sWidth }, (_, k) => ({
        header: escapeSpreadsheetText(stringHeaders[k] ?? `S${k + 1}`),
        width: 20,
      })),
      ...Array.from({ length: width }, (_, k) => ({
        header: escapeSpreadsheetText(numericHeaders[k] ?? `N${k + 1}`),
        width: 14,
      })),
    ],
    rows: Array.from({ length: rows }, (_, r) =>
      escapeRow([
        ...Array.from({ length: sWidth }, (_, k) => strings[r]?.[k] ?? null),
        ...Array.from({ length: width }, (_, k) => numeric[r]?.[k] ?? null),
      ]),
    ),
  });
  return out;
}

/** The policy-progress report as a workbook: details and values, history, projection. */
export function progressSheets(doc: ProgressDocument): SheetSpec[] {
  const cat = catalogueOf(doc.lang);
  const table = (name: string, t: { headers: string[]; rows: string[][] }): SheetSpec => ({
    name,
    columns: t.headers.map((header) => ({ header: escapeSpreadsheetText(header), width: 18 })),
    rows: t.rows.map(escapeRow),
  });
  const sheets: SheetSpec[] = [
    {
      name: cat.excel.summarySheet,
      columns: [
        { header: cat.excel.item, width: 34 },
        { header: cat.excel.value, width: 48 },
      ],
      rows: [...doc.details, ...doc.values].map(escapeRow),
    },
    table(cat.excel.historySheet, doc.history),
  ];
  if (doc.projection) sheets.push(table(cat.excel.projectionSheet, doc.projection.table));
  return sheets;
}
