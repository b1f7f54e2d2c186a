// A data report's PDF prints at most PDF_MAX_ROWS rows (decision 0078): a longer table shows
// its first rows, the total of all of them, and says that the workbook has every row. The
// template is compiled for real and the PDF read back.
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { dataReportsEn } from '@portal/contracts/i18n/areas/data-reports';
import { describe, expect, it } from 'vitest';
import {
  type DocumentMeta,
  type Formatted,
  PDF_MAX_ROWS,
  pdfModel,
} from '../src/routes/data-reports/document';
import { pdfPages } from './reports-helpers';

const meta: DocumentMeta = {
  lang: 'en',
  company: 'Boréal Life',
  title: 'RRIF and LIF payouts in the range',
  group: 'Inforce reports',
  description: 'RRIF and LIF payments scheduled in the range.',
  range: 'From 01/01/2026 to 31/03/2026 (both days included)',
  from: '01/01/2026',
  to: '31/03/2026',
  scope: 'All agents',
  filters: [],
  prepared: 'Prepared 01/04/2026 for Ana Analyst',
};

function table(rows: number): Formatted {
  return {
    headers: ['Policy', 'Payments'],
    align: ['l', 'r'],
    rows: Array.from({ length: rows }, (_, i) => [`RF${String(i + 1).padStart(6, '0')}`, '3']),
    total: ['Total', String(3 * rows)],
  };
}

function render(model: ReturnType<typeof pdfModel>): Uint8Array {
  const compiler = NodeCompiler.create({
    workspace: fileURLToPath(new URL('../src/reports/templates/', import.meta.url)),
  });
  const result = compiler.compile({
    mainFilePath: fileURLToPath(
      new URL('../src/reports/templates/data-report.typ', import.meta.url),
    ),
    inputs: { data: JSON.stringify(model) },
  });
  const compiled = result.result;
  if (result.hasError() || !compiled) throw new Error('the template did not compile');
  return compiler.pdf(compiled);
}

describe('the PDF row limit', { timeout: 120_000 }, () => {
  it('a table up to the limit is printed whole, without a note', () => {
    const model = pdfModel(meta, table(3), false);
    expect(model.note).toBeNull();
    expect(model.table.rows).toHaveLength(4);
  });

  it('a longer one: the first rows, the total of all, and the note; the PDF says it', async () => {
    const rows = PDF_MAX_ROWS + 1;
    const model = pdfModel(meta, table(rows), false);
    expect(model.table.rows).toHaveLength(PDF_MAX_ROWS + 1);
    expect(model.table.rows.at(-1)).toEqual(['Total', String(3 * rows)]);
    expect(model.table.emphasis).toEqual([PDF_MAX_ROWS]);
    expect(model.note).toBe(
      dataReportsEn.pdf.firstRows
        .replace('{{shown}}', PDF_MAX_ROWS.toLocaleString('en-CA'))
        .replace('{{rows}}', rows.toLocaleString('en-CA')),
    );
    const text = (await pdfPages(render(model))).join(' ');
    expect(text).toContain('Store in Excel for every row.');
    expect(text).toContain(`RF${String(PDF_MAX_ROWS).padStart(6, '0')}`);
    expect(text).not.toContain(`RF${String(rows).padStart(6, '0')}`);
    expect(text).toContain(String(3 * rows));
  });
});
