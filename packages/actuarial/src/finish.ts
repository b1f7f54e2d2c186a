// The columns every ledger derives the same way once its own projection is done:
// cumulative premium, tax values and the two IRRs.
import { irrByYear } from './irr';
import type { Ledger } from './ledger';
import { applyTaxValues } from './tax/acb';

export function finishLedger(ledger: Ledger, ncpiQ: Float64Array): Ledger {
  let cumulative = 0;
  for (let t = 0; t < ledger.years; t++) {
    cumulative += ledger.premium[t] ?? 0;
    ledger.cumulativePremium[t] = cumulative;
  }
  applyTaxValues(ledger, ncpiQ);
  ledger.irrDeathBenefit.set(irrByYear(ledger.premium, ledger.deathBenefit, ledger.years));
  ledger.irrCashValue.set(irrByYear(ledger.premium, ledger.cashSurrenderValue, ledger.years));
  return ledger;
}
