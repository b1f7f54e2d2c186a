/**
 * A streaming CSV reader (RFC 4180 quoting; comma or semicolon, chosen from the header line):
 * text goes in by pieces of any size and whole records come out with the line each began on,
 * so a file of any length is read in bounded memory. A record longer than `maxRecordChars`
 * is refused rather than held.
 */
export interface CsvRecord {
  /** 1-based physical line the record starts on. */
  line: number;
  cells: string[];
}

export class CsvRecordTooLong extends Error {
  override name = 'CsvRecordTooLong';
  constructor(readonly line: number) {
    super(`record starting on line ${line} is too long`);
  }
}

export class CsvReader {
  private delimiter: ',' | ';' | null = null;
  private pending = '';
  private cells: string[] = [];
  private cell = '';
  private quoted = false;
  /** Inside quotes; a quote just seen may be the first of a doubled pair. */
  private inQuotes = false;
  private quotePending = false;
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  private started = false;

  constructor(private readonly maxRecordChars = 100_000) {}

  /** Feeds text; answers the records it completed. */
  push(text: string): CsvRecord[] {
    let input = text;
    if (!this.started) {
      this.started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    if (this.delimiter === null) {
      this.pending += input;
      const end = this.pending.indexOf('\n');
      if (end < 0) return [];
      this.delimiter = chooseDelimiter(this.pending.slice(0, end));
      input = this.pending;
      this.pending = '';
    }
    return this.scan(input);
  }

  /** The input is over: answers the last record, if any. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.delimiter === null) {
      this.delimiter = chooseDelimiter(this.pending);
      out.push(...this.scan(this.pending));
      this.pending = '';
    }
    if (this.quotePending) {
      this.quotePending = false;
      this.inQuotes = false;
    }
    if (this.cell !== '' || this.cells.length > 0 || this.quoted) {
      out.push(this.finishRecord());
    }
    return out;
  }

  private finishRecord(): CsvRecord {
    this.cells.push(this.cell);
    const record = { line: this.recordLine, cells: this.cells };
    this.cells = [];
    this.cell = '';
    this.quoted = false;
    this.recordChars = 0;
    return record;
  }

  private scan(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const delimiter = this.delimiter ?? ',';
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (this.cell === '' && this.cells.length === 0 && !this.quoted && this.recordChars === 0) {
        this.recordLine = this.line;
      }
      this.recordChars += 1;
      if (this.recordChars > this.maxRecordChars) throw new CsvRecordTooLong(this.recordLine);
      if (this.quotePending) {
        this.quotePending = false;
        if (ch === '"') {
          this.cell += '"';
          continue;
        }
        this.inQuotes = false;
      }
      if (this.inQuotes) {
        if (ch === '"') this.quotePending = true;
        else {
          if (ch === '\n') this.line += 1;
          this.cell += ch;
        }
        continue;
      }
      if (ch === '"' && this.cell === '') {
        this.inQuotes = true;
        this.quoted = true;
      } else if (ch === delimiter) {
        this.cells.push(this.cell);
        this.cell = '';
        this.quoted = false;
      } else if (ch === '\n') {
        if (this.cell.endsWith('\r')) this.cell = this.cell.slice(0, -1);
        this.line += 1;
        const blank = this.cells.length === 0 && this.cell === '' && !this.quoted;
        if (blank) this.recordChars = 0;
        else out.push(this.finishRecord());
      } else {
        this.cell += ch;
      }
    }
    return out;
  }
}

/** Semicolon when the header line has more of them than commas (outside quotes). */
export function chooseDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let inQuotes = false;
  for (const ch of headerLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === ',') commas += 1;
    else if (!inQuotes && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}
