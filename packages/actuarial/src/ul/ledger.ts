// UL ledgers for the three bases from one preparation.
import type { ResolvedInput } from '../input';
import type { BasisName, Ledger } from '../ledger';
import { newLedger } from '../ledger';
import { toCents } from '../money';
import type { UlPrepared } from './prepare';
import type { UlMonthRow } from './project';
import { runUl } from './project';

/** Deposit per payment in cents: round2(annual deposit / payments a year). */
export function modalDepositCents(annualDeposit: number, prepared: UlPrepared): number {
  return toCents(annualDeposit / prepared.paymentsPerYear);
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
    modalDeposit:
      overrides.modalDeposit ?? modalDepositCents(input.ul?.annualDeposit ?? 0, prepared),
    face: overrides.face ?? input.faceAmount * 100,
    suppressLapse: false,
    endYear: prepared.years,
    ledger,
    audit,
  });
  return ledger;
}
