// The sales concepts shown beside an illustration (issue 7 §2; README §Concepts): product
// compare, internal rate of return, charitable giving, insurance as investment and income
// payout. Each reads the illustrated ledger (cents) and rates given as decimals; money out is
// whole cents, rates are decimals to 5 places.

import { illustrateResolved } from './illustrate';
import type { IllustrationInput, InputProblem } from './input';
import { validateIllustrationInput } from './input';
import type { Ledger } from './ledger';
import { roundCents, roundTo } from './money';
import type { PremiumSummary } from './premium';
import type { ProductId } from './products/types';

/** Value of a column at the end of policy year `year` (1-based), 0 past the ledger. */
const at = (column: Float64Array, ledger: Ledger, year: number) =>
  year >= 1 && year <= ledger.years ? (column[year - 1] ?? 0) : 0;

// ---------------------------------------------------------------- product compare

export interface ProductCompareLine {
  readonly productId: ProductId;
  readonly ok: boolean;
  readonly problems: readonly InputProblem[];
  readonly premiumSummary: PremiumSummary | null;
  /** Illustrated values at the end of each of the years asked for. */
  readonly values: readonly {
    year: number;
    cumulativePremium: number;
    cashSurrenderValue: number;
    deathBenefit: number;
  }[];
}

/**
 * The same insured and face under up to three products side by side. A product that refuses
 * the input (age, face, riders) says why instead of being left out.
 */
export function compareProducts(
  input: IllustrationInput,
  productIds: readonly ProductId[],
  years: readonly number[] = [10, 20, 30],
): ProductCompareLine[] {
  if (productIds.length > 3) throw new Error('compare at most three products');
  return productIds.map((productId) => {
    const candidate = { ...input, productId } as IllustrationInput;
    const checked = validateIllustrationInput(candidate);
    if (!checked.ok)
      return { productId, ok: false, problems: checked.problems, premiumSummary: null, values: [] };
    const result = illustrateResolved(checked.value);
    const ledger = result.ledgers.illustrated;
    return {
      productId,
      ok: true,
      problems: [],
      premiumSummary: result.premiumSummary,
      values: years.map((year) => ({
        year,
        cumulativePremium: at(ledger.cumulativePremium, ledger, year),
        cashSurrenderValue: at(ledger.cashSurrenderValue, ledger, year),
        deathBenefit: at(ledger.deathBenefit, ledger, year),
      })),
    };
  });
}

// ---------------------------------------------------------------- internal rate of return

export interface IrrRow {
  readonly year: number;
  readonly age: number;
  readonly irrDeathBenefit: number;
  readonly irrCashValue: number;
}

/** The ledger's IRR columns (README §IRR) for the years asked, or every year. */
export function internalRateOfReturn(ledger: Ledger, years?: readonly number[]): IrrRow[] {
  const wanted = years ?? Array.from({ length: ledger.years }, (_, k) => k + 1);
  return wanted
    .filter((year) => year >= 1 && year <= ledger.years)
    .map((year) => ({
      year,
      age: ledger.age[year - 1] ?? 0,
      irrDeathBenefit: ledger.irrDeathBenefit[year - 1] ?? 0,
      irrCashValue: ledger.irrCashValue[year - 1] ?? 0,
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
  /** The policy's tax-free IRR on the death benefit (decimal). */
  readonly irrDeathBenefit: number;
  /**
   * The pre-tax return a taxable investment would need to match it:
   * equivalentPreTax_t = irr_t / (1 − taxRate), 5 decimals.
   */
  readonly equivalentPreTaxReturn: number;
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
    const irr = ledger.irrDeathBenefit[t] ?? 0;
    rows.push({
      year: t + 1,
      age: ledger.age[t] ?? 0,
      cumulativePremium: ledger.cumulativePremium[t] ?? 0,
      deathBenefit: ledger.deathBenefit[t] ?? 0,
      taxableInvestment: side,
      irrDeathBenefit: irr,
      equivalentPreTaxReturn: roundTo(irr / (1 - rates.taxRate), 5),
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

/**
 * Leveraged income: from `startAge`, a bank lends a level amount L at the start of each of
 * `payoutYears` years against the policy; the balance B_t = round((B_{t−1} + L_t) × (1 +
 * loanRate)) is never more than collateralRatio × CSV_t, to the end of the ledger (the death
 * benefit repays it). L is the largest such amount in whole cents (bisection on the exact
 * criterion). The comparison: the premiums in a taxable account at intRate × (1 − taxRate)
 * until startAge, then drawn level over the payout years (annuity due at that rate).
 */
export function incomePayout(ledger: Ledger, input: IncomePayoutInput): IncomePayoutResult {
  const ratio = input.collateralRatio ?? 0.9;
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
  if (startIndex >= 0 && startIndex < ledger.years && input.payoutYears > 0) {
    let low = 0;
    let high = Math.max(1, ledger.cashSurrenderValue[startIndex] ?? 0);
    while (fits(high) && high < 1e13) high *= 2;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
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
  const annuityDue = n <= 0 ? 0 : r === 0 ? n : ((1 - (1 + r) ** -n) / r) * (1 + r);
  return {
    annualIncome: income,
    preTaxEquivalent: input.taxRate < 1 ? roundCents(income / (1 - input.taxRate)) : 0,
    nonRegisteredIncome: annuityDue > 0 ? roundCents(fund / annuityDue) : 0,
    rows,
  };
}
