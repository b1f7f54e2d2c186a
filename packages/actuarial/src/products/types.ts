// The shape of a product definition. Every product is one data module of this type
// (src/products/p<id>.ts), validated by defineProduct when it loads.

import type {
  DividendOption,
  LifeBasis,
  PremiumMode,
  RateClass,
  Rating,
  SmokeClass,
} from '../modes';
import type { MortalityBasis } from '../mortality/basis';

export const productIds = [
  '0131',
  '0132',
  '0133',
  '0562',
  '0563',
  '0900',
  '0902',
  '0602',
  '0603',
] as const;
export type ProductId = (typeof productIds)[number];

export const riderIds = ['093', '094', 'WP', 'ADB', 'CHILD'] as const;
export type RiderId = (typeof riderIds)[number];

export interface Bilingual {
  readonly en: string;
  readonly fr: string;
}

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Rounding points the product defines (decimals; the helper is money.roundTo). */
export interface Rounding {
  /** Premium and charge rates per 1000 of face. */
  readonly ratePer1000: number;
  /** Money: the spec's 2-decimal helper. */
  readonly money: 2;
  /** Monthly COI rates per 1000 (UL). */
  readonly coiRate?: number;
  /** Fund allocations in percent. */
  readonly allocation?: 3;
  /** Average interest rate in percent. */
  readonly averageInterest?: 5;
}

/**
 * One point of a select experience curve: the factors at an issue age by sex, for non-smokers
 * and for smokers (classes S and R), linear between points.
 */
export interface ExperiencePoint {
  readonly issueAge: number;
  readonly male: number;
  readonly female: number;
  readonly maleSmoker: number;
  readonly femaleSmoker: number;
}

/**
 * The underwritten (select) experience of a term basis as a factor on the table: by issue age,
 * sex and smoking (flat beyond the first and the last point), over the first `years` policy
 * years of the first level period (the years the factors were fitted on); the table alone
 * after them and in renewals (README §Level premium rate).
 */
export interface SelectExperience {
  readonly years: number;
  readonly points: readonly ExperiencePoint[];
}

/**
 * A level-premium pricing basis: the gross annual rate per 1000 is
 * round(1000 · A / ä / (1 − percentLoad) + per1000Load, rounding.ratePer1000),
 * with A and ä on `mortality` × rate-class multiplier × rating at `interestRate`.
 */
export interface LevelPremiumBasis {
  readonly mortality: MortalityBasis;
  readonly interestRate: number;
  readonly percentLoad: number;
  readonly per1000Load: number;
  /** Dollars a year, once per policy. */
  readonly policyFee: number;
  readonly rateClassMultipliers: Readonly<Record<RateClass, number>>;
  /** Term only: the select experience of the first level period (SelectExperience). */
  readonly selectExperience?: SelectExperience;
}

interface ProductCommon {
  readonly id: ProductId;
  readonly planCode: string;
  readonly name: Bilingual;
  readonly issueAge: Range;
  readonly face: Range;
  readonly premiumModes: readonly PremiumMode[];
  /** Modal premium = round2(annual · modalLoading / payments a year). */
  readonly modalLoadings: Readonly<Record<PremiumMode, number>>;
  readonly rateClasses: readonly RateClass[];
  readonly smokeClasses: readonly SmokeClass[];
  readonly ratings: readonly Rating[];
  /** Flat extra the product accepts, dollars per 1000 of face a year. */
  readonly flatExtraPer1000: Range;
  readonly lifeBases: readonly LifeBasis[];
  readonly ridersAllowed: readonly RiderId[];
  readonly rounding: Rounding;
}

export interface TermProduct extends ProductCommon {
  readonly family: 'term';
  readonly pricing: LevelPremiumBasis;
  /** Level period; renews at the end of each at the attained-age rate until expiry. */
  readonly termYears: number;
  /** Last age at which a renewal may start. */
  readonly lastRenewalAge: number;
  /** Coverage ends at this attained age (the last term is shortened to reach it). */
  readonly expiryAge: number;
}

export interface Term100Product extends ProductCommon {
  readonly family: 'term100';
  readonly pricing: LevelPremiumBasis;
  /** Premiums stop at this attained age (of the older life for joint cover). */
  readonly payToAge: number;
  /** No cash value; cover is for life (to age 121). */
  readonly cashValue: false;
}

/** Illustrative dividend scale, declared as data (contribution method, README §Whole life). */
export interface DividendScale {
  /** Dividend interest rate, illustrated scale. The alternate scale is this less 0.01. */
  readonly interestRate: number;
  /** Experience mortality as a fraction of the pricing basis. */
  readonly mortalityFactor: number;
  /** First policy year whose end pays a dividend. */
  readonly firstYear: number;
  /** Interest on dividends left on deposit (DOD), illustrated scale. */
  readonly depositRate: number;
  /** Guaranteed minimum interest on deposits. */
  readonly guaranteedDepositRate: number;
  /** ENH: target extra death benefit as a fraction of face, bought by OYT then PUA. */
  readonly enhancedFraction: number;
}

export interface WholeLifeProduct extends ProductCommon {
  readonly family: 'wholeLife';
  readonly pricing: LevelPremiumBasis;
  /** Premiums payable for this many years, or to `payToAge`, whichever ends first. */
  readonly payYears: number;
  readonly payToAge: number;
  /** Guaranteed cash values: adjusted-premium method with this initial expense per 1000. */
  readonly cashValueInterestRate: number;
  readonly initialExpensePer1000: number;
  /** At this age the policy becomes paid up for its total death benefit. */
  readonly reducedPaidUpAge: number;
  readonly dividendOptions: readonly DividendOption[];
  readonly dividendScale: DividendScale;
  /** Premium offset is part of the plan (the spec's 'plan is in premium offset'). */
  readonly planInPremiumOffset: boolean;
  /** APL loan interest rate. */
  readonly loanRate: number;
}

export interface FundDefinition {
  readonly id: string;
  readonly name: Bilingual;
  /** Spec fund types: DIA daily interest, GIA guaranteed interest, SegFund/index. */
  readonly fundType: 'DIA' | 'GIA' | 'SegFund';
  /** Illustrated annual rate, percent. */
  readonly illustratedRate: number;
  /** Guaranteed minimum annual rate, percent (the guaranteed basis and the alternate floor). */
  readonly guaranteedRate: number;
  /** Default allocation, percent (3 decimals). */
  readonly defaultAllocation: number;
  /**
   * Index accounts: the cap on the credited rate, percent. The credited rate of a basis is
   * min(cap, max(guaranteedRate, rate)): the guaranteed rate is the floor.
   */
  readonly cap?: number;
}

/**
 * UL policy loans: the loan grows at `rate`; the collateral held in the account earns
 * `creditedRate`. The loan owed may reach `maximumShareOfCashValue` of the cash value
 * (account value less surrender charge) when an advance is made.
 */
export interface UlPolicyLoan {
  readonly rate: number;
  readonly creditedRate: number;
  readonly maximumShareOfCashValue: number;
}

/** UL partial surrenders: at most this share of the cash surrender value when taken. */
export interface UlWithdrawalLimits {
  readonly maximumShareOfCashValue: number;
}

/** One side (guaranteed maximum or current) of the UL charges. */
export interface UlCharges {
  readonly premiumLoad: number;
  /** Dollars a month. */
  readonly monthlyFee: number;
  readonly coiMortality: MortalityBasis;
  /** Scale on the table, before rate class and rating. */
  readonly coiFactor: number;
  readonly rateClassMultipliers: Readonly<Record<RateClass, number>>;
}

export interface UniversalLifeProduct extends ProductCommon {
  readonly family: 'ul';
  readonly funds: readonly FundDefinition[];
  readonly guaranteed: UlCharges;
  readonly current: UlCharges;
  /** Level COI: rate per 1000 a year is 1000·A/ä (to coiCeaseAge) on the current basis at this rate. */
  readonly levelCoiInterestRate: number;
  /** No COI, fee or rider charge from this age (the policy carries on, paid up). */
  readonly coiCeaseAge: number;
  /** Surrender charge per 1000 of initial face by policy year (1-based; none after the list). */
  readonly surrenderChargePer1000: readonly number[];
  readonly policyLoan: UlPolicyLoan;
  readonly withdrawal: UlWithdrawalLimits;
  /** Planned deposit the product accepts, dollars a year. */
  readonly annualDeposit: Range;
  /** Illustrated rate an agent may set on a fund, percent. */
  readonly fundRateOverride: Range;
}

export type ProductDefinition =
  | TermProduct
  | Term100Product
  | WholeLifeProduct
  | UniversalLifeProduct;
export type ProductFamily = ProductDefinition['family'];

/** Riders: their own pricing, declared as data. */
export interface TermRiderDefinition {
  readonly id: '093' | '094';
  readonly kind: 'TERM';
  readonly planCode: string;
  readonly name: Bilingual;
  /** The level term product whose basis prices it (without the policy fee). */
  readonly basedOn: '0131';
  /** 094 (UL) is charged monthly from the account: annual rate / 12. */
  readonly chargedMonthly: boolean;
  readonly issueAge: Range;
  readonly face: Range;
}

export interface RatePerAgeBand {
  readonly toAge: number;
  readonly rate: number;
}

export interface WaiverDefinition {
  readonly id: 'WP';
  readonly kind: 'WAIVER';
  readonly planCode: string;
  readonly name: Bilingual;
  /** Premium = rate × (all other premiums of the policy, fee included); by issue-age band. */
  readonly rateByIssueAge: readonly RatePerAgeBand[];
  readonly expiryAge: number;
  readonly issueAge: Range;
}

export interface FlatRiderDefinition {
  readonly id: 'ADB' | 'CHILD';
  readonly kind: 'ADB' | 'CHILD';
  readonly planCode: string;
  readonly name: Bilingual;
  /** Dollars per 1000 a year, not rated. */
  readonly annualRatePer1000: number;
  /** Attained age of the insured at which it ends. */
  readonly expiryAge: number;
  readonly issueAge: Range;
  readonly face: Range;
}

export type RiderDefinition = TermRiderDefinition | WaiverDefinition | FlatRiderDefinition;
