// Reading a census (issue 23 §2, decision 0086): the header row names the columns (English or
// French, any order, unknown columns ignored), then each row's text becomes one life the
// engine can illustrate, or the list of what is wrong with it (line, column, code). Pure: the
// server streams the file's rows in, the tests feed text.
import {
  CENSUS_COLUMNS,
  CENSUS_HEADERS,
  type CensusColumn,
  type CensusRow,
  censusRowSchema,
} from '@portal/contracts/batch';
import { CsvReader } from '../users/csv';

/** A cell as a file reader gives it: text, or an Excel formula (refused: type the value). */
export type CensusCell = string | { formula: string };

/** Why a whole file is refused (a 400, no batch made). */
export const CENSUS_FILE_PROBLEMS = [
  'noHeader',
  'missingColumn',
  'noRows',
  'tooManyRows',
  'tooLarge',
  'wrongType',
  'unreadable',
  'badEncoding',
] as const;
export type CensusFileProblem = (typeof CENSUS_FILE_PROBLEMS)[number];

/** Why one row is refused (listed; the others are illustrated). */
export const CENSUS_ROW_PROBLEMS = [
  'required',
  'notANumber',
  'notAWholeNumber',
  'outOfRange',
  'unknownProduct',
  'invalidChoice',
  'faceAndPremium',
  'faceOrPremium',
  'formula',
  'tooLong',
  // From the engine, once the row's values were read.
  'engineRefused',
  'noFaceForPremium',
  'engineUnavailable',
  // An in-force batch's policy number the owner cannot see or that does not exist.
  'policyNotFound',
] as const;
export type CensusRowProblem = (typeof CENSUS_ROW_PROBLEMS)[number];

export interface CensusProblem {
  line: number;
  reference: string;
  column: CensusColumn | null;
  code: CensusRowProblem;
}

/** Each census column's index in the file's rows. */
export type CensusHeader = Partial<Record<CensusColumn, number>>;

const fold = (text: string) => text.trim().toLocaleLowerCase('en-CA');

const HEADER_LOOKUP = new Map<string, CensusColumn>(
  CENSUS_COLUMNS.flatMap((column) =>
    CENSUS_HEADERS[column].map((name) => [fold(name), column] as const),
  ),
);

const REQUIRED: readonly CensusColumn[] = ['productId', 'issueAge', 'sex', 'smokeClass'];

const cellText = (cell: CensusCell | undefined) => (typeof cell === 'string' ? cell : '');

/**
 * The header row: each recognised column's index (the first of two with the same name wins).
 * `noHeader` when no cell names a census column; `missingColumn` when a required one (or both
 * the face and the premium) is absent.
 */
export function readCensusHeader(
  cells: readonly CensusCell[],
): { ok: true; header: CensusHeader } | { ok: false; problem: CensusFileProblem } {
  const header: CensusHeader = {};
  cells.forEach((cell, index) => {
    const column = HEADER_LOOKUP.get(fold(cellText(cell)));
    if (column !== undefined && header[column] === undefined) header[column] = index;
  });
  if (Object.keys(header).length === 0) return { ok: false, problem: 'noHeader' };
  const missing =
    REQUIRED.some((column) => header[column] === undefined) ||
    (header.faceAmount === undefined && header.premium === undefined);
  return missing ? { ok: false, problem: 'missingColumn' } : { ok: true, header };
}

export const isBlankCensusRow = (cells: readonly CensusCell[]) =>
  cells.every((cell) => typeof cell === 'string' && cell.trim() === '');

/**
 * A number as people type it: spaces (also no-break) as thousands separators; a comma and a
 * point both present: the last one is the decimal mark; a comma alone is a decimal mark unless
 * it is followed by exactly three digits (250,000), as "1 234,56" and "1,234.56" both read.
 */
export function readCensusNumber(text: string): number | null {
  let t = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (t === '') return null;
  const comma = t.lastIndexOf(',');
  const point = t.lastIndexOf('.');
  if (comma >= 0 && point >= 0) {
    t = comma > point ? t.replaceAll('.', '').replace(',', '.') : t.replaceAll(',', '');
  } else if (comma >= 0) {
    t = /^-?\d{1,3}(,\d{3})+$/.test(t) ? t.replaceAll(',', '') : t.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return Number.NaN;
  return Number(t);
}

const CHOICES: Record<'sex' | 'smokeClass' | 'premiumMode', Record<string, string>> = {
  sex: { m: 'M', male: 'M', h: 'M', homme: 'M', f: 'F', female: 'F', femme: 'F' },
  smokeClass: {
    n: 'N',
    ns: 'N',
    'non-smoker': 'N',
    nonsmoker: 'N',
    'non-fumeur': 'N',
    'non fumeur': 'N',
    s: 'S',
    smoker: 'S',
    fumeur: 'S',
    // R is the engine's regular smoker (actuarial modes.ts), never a preferred class.
    r: 'R',
    regular: 'R',
    'regular smoker': 'R',
    'fumeur régulier': 'R',
  },
  premiumMode: {
    annual: 'Annual',
    annuel: 'Annual',
    a: 'Annual',
    semiannual: 'SemiAnnual',
    'semi-annual': 'SemiAnnual',
    semestriel: 'SemiAnnual',
    quarterly: 'Quarterly',
    trimestriel: 'Quarterly',
    monthly: 'Monthly',
    mensuel: 'Monthly',
    m: 'Monthly',
  },
};

export type CensusRowResult =
  | { ok: true; line: number; row: CensusRow }
  | { ok: false; line: number; reference: string; problems: CensusProblem[] };

/** One data row: the life it describes, or every problem found in it. */
export function readCensusRow(
  line: number,
  cells: readonly CensusCell[],
  header: CensusHeader,
): CensusRowResult {
  const raw = (column: CensusColumn) => {
    const index = header[column];
    return index === undefined ? undefined : cells[index];
  };
  const referenceCell = raw('reference');
  const reference = cellText(referenceCell).trim().slice(0, 60);
  const problems: CensusProblem[] = [];
  const note = (column: CensusColumn | null, code: CensusRowProblem) =>
    problems.push({ line, reference, column, code });
  const values: Record<string, unknown> = {};
  for (const column of CENSUS_COLUMNS) {
    const cell = raw(column);
    if (cell === undefined) continue;
    if (typeof cell !== 'string') {
      note(column, 'formula');
      continue;
    }
    const text = cell.trim();
    if (text === '') continue;
    if (column === 'reference') {
      if (text.length > 60) note(column, 'tooLong');
      else values.reference = text;
    } else if (column === 'productId') {
      values.productId = /^\d{1,4}$/.test(text) ? text.padStart(4, '0') : text;
    } else if (column === 'issueAge' || column === 'faceAmount' || column === 'premium') {
      const value = readCensusNumber(text);
      if (value === null || Number.isNaN(value)) note(column, 'notANumber');
      else if (column === 'issueAge' && !Number.isInteger(value)) note(column, 'notAWholeNumber');
      else values[column] = value;
    } else {
      const choice = CHOICES[column][fold(text)] ?? CHOICES[column][fold(text).replace(/\s/g, '')];
      if (choice === undefined) note(column, 'invalidChoice');
      else values[column] = choice;
    }
  }
  for (const column of REQUIRED)
    if (values[column] === undefined && !problems.some((p) => p.column === column))
      note(column, 'required');
  const hasFace = values.faceAmount !== undefined;
  const hasPremium = values.premium !== undefined;
  const faceOrPremiumNoted = problems.some(
    (p) => p.column === 'faceAmount' || p.column === 'premium',
  );
  if (hasFace && hasPremium) note('faceAmount', 'faceAndPremium');
  else if (!hasFace && !hasPremium && !faceOrPremiumNoted) note('faceAmount', 'faceOrPremium');
  if (problems.length > 0) return { ok: false, line, reference, problems };
  const parsed = censusRowSchema.safeParse(values);
  if (parsed.success) return { ok: true, line, row: parsed.data };
  for (const issue of parsed.error.issues) {
    const column = CENSUS_COLUMNS.find((c) => c === issue.path[0]) ?? null;
    note(column, column === 'productId' ? 'unknownProduct' : 'outOfRange');
  }
  return { ok: false, line, reference, problems };
}

export interface CensusReading {
  /** The whole file refused, or null. */
  fileProblem: CensusFileProblem | null;
  lives: { line: number; row: CensusRow }[];
  refused: { line: number; reference: string; problems: CensusProblem[] }[];
}

/**
 * Reads the rows a file reader gives (blank rows skipped): the first is the header. Stops with
 * `tooManyRows` past `maxRows` data rows.
 */
export async function readCensus(
  rows:
    | AsyncIterable<{ line: number; cells: readonly CensusCell[] }>
    | Iterable<{
        line: number;
        cells: readonly CensusCell[];
      }>,
  maxRows: number,
): Promise<CensusReading> {
  const reading: CensusReading = { fileProblem: null, lives: [], refused: [] };
  let header: CensusHeader | null = null;
  let count = 0;
  for await (const { line, cells } of rows) {
    if (isBlankCensusRow(cells)) continue;
    if (header === null) {
      const read = readCensusHeader(cells);
      if (!read.ok) return { ...reading, fileProblem: read.problem };
      header = read.header;
      continue;
    }
    count += 1;
    if (count > maxRows) return { fileProblem: 'tooManyRows', lives: [], refused: [] };
    const result = readCensusRow(line, cells, header);
    if (result.ok) reading.lives.push({ line, row: result.row });
    else reading.refused.push(result);
  }
  if (header === null) return { ...reading, fileProblem: 'noHeader' };
  if (count === 0) return { ...reading, fileProblem: 'noRows' };
  return reading;
}

/** A CSV census as text (comma or semicolon, quotes, a BOM allowed): its rows. */
export function censusTextRows(text: string): { line: number; cells: string[] }[] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
