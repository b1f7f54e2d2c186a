import { isEmailAddress } from '../fields/validate';

/**
 * Bulk user import (issue 16 §3; platform spec 2.10, 7, 8): the file's columns, how its header
 * is read, and the rules each row must keep. Pure: the server feeds it cells from a CSV or an
 * .xlsx reader and writes what it answers.
 */

/** Limits on one file (decision 0053). */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  /** An .xlsx part may inflate to at most this many bytes, read from the zip before inflating. */
  maxEntryBytes: 100 * 1024 * 1024,
  /** Inflated bytes per compressed byte, over the whole .xlsx. */
  maxZipRatio: 100,
  maxCellChars: 254,
  /** Problems listed in one refusal; the total is always given. */
  maxProblemsListed: 1000,
} as const;

/** The user fields a file may carry, in the template's order. Only `username` is required. */
export const IMPORT_COLUMNS = [
  'username',
  'firstName',
  'profileName',
  'emailAddress',
  'phoneNumberPrimary',
  'phoneNumberSecondary',
  'faxNumber',
  'isMobilePrimary',
  'isMobileSecondary',
  'inputLanguage',
  'reportLanguage',
  'fontSize',
  'defaultApplication',
  'agentID',
  'role',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_CHOICES = {
  inputLanguage: ['English', 'French'],
  reportLanguage: ['English', 'French'],
  fontSize: ['Large', 'Small'],
  defaultApplication: ['New Business', 'Inforce', 'Admin'],
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

export const IMPORT_PROBLEM_CODES = [
  'emptyFile',
  'tooLarge',
  'tooManyRows',
  'wrongType',
  'zipBomb',
  'badEncoding',
  'unreadable',
  'unknownColumn',
  'duplicateColumn',
  'missingColumn',
  'required',
  'invalidUsername',
  'tooLong',
  'invalidEmail',
  'invalidChoice',
  'invalidBoolean',
  'formula',
  'duplicateUser',
  'unknownRole',
  'ownAccount',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** One thing wrong with the file: line 0 is the file as a whole. */
export interface ImportProblem {
  line: number;
  /** A column name of the file, or '' for the whole line or file. */
  column: string;
  code: ImportProblemCode;
}

/** What a cell held: text, or a spreadsheet formula (refused, never evaluated). */
export type ImportCell = string | { formula: string };

/** A row's values; a field left out (column absent or cell empty) keeps its value or default. */
export type ImportedUser = { username: string } & Partial<{
  firstName: string;
  profileName: string;
  emailAddress: string;
  phoneNumberPrimary: string;
  phoneNumberSecondary: string;
  faxNumber: string;
  isMobilePrimary: boolean;
  isMobileSecondary: boolean;
  inputLanguage: 'English' | 'French';
  reportLanguage: 'English' | 'French';
  fontSize: 'Large' | 'Small';
  defaultApplication: 'New Business' | 'Inforce' | 'Admin';
  agentID: string;
  role: string;
}>;

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const BY_NAME = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [normalise(c), c]));

export interface HeaderMap {
  /** The field each cell position fills, or null past a blank trailing header cell. */
  columns: (ImportColumn | null)[];
  problems: ImportProblem[];
}

/** Reads the header row: field names in any case, spaces or underscores ignored. */
export function mapHeader(cells: readonly ImportCell[], line = 1): HeaderMap {
  const columns: (ImportColumn | null)[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<ImportColumn>();
  cells.forEach((cell, index) => {
    const text = typeof cell === 'string' ? cell.trim() : '';
    if (typeof cell !== 'string') {
      problems.push({ line, column: columnLabel(index), code: 'formula' });
      columns.push(null);
      return;
    }
    if (text === '') {
      columns.push(null);
      return;
    }
    const column = BY_NAME.get(normalise(text));
    if (!column) {
      problems.push({ line, column: text.slice(0, 64), code: 'unknownColumn' });
      columns.push(null);
    } else if (seen.has(column)) {
      problems.push({ line, column, code: 'duplicateColumn' });
      columns.push(null);
    } else {
      seen.add(column);
      columns.push(column);
    }
  });
  if (!seen.has('username')) problems.push({ line, column: 'username', code: 'missingColumn' });
  return { columns, problems };
}

/** Spreadsheet letters for a 0-based position: 0 → A, 26 → AA. */
export function columnLabel(index: number): string {
  let n = index + 1;
  let label = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    label = String.fromCharCode(65 + rest) + label;
    n = Math.floor((n - 1) / 26);
  }
  return label;
}

const TRUE_WORDS = new Set(['true', 'yes', 'oui', 'vrai', '1', 'y', 'o']);
const FALSE_WORDS = new Set(['false', 'no', 'non', 'faux', '0', 'n']);

function choice<T extends string>(options: readonly T[], text: string): T | undefined {
  const wanted = text.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

export interface RowResult {
  user: ImportedUser | null;
  problems: ImportProblem[];
}

/**
 * Checks one data row against the header. Text that looks like a formula (=, +, -, @) in a
 * CSV or a text cell is kept as text; a real spreadsheet formula is refused.
 */
export function readRow(line: number, cells: readonly ImportCell[], header: HeaderMap): RowResult {
  const problems: ImportProblem[] = [];
  const values: Record<string, string | boolean> = {};
  header.columns.forEach((column, index) => {
    if (column === null) return;
    const cell = cells[index] ?? '';
    if (typeof cell !== 'string') {
      problems.push({ line, column, code: 'formula' });
      return;
    }
    const text = cell.trim();
    if (text === '') return;
    if (text.length > IMPORT_LIMITS.maxCellChars) {
      problems.push({ line, column, code: 'tooLong' });
      return;
    }
    switch (column) {
      case 'username':
        if (!USERNAME_PATTERN.test(text)) problems.push({ line, column, code: 'invalidUsername' });
        else values[column] = text;
        return;
      case 'emailAddress':
        if (!isEmailAddress(text)) problems.push({ line, column, code: 'invalidEmail' });
        else values[column] = text;
        return;
      case 'isMobilePrimary':
      case 'isMobileSecondary': {
        const word = text.toLowerCase();
        if (TRUE_WORDS.has(word)) values[column] = true;
        else if (FALSE_WORDS.has(word)) values[column] = false;
        else problems.push({ line, column, code: 'invalidBoolean' });
        return;
      }
      case 'inputLanguage':
      case 'reportLanguage':
      case 'fontSize':
      case 'defaultApplication': {
        const found = choice(IMPORT_CHOICES[column], text);
        if (found === undefined) problems.push({ line, column, code: 'invalidChoice' });
        else values[column] = found;
        return;
      }
      default:
        values[column] = text;
    }
  });
  const username = values.username;
  if (typeof username !== 'string') {
    if (!problems.some((p) => p.column === 'username')) {
      problems.push({ line, column: 'username', code: 'required' });
    }
    return { user: null, problems };
  }
  if (problems.length > 0) return { user: null, problems };
  return { user: values as ImportedUser, problems };
}

/** True when every cell of a row is empty text: such rows are skipped, not refused. */
export function isBlankRow(cells: readonly ImportCell[]): boolean {
  return cells.every((cell) => typeof cell === 'string' && cell.trim() === '');
}

/** The same user twice in a file (user names are one account whatever their case). */
export class DuplicateUsers {
  private readonly firstLine = new Map<string, number>();

  /** Answers the line the name was first seen on, or null the first time. */
  check(username: string, line: number): number | null {
    const key = username.trim().toLowerCase();
    const first = this.firstLine.get(key);
    if (first !== undefined) return first;
    this.firstLine.set(key, line);
    return null;
  }

  has(username: string): boolean {
    return this.firstLine.has(username.trim().toLowerCase());
  }

  get size(): number {
    return this.firstLine.size;
  }
}

/** The template file's header and one example row (CSV, comma, UTF-8 with BOM). */
export function importTemplateCsv(): string {
  const example = [
    'jdoe',
    'Jane',
    'Jane Doe',
    'jane.doe@example.com',
    '416-555-0100',
    '',
    '',
    'true',
    'false',
    'English',
    'English',
    'Large',
    'New Business',
    'A1001',
    'Agent',
  ];
  return `\ufeff${IMPORT_COLUMNS.join(',')}\r\n${example.join(',')}\r\n`;
}
