// The ledger of one basis: arrays indexed by policy year (index t is policy year t + 1, at
// attained age issueAge + t; flows during the year, values at its end), length 121. Money is
// in whole cents. Entries past `years` stay 0: the ledger stops at maturity, expiry or lapse.
import { LEDGER_LENGTH } from './modes';
import type { ProductId } from './products/types';

export const bases = ['guaranteed', 'illustrated', 'alternate'] as const;
export type BasisName = (typeof bases)[number];

/**
 * A withdrawal or loan the policy could not grant in full on this basis, so it was cut to the
 * most allowed then (README §Universal life, steps 3a and 3b), or not taken at all because the
 * policy had lapsed before its year (step 12): money in cents, year 1-based.
 */
export const limitedFlowReasons = ['maximum', 'minimumFace', 'afterLapse'] as const;
export type LimitedFlowReason = (typeof limitedFlowReasons)[number];

export interface LimitedFlow {
  readonly year: number;
  readonly kind: 'withdrawal' | 'loan';
  readonly requested: number;
  readonly granted: number;
  /**
   * 'maximum': the share of the cash value; 'minimumFace': an option 1 withdrawal would take the
   * face below the product's minimum; 'afterLapse': the policy lapsed before it (granted 0).
   */
  readonly reason: LimitedFlowReason;
}

export interface FundColumn {
  readonly fundId: string;
  readonly values: Float64Array;
}

export interface Ledger {
  readonly productId: ProductId;
  readonly basis: BasisName;
  readonly issueAge: number;
  /** Policy years with values. */
  years: number;
  /**
   * First year index with values: 0 from issue; the in-force start's years completed for a
   * policy projected from today (entries before it are 0).
   */
  startYear: number;
  /** Index of the year in which the policy lapsed, or null. */
  lapseYear: number | null;
  /** Why the ledger stops: 'maturity' (age 121), 'expiry', 'lapse'. */
  endReason: 'maturity' | 'expiry' | 'lapse';
  readonly age: Int16Array;
  /** Premium paid by the owner in the year (outlay). */
  readonly premium: Float64Array;
  readonly cumulativePremium: Float64Array;
  readonly deathBenefit: Float64Array;
  readonly cashSurrenderValue: Float64Array;
  /** Guaranteed cash value of the base (whole life), or account value (UL). */
  readonly basicCashValue: Float64Array;
  readonly accountValue: Float64Array;
  readonly surrenderCharge: Float64Array;
  readonly funds: FundColumn[];
  /** Weighted average credited rate of the year, percent to 5 decimals (UL). */
  readonly averageInterest: Float64Array;
  readonly dividend: Float64Array;
  readonly puaFace: Float64Array;
  readonly puaCashValue: Float64Array;
  readonly depositBalance: Float64Array;
  readonly dividendCash: Float64Array;
  /** Loan balance at the year end (whole life APL, UL policy loans). */
  readonly loan: Float64Array;
  /** Partial surrenders taken in the year (UL). */
  readonly withdrawal: Float64Array;
  /** Paid-up face the cash value buys (reduced paid-up) and years of extended term it buys. */
  readonly rpuFace: Float64Array;
  readonly etiYears: Float64Array;
  readonly acb: Float64Array;
  readonly ncpi: Float64Array;
  readonly taxableGain: Float64Array;
  /**
   * IRRs as decimals to 5 places; NaN where an IRR is not meaningful (README §IRR: nothing
   * paid, no benefit, or above 100 % a year). Read them with irrValue (irr.ts), which gives
   * null there; on the wire they are null.
   */
  readonly irrDeathBenefit: Float64Array;
  readonly irrCashValue: Float64Array;
  /** Withdrawals and loans cut to the most the policy allowed on this basis (UL); empty otherwise. */
  readonly limitedFlows: LimitedFlow[];
}

export function newLedger(productId: ProductId, basis: BasisName, issueAge: number): Ledger {
  const money = () => new Float64Array(LEDGER_LENGTH);
  return {
    productId,
    basis,
    issueAge,
    years: 0,
    startYear: 0,
    lapseYear: null,
    endReason: 'maturity',
    age: new Int16Array(LEDGER_LENGTH),
    premium: money(),
    cumulativePremium: money(),
    deathBenefit: money(),
    cashSurrenderValue: money(),
    basicCashValue: money(),
    accountValue: money(),
    surrenderCharge: money(),
    funds: [],
    averageInterest: money(),
    dividend: money(),
    puaFace: money(),
    puaCashValue: money(),
    depositBalance: money(),
    dividendCash: money(),
    loan: money(),
    withdrawal: money(),
    rpuFace: money(),
    etiYears: money(),
    acb: money(),
    ncpi: money(),
    taxableGain: money(),
    irrDeathBenefit: money(),
    irrCashValue: money(),
    limitedFlows: [],
  };
}

/** Column names a ledger can be read or exported by, in display order. */
export const ledgerColumns = [
  'age',
  'premium',
  'cumulativePremium',
  'deathBenefit',
  'cashSurrenderValue',
  'basicCashValue',
  'accountValue',
  'surrenderCharge',
  'averageInterest',
  'dividend',
  'puaFace',
  'puaCashValue',
  'depositBalance',
  'dividendCash',
  'loan',
  'withdrawal',
  'rpuFace',
  'etiYears',
  'acb',
  'ncpi',
  'taxableGain',
  'irrDeathBenefit',
  'irrCashValue',
] as const;
export type LedgerColumn = (typeof ledgerColumns)[number];

/** The IRR columns, whose cells may be "not meaningful" (NaN in the ledger, null in JSON). */
export const irrColumns = [
  'irrDeathBenefit',
  'irrCashValue',
] as const satisfies readonly LedgerColumn[];

/** A column's values for the years in force, plain numbers; IRR cells not meaningful are null. */
export function columnValues(ledger: Ledger, column: LedgerColumn): (number | null)[] {
  const values = Array.from(ledger[column].subarray(0, ledger.years));
  return column === 'irrDeathBenefit' || column === 'irrCashValue'
    ? values.map((value) => (Number.isNaN(value) ? null : value))
    : values;
}

/** Plain arrays (JSON-friendly), cut to the years in force. */
export function ledgerToJson(ledger: Ledger): Record<string, unknown> {
  const out: Record<string, unknown> = {
    productId: ledger.productId,
    basis: ledger.basis,
    issueAge: ledger.issueAge,
    years: ledger.years,
    lapseYear: ledger.lapseYear,
    endReason: ledger.endReason,
  };
  for (const column of ledgerColumns) out[column] = columnValues(ledger, column);
  for (const fund of ledger.funds)
    out[`fund.${fund.fundId}`] = Array.from(fund.values.subarray(0, ledger.years));
  out.limitedFlows = ledger.limitedFlows.map((flow) => ({ ...flow }));
  return out;
}
