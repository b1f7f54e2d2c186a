// Canadian tax values of a life policy, year by year, simplified as README §Tax says:
//   NCPI_t = round(q_t × max(0, DB_t − CSV_t))
//   ACB_t  = max(0, ACB_{t−1} + premium_t − NCPI_t − dividendCash_t − withdrawal_t)
//   taxable gain on surrender_t = max(0, CSV_t − ACB_t)
import type { ResolvedInput } from '../input-types';
import type { Ledger } from '../ledger';
import { roundCents } from '../money';
import type { MortalityBasis } from '../mortality/basis';
import { qVector } from '../mortality/basis';
import { statusQ } from '../pricing/life-q';

/**
 * Stand-in for the prescribed NCPI mortality (CIA 1986-92 for policies issued after 2016,
 * 1969-75 before): the 2017 unloaded CSO composite, select and ultimate, unrated.
 */
export const ncpiMortality: MortalityBasis = {
  nonSmoker: { M: 'T3363', F: 'T3364' },
  smoker: { M: 'T3363', F: 'T3364' },
  juvenile: { M: 'T3363', F: 'T3364' },
  juvenileBelowAge: 0,
};

export function ncpiQ(input: Pick<ResolvedInput, 'insureds' | 'lifeBasis'>): Float64Array {
  const [first, second] = input.insureds;
  if (!first) throw new Error('no insured');
  const q1 = qVector(ncpiMortality, first, 1);
  if (!second || input.lifeBasis === 'SINGLE') return q1;
  return statusQ(input.lifeBasis, q1, qVector(ncpiMortality, second, 1));
}

export function applyTaxValues(ledger: Ledger, q: Float64Array): void {
  let acb = 0;
  for (let t = 0; t < ledger.years; t++) {
    const db = ledger.deathBenefit[t] ?? 0;
    const csv = ledger.cashSurrenderValue[t] ?? 0;
    const ncpi = roundCents((q[t] ?? 1) * Math.max(0, db - csv));
    acb = Math.max(
      0,
      acb +
        (ledger.premium[t] ?? 0) -
        ncpi -
        (ledger.dividendCash[t] ?? 0) -
        (ledger.withdrawal[t] ?? 0),
    );
    ledger.ncpi[t] = ncpi;
    ledger.acb[t] = acb;
    ledger.taxableGain[t] = Math.max(0, csv - acb);
  }
}
