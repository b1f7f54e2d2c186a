import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { CsvReader, CsvRecordTooLong } from '@portal/domain/users/csv';
import { IMPORT_LIMITS, type ImportCell } from '@portal/domain/users/import-rules';
import ExcelJS from 'exceljs';

/**
 * Reading an uploaded user file (issue 16 §3, decision 0053): its kind from its first bytes,
 * never its name; an .xlsx's zip directory checked before anything is inflated; then its rows,
 * one at a time, from a CSV decoder or exceljs's streaming reader, in bounded memory.
 */

export type FileKind = 'csv' | 'xlsx';

/** Why the file as a whole cannot be read. */
export class FileRefusal extends Error {
  override name = 'FileRefusal';
  constructor(
    readonly code: 'emptyFile' | 'wrongType' | 'zipBomb' | 'badEncoding' | 'unreadable',
    readonly line = 0,
  ) {
    super(code);
  }
}

const BINARY_MAGIC: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0], // old Office (.xls, .doc)
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // Windows executable
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

/** The file's kind from its content: a zip is an .xlsx (checked further), text is a CSV. */
export function sniffKind(head: Uint8Array): FileKind {
  if (head.length === 0) throw new FileRefusal('emptyFile');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(head, [0x50, 0x4b])) throw new FileRefusal('wrongType');
  if (BINARY_MAGIC.some((magic) => startsWith(head, magic))) throw new FileRefusal('wrongType');
  // UTF-16 text (BOM FF FE or FE FF) is not the UTF-8 the import takes.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) {
    throw new FileRefusal('badEncoding', 1);
  }
  if (head.includes(0)) throw new FileRefusal('wrongType');
  return 'csv';
}

interface ZipEntry {
  name: string;
  compressed: number;
  uncompressed: number;
}

/**
 * Reads the zip's central directory (from the end of the file) without inflating anything and
 * refuses a zip whose parts would inflate past the limits, or that is not a workbook.
 */
export async function checkWorkbookZip(path: string, size: number): Promise<ZipEntry[]> {
  const handle = await open(path, 'r');
  try {
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new FileRefusal('wrongType');
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    // Zip64 markers: a workbook within our limits never needs them.
    if (count === 0xffff || directoryOffset === 0xffffffff) throw new FileRefusal('zipBomb');
    if (directoryOffset + directorySize > size || count > 10_000)
      throw new FileRefusal('wrongType');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) {
        throw new FileRefusal('wrongType');
      }
      const compressed = directory.readUInt32LE(at + 20);
      const uncompressed = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      entries.push({ name, compressed, uncompressed });
      at += 46 + nameLength + extraLength + commentLength;
    }
    let total = 0;
    for (const entry of entries) {
      if (entry.compressed === 0xffffffff || entry.uncompressed === 0xffffffff) {
        throw new FileRefusal('zipBomb');
      }
      if (entry.uncompressed > IMPORT_LIMITS.maxEntryBytes) throw new FileRefusal('zipBomb');
      total += entry.uncompressed;
    }
    if (total > IMPORT_LIMITS.maxZipRatio * Math.max(size, 1)) throw new FileRefusal('zipBomb');
    if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
      throw new FileRefusal('wrongType');
    }
    return entries;
  } finally {
    await handle.close();
  }
}

export interface FileRow {
  line: number;
  cells: ImportCell[];
}

/** The rows of a UTF-8 CSV (with or without BOM), decoded strictly: bad bytes refuse the file. */
export async function* csvRows(path: string): AsyncGenerator<FileRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const reader = new CsvReader(IMPORT_LIMITS.maxCellChars * 64);
  let lines = 1;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
      let text: string;
      try {
        text = decoder.decode(chunk as Buffer, { stream: true });
      } catch {
        throw new FileRefusal('badEncoding', lines + linesBeforeBadByte(chunk as Buffer));
      }
      for (const ch of text) if (ch === '\n') lines += 1;
      yield* reader.push(text);
    }
    try {
      const rest = decoder.decode();
      yield* reader.push(rest);
    } catch {
      throw new FileRefusal('badEncoding', lines);
    }
    yield* reader.end();
  } catch (error) {
    if (error instanceof CsvRecordTooLong) throw new FileRefusal('unreadable', error.line);
    throw error;
  }
}

/** Line breaks before the first byte that is not UTF-8, in a piece the strict decoder refused. */
function linesBeforeBadByte(chunk: Buffer): number {
  const text = new TextDecoder('utf-8').decode(chunk);
  const bad = text.indexOf('\ufffd');
  let lines = 0;
  for (let i = 0; i < (bad < 0 ? 0 : bad); i++) if (text[i] === '\n') lines += 1;
  return lines;
}

function cellOf(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = (value as { formula?: string; sharedFormula?: string }).formula;
      return { formula: String(formula ?? (value as { sharedFormula?: string }).sharedFormula) };
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/** The rows of the first worksheet of an .xlsx, streamed (checkWorkbookZip first). */
export async function* xlsxRows(path: string): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const worksheet of reader) {
      sheets += 1;
      if (sheets > 1) continue;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: ImportCell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellOf(values[i]));
        yield { line: row.number, cells };
      }
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw new FileRefusal('unreadable');
  }
}
