// The illustration input as callers give it, and as the engine holds it once validated
// (input.ts reads and checks one into the other). Types only: every part of the engine may
// read them without depending on the validation, which itself runs a UL projection.
import type { AgeMethod } from './ages';
import type {
  DividendOption,
  LifeBasis,
  NonForfeitureOption,
  PremiumMode,
  RateClass,
  Rating,
  Sex,
  SmokeClass,
} from './modes';
import type { Cents } from './money';
import type { InputProblem } from './problems';
import type { ProductDefinition, ProductId, RiderId } from './products/types';

export type { AgeMethod };

export interface InsuredInput {
  readonly sex: Sex;
  readonly smokeClass: SmokeClass;
  /** Defaults to P (riders: S, as the spec says). */
  readonly rateClass?: RateClass;
  /** Either the issue age, or the birth date with the input's issueDate and ageMethod. */
  readonly issueAge?: number;
  readonly birthDate?: string;
  /** Percent of standard mortality; default 100. */
  readonly rating?: Rating;
  /** Dollars per 1000 of face a year; default 0. */
  readonly flatExtra?: number;
  /** Years the flat extra is charged; 999 for life. */
  readonly flatExtraDuration?: number;
}

export interface RiderInput {
  readonly riderId: RiderId;
  /** Dollars; not used by the waiver. */
  readonly faceAmount?: number;
  /** A term rider's own life; default the (first) base insured. */
  readonly insured?: InsuredInput;
}

export interface PremiumOffsetInput {
  /** The premium-offset checkbox is enabled on the form. */
  readonly checkboxEnabled?: boolean;
  readonly elected: boolean;
  /** First policy year whose premium is offset (the skip date, as a policy year). */
  readonly startYear: number;
}

export interface WholeLifeInput {
  readonly dividendOption: DividendOption;
  readonly premiumOffset?: PremiumOffsetInput;
  /** Premiums stop after this policy year; the non-forfeiture option then applies. */
  readonly stopPremiumsAfterYear?: number;
  readonly nonForfeitureOption?: NonForfeitureOption;
}

export interface UlInput {
  /** 1 level (face), 2 face plus account value. */
  readonly deathBenefitOption?: 1 | 2;
  readonly coiType?: 'LevelGuaranteed' | 'YRT';
  /** Planned deposit, dollars a year to the cent (paid by the premium mode). */
  readonly annualDeposit: number;
  /** Deposits stop after this many policy years; default to the COI cease age. */
  readonly depositYears?: number;
  /** Percent by fund id, 3 decimals, total 100; default the product's. */
  readonly allocations?: Readonly<Record<string, number>>;
  /** Illustrated rate overrides, percent by fund id (index accounts: capped and floored). */
  readonly fundRates?: Readonly<Record<string, number>>;
  /** Partial surrenders, dollars, taken at the start of the policy year given (1-based). */
  readonly withdrawals?: readonly CashFlowInput[];
  /** Policy-loan advances, dollars, at the start of the policy year given (1-based). */
  readonly loans?: readonly CashFlowInput[];
}

export interface CashFlowInput {
  readonly year: number;
  readonly amount: number;
}

/**
 * A projection of a policy in force (README §In-force projection): from the start of policy
 * year `yearsCompleted + 1`, carrying today's values instead of starting at issue.
 */
export interface InforceStart {
  /** Policy years completed; the projection's first year is index `yearsCompleted`. */
  readonly yearsCompleted: number;
  /** Premiums paid to date, dollars: the cumulative premium column goes on from here. */
  readonly premiumsPaid: number;
  /** UL: the account value today (loan collateral included), dollars. */
  readonly accountValue?: number;
  /** The policy loan owed today, dollars. */
  readonly loanBalance?: number;
  /** Whole life: the paid-up additions' face today, dollars. */
  readonly puaFace?: number;
  /** Whole life: dividends on deposit today, dollars. */
  readonly dividendDeposit?: number;
  /** No further premium is due (paid up): the coverage stays as it is, nothing more is paid in. */
  readonly paidUp?: boolean;
}

export interface IllustrationInput {
  readonly productId: ProductId;
  /** Dollars. */
  readonly faceAmount: number;
  readonly premiumMode: PremiumMode;
  readonly lifeBasis?: LifeBasis;
  /** One insured, or two for the joint product. */
  readonly insureds: readonly InsuredInput[];
  /** ISO date; needed when an age comes from a birth date. Also read by the tax status. */
  readonly issueDate?: string;
  readonly ageMethod?: AgeMethod;
  readonly riders?: readonly RiderInput[];
  readonly wholeLife?: WholeLifeInput;
  readonly ul?: UlInput;
  /** A policy in force, projected from today's values rather than from issue. */
  readonly inforce?: InforceStart;
}

/** An insured with every default applied. */
export interface ResolvedInsured {
  readonly sex: Sex;
  readonly smokeClass: SmokeClass;
  readonly rateClass: RateClass;
  readonly issueAge: number;
  readonly rating: Rating;
  readonly flatExtra: number;
  readonly flatExtraDuration: number;
}

export interface ResolvedRider {
  readonly riderId: RiderId;
  readonly faceAmount: number;
  readonly insured: ResolvedInsured;
}

/** A withdrawal or a loan advance, read exactly: whole cents at the start of a policy year (1-based). */
export interface ResolvedCashFlow {
  readonly year: number;
  readonly amount: Cents;
}

/** The UL input with every default applied and every amount read exactly, once (README §Input). */
export interface ResolvedUl {
  readonly deathBenefitOption: 1 | 2;
  readonly coiType: 'LevelGuaranteed' | 'YRT';
  /** Planned deposit a year, whole cents (the decimal given, read exactly). */
  readonly annualDepositCents: Cents;
  /** Deposits stop after this many policy years; undefined: to the COI cease age. */
  readonly depositYears: number | undefined;
  /** Allocation by fund id in thousandths of a percent (100 % is 100 000); undefined: the product's. */
  readonly allocationThousandths: Readonly<Record<string, number>> | undefined;
  /** Illustrated rate overrides, percent by fund id. */
  readonly fundRates: Readonly<Record<string, number>> | undefined;
  /** One entry per input entry, in input order (index i is ul.withdrawals[i]). */
  readonly withdrawals: readonly ResolvedCashFlow[];
  readonly loans: readonly ResolvedCashFlow[];
}

export interface ResolvedInput {
  readonly product: ProductDefinition;
  readonly faceAmount: number;
  readonly premiumMode: PremiumMode;
  readonly lifeBasis: LifeBasis;
  readonly insureds: readonly ResolvedInsured[];
  readonly issueDate: string | undefined;
  readonly riders: readonly ResolvedRider[];
  readonly wholeLife: WholeLifeInput | undefined;
  readonly ul: ResolvedUl | undefined;
  readonly inforce: InforceStart | undefined;
}

export type { InputProblem };

export type InputValidation =
  | { readonly ok: true; readonly value: ResolvedInput }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };
