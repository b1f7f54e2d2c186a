// Term and term 100 ledgers: premiums are guaranteed and there is no cash value, so the
// three bases are the same ledger. Year t: premium = Σ coverage premiums + policy fee;
// death benefit = faces of the base and term riders still in force.
import type { PricedPolicy } from '../coverages';
import type { ResolvedInput } from '../input-types';
import type { BasisName, Ledger } from '../ledger';
import { newLedger } from '../ledger';

/**
 * The age the ledger's age column follows: the life whose age ends the cover, the younger
 * one under JOINTLAST (cover runs to its 121), the older one otherwise.
 */
export function ledgerIssueAge(input: Pick<ResolvedInput, 'insureds' | 'lifeBasis'>): number {
  const ages = input.insureds.map((insured) => insured.issueAge);
  return input.lifeBasis === 'JOINTLAST' ? Math.min(...ages) : Math.max(...ages);
}

export function termLedger(input: ResolvedInput, priced: PricedPolicy, basis: BasisName): Ledger {
  const base = priced.coverages[0];
  if (!base) throw new Error('no base coverage');
  const issueAge = ledgerIssueAge(input);
  const ledger = newLedger(input.product.id, basis, issueAge);
  ledger.years = base.coverYears;
  ledger.endReason = input.product.family === 'term' ? 'expiry' : 'maturity';
  // In force: from the first year not yet completed (README §In-force projection).
  ledger.startYear = Math.min(input.inforce?.yearsCompleted ?? 0, ledger.years);
  for (let t = ledger.startYear; t < ledger.years; t++) {
    ledger.age[t] = issueAge + t;
    let premium = input.inforce?.paidUp ? 0 : (priced.policyFeeAt(t) as number);
    let deathBenefit = 0;
    for (const coverage of priced.coverages) {
      if (!input.inforce?.paidUp) premium += coverage.premiumAt(t);
      if (
        (coverage.riderType === 'NONE' || coverage.riderType === 'TERM') &&
        t < coverage.coverYears
      ) {
        deathBenefit += coverage.faceAmount * 100;
      }
    }
    ledger.premium[t] = premium;
    ledger.deathBenefit[t] = deathBenefit;
  }
  return ledger;
}
