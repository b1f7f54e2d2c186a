// The coverages of a level-premium policy (term, term 100, whole life) with each one's annual
// premium by policy year. The ledgers and the premium summary both read these, so a premium is
// worked out in one place only.
import type { ResolvedInput, ResolvedInsured } from './input-types';
import type { Cents } from './money';
import { round2, toCents } from './money';
import { levelRatePer1000 } from './pricing/level-rate';
import { lifeQ, statusQ } from './pricing/life-q';
import { type TermQ, termQ } from './pricing/term-q';
import { products, riders } from './products/catalogue';
import type { LevelPremiumBasis, ProductDefinition, RiderId, TermProduct } from './products/types';
import { termCoverYears, termPeriodAt } from './term/periods';

export interface PricedCoverage {
  readonly coverageId: string;
  readonly coverageType: 'BASE' | 'RIDER' | 'BENEFIT';
  readonly riderType: 'NONE' | 'TERM' | 'WAIVER' | 'ADB' | 'CHILD';
  readonly planCode: string;
  readonly name: string;
  readonly faceAmount: number;
  /** Years of cover from issue (0 when it gives no death benefit of its own). */
  readonly coverYears: number;
  /** Gross rate per 1000 for policy-year index t (the waiver: its rate as a decimal); null when no premium is due. */
  rateAt(t: number): number | null;
  /** Annual premium for policy-year index t in cents, flat extra included; 0 when none is due. */
  premiumAt(t: number): Cents;
  /** The flat-extra part of premiumAt(t). */
  flatExtraAt(t: number): Cents;
}

/** round2(flatExtra × face / 1000) while t is within the flat-extra duration (999: for life). */
function flatExtraPremium(insureds: readonly ResolvedInsured[], face: number, t: number): Cents {
  let total = 0;
  for (const insured of insureds) {
    if (insured.flatExtra > 0 && t < insured.flatExtraDuration) {
      total += toCents(insured.flatExtra * (face / 1000));
    }
  }
  return total as Cents;
}

function levelCoverage(
  id: string,
  coverageType: PricedCoverage['coverageType'],
  riderType: PricedCoverage['riderType'],
  planCode: string,
  name: string,
  face: number,
  insureds: readonly ResolvedInsured[],
  coverYears: number,
  rateAt: (t: number) => number | null,
): PricedCoverage {
  const flatExtraAt = (t: number): Cents =>
    rateAt(t) === null ? (0 as Cents) : flatExtraPremium(insureds, face, t);
  return {
    coverageId: id,
    coverageType,
    riderType,
    planCode,
    name,
    faceAmount: face,
    coverYears,
    rateAt,
    flatExtraAt,
    premiumAt(t) {
      const rate = rateAt(t);
      if (rate === null) return 0 as Cents;
      return (toCents(round2(rate * (face / 1000))) + flatExtraAt(t)) as Cents;
    },
  };
}

/** q of the lives covered, on a level basis: one life, or the joint status. */
export function pricingQ(
  basis: LevelPremiumBasis,
  input: Pick<ResolvedInput, 'lifeBasis' | 'insureds'>,
) {
  const [first, second] = input.insureds;
  if (!first) throw new Error('no insured');
  const q1 = lifeQ(basis.mortality, basis.rateClassMultipliers, first);
  if (input.lifeBasis === 'SINGLE' || !second) return q1;
  return statusQ(input.lifeBasis, q1, lifeQ(basis.mortality, basis.rateClassMultipliers, second));
}

/** Premium-paying years of the base coverage from issue. */
export function basePayYears(
  product: ProductDefinition,
  input: Pick<ResolvedInput, 'insureds'>,
): number {
  const ages = input.insureds.map((insured) => insured.issueAge);
  const oldest = Math.max(...ages);
  switch (product.family) {
    case 'term':
      return termCoverYears(product, oldest);
    case 'term100':
      return product.payToAge - oldest;
    case 'wholeLife':
      return Math.min(product.payYears, product.payToAge - oldest);
    case 'ul':
      return product.coiCeaseAge - oldest;
  }
}

function termRates(product: TermProduct, q: TermQ, issueAge: number) {
  const cache: (number | null)[] = [];
  return (t: number): number | null => {
    const period = Math.floor(t / product.termYears);
    let rate = cache[period];
    if (rate === undefined) {
      rate = termPeriodAt(product, q, issueAge, t)?.ratePer1000 ?? null;
      cache[period] = rate;
    }
    return rate;
  };
}

function baseCoverage(input: ResolvedInput): PricedCoverage {
  const product = input.product;
  const face = input.faceAmount;
  const name = product.name.en;
  const issueAge = Math.max(...input.insureds.map((insured) => insured.issueAge));
  switch (product.family) {
    case 'term': {
      const insured = input.insureds[0];
      if (!insured) throw new Error('no insured');
      const q = termQ(product.pricing, insured);
      const years = termCoverYears(product, issueAge);
      const rate = termRates(product, q, issueAge);
      return levelCoverage(
        '1',
        'BASE',
        'NONE',
        product.planCode,
        name,
        face,
        input.insureds,
        years,
        (t) => (t < years ? rate(t) : null),
      );
    }
    case 'term100':
    case 'wholeLife': {
      const q = pricingQ(product.pricing, input);
      const payYears = basePayYears(product, input);
      const rate = levelRatePer1000(
        product.pricing,
        product.rounding.ratePer1000,
        q,
        0,
        q.length,
        payYears,
        true,
      );
      return levelCoverage(
        '1',
        'BASE',
        'NONE',
        product.planCode,
        name,
        face,
        input.insureds,
        q.length,
        (t) => (t < payYears ? rate : null),
      );
    }
    case 'ul':
      throw new Error('universal life has no level premium; see ul/');
  }
}

/** A term rider (093, 094) on its own life: term 10's basis without the policy fee. */
export function termRiderCoverage(
  riderId: RiderId,
  face: number,
  insured: ResolvedInsured,
  id = '2',
): PricedCoverage {
  const rider = riders[riderId];
  if (rider.kind !== 'TERM') throw new Error(`${riderId} is not a term rider`);
  const basedOn = products[rider.basedOn] as TermProduct;
  const q = termQ(basedOn.pricing, insured);
  const years = termCoverYears(basedOn, insured.issueAge);
  const rate = termRates(basedOn, q, insured.issueAge);
  return levelCoverage(
    id,
    'RIDER',
    'TERM',
    rider.planCode,
    rider.name.en,
    face,
    [insured],
    years,
    (t) => (t < years ? rate(t) : null),
  );
}

function riderCoverage(
  _input: ResolvedInput,
  riderId: RiderId,
  face: number,
  insured: ResolvedInsured,
  index: number,
  others: readonly PricedCoverage[],
  policyFeeAt: (t: number) => Cents,
): PricedCoverage {
  const rider = riders[riderId];
  const id = String(index + 2);
  switch (rider.kind) {
    case 'TERM':
      return termRiderCoverage(riderId, face, insured, id);
    case 'ADB':
    case 'CHILD': {
      const years = Math.max(0, rider.expiryAge - insured.issueAge);
      return levelCoverage(
        id,
        'BENEFIT',
        rider.kind,
        rider.planCode,
        rider.name.en,
        face,
        [],
        years,
        (t) => (t < years ? rider.annualRatePer1000 : null),
      );
    }
    case 'WAIVER': {
      const years = Math.max(0, rider.expiryAge - insured.issueAge);
      const band = rider.rateByIssueAge.find((b) => insured.issueAge <= b.toAge);
      const waiverRate = band?.rate ?? 0;
      const premiumAt = (t: number): Cents => {
        if (t >= years) return 0 as Cents;
        let waived = policyFeeAt(t) as number;
        for (const other of others) waived += other.premiumAt(t);
        // waived is in cents: the premium is waiverRate × waived dollars, to the cent.
        return toCents((waiverRate * waived) / 100);
      };
      return {
        coverageId: id,
        coverageType: 'BENEFIT',
        riderType: 'WAIVER',
        planCode: rider.planCode,
        name: rider.name.en,
        faceAmount: 0,
        coverYears: 0,
        rateAt: (t) => (t < years ? waiverRate : null),
        premiumAt,
        flatExtraAt: () => 0 as Cents,
      };
    }
  }
}

export interface PricedPolicy {
  readonly coverages: readonly PricedCoverage[];
  /** Annual policy fee in cents for year index t (while the base premium is payable). */
  policyFeeAt(t: number): Cents;
}

/** The base coverage first, then the riders in input order; the waiver priced last on all the others. */
export function priceCoverages(input: ResolvedInput): PricedPolicy {
  const product = input.product;
  if (product.family === 'ul') throw new Error('universal life is priced monthly; see ul/');
  const base = baseCoverage(input);
  const fee = toCents(product.pricing.policyFee);
  const policyFeeAt = (t: number): Cents => (base.rateAt(t) === null ? 0 : fee) as Cents;
  const coverages: PricedCoverage[] = [base];
  const waivers: { index: number; rider: (typeof input.riders)[number] }[] = [];
  input.riders.forEach((rider, index) => {
    if (rider.riderId === 'WP') waivers.push({ index, rider });
    else
      coverages.push(
        riderCoverage(
          input,
          rider.riderId,
          rider.faceAmount,
          rider.insured,
          index,
          [],
          policyFeeAt,
        ),
      );
  });
  for (const { index, rider } of waivers) {
    coverages.push(
      riderCoverage(input, rider.riderId, 0, rider.insured, index, [...coverages], policyFeeAt),
    );
  }
  return { coverages, policyFeeAt };
}
