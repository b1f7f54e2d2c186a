import { CENSUS_COLUMNS, CENSUS_MAX_BYTES } from '@portal/contracts/batch';
import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import { censusTextRows, readCensus } from '@portal/domain/batch/census';
import { describe, expect, it } from 'vitest';
import { censusFileProblem } from './census-file';
import { censusTemplate, isAcceptedHeader } from './census-template';
import { parsePolicyNumbers } from './policy-numbers';

describe('parsePolicyNumbers', () => {
  it('reads one a line, commas and semicolons, trims, drops blanks and repeats', () => {
    expect(parsePolicyNumbers(' A1 ,A2\r\n\nA1;A3,, \n')).toEqual({
      numbers: ['A1', 'A2', 'A3'],
      tooLong: null,
    });
    expect(parsePolicyNumbers('')).toEqual({ numbers: [], tooLong: null });
  });

  it('names the first number longer than 20 characters', () => {
    expect(
      parsePolicyNumbers(`A1\n${'9'.repeat(20)}\n${'8'.repeat(21)}\n${'7'.repeat(22)}`),
    ).toEqual({
      numbers: ['A1', '9'.repeat(20), '8'.repeat(21), '7'.repeat(22)],
      tooLong: '8'.repeat(21),
    });
  });
});

describe('censusFileProblem', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });
  it.each([
    [file('census.csv', 10, 'text/csv'), null],
    [file('CENSUS.CSV', 10, 'application/vnd.ms-excel'), null],
    [file('census.csv', 10), null],
    [
      file('census.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      null,
    ],
    [file('census.xls', 10, 'application/vnd.ms-excel'), 'wrongType'],
    [file('census.csv', 10, 'application/pdf'), 'wrongType'],
    [file('census.xlsx', 10, 'text/csv'), 'wrongType'],
    [file('census', 10), 'wrongType'],
    [file('census.csv', 0, 'text/csv'), 'emptyFile'],
    [file('census.csv', CENSUS_MAX_BYTES, 'text/csv'), null],
    [file('census.csv', CENSUS_MAX_BYTES + 1, 'text/csv'), 'tooLarge'],
  ])('%o: %s', (chosen, problem) => {
    expect(censusFileProblem(chosen)).toBe(problem);
  });
});

describe('the census template', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'names every column with a header the server reads, in %s',
    (_language, catalogue) => {
      for (const column of CENSUS_COLUMNS) {
        expect({
          column,
          ok: isAcceptedHeader(column, catalogue.batch.census.templateHeaders[column]),
        }).toEqual({
          column,
          ok: true,
        });
      }
    },
  );

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'is read by the server’s census reader as two lives, none refused, in %s',
    async (_language, catalogue) => {
      const words = catalogue.batch.census;
      const text = censusTemplate(
        words.templateHeaders,
        (n) => words.templateExample.replace('{{n}}', String(n)),
        words.templateMode,
      );
      const reading = await readCensus(censusTextRows(text), 10);
      expect(reading.fileProblem).toBeNull();
      expect(reading.refused).toEqual([]);
      expect(
        reading.lives.map(({ line, row }) => [
          line,
          row.reference,
          row.productId,
          row.faceAmount,
          row.premium,
          row.premiumMode,
        ]),
      ).toEqual([
        [2, words.templateExample.replace('{{n}}', '1'), '0131', 250000, undefined, 'Annual'],
        [3, words.templateExample.replace('{{n}}', '2'), '0602', undefined, 3000, 'Annual'],
      ]);
    },
  );

  it('quotes a field that holds a separator or a quote, and starts with a byte-order mark', () => {
    const headers = Object.fromEntries(CENSUS_COLUMNS.map((c) => [c, c])) as Record<
      (typeof CENSUS_COLUMNS)[number],
      string
    >;
    const text = censusTemplate(headers, (n) => `Smith, "J" ${n}`, 'Annual');
    expect(text.startsWith('\uFEFFreference,productId,')).toBe(true);
    expect(text.split('\r\n')[1]).toBe('"Smith, ""J"" 1",0131,35,M,N,250000,,Annual');
    expect(text.split('\r\n')[2]).toBe('"Smith, ""J"" 2",0602,45,F,N,,3000,Annual');
  });
});
