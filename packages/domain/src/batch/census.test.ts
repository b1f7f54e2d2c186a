import { CENSUS_COLUMNS, CENSUS_HEADERS } from '@portal/contracts/batch';
import { describe, expect, it } from 'vitest';
import {
  censusTextRows,
  readCensus,
  readCensusHeader,
  readCensusNumber,
  readCensusRow,
} from './census';

const read = (text: string, max = 100) => readCensus(censusTextRows(text), max);

describe('the census header', () => {
  it('names columns in English or French, any case and order, unknown ones ignored', () => {
    const header = readCensusHeader([
      'Âge',
      'colour',
      ' PRODUIT ',
      'Sexe',
      'Fumeur',
      'Prime annuelle',
    ]);
    expect(header).toEqual({
      ok: true,
      header: { issueAge: 0, productId: 2, sex: 3, smokeClass: 4, premium: 5 },
    });
  });

  it('accepts every spelling the contract lists', () => {
    for (const column of CENSUS_COLUMNS)
      for (const name of CENSUS_HEADERS[column]) {
        const result = readCensusHeader([name]);
        expect(result.ok || result.problem === 'missingColumn').toBe(true);
      }
  });

  it('refuses a header that names no column, or misses a required one', () => {
    expect(readCensusHeader(['colour', 'size'])).toEqual({ ok: false, problem: 'noHeader' });
    expect(readCensusHeader(['product', 'age', 'sex', 'smoker'])).toEqual({
      ok: false,
      problem: 'missingColumn',
    });
  });
});

describe('a census number', () => {
  it('reads the ways people type amounts', () => {
    expect(readCensusNumber('250000')).toBe(250_000);
    expect(readCensusNumber('250,000')).toBe(250_000);
    expect(readCensusNumber('250 000')).toBe(250_000);
    expect(readCensusNumber('250\u00a0000,50')).toBe(250_000.5);
    expect(readCensusNumber('1,234.56')).toBe(1234.56);
    expect(readCensusNumber('1.234,56')).toBe(1234.56);
    expect(readCensusNumber('1,5')).toBe(1.5);
    expect(readCensusNumber('$1,500')).toBe(1500);
    expect(readCensusNumber('')).toBeNull();
    expect(readCensusNumber('forty')).toBeNaN();
    expect(readCensusNumber('1e5')).toBeNaN();
  });
});

describe('a census row', () => {
  const header = {
    reference: 0,
    productId: 1,
    issueAge: 2,
    sex: 3,
    smokeClass: 4,
    faceAmount: 5,
    premium: 6,
    premiumMode: 7,
  } as const;

  it('reads a good row, with defaults and the French choices', () => {
    expect(
      readCensusRow(
        2,
        ['Julie', '900', '40', 'femme', 'non-fumeur', '250 000', '', 'mensuel'],
        header,
      ),
    ).toEqual({
      ok: true,
      line: 2,
      row: {
        reference: 'Julie',
        productId: '0900',
        issueAge: 40,
        sex: 'F',
        smokeClass: 'N',
        faceAmount: 250_000,
        premiumMode: 'Monthly',
      },
    });
    const plain = readCensusRow(3, ['', '0131', '30', 'M', 'S', '', '1200', ''], header);
    expect(plain.ok && plain.row).toMatchObject({
      reference: '',
      premium: 1200,
      premiumMode: 'Annual',
    });
  });

  it('lists every problem of a bad row with its column', () => {
    const result = readCensusRow(
      7,
      ['X', '9999', '40.5', 'other', '', '100000', '900', 'weekly'],
      header,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.column, p.code])).toEqual([
      ['issueAge', 'notAWholeNumber'],
      ['sex', 'invalidChoice'],
      ['premiumMode', 'invalidChoice'],
      ['smokeClass', 'required'],
      ['faceAmount', 'faceAndPremium'],
    ]);
    expect(result.problems.every((p) => p.line === 7 && p.reference === 'X')).toBe(true);
  });

  it('checks values against the contract’s limits and products', () => {
    const product = readCensusRow(2, ['', '9999', '40', 'M', 'N', '100000', '', ''], header);
    expect(!product.ok && product.problems.map((p) => [p.column, p.code])).toEqual([
      ['productId', 'unknownProduct'],
    ]);
    const age = readCensusRow(2, ['', '0131', '99', 'M', 'N', '100000', '', ''], header);
    expect(!age.ok && age.problems.map((p) => [p.column, p.code])).toEqual([
      ['issueAge', 'outOfRange'],
    ]);
    const none = readCensusRow(2, ['', '0131', '40', 'M', 'N', '', '', ''], header);
    expect(!none.ok && none.problems.map((p) => p.code)).toEqual(['faceOrPremium']);
    const formula = readCensusRow(
      2,
      ['', '0131', { formula: 'A1*2' }, 'M', 'N', '1', '', ''],
      header,
    );
    expect(!formula.ok && formula.problems.map((p) => [p.column, p.code])).toEqual([
      ['issueAge', 'formula'],
    ]);
  });
});

describe('a census file', () => {
  it('reads comma or semicolon, quotes and a BOM; blank lines skipped; lines kept', async () => {
    const text =
      '\ufeffName;Product;Age;Sex;Smoker;Face\r\n"Tremblay; Julie";0131;40;F;N;"250 000"\r\n\r\nMarc;0131;x;M;N;100000\r\n';
    const reading = await read(text);
    expect(reading.fileProblem).toBeNull();
    expect(reading.lives).toEqual([
      {
        line: 2,
        row: expect.objectContaining({ reference: 'Tremblay; Julie', faceAmount: 250_000 }),
      },
    ]);
    expect(reading.refused.map((r) => [r.line, r.problems[0]?.code])).toEqual([[4, 'notANumber']]);
  });

  it('refuses a file with no rows, no header, or too many rows', async () => {
    expect((await read('')).fileProblem).toBe('noHeader');
    expect((await read('Product,Age,Sex,Smoker,Face\n')).fileProblem).toBe('noRows');
    const rows = `Product,Age,Sex,Smoker,Face\n${'0131,40,M,N,100000\n'.repeat(4)}`;
    expect((await read(rows, 3)).fileProblem).toBe('tooManyRows');
    expect((await read(rows, 4)).lives).toHaveLength(4);
  });
});
