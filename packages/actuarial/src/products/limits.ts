// What each product accepts, read from its data: the one place the engine's input validation
// and the server's request contracts take their bounds from, so the two cannot disagree.
import { FLAT_EXTRA_FOR_LIFE, MAX_DURATION } from '../modes';
import { productById, riders } from './catalogue';
import type { ProductFamily, ProductId, Range, RiderId } from './types';

/** Bounds that hold for every product: list lengths and years the engine reads at most. */
export const ENGINE_LIMITS = {
  /** Products side by side in a product compare. */
  compareProducts: 3,
  /** Riders on one illustration. */
  riders: 5,
  /** Entries in a UL withdrawal or loan list (one a policy year at most). */
  cashFlows: MAX_DURATION,
  /** Policy years a flow, a flat extra or deposits can name. */
  policyYears: { min: 1, max: MAX_DURATION },
  /** A flat extra duration of this many years means for life. */
  flatExtraForLife: FLAT_EXTRA_FOR_LIFE,
} as const;

export interface RiderLimits {
  readonly issueAge: Range;
  /** Whole dollars; null for the waiver, which has no face. */
  readonly face: Range | null;
}

export interface UlLimits {
  /** Planned deposit, dollars a year, to the cent. */
  readonly annualDeposit: Range;
  /** Years deposits are paid. */
  readonly depositYears: Range;
  /** Illustrated rate override of a fund, percent. */
  readonly fundRate: Range;
  /** Allocation of a fund, percent with at most 3 decimals; the allocations total 100. */
  readonly allocation: Range;
  /** Withdrawal and loan amounts, dollars to the cent, each at most this share of the cash value when taken. */
  readonly loanMaximumShareOfCashValue: number;
  readonly withdrawalMaximumShareOfCashValue: number;
}

export interface ProductLimits {
  readonly productId: ProductId;
  readonly family: ProductFamily;
  /** Of each insured, whole years. */
  readonly issueAge: Range;
  /** Whole dollars. */
  readonly face: Range;
  /** Dollars per 1000 of face a year. */
  readonly flatExtraPer1000: Range;
  /** Whole years, or ENGINE_LIMITS.flatExtraForLife. */
  readonly flatExtraDuration: Range;
  readonly ratings: readonly number[];
  /** The riders the product allows, with theirs. */
  readonly riders: Readonly<Partial<Record<RiderId, RiderLimits>>>;
  /** Universal life only. */
  readonly ul: UlLimits | null;
}

/** The limits of one product, from its data (and its riders'). */
export function productLimits(productId: ProductId): ProductLimits {
  const product = productById(productId);
  const allowed: Partial<Record<RiderId, RiderLimits>> = {};
  for (const id of product.ridersAllowed) {
    const rider = riders[id];
    allowed[id] = { issueAge: rider.issueAge, face: rider.kind === 'WAIVER' ? null : rider.face };
  }
  return {
    productId,
    family: product.family,
    issueAge: product.issueAge,
    face: product.face,
    flatExtraPer1000: product.flatExtraPer1000,
    flatExtraDuration: { min: 0, max: MAX_DURATION },
    ratings: product.ratings,
    riders: allowed,
    ul:
      product.family === 'ul'
        ? {
            annualDeposit: product.annualDeposit,
            depositYears: { min: 0, max: MAX_DURATION },
            fundRate: product.fundRateOverride,
            allocation: { min: 0, max: 100 },
            loanMaximumShareOfCashValue: product.policyLoan.maximumShareOfCashValue,
            withdrawalMaximumShareOfCashValue: product.withdrawal.maximumShareOfCashValue,
          }
        : null,
  };
}
