// Reading report outputs back, as a reader would: text of each PDF page (pdf.js), and the
// workbook (exceljs); and the cases the report tests print (shared with the bench).
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each page's text as a reader sees it: runs on the same baseline joined left to right by
 * spaces, lines top to bottom, every kind of space folded to one. Reading by position rather
 * than content-stream order matters for the long tables, printed as column strips (a column is
 * one paragraph): a ledger row's values still read as one line here only if they are printed
 * on one baseline, in column order.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const lines = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const key = Math.round(y * 10) / 10;
      const line = lines.get(key) ?? [];
      line.push({ x, str: item.str });
      lines.set(key, line);
    }
    const text = [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, runs]) =>
        runs
          .sort((a, b) => a.x - b.x)
          .map((r) => r.str)
          .join(' '),
      )
      .join(' ');
    pages.push(fold(text));
  }
  await doc.destroy();
  return pages;
}

export const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

export { REPORT_CASES } from '@portal/actuarial/test-support/report-cases';
