// A batch's workbook, written with exceljs's streaming writer a row at a time (decision 0086):
// the rows come from the chunks one chunk at a time, so a 100,000-row batch never holds its
// rows in memory, only the zipped bytes the output store then keeps.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | null;

export interface SheetColumn {
  header: string;
  width?: number;
  numFmt?: string;
}

export const MONEY_FORMAT = '#,##0.00';
export const WHOLE_FORMAT = '#,##0';

export class StreamedWorkbook {
  readonly #parts: Buffer[] = [];
  readonly #stream = new PassThrough();
  readonly #ended: Promise<void>;
  readonly #book: ExcelJS.stream.xlsx.WorkbookWriter;
  #rows = 0;

  constructor(creator: string) {
    this.#stream.on('data', (part: Buffer) => this.#parts.push(part));
    this.#ended = new Promise((resolve, reject) => {
      this.#stream.on('end', resolve);
      this.#stream.on('error', reject);
    });
    this.#book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: this.#stream,
      useStyles: true,
      useSharedStrings: false,
    });
    this.#book.creator = creator;
  }

  /** A sheet: its header row in bold, then each row as it comes (committed at once). */
  async sheet(
    name: string,
    columns: SheetColumn[],
    rows: AsyncIterable<Cell[]> | Iterable<Cell[]>,
  ) {
    const sheet = this.#book.addWorksheet(name.slice(0, 31));
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: c.width ?? Math.min(40, Math.max(10, c.header.length + 2)),
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let n = 0;
    for await (const row of rows) {
      sheet.addRow(row).commit();
      n += 1;
      // Let the event loop breathe on a long sheet: other requests keep being answered.
      if (n % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.#rows += n;
    sheet.commit();
  }

  async bytes(): Promise<{ rows: number; data: Uint8Array }> {
    await this.#book.commit();
    await this.#ended;
    return { rows: this.#rows, data: new Uint8Array(Buffer.concat(this.#parts)) };
  }
}
