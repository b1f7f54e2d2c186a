// Ledger invariants on every reference case and every basis: 121 entries that stop at
// maturity, expiry or lapse; cash values never negative; cumulative premium adds up;
// guaranteed values never above illustrated ones where a scale applies.
import { describe, expect, it } from 'vitest';

import { bases, ledgerColumns } from './ledger';
import { referenceCases } from './test-support/reference-cases';
import { illustrated } from './test-support/valid';

describe('ledger invariants', () => {
  for (const [name, input] of Object.entries(referenceCases)) {
    it(name, () => {
      const out = illustrated(input);
      for (const basis of bases) {
        const ledger = out.ledgers[basis];
        for (const column of ledgerColumns) expect(ledger[column].length, column).toBe(121);
        expect(ledger.years).toBeGreaterThan(0);
        expect(ledger.years).toBeLessThanOrEqual(121 - ledger.issueAge);
        let cumulative = 0;
        for (let t = 0; t < ledger.years; t++) {
          expect(ledger.age[t]).toBe(ledger.issueAge + t);
          expect(ledger.cashSurrenderValue[t]).toBeGreaterThanOrEqual(0);
          expect(ledger.premium[t]).toBeGreaterThanOrEqual(0);
          cumulative += ledger.premium[t] ?? 0;
          expect(ledger.cumulativePremium[t]).toBe(cumulative);
          if (ledger.endReason !== 'lapse' || t < ledger.years - 1)
            expect(ledger.deathBenefit[t]).toBeGreaterThan(0);
        }
        // Issue 24 §6: every column, the age included, is zero past the years in force.
        for (const column of ledgerColumns)
          for (let t = ledger.years; t < 121; t++) expect(ledger[column][t], column).toBe(0);
        if (ledger.endReason === 'maturity') expect(ledger.issueAge + ledger.years).toBe(121);
      }
      const g = out.ledgers.guaranteed;
      const i = out.ledgers.illustrated;
      if (input.wholeLife && input.wholeLife.dividendOption !== 'RAP') {
        for (let t = 0; t < g.years; t++)
          expect(i.cashSurrenderValue[t]).toBeGreaterThanOrEqual(g.cashSurrenderValue[t] ?? 0);
      }
    });
  }
});
