// The guaranteed basis alone, for work that reads only guaranteed values (a batch's key values
// and first-year premium): one projection instead of three, and none of the tax values or IRRs
// that only the full illustration prints. Its columns are the full illustration's guaranteed
// ledger's, value for value (guaranteed.test.ts holds it to that).
import { priceCoverages } from './coverages';
import type { ResolvedInput } from './input-types';
import type { Ledger } from './ledger';
import { toCents } from './money';
import { type PremiumSummary, premiumSummary } from './premium';
import { termLedger } from './term/ledger';
import { ulLedger } from './ul/ledger';
import { prepareUl } from './ul/prepare';
import { wholeLifeLedger } from './wholelife/ledger';

export interface GuaranteedValues {
  readonly premiumSummary: PremiumSummary;
  /** Projected columns and cumulative premium; no tax values, no IRRs. */
  readonly ledger: Ledger;
}

function project(input: ResolvedInput): Ledger {
  switch (input.product.family) {
    case 'term':
    case 'term100':
      return termLedger(input, priceCoverages(input), 'guaranteed');
    case 'wholeLife':
      return wholeLifeLedger(input, priceCoverages(input), 'guaranteed');
    case 'ul':
      return ulLedger(input, prepareUl(input), 'guaranteed');
  }
}

export function guaranteedValues(input: ResolvedInput): GuaranteedValues {
  const ledger = project(input);
  let cumulative: number = toCents(input.inforce?.premiumsPaid ?? 0);
  for (let t = ledger.startYear; t < ledger.years; t++) {
    cumulative += ledger.premium[t] ?? 0;
    ledger.cumulativePremium[t] = cumulative;
  }
  return { premiumSummary: premiumSummary(input), ledger };
}
