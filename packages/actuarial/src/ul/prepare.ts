// Everything a UL projection reads, worked out once per illustration (and cached per life
// where it depends only on the life): monthly COI rates by policy year for each basis,
// fund rates, allocations, rider charges and surrender charges. The month loop then only
// reads typed arrays (README §Universal life, "Rates").

import type { ResolvedInput } from '../input-types';
import type { BasisName } from '../ledger';
import { modalFactor } from '../modes';
import { parseDecimal, roundTo, toCents } from '../money';
import { annuityDue, insurance } from '../mortality/present-value';
import { lifeQ } from '../pricing/life-q';
import { termQ } from '../pricing/term-q';
import { products, riders } from '../products/catalogue';
import type { TermProduct, UlCharges, UniversalLifeProduct } from '../products/types';
import { termCoverYears, termPeriodAt } from '../term/periods';

export interface UlBasisRates {
  readonly basis: BasisName;
  /** COI per 1000 of net amount at risk, per month, by policy-year index (0 from the cease age). */
  readonly coiRate: Float64Array;
  readonly premiumLoad: number;
  /** Monthly fee in cents by policy-year index (0 from the cease age). */
  readonly monthlyFee: Float64Array;
  /** Annual credited rate of each fund (decimal). */
  readonly fundRates: Float64Array;
  /** (1 + annual rate)^(1/12) − 1 of each fund. */
  readonly fundMonthlyRates: Float64Array;
  /** Σ allocation × rate, percent to 5 decimals. */
  readonly averageInterest: number;
}

export interface UlPrepared {
  readonly product: UniversalLifeProduct;
  readonly issueAge: number;
  /** Policy years to age 121. */
  readonly years: number;
  /** Policy-year index at which COI, fee and rider charges stop. */
  readonly coiCeaseYear: number;
  readonly fundIds: readonly string[];
  /** Allocation fractions (percent / 100, 3 decimals on the percent). */
  readonly allocations: Float64Array;
  readonly deathBenefitOption: 1 | 2;
  /** Deposits a year and months between them. */
  readonly paymentsPerYear: number;
  readonly monthsBetweenPayments: number;
  readonly depositYears: number;
  /** Flat extra in dollars per 1000 of face a year, by policy-year index. */
  readonly flatExtraPer1000: Float64Array;
  /** Monthly rider charges in cents (term rider, ADB, child) by policy-year index. */
  readonly riderCharges: Float64Array;
  /** Faces of term riders in force by policy-year index, cents (part of the death benefit). */
  readonly riderFaces: Float64Array;
  /** Waiver of monthly deductions: rate on the other deductions, by policy-year index. */
  readonly waiverRate: Float64Array;
  readonly surrenderChargePer1000: Float64Array;
  /** Withdrawals (partial surrenders) and policy-loan advances, cents, by policy-year index. */
  readonly withdrawals: Float64Array;
  readonly loanAdvances: Float64Array;
  /** (1 + rate)^(1/12) − 1 of the loan rate and of the collateral's credited rate. */
  readonly loanMonthlyRate: number;
  readonly collateralMonthlyRate: number;
  /** Shares of the cash value a loan may reach and a withdrawal may take, in ten-thousandths. */
  readonly loanMaximumShare: number;
  readonly withdrawalMaximumShare: number;
  /** The product's minimum face in cents: an option 1 withdrawal may not take the face below it. */
  readonly minimumFace: number;
  readonly bases: Readonly<Record<BasisName, UlBasisRates>>;
}

const coiCache = new Map<string, Float64Array>();

/** YRT: round(1000 · (1 − (1 − q)^(1/12)), coiRate decimals); level: round(1000·A/ä/12). */
function coiRates(
  product: UniversalLifeProduct,
  charges: UlCharges,
  input: ResolvedInput,
  coiType: 'YRT' | 'LevelGuaranteed',
): Float64Array {
  const insured = input.insureds[0];
  if (!insured) throw new Error('no insured');
  const decimals = product.rounding.coiRate ?? 5;
  const side = charges === product.guaranteed ? 'g' : 'c';
  const key = `${product.id}|${side}|${coiType}|${insured.sex}|${insured.smokeClass}|${insured.rateClass}|${insured.rating}|${insured.issueAge}`;
  const hit = coiCache.get(key);
  if (hit) return hit;
  const cease = product.coiCeaseAge - insured.issueAge;
  const years = 121 - insured.issueAge;
  const out = new Float64Array(years);
  if (coiType === 'LevelGuaranteed') {
    // Level COI is guaranteed: the same rates on every basis, from the current mortality.
    const q = lifeQ(
      product.current.coiMortality,
      product.current.rateClassMultipliers,
      insured,
      product.current.coiFactor,
    );
    const i = product.levelCoiInterestRate;
    const level = (1000 * insurance(q, 0, cease, i)) / annuityDue(q, 0, cease, i);
    const monthly = roundTo(level / 12, decimals);
    for (let t = 0; t < cease; t++) out[t] = monthly;
  } else {
    const q = lifeQ(charges.coiMortality, charges.rateClassMultipliers, insured, charges.coiFactor);
    for (let t = 0; t < cease; t++) {
      out[t] = roundTo(1000 * (1 - (1 - (q[t] ?? 1)) ** (1 / 12)), decimals);
    }
  }
  coiCache.set(key, out);
  return out;
}

function basisRates(
  product: UniversalLifeProduct,
  input: ResolvedInput,
  basis: BasisName,
  allocations: Float64Array,
  coiType: 'YRT' | 'LevelGuaranteed',
  years: number,
  cease: number,
): UlBasisRates {
  const charges = basis === 'guaranteed' ? product.guaranteed : product.current;
  const overrides = input.ul?.fundRates ?? {};
  const fundRates = new Float64Array(product.funds.length);
  const fundMonthlyRates = new Float64Array(product.funds.length);
  let average = 0;
  product.funds.forEach((fund, f) => {
    // An index account credits at most its cap and at least its floor (the guaranteed rate).
    const declared = overrides[fund.id] ?? fund.illustratedRate;
    const illustrated =
      fund.cap === undefined
        ? declared
        : Math.min(fund.cap, Math.max(fund.guaranteedRate, declared));
    const percent =
      basis === 'guaranteed'
        ? fund.guaranteedRate
        : basis === 'alternate'
          ? Math.max(fund.guaranteedRate, illustrated - 1)
          : illustrated;
    const annual = roundTo(percent / 100, 10);
    fundRates[f] = annual;
    fundMonthlyRates[f] = (1 + annual) ** (1 / 12) - 1;
    average += (allocations[f] ?? 0) * percent;
  });
  const monthlyFee = new Float64Array(years);
  monthlyFee.fill(toCents(charges.monthlyFee), 0, cease);
  return {
    basis,
    coiRate: coiRates(product, charges, input, coiType),
    premiumLoad: charges.premiumLoad,
    monthlyFee,
    fundRates,
    fundMonthlyRates,
    averageInterest: roundTo(average, product.rounding.averageInterest ?? 5),
  };
}

export function prepareUl(input: ResolvedInput): UlPrepared {
  const product = input.product;
  if (product.family !== 'ul') throw new Error(`${product.id} is not universal life`);
  const insured = input.insureds[0];
  if (!insured) throw new Error('no insured');
  const ul = input.ul;
  const x = insured.issueAge;
  const years = 121 - x;
  const cease = product.coiCeaseAge - x;
  const allocations = new Float64Array(product.funds.length);
  product.funds.forEach((fund, f) => {
    // Thousandths of a percent, read exactly at the edge (input) or from the product's data.
    const thousandths = ul?.allocationThousandths
      ? (ul.allocationThousandths[fund.id] ?? 0)
      : (parseDecimal(fund.defaultAllocation, 3) ?? 0);
    allocations[f] = thousandths / 100_000;
  });
  const flatExtraPer1000 = new Float64Array(years);
  for (let t = 0; t < Math.min(years, insured.flatExtraDuration); t++)
    flatExtraPer1000[t] = insured.flatExtra;
  const riderCharges = new Float64Array(years);
  const riderFaces = new Float64Array(years);
  const waiverRate = new Float64Array(years);
  for (const rider of input.riders) {
    const definition = riders[rider.riderId];
    const age0 = rider.insured.issueAge;
    switch (definition.kind) {
      case 'TERM': {
        const basedOn = products[definition.basedOn] as TermProduct;
        const q = termQ(basedOn.pricing, rider.insured);
        const cover = Math.min(termCoverYears(basedOn, age0), cease);
        for (let t = 0; t < cover; t++) {
          const rate = termPeriodAt(basedOn, q, age0, t)?.ratePer1000 ?? 0;
          riderCharges[t] = (riderCharges[t] ?? 0) + toCents((rate * rider.faceAmount) / 1000 / 12);
          riderFaces[t] = (riderFaces[t] ?? 0) + rider.faceAmount * 100;
        }
        break;
      }
      case 'ADB':
      case 'CHILD': {
        const end = Math.min(definition.expiryAge - age0, cease);
        const monthly = toCents((definition.annualRatePer1000 * rider.faceAmount) / 1000 / 12);
        for (let t = 0; t < end; t++) riderCharges[t] = (riderCharges[t] ?? 0) + monthly;
        break;
      }
      case 'WAIVER': {
        const band = definition.rateByIssueAge.find((b) => age0 <= b.toAge);
        const end = Math.min(definition.expiryAge - age0, cease);
        for (let t = 0; t < end; t++) waiverRate[t] = band?.rate ?? 0;
        break;
      }
    }
  }
  const surrenderChargePer1000 = new Float64Array(years);
  product.surrenderChargePer1000.forEach((value, t) => {
    if (t < years) surrenderChargePer1000[t] = value;
  });
  const withdrawals = new Float64Array(years);
  const loanAdvances = new Float64Array(years);
  for (const { year, amount } of ul?.withdrawals ?? [])
    if (year - 1 < years) withdrawals[year - 1] = (withdrawals[year - 1] ?? 0) + amount;
  for (const { year, amount } of ul?.loans ?? [])
    if (year - 1 < years) loanAdvances[year - 1] = (loanAdvances[year - 1] ?? 0) + amount;
  const coiType = ul?.coiType ?? 'YRT';
  const ppy = modalFactor(input.premiumMode);
  return {
    product,
    issueAge: x,
    years,
    coiCeaseYear: cease,
    fundIds: product.funds.map((fund) => fund.id),
    allocations,
    deathBenefitOption: ul?.deathBenefitOption ?? 1,
    paymentsPerYear: ppy,
    monthsBetweenPayments: 12 / ppy,
    depositYears: Math.min(ul?.depositYears ?? cease, years),
    flatExtraPer1000,
    riderCharges,
    riderFaces,
    waiverRate,
    surrenderChargePer1000,
    withdrawals,
    loanAdvances,
    loanMonthlyRate: (1 + product.policyLoan.rate) ** (1 / 12) - 1,
    collateralMonthlyRate: (1 + product.policyLoan.creditedRate) ** (1 / 12) - 1,
    loanMaximumShare: Math.round(product.policyLoan.maximumShareOfCashValue * 10_000),
    withdrawalMaximumShare: Math.round(product.withdrawal.maximumShareOfCashValue * 10_000),
    minimumFace: product.face.min * 100,
    bases: {
      guaranteed: basisRates(product, input, 'guaranteed', allocations, coiType, years, cease),
      illustrated: basisRates(product, input, 'illustrated', allocations, coiType, years, cease),
      alternate: basisRates(product, input, 'alternate', allocations, coiType, years, cease),
    },
  };
}
