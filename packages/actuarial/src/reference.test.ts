// Stored reference ledgers (reference/*.json, written by scripts/write-reference-ledgers.ts
// and reviewed) against today's engine. Tolerance: money columns within 1 cent, rates and
// IRRs within 0.00001, years and end reasons equal. Any change of results fails here and
// must be explained in the commit that regenerates the files.
import { describe, expect, it } from 'vitest';

import { bases, ledgerToJson } from './ledger';
import { referenceCases } from './test-support/reference-cases';
import { illustrated } from './test-support/valid';

const rateColumns = new Set([
  'irrDeathBenefit',
  'irrCashValue',
  'averageInterest',
  'etiYears',
  'age',
]);

describe('reference ledgers', () => {
  for (const [name, input] of Object.entries(referenceCases)) {
    it(name, async () => {
      const file = `../reference/${name}.json`;
      const stored = (await import(/* @vite-ignore */ file)).default as {
        premiumSummary: unknown;
        ledgers: Record<string, Record<string, unknown>>;
      };
      const out = illustrated(input);
      expect(JSON.parse(JSON.stringify(out.premiumSummary))).toEqual(stored.premiumSummary);
      for (const basis of bases) {
        const now = ledgerToJson(out.ledgers[basis]);
        const then = stored.ledgers[basis] ?? {};
        expect(Object.keys(now).sort()).toEqual(Object.keys(then).sort());
        for (const key of ['years', 'endReason', 'lapseYear', 'issueAge'])
          expect(now[key], `${basis} ${key}`).toEqual(then[key]);
        expect(now.limitedFlows, `${basis} limitedFlows`).toEqual(then.limitedFlows);
        for (const [column, values] of Object.entries(now)) {
          if (!Array.isArray(values) || column === 'limitedFlows') continue;
          const expected = then[column] as (number | null)[];
          const tolerance = rateColumns.has(column) ? 1e-5 : 1;
          values.forEach((value: number | null, t: number) => {
            // An IRR that is not meaningful is null on both sides.
            if (value === null || expected[t] === null) {
              if (value !== expected[t])
                expect.fail(`${basis} ${column}[${t}]: ${value}, reference ${expected[t]}`);
              return;
            }
            const diff = Math.abs(value - (expected[t] ?? Number.NaN));
            if (!(diff <= tolerance))
              expect.fail(`${basis} ${column}[${t}]: ${value}, reference ${expected[t]}`);
          });
        }
      }
    });
  }
});
