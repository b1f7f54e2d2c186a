import { describe, expect, it } from 'vitest';
import { CsvReader, CsvRecordTooLong, chooseDelimiter } from './csv';
import {
  columnLabel,
  DuplicateUsers,
  IMPORT_COLUMNS,
  importTemplateCsv,
  isBlankRow,
  mapHeader,
  readRow,
} from './import-rules';

const readAll = (text: string, pieces = 1) => {
  const reader = new CsvReader();
  const out = [];
  const size = Math.max(1, Math.ceil(text.length / pieces));
  for (let i = 0; i < text.length; i += size) out.push(...reader.push(text.slice(i, i + size)));
  out.push(...reader.end());
  return out;
};

describe('CsvReader', () => {
  it('reads commas, quotes, doubled quotes, CRLF and line breaks inside quotes', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n';
    for (const pieces of [1, 3, text.length]) {
      expect(readAll(text, pieces)).toEqual([
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 3, cells: ['two\nlines', 'z'] },
      ]);
    }
  });

  it('takes semicolons when the header has more of them, and skips blank lines', () => {
    expect(chooseDelimiter('username;firstName')).toBe(';');
    expect(chooseDelimiter('"a;b",c')).toBe(',');
    expect(readAll('username;firstName\n\njdoe;Jane')).toEqual([
      { line: 1, cells: ['username', 'firstName'] },
      { line: 3, cells: ['jdoe', 'Jane'] },
    ]);
  });

  it('refuses a record longer than its limit instead of holding it', () => {
    const reader = new CsvReader(10);
    expect(() => reader.push('a\n"0123456789012345')).toThrow(CsvRecordTooLong);
  });
});

describe('mapHeader', () => {
  it('matches field names whatever their case, spaces or underscores', () => {
    const header = mapHeader(['User Name', 'EMAIL_ADDRESS', 'role', '']);
    expect(header.problems).toEqual([]);
    expect(header.columns).toEqual(['username', 'emailAddress', 'role', null]);
  });

  it('names unknown and repeated columns, and a missing user name', () => {
    expect(mapHeader(['firstName', 'shoeSize', 'firstname']).problems).toEqual([
      { line: 1, column: 'shoeSize', code: 'unknownColumn' },
      { line: 1, column: 'firstName', code: 'duplicateColumn' },
      { line: 1, column: 'username', code: 'missingColumn' },
    ]);
  });
});

describe('readRow', () => {
  const header = mapHeader([...IMPORT_COLUMNS]);
  const row = (values: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) =>
    IMPORT_COLUMNS.map((column) => values[column] ?? '');

  it('reads a good row, with choices and yes/no in either language', () => {
    const result = readRow(
      2,
      row({ username: 'jdoe', inputLanguage: 'french', isMobilePrimary: 'oui', fontSize: 'small' }),
      header,
    );
    expect(result).toEqual({
      user: { username: 'jdoe', inputLanguage: 'French', isMobilePrimary: true, fontSize: 'Small' },
      problems: [],
    });
  });

  it('keeps formula-looking text as text, but refuses a real formula', () => {
    expect(readRow(2, row({ username: 'a', firstName: '=1+1' }), header).user?.firstName).toBe(
      '=1+1',
    );
    const cells: (string | { formula: string })[] = row({ username: 'a' });
    cells[1] = { formula: 'HYPERLINK("x")' };
    expect(readRow(4, cells, header).problems).toEqual([
      { line: 4, column: 'firstName', code: 'formula' },
    ]);
  });

  it('lists every bad cell of a row', () => {
    const result = readRow(
      7,
      row({
        username: 'bad name',
        emailAddress: 'x@',
        isMobileSecondary: 'maybe',
        fontSize: 'Huge',
      }),
      header,
    );
    expect(result.user).toBeNull();
    expect(result.problems.map((p) => `${p.column}:${p.code}`)).toEqual([
      'username:invalidUsername',
      'emailAddress:invalidEmail',
      'isMobileSecondary:invalidBoolean',
      'fontSize:invalidChoice',
    ]);
  });

  it('requires a user name and refuses overlong cells', () => {
    expect(readRow(3, row({ firstName: 'x' }), header).problems).toEqual([
      { line: 3, column: 'username', code: 'required' },
    ]);
    expect(readRow(3, row({ username: 'a', agentID: 'x'.repeat(255) }), header).problems).toEqual([
      { line: 3, column: 'agentID', code: 'tooLong' },
    ]);
  });
});

describe('helpers', () => {
  it('finds the same user name twice whatever the case', () => {
    const seen = new DuplicateUsers();
    expect(seen.check('JDoe', 2)).toBeNull();
    expect(seen.check('jdoe ', 9)).toBe(2);
  });

  it('labels columns like a spreadsheet, spots blank rows, and offers a template it reads back', () => {
    expect([0, 25, 26, 701].map(columnLabel)).toEqual(['A', 'Z', 'AA', 'ZZ']);
    expect(isBlankRow(['', ' '])).toBe(true);
    const records = readAll(importTemplateCsv());
    const header = mapHeader(records[0]?.cells ?? []);
    expect(header.problems).toEqual([]);
    expect(readRow(2, records[1]?.cells ?? [], header).problems).toEqual([]);
  });
});
