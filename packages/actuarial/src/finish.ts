// The columns every ledger derives the same way once its own projection is done:
// cumulative premium, tax values and the two IRRs.
import { irrByYear } from './irr';
import type { Ledger } from './ledger';
import { applyTaxValues } from './tax/acb';

/**
 * `premiumsPaid` (cents) is what an in-force projection starts from (README §In-force
 * projection): its cumulative premium goes on from there, and it has no tax values or IRRs,
 * which need the policy's whole history.
 */
export function finishLedger(ledger: Ledger, ncpiQ: Float64Array, premiumsPaid = 0): Ledger {
  let cumulative = premiumsPaid;
  for (let t = ledger.startYear; t < ledger.years; t++) {
    cumulative += ledger.premium[t] ?? 0;
    ledger.cumulativePremium[t] = cumulative;
  }
  if (ledger.startYear > 0) return ledger;
  applyTaxValues(ledger, ncpiQ);
  ledger.irrDeathBenefit.set(irrByYear(ledger.premium, ledger.deathBenefit, ledger.years));
  ledger.irrCashValue.set(irrByYear(ledger.premium, ledger.cashSurrenderValue, ledger.years));
  return ledger;
}
