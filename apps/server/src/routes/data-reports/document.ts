// From a data table to what is printed (decision 0054): every cell in the report language,
// the total row, the bar chart, the Typst model and the workbook's sheets.
import { dataReportsEn, dataReportsFr } from '@portal/contracts/i18n/areas/data-reports';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { POLICY_STATUSES } from '@portal/domain/labels/statuses';
import { AGE_BANDS, type DataReport, FACE_BANDS } from '@portal/domain/reports/data-reports';
import type { ChartSpec } from '../../reports/charts';
import type { ReportLang } from '../../reports/labels';
import type { SheetSpec } from '../../reports/pool';
import type { DataCell, DataColumn, DataTable } from '../../repositories/data-reports';

export type DataReportWords = typeof dataReportsFr;
export const wordsOf = (lang: ReportLang): DataReportWords =>
  lang === 'fr' ? dataReportsFr : dataReportsEn;

const locale = (lang: ReportLang) => (lang === 'fr' ? 'fr-CA' : 'en-CA');

/** dd/MM/yyyy (spec 9's date format) from YYYY-MM-DD. */
export function dayText(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

function bandText(lang: ReportLang, bands: readonly number[], i: number, money: boolean) {
  const w = wordsOf(lang);
  if (i < 0 || i >= bands.length) return w.columns.none;
  const n = new Intl.NumberFormat(locale(lang), {
    maximumFractionDigits: 0,
    ...(money ? { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' } : {}),
  });
  const lower = bands[i] ?? 0;
  const next = bands[i + 1];
  return next === undefined ? `${n.format(lower)}+` : `${n.format(lower)} – ${n.format(next - 1)}`;
}

/** A text cell as a reader wants it: codes as names in the report language. */
function label(report: DataReport, column: DataColumn, value: DataCell, lang: ReportLang): string {
  const w = wordsOf(lang);
  if (column.key === 'band')
    return report.key === 'quotesByFaceBand'
      ? bandText(lang, FACE_BANDS, Number(value), true)
      : bandText(lang, AGE_BANDS, Number(value), false);
  const text = value === null ? '' : String(value);
  if (text === '') return w.columns.none;
  if (column.key === 'product') {
    const found = PRODUCT_LABELS.find(text);
    return found ? `${found[lang]} (${text})` : text;
  }
  if (column.key === 'status') {
    const found = POLICY_STATUSES.find(text);
    return found ? found[lang] : text;
  }
  if (column.key === 'figure') return w.summary[text as keyof DataReportWords['summary']] ?? text;
  const items = w.items as Record<string, string>;
  if (
    ['rider', 'concept', 'page', 'sex', 'smoker', 'basis', 'dbOption', 'coi'].includes(column.key)
  )
    return items[text] ?? text;
  return text;
}

export interface Formatted {
  headers: string[];
  align: ('l' | 'r')[];
  rows: string[][];
  total: string[] | null;
}

export function formatTable(report: DataReport, table: DataTable, lang: ReportLang): Formatted {
  const w = wordsOf(lang);
  const count = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'CAD' });
  const percent = new Intl.NumberFormat(locale(lang), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const cell = (column: DataColumn, value: DataCell): string => {
    if (column.kind === 'text') return label(report, column, value, lang);
    if (column.kind === 'date') return dayText(value === null ? null : String(value));
    if (value === null) return '';
    if (column.kind === 'money') return money.format(Number(value));
    if (column.kind === 'percent') return percent.format(Number(value));
    return count.format(Number(value));
  };
  const columns = table.columns;
  const total =
    table.totals && table.rows.length > 0
      ? columns.map((c, k) => {
          if (k === 0) return w.pdf.total;
          if (c.kind !== 'count' && c.kind !== 'money') return '';
          return cell(c, sumColumn(table, k));
        })
      : null;
  return {
    headers: columns.map((c) => (w.columns as Record<string, string>)[c.key] ?? c.key),
    align: columns.map((c) => (c.kind === 'text' || c.kind === 'date' ? 'l' : 'r')),
    rows: table.rows.map((row) => columns.map((c, k) => cell(c, row[k] ?? null))),
    total,
  };
}

export function sumColumn(table: DataTable, k: number): number {
  // Money is summed in cents so that a long column does not drift.
  const cents = table.rows.reduce((s, row) => s + Math.round(Number(row[k] ?? 0) * 100), 0);
  return cents / 100;
}

/** A horizontal bar chart of one column by the first column's labels (at most 25 bars). */
export function barChart(formatted: Formatted, table: DataTable, column: number): ChartSpec {
  const rows = table.rows.slice(0, 25);
  const labels = formatted.rows.slice(0, 25).map((r) => r[0] ?? '');
  return {
    id: 'main',
    width: 680,
    height: Math.max(160, 40 + rows.length * 18),
    option: {
      animation: false,
      textStyle: { fontFamily: 'Libertinus Serif', fontSize: 10 },
      grid: { left: 200, right: 24, top: 8, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: labels,
        axisLabel: { width: 190, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: rows.map((r) => Number(r[column] ?? 0)),
          itemStyle: { color: '#2a7f8f' },
        },
      ],
    },
  };
}

export interface DocumentMeta {
  lang: ReportLang;
  company: string;
  title: string;
  group: string;
  description: string;
  range: string;
  from: string;
  to: string;
  scope: string;
  /** The in-force filters applied, each as a label and its value (none: every policy). */
  filters: { label: string; value: string }[];
  prepared: string;
}

/**
 * The most rows a PDF prints (decision 0078): a list of every RRIF payment of a large book is
 * hundreds of pages that nobody reads and that take Typst many seconds; the PDF shows the
 * first rows and the total of all of them, and says the workbook has every row.
 */
export const PDF_MAX_ROWS = 1000;

export function pdfModel(meta: DocumentMeta, formatted: Formatted, chart: boolean) {
  const w = wordsOf(meta.lang);
  const shown = formatted.rows.slice(0, PDF_MAX_ROWS);
  const rows = formatted.total ? [...shown, formatted.total] : shown;
  const count = new Intl.NumberFormat(meta.lang === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    ...meta,
    pageLabel: meta.lang === 'fr' ? 'Page {{page}} de {{total}}' : 'Page {{page}} of {{total}}',
    noRows: w.pdf.noRows,
    note:
      formatted.rows.length > PDF_MAX_ROWS
        ? w.pdf.firstRows
            .replace('{{shown}}', count.format(PDF_MAX_ROWS))
            .replace('{{rows}}', count.format(formatted.rows.length))
        : null,
    chart: chart ? 'main' : null,
    charts: {} as Record<string, string>,
    table: {
      headers: formatted.headers,
      align: formatted.align,
      rows: formatted.rows.length === 0 ? [] : rows,
      emphasis: formatted.total ? [rows.length - 1] : [],
    },
  };
}

/** The workbook: the report's rows as typed cells, then what it is and whose rows. */
export function sheets(
  meta: DocumentMeta,
  report: DataReport,
  table: DataTable,
  formatted: Formatted,
): SheetSpec[] {
  const w = wordsOf(meta.lang);
  const rows = table.rows.map((row) =>
    table.columns.map((c, k): string | number | null => {
      const value = row[k] ?? null;
      if (c.kind === 'text') return formatted.rows.length ? label(report, c, value, meta.lang) : '';
      if (c.kind === 'date') return value === null ? null : dayText(String(value));
      return value === null ? null : Number(value);
    }),
  );
  if (table.totals && table.rows.length > 0)
    rows.push(
      table.columns.map((c, k) =>
        k === 0
          ? w.pdf.total
          : c.kind === 'count' || c.kind === 'money'
            ? sumColumn(table, k)
            : null,
      ),
    );
  const numFmt = (c: DataColumn) =>
    c.kind === 'money'
      ? '#,##0.00'
      : c.kind === 'percent'
        ? '0.0%'
        : c.kind === 'count'
          ? '#,##0'
          : undefined;
  return [
    {
      name: w.pdf.sheetData,
      columns: table.columns.map((c, k) => ({
        header: formatted.headers[k] ?? c.key,
        width: c.kind === 'text' ? 32 : 18,
        ...(numFmt(c) ? { numFmt: numFmt(c) } : {}),
      })),
      rows,
    },
    {
      name: w.pdf.sheetAbout,
      columns: [
        { header: w.columns.figure, width: 20 },
        { header: w.columns.value, width: 90 },
      ],
      rows: [
        [w.pdf.aboutReport, meta.title],
        ['', meta.description],
        [w.pdf.aboutFrom, meta.from],
        [w.pdf.aboutTo, meta.to],
        [w.pdf.aboutScope, meta.scope],
        ...meta.filters.map((f) => [f.label, f.value]),
        ['', meta.prepared],
      ],
    },
  ];
}
