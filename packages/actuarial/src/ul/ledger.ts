// UL ledgers for the three bases from one preparation.
import type { ResolvedInput } from '../input-types';
import type { BasisName, Ledger } from '../ledger';
import { newLedger } from '../ledger';
import { roundCents, toCents } from '../money';
import type { UlPrepared } from './prepare';
import type { UlMonthRow, UlRunOptions } from './project';
import { runUl } from './project';

/** Deposit per payment in cents: the annual deposit in cents over the payments a year, to the cent. */
export function modalDepositCents(annualDepositCents: number, prepared: UlPrepared): number {
  return roundCents(annualDepositCents / prepared.paymentsPerYear);
}

/**
 * What every projection of the input starts from — its ledgers, the check of its loans and
 * withdrawals, and the solves' trials: the planned deposit per payment (none for a policy
 * paid up in force), the face in cents and the start: issue, or in force today's values
 * (README §In-force projection).
 */
export function ulStart(
  input: ResolvedInput,
  prepared: UlPrepared,
): Pick<UlRunOptions, 'modalDeposit' | 'face'> & Required<Pick<UlRunOptions, 'start'>> {
  const inforce = input.inforce;
  return {
    modalDeposit: inforce?.paidUp
      ? 0
      : modalDepositCents(input.ul?.annualDepositCents ?? 0, prepared),
    face: input.faceAmount * 100,
    start: {
      year: inforce?.yearsCompleted ?? 0,
      accountValue: toCents(inforce?.accountValue ?? 0),
      loanBalance: toCents(inforce?.loanBalance ?? 0),
    },
  };
}

export function ulLedger(
  input: ResolvedInput,
  prepared: UlPrepared,
  basis: BasisName,
  audit?: UlMonthRow[],
): Ledger {
  const ledger = newLedger(input.product.id, basis, prepared.issueAge);
  for (const fundId of prepared.fundIds)
    ledger.funds.push({ fundId, values: new Float64Array(121) });
  const { modalDeposit, face, start } = ulStart(input, prepared);
  // A plain literal (no spread): the month loop reads it, and its shape is the same on every call.
  runUl(prepared, prepared.bases[basis], {
    modalDeposit,
    face,
    suppressLapse: false,
    endYear: prepared.years,
    ledger,
    audit,
    limited: ledger.limitedFlows,
    start,
  });
  return ledger;
}
