import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { censusTextRows, readCensus, readCensusNumber } from './census';

const language = fc.constantFrom('en-CA', 'fr-CA');

describe('census properties', () => {
  test.prop([fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), language])(
    'reads back an amount as Intl writes it, in English or French',
    (dollars, cents, locale) => {
      const value = dollars + cents / 100;
      const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value);
      expect(readCensusNumber(text)).toBeCloseTo(value, 2);
    },
  );

  const cell = fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
  test.prop([
    fc.array(fc.tuple(cell, fc.integer({ min: 0, max: 85 })), { minLength: 1, maxLength: 30 }),
    fc.constantFrom(',', ';'),
  ])(
    'keeps every row: each life or refused row once, on its own line, whatever the references hold',
    async (rows, separator) => {
      const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
      const text = [
        ['Reference', 'Product', 'Age', 'Sex', 'Smoker', 'Face'].join(separator),
        ...rows.map(([reference, age]) =>
          [quote(reference), '0131', String(age), 'M', 'N', '100000'].join(separator),
        ),
      ].join('\n');
      const reading = await readCensus(censusTextRows(text), 1000);
      expect(reading.fileProblem).toBeNull();
      const lines = [
        ...reading.lives.map((l) => l.line),
        ...reading.refused.map((r) => r.line),
      ].sort((a, b) => a - b);
      expect(lines).toEqual(rows.map((_, i) => i + 2));
      for (const life of reading.lives) {
        const [reference, age] = rows[life.line - 2] as [string, number];
        expect(life.row.issueAge).toBe(age);
        expect(life.row.reference).toBe(reference.trim());
      }
    },
  );
});
