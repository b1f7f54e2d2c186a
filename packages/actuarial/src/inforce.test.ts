// README §In-force projection: a policy projected from today's values. Started from the values
// the engine's own projection reaches, it goes on exactly as that projection does.
import { describe, expect, it } from 'vitest';

import type { IllustrationInput } from './input';
import { validateIllustrationInput } from './input';
import { bases, type Ledger, type LedgerColumn } from './ledger';
import { referenceCases } from './test-support/reference-cases';
import { illustrated } from './test-support/valid';

const COLUMNS: LedgerColumn[] = [
  'age',
  'premium',
  'cumulativePremium',
  'deathBenefit',
  'cashSurrenderValue',
  'basicCashValue',
  'accountValue',
  'dividend',
  'puaFace',
  'puaCashValue',
  'depositBalance',
  'loan',
];

/** Today's values at the end of `k` completed years, as an in-force system would give them. */
function startFrom(ledger: Ledger, k: number) {
  const at = (column: LedgerColumn) => (ledger[column][k - 1] ?? 0) / 100;
  return {
    yearsCompleted: k,
    premiumsPaid: at('cumulativePremium'),
    accountValue: at('accountValue'),
    loanBalance: at('loan'),
    puaFace: at('puaFace'),
    dividendDeposit: at('depositBalance'),
  };
}

function inforceCase(name: string, k: number) {
  const input = referenceCases[name] as IllustrationInput;
  const full = illustrated(input);
  const inforce = illustrated({ ...input, inforce: startFrom(full.ledgers.illustrated, k) });
  return { full, inforce };
}

describe('an in-force projection from the engine’s own values goes on as the engine does', () => {
  it.each([
    ['term10-m40-ns', 4],
    ['term100-m45-ns', 12],
    ['wl0900-m40-pua', 7],
    ['wl0902-f30-dod-offset', 5],
    ['ul0602-m45-yrt', 9],
  ])('%s from year %s', (name, k) => {
    const { full, inforce } = inforceCase(name, k);
    // The illustrated basis carried the values; its own years go on to the cent.
    const basis = 'illustrated';
    const a = full.ledgers[basis];
    const b = inforce.ledgers[basis];
    expect(b.startYear).toBe(k);
    expect(b.years).toBe(a.years);
    for (const column of COLUMNS) {
      expect(Array.from(b[column].subarray(k, b.years)), column).toEqual(
        Array.from(a[column].subarray(k, a.years)),
      );
      // Nothing before today: the years before are history, not projection.
      expect(
        Array.from(b[column].subarray(0, k)).every((v) => v === 0),
        column,
      ).toBe(true);
    }
    for (const other of bases) expect(inforce.ledgers[other].startYear).toBe(k);
    // Tax values and IRRs need the whole history: none, and no exempt status.
    expect(Array.from(b.irrCashValue).every((v) => v === 0)).toBe(true);
    expect(inforce.tax.exemptStatus).toBeNull();
  });

  it('carries a UL policy’s loan: the cash value is today’s account less the loan', () => {
    const input = referenceCases['ul0602-m45-yrt'] as IllustrationInput;
    const inforce = illustrated({
      ...input,
      inforce: {
        yearsCompleted: 12,
        premiumsPaid: 108_000,
        accountValue: 60_000,
        loanBalance: 10_000,
      },
    });
    const ledger = inforce.ledgers.illustrated;
    expect(ledger.loan[12]).toBeGreaterThan(10_000_00);
    expect(ledger.cashSurrenderValue[12]).toBe(
      (ledger.accountValue[12] ?? 0) - (ledger.surrenderCharge[12] ?? 0) - (ledger.loan[12] ?? 0),
    );
    expect(ledger.cumulativePremium[12]).toBe(108_000_00 + (ledger.premium[12] ?? 0));
  });

  it('a paid-up policy pays nothing more and keeps its coverage', () => {
    const input = referenceCases['wl0900-m40-pua'] as IllustrationInput;
    const full = illustrated(input).ledgers.illustrated;
    const start = { ...startFrom(full, 10), paidUp: true };
    const ledger = illustrated({ ...input, inforce: start }).ledgers.illustrated;
    expect(Array.from(ledger.premium.subarray(10, ledger.years)).every((v) => v === 0)).toBe(true);
    expect(ledger.cumulativePremium[10]).toBe(full.cumulativePremium[9]);
    expect(ledger.deathBenefit[10]).toBeGreaterThanOrEqual(250_000_00);
  });

  it('refuses an in-force start that says nothing sensible', () => {
    const input = referenceCases['term10-m40-ns'] as IllustrationInput;
    for (const inforce of [
      { yearsCompleted: -1, premiumsPaid: 0 },
      { yearsCompleted: 3.5, premiumsPaid: 0 },
      { yearsCompleted: 3, premiumsPaid: -1 },
      { yearsCompleted: 3, premiumsPaid: 0, puaFace: -5 },
      'today',
    ]) {
      const checked = validateIllustrationInput({ ...input, inforce });
      expect(checked.ok, JSON.stringify(inforce)).toBe(false);
      if (!checked.ok) expect(checked.problems.map((p) => p.field)).toEqual(['inforce']);
    }
  });
});
