import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formula-looking cells', () => {
    expect(
      toCsv([
        ['Day', 'Count'],
        ['2026-03-01', 3],
        ['a "quoted", name', 0],
        ['=HYPERLINK("x")', 1],
      ]),
    ).toBe('Day,Count\r\n2026-03-01,3\r\n"a ""quoted"", name",0\r\n"\'=HYPERLINK(""x"")",1');
  });
});
