// The sales concepts shown beside an illustration (issue 7 §2; README §Concepts): product
// compare, internal rate of return, charitable giving, insurance as investment and income
// payout. Each reads the illustrated ledger (cents) and rates given as decimals; money out is
// whole cents, rates are decimals to 5 places.

import { priceCoverages } from './coverages';
import { illustrateResolved } from './illustrate';
import { validateIllustrationInput } from './input';
import type { IllustrationInput, InputProblem, ResolvedInput } from './input-types';
import { irrValue } from './irr';
import type { Ledger } from './ledger';
import { roundCents, roundTo } from './money';
import type { PremiumSummary } from './premium';
import { problem } from './problems';
import { ENGINE_LIMITS } from './products/limits';
import type { ProductId } from './products/types';
import { modalDepositCents } from './ul/ledger';
import { prepareUl } from './ul/prepare';

/** Value of a column at the end of policy year `year` (1-based), 0 past the ledger. */
const at = (column: Float64Array, ledger: Ledger, year: number) =>
  year >= 1 && year <= ledger.years ? (column[year - 1] ?? 0) : 0;

// ---------------------------------------------------------------- product compare

/** Illustrated values at the end of one of the years asked for (0 once the cover has ended). */
export interface ProductCompareValue {
  readonly year: number;
  /** The cover is still in force at the end of this policy year. */
  readonly inForce: boolean;
  /** Premium paid in this year on the illustrated basis (renewal premiums included), cents. */
  readonly annualPremium: number;
  readonly cumulativePremium: number;
  readonly cashSurrenderValue: number;
  readonly deathBenefit: number;
}

/**
 * The contractual premium of a run of policy years with the same premium: a level term's
 * first period, then each renewal at its own premium; whole life to its paid-up age; UL's
 * planned deposit while deposits are paid. Cents a year, policy years 1-based and inclusive.
 */
export interface PremiumPeriod {
  readonly fromYear: number;
  readonly toYear: number;
  /** Attained ages at the start of fromYear and at the end of toYear. */
  readonly fromAge: number;
  readonly toAge: number;
  readonly annualPremium: number;
}

export interface ProductCompareLine {
  readonly productId: ProductId;
  readonly ok: boolean;
  readonly problems: readonly InputProblem[];
  readonly premiumSummary: PremiumSummary | null;
  /** Illustrated values at the end of each of the years asked for. */
  readonly values: readonly ProductCompareValue[];
  /** The premiums the product charges, period by period, to the end of its cover. */
  readonly premiumSchedule: readonly PremiumPeriod[];
  /**
   * Attained age at which the cover ends on the illustrated basis: a term's expiry (after its
   * last renewal), a lapse, or 121 for cover for life. Null when the product refuses the input.
   */
  readonly coverEndAge: number | null;
  /** Why it ends there: 'expiry' (term), 'lapse' (UL or APL), 'maturity' (cover for life). */
  readonly coverEndReason: Ledger['endReason'] | null;
}

/** The premium due in policy-year index t by contract (without dividends): cents. */
function contractualPremiums(input: ResolvedInput, years: number): Float64Array {
  const out = new Float64Array(years);
  if (input.product.family === 'ul') {
    const prepared = prepareUl(input);
    const annual =
      modalDepositCents(input.ul?.annualDepositCents ?? 0, prepared) * prepared.paymentsPerYear;
    for (let t = 0; t < Math.min(years, prepared.depositYears); t++) out[t] = annual;
    return out;
  }
  const priced = priceCoverages(input);
  for (let t = 0; t < years; t++) {
    let due: number = priced.policyFeeAt(t);
    for (const coverage of priced.coverages) due += coverage.premiumAt(t);
    out[t] = due;
  }
  return out;
}

function premiumSchedule(input: ResolvedInput, ledger: Ledger): PremiumPeriod[] {
  const due = contractualPremiums(input, ledger.years);
  const periods: PremiumPeriod[] = [];
  for (let t = 0; t < ledger.years; t++) {
    const premium = due[t] ?? 0;
    const last = periods[periods.length - 1];
    if (last && last.annualPremium === premium && last.toYear === t)
      periods[periods.length - 1] = { ...last, toYear: t + 1, toAge: ledger.issueAge + t + 1 };
    else
      periods.push({
        fromYear: t + 1,
        toYear: t + 1,
        fromAge: ledger.issueAge + t,
        toAge: ledger.issueAge + t + 1,
        annualPremium: premium,
      });
  }
  return periods;
}

/**
 * The same insured and face under up to three products side by side, like with like: each
 * product's illustrated premiums as it charges them (a term renews at its renewal premiums),
 * its values at the years asked for, and the age at which its cover ends. A product that
 * refuses the input (age, face, riders) says why instead of being left out.
 */
export function compareProducts(
  input: IllustrationInput,
  productIds: readonly ProductId[],
  years: readonly number[] = [10, 20, 30],
): ProductCompareLine[] {
  if (productIds.length > ENGINE_LIMITS.compareProducts)
    throw new Error(`compare at most ${ENGINE_LIMITS.compareProducts} products`);
  return productIds.map((productId) => {
    const candidate = { ...input, productId } as IllustrationInput;
    const checked = validateIllustrationInput(candidate);
    if (!checked.ok)
      return {
        productId,
        ok: false,
        problems: checked.problems,
        premiumSummary: null,
        values: [],
        premiumSchedule: [],
        coverEndAge: null,
        coverEndReason: null,
      };
    const result = illustrateResolved(checked.value);
    const ledger = result.ledgers.illustrated;
    return {
      productId,
      ok: true,
      problems: [],
      premiumSummary: result.premiumSummary,
      values: years.map((year) => ({
        year,
        inForce: year >= 1 && year <= ledger.years && ledger.lapseYear !== year - 1,
        annualPremium: at(ledger.premium, ledger, year),
        cumulativePremium: at(ledger.cumulativePremium, ledger, year),
        cashSurrenderValue: at(ledger.cashSurrenderValue, ledger, year),
        deathBenefit: at(ledger.deathBenefit, ledger, year),
      })),
      premiumSchedule: premiumSchedule(checked.value, ledger),
      coverEndAge: ledger.issueAge + ledger.years,
      coverEndReason: ledger.endReason,
    };
  });
}

// ---------------------------------------------------------------- internal rate of return

export interface IrrRow {
  readonly year: number;
  readonly age: number;
  /** Decimal rate, or null where an IRR is not meaningful (README §IRR). */
  readonly irrDeathBenefit: number | null;
  readonly irrCashValue: number | null;
}

/** The ledger's IRR columns (README §IRR) for the years asked, or every year; null where not meaningful. */
export function internalRateOfReturn(ledger: Ledger, years?: readonly number[]): IrrRow[] {
  const wanted = years ?? Array.from({ length: ledger.years }, (_, k) => k + 1);
  return wanted
    .filter((year) => year >= 1 && year <= ledger.years)
    .map((year) => ({
      year,
      age: ledger.age[year - 1] ?? 0,
      irrDeathBenefit: irrValue(ledger.irrDeathBenefit[year - 1]),
      irrCashValue: irrValue(ledger.irrCashValue[year - 1]),
    }));
}

// ---------------------------------------------------------------- charitable giving

export interface CharitableGivingRow {
  readonly year: number;
  readonly age: number;
  readonly premium: number;
  /** taxCredit_t = round(premium_t × taxRate): the donation receipt for premiums paid on a gifted policy. */
  readonly taxCredit: number;
  readonly netCost: number;
  readonly cumulativeNetCost: number;
  /** The gift the charity receives at death in the year: the death benefit. */
  readonly giftAtDeath: number;
  /**
   * The same net costs given to the charity as cash each year instead and invested by it at
   * intRate: alternative_t = round((alternative_{t−1} + netCost_t) × (1 + intRate)).
   */
  readonly cashGiftAccumulated: number;
  /** giftAtDeath / cumulativeNetCost, to 5 decimals. */
  readonly leverage: number;
}

export function charitableGiving(
  ledger: Ledger,
  rates: { intRate: number; taxRate: number },
): CharitableGivingRow[] {
  const rows: CharitableGivingRow[] = [];
  let cumulative = 0;
  let alternative = 0;
  for (let t = 0; t < ledger.years; t++) {
    const premium = ledger.premium[t] ?? 0;
    const taxCredit = roundCents(premium * rates.taxRate);
    const netCost = premium - taxCredit;
    cumulative += netCost;
    alternative = roundCents((alternative + netCost) * (1 + rates.intRate));
    const gift = ledger.deathBenefit[t] ?? 0;
    rows.push({
      year: t + 1,
      age: ledger.age[t] ?? 0,
      premium,
      taxCredit,
      netCost,
      cumulativeNetCost: cumulative,
      giftAtDeath: gift,
      cashGiftAccumulated: alternative,
      leverage: cumulative > 0 ? roundTo(gift / cumulative, 5) : 0,
    });
  }
  return rows;
}

// ---------------------------------------------------------------- insurance as investment

export interface InsuranceInvestmentRow {
  readonly year: number;
  readonly age: number;
  readonly cumulativePremium: number;
  readonly deathBenefit: number;
  /**
   * The premiums invested instead at intRate, the interest taxed each year at taxRate:
   * side_t = round((side_{t−1} + premium_t) × (1 + intRate × (1 − taxRate))).
   */
  readonly taxableInvestment: number;
  /** The policy's tax-free IRR on the death benefit (decimal); null where not meaningful. */
  readonly irrDeathBenefit: number | null;
  /**
   * The pre-tax return a taxable investment would need to match it:
   * equivalentPreTax_t = irr_t / (1 − taxRate), 5 decimals; null with the IRR.
   */
  readonly equivalentPreTaxReturn: number | null;
}

export function insuranceAsInvestment(
  ledger: Ledger,
  rates: { intRate: number; taxRate: number },
): InsuranceInvestmentRow[] {
  if (rates.taxRate >= 1) throw new Error('tax rate must be under 100 %');
  const afterTax = rates.intRate * (1 - rates.taxRate);
  const rows: InsuranceInvestmentRow[] = [];
  let side = 0;
  for (let t = 0; t < ledger.years; t++) {
    side = roundCents((side + (ledger.premium[t] ?? 0)) * (1 + afterTax));
    const irr = irrValue(ledger.irrDeathBenefit[t]);
    rows.push({
      year: t + 1,
      age: ledger.age[t] ?? 0,
      cumulativePremium: ledger.cumulativePremium[t] ?? 0,
      deathBenefit: ledger.deathBenefit[t] ?? 0,
      taxableInvestment: side,
      irrDeathBenefit: irr,
      equivalentPreTaxReturn: irr === null ? null : roundTo(irr / (1 - rates.taxRate), 5),
    });
  }
  return rows;
}

// ---------------------------------------------------------------- income payout

export interface IncomePayoutInput {
  /** Attained age at which the first loan is drawn (the start of that policy year). */
  readonly startAge: number;
  /** Number of yearly loans. */
  readonly payoutYears: number;
  /** Bank loan interest rate, compounded yearly (decimal). */
  readonly loanRate: number;
  /** Rate a non-registered (taxable) investment of the same premiums would earn. */
  readonly intRate: number;
  readonly taxRate: number;
  /** The lender lends up to this share of the cash surrender value (default 0.9). */
  readonly collateralRatio?: number;
}

export interface IncomePayoutResult {
  /** Level yearly tax-free loan, cents (0 when the policy cannot support any). */
  readonly annualIncome: number;
  /** The taxable income giving the same after-tax amount: round(annualIncome / (1 − taxRate)). */
  readonly preTaxEquivalent: number;
  /** The same premiums in a taxable account at intRate, drawn as a level yearly amount over the payout years. */
  readonly nonRegisteredIncome: number;
  readonly rows: readonly {
    year: number;
    age: number;
    loan: number;
    loanBalance: number;
    cashSurrenderValue: number;
    deathBenefit: number;
    netDeathBenefit: number;
  }[];
}

/** The income payout, or why it cannot be worked out (problems.ts, both languages). */
export type IncomePayoutOutcome =
  | ({ readonly ok: true } & IncomePayoutResult)
  | { readonly ok: false; readonly problem: InputProblem };

/** Steps of the income search: a bisection of a safe-integer interval of cents needs at most 53. */
const INCOME_SEARCH_STEPS = 64;
const INCOME_SEARCH = { en: 'search for the income payout', fr: 'du revenu versé' } as const;

const isRate = (value: number, max: number) => Number.isFinite(value) && value >= 0 && value <= max;

/**
 * Leveraged income: from `startAge`, a bank lends a level amount L at the start of each of
 * `payoutYears` years against the policy; the balance B_t = round((B_{t−1} + L_t) × (1 +
 * loanRate)) is never more than collateralRatio × CSV_t, to the end of the ledger (the death
 * benefit repays it). L is the largest such amount in whole cents, found by bisection on the
 * exact criterion within [0, collateralRatio × CSV at the start]: the first year's balance is
 * at least L, so no larger L fits. The search is bounded (INCOME_SEARCH_STEPS) and a case it
 * cannot settle is a problem, never a guess. The comparison: the premiums in a taxable account
 * at intRate × (1 − taxRate) until startAge, then drawn level over the payout years (annuity
 * due at that rate).
 */
export function incomePayout(ledger: Ledger, input: IncomePayoutInput): IncomePayoutOutcome {
  const ratio = input.collateralRatio ?? 0.9;
  if (
    !Number.isInteger(input.startAge) ||
    !Number.isInteger(input.payoutYears) ||
    input.payoutYears < 1 ||
    input.payoutYears > ENGINE_LIMITS.policyYears.max ||
    !isRate(input.loanRate, 1) ||
    !isRate(input.intRate, 1) ||
    !isRate(input.taxRate, 0.99) ||
    !(ratio > 0 && ratio <= 1)
  )
    return { ok: false, problem: problem('incomePayout', 'incomeInput') };
  const startIndex = input.startAge - ledger.issueAge;
  const fits = (amount: number, keep?: IncomePayoutResult['rows'][number][]): boolean => {
    let balance = 0;
    let fine = true;
    for (let t = Math.max(0, startIndex); t < ledger.years; t++) {
      const drawing = t - startIndex < input.payoutYears ? amount : 0;
      balance = roundCents((balance + drawing) * (1 + input.loanRate));
      const csv = ledger.cashSurrenderValue[t] ?? 0;
      if (balance > ratio * csv) fine = false;
      keep?.push({
        year: t + 1,
        age: ledger.age[t] ?? 0,
        loan: drawing,
        loanBalance: balance,
        cashSurrenderValue: csv,
        deathBenefit: ledger.deathBenefit[t] ?? 0,
        netDeathBenefit: Math.max(0, (ledger.deathBenefit[t] ?? 0) - balance),
      });
      if (!fine && !keep) return false;
    }
    return fine;
  };
  let income = 0;
  if (startIndex >= 0 && startIndex < ledger.years) {
    // fits(low) holds, fits(high) does not: B at the start is at least L, above ratio × CSV.
    let low = 0;
    let high = Math.floor(ratio * (ledger.cashSurrenderValue[startIndex] ?? 0)) + 1;
    if (!Number.isSafeInteger(high))
      return {
        ok: false,
        problem: problem('incomePayout', 'searchLimit', {
          search: INCOME_SEARCH,
          steps: INCOME_SEARCH_STEPS,
        }),
      };
    let steps = 0;
    while (high - low > 1) {
      if (++steps > INCOME_SEARCH_STEPS)
        return {
          ok: false,
          problem: problem('incomePayout', 'searchLimit', {
            search: INCOME_SEARCH,
            steps: INCOME_SEARCH_STEPS,
          }),
        };
      const mid = low + Math.floor((high - low) / 2);
      if (fits(mid)) low = mid;
      else high = mid;
    }
    income = low;
  }
  const rows: IncomePayoutResult['rows'][number][] = [];
  fits(income, rows);
  // The non-registered comparison.
  const r = input.intRate * (1 - input.taxRate);
  let fund = 0;
  for (let t = 0; t < Math.min(Math.max(0, startIndex), ledger.years); t++)
    fund = roundCents((fund + (ledger.premium[t] ?? 0)) * (1 + r));
  const n = input.payoutYears;
  const annuityDue = r === 0 ? n : ((1 - (1 + r) ** -n) / r) * (1 + r);
  return {
    ok: true,
    annualIncome: income,
    preTaxEquivalent: roundCents(income / (1 - input.taxRate)),
    nonRegisteredIncome: roundCents(fund / annuityDue),
    rows,
  };
}
