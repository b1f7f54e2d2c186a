// The ledger of one basis: arrays indexed by policy year (index t is policy year t + 1, at
// attained age issueAge + t; flows during the year, values at its end), length 121. Money is
// in whole cents. Entries past `years` stay 0: the ledger stops at maturity, expiry or lapse.
import { LEDGER_LENGTH } from './modes';
import type { ProductId } from './products/types';

export const bases = ['guaranteed', 'illustrated', 'alternate'] as const;
export type BasisName = (typeof bases)[number];

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
  readonly irrDeathBenefit: Float64Array;
  readonly irrCashValue: Float64Array;
}

export function newLedger(productId: ProductId, basis: BasisName, issueAge: number): Ledger {
  const money = () => new Float64Array(LEDGER_LENGTH);
  return {
    productId,
    basis,
    issueAge,
    years: 0,
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
  for (const column of ledgerColumns)
    out[column] = Array.from(ledger[column].subarray(0, ledger.years));
  for (const fund of ledger.funds)
    out[`fund.${fund.fundId}`] = Array.from(fund.values.subarray(0, ledger.years));
  return out;
}
