// UL ledgers for the three bases from one preparation.
import type { ResolvedInput } from '../input-types';
import type { BasisName, Ledger } from '../ledger';
import { newLedger } from '../ledger';
import { roundCents, toCents } from '../money';
import type { UlPrepared } from './prepare';
import type { UlMonthRow } from './project';
import { runUl } from './project';

/** Deposit per payment in cents: the annual deposit in cents over the payments a year, to the cent. */
export function modalDepositCents(annualDepositCents: number, prepared: UlPrepared): number {
  return roundCents(annualDepositCents / prepared.paymentsPerYear);
}

export function ulLedger(
  input: ResolvedInput,
  prepared: UlPrepared,
  basis: BasisName,
  overrides: { modalDeposit?: number; face?: number } = {},
  audit?: UlMonthRow[],
): Ledger {
  const ledger = newLedger(input.product.id, basis, prepared.issueAge);
  for (const fundId of prepared.fundIds)
    ledger.funds.push({ fundId, values: new Float64Array(121) });
  runUl(prepared, prepared.bases[basis], {
    // A paid-up in-force policy takes no more deposits.
    modalDeposit: input.inforce?.paidUp
      ? 0
      : (overrides.modalDeposit ?? modalDepositCents(input.ul?.annualDepositCents ?? 0, prepared)),
    face: overrides.face ?? input.faceAmount * 100,
    suppressLapse: false,
    endYear: prepared.years,
    ledger,
    audit,
    limited: ledger.limitedFlows,
    ...(input.inforce
      ? {
          start: {
            year: input.inforce.yearsCompleted,
            accountValue: toCents(input.inforce.accountValue ?? 0),
            loanBalance: toCents(input.inforce.loanBalance ?? 0),
          },
        }
      : {}),
  });
  return ledger;
}
