// Checks a product definition when its module loads, so a bad data change fails at once
// with a message naming the product and the field.

import { premiumModes, rateClasses } from '../modes';
import type { MortalityBasis } from '../mortality/basis';
import { mortalityTables } from '../mortality/tables';
import type { LevelPremiumBasis, ProductDefinition, Range, RiderDefinition } from './types';
import { riderIds } from './types';

function checkRange(problems: string[], name: string, range: Range, low: number, high: number) {
  if (!(range.min <= range.max)) problems.push(`${name}: min ${range.min} above max ${range.max}`);
  if (range.min < low || range.max > high) problems.push(`${name}: outside ${low}..${high}`);
}

function checkMortality(problems: string[], name: string, basis: MortalityBasis) {
  for (const ids of [basis.nonSmoker, basis.smoker, basis.juvenile]) {
    for (const id of [ids.M, ids.F]) {
      if (!mortalityTables[id])
        problems.push(`${name}: mortality table ${id} is not in the package`);
    }
  }
}

function checkRate(problems: string[], name: string, value: number, low = 0, high = 1) {
  if (!(Number.isFinite(value) && value >= low && value <= high)) {
    problems.push(`${name}: ${value} is not within ${low}..${high}`);
  }
}

function checkLevelBasis(problems: string[], basis: LevelPremiumBasis) {
  checkMortality(problems, 'pricing.mortality', basis.mortality);
  checkRate(problems, 'pricing.interestRate', basis.interestRate, 0, 0.2);
  checkRate(problems, 'pricing.percentLoad', basis.percentLoad, 0, 0.9);
  checkRate(problems, 'pricing.per1000Load', basis.per1000Load, 0, 100);
  checkRate(problems, 'pricing.policyFee', basis.policyFee, 0, 10_000);
  for (const rc of rateClasses) {
    checkRate(
      problems,
      `pricing.rateClassMultipliers.${rc}`,
      basis.rateClassMultipliers[rc],
      0.1,
      5,
    );
  }
  let lastAge = -1;
  const experience = basis.selectExperience;
  if (experience && !(Number.isInteger(experience.years) && experience.years >= 1))
    problems.push('pricing.selectExperience.years: a whole number of years from 1');
  for (const point of experience?.points ?? []) {
    if (point.issueAge <= lastAge) problems.push('pricing.selectExperience: ages not increasing');
    lastAge = point.issueAge;
    for (const side of ['male', 'female', 'maleSmoker', 'femaleSmoker'] as const)
      checkRate(
        problems,
        `pricing.selectExperience.${point.issueAge}.${side}`,
        point[side],
        0.1,
        2,
      );
  }
}

export function productProblems(product: ProductDefinition): string[] {
  const problems: string[] = [];
  checkRange(problems, 'issueAge', product.issueAge, 0, 100);
  checkRange(problems, 'face', product.face, 1, 1e9);
  checkRange(problems, 'flatExtraPer1000', product.flatExtraPer1000, 0, 1000);
  if (product.premiumModes.length === 0) problems.push('premiumModes: none');
  for (const mode of premiumModes)
    checkRate(problems, `modalLoadings.${mode}`, product.modalLoadings[mode], 1, 1.2);
  for (const rider of product.ridersAllowed) {
    if (!riderIds.includes(rider)) problems.push(`ridersAllowed: unknown rider ${rider}`);
  }
  if (product.lifeBases.length === 0) problems.push('lifeBases: none');
  switch (product.family) {
    case 'term':
      checkLevelBasis(problems, product.pricing);
      if (product.termYears < 1) problems.push('termYears: below 1');
      if (product.issueAge.max + product.termYears > product.expiryAge) {
        problems.push('expiryAge: the first term of the oldest issue age would not fit');
      }
      break;
    case 'term100':
      checkLevelBasis(problems, product.pricing);
      if (product.payToAge <= product.issueAge.max)
        problems.push('payToAge: not after the oldest issue age');
      break;
    case 'wholeLife': {
      checkLevelBasis(problems, product.pricing);
      checkRate(problems, 'cashValueInterestRate', product.cashValueInterestRate, 0, 0.2);
      checkRate(problems, 'dividendScale.interestRate', product.dividendScale.interestRate, 0, 0.2);
      checkRate(
        problems,
        'dividendScale.mortalityFactor',
        product.dividendScale.mortalityFactor,
        0,
        1,
      );
      checkRate(problems, 'loanRate', product.loanRate, 0, 0.3);
      if (product.payYears < 1) problems.push('payYears: below 1');
      break;
    }
    case 'ul': {
      if (product.funds.length === 0) problems.push('funds: none');
      let total = 0;
      for (const fund of product.funds) {
        checkRate(problems, `funds.${fund.id}.illustratedRate`, fund.illustratedRate, -10, 20);
        checkRate(
          problems,
          `funds.${fund.id}.guaranteedRate`,
          fund.guaranteedRate,
          0,
          fund.illustratedRate,
        );
        if (fund.cap !== undefined)
          checkRate(problems, `funds.${fund.id}.cap`, fund.cap, fund.guaranteedRate, 20);
        if (Math.round(fund.defaultAllocation * 1000) !== fund.defaultAllocation * 1000) {
          problems.push(`funds.${fund.id}.defaultAllocation: more than 3 decimals`);
        }
        total += fund.defaultAllocation;
      }
      if (Math.abs(total - 100) > 1e-9)
        problems.push(`funds: default allocations total ${total}, not 100`);
      for (const side of ['guaranteed', 'current'] as const) {
        const charges = product[side];
        checkMortality(problems, `${side}.coiMortality`, charges.coiMortality);
        checkRate(problems, `${side}.premiumLoad`, charges.premiumLoad, 0, 0.5);
        checkRate(problems, `${side}.monthlyFee`, charges.monthlyFee, 0, 1000);
        checkRate(problems, `${side}.coiFactor`, charges.coiFactor, 0.1, 5);
      }
      if (product.current.premiumLoad > product.guaranteed.premiumLoad) {
        problems.push('current.premiumLoad: above the guaranteed maximum');
      }
      if (product.current.monthlyFee > product.guaranteed.monthlyFee) {
        problems.push('current.monthlyFee: above the guaranteed maximum');
      }
      checkRange(problems, 'annualDeposit', product.annualDeposit, 0, 10_000_000);
      checkRange(problems, 'fundRateOverride', product.fundRateOverride, -50, 50);
      checkRate(problems, 'policyLoan.rate', product.policyLoan.rate, 0, 0.3);
      checkRate(problems, 'policyLoan.creditedRate', product.policyLoan.creditedRate, 0, 0.3);
      checkRate(
        problems,
        'policyLoan.maximumShareOfCashValue',
        product.policyLoan.maximumShareOfCashValue,
        0,
        1,
      );
      checkRate(
        problems,
        'withdrawal.maximumShareOfCashValue',
        product.withdrawal.maximumShareOfCashValue,
        0,
        1,
      );
      break;
    }
  }
  return problems;
}

export function defineProduct<P extends ProductDefinition>(product: P): P {
  const problems = productProblems(product);
  if (problems.length > 0) {
    throw new Error(`product ${product.id} is not valid:\n- ${problems.join('\n- ')}`);
  }
  return Object.freeze(product);
}

export function riderProblems(rider: RiderDefinition): string[] {
  const problems: string[] = [];
  checkRange(problems, 'issueAge', rider.issueAge, 0, 100);
  if (rider.kind === 'WAIVER') {
    let last = -1;
    for (const band of rider.rateByIssueAge) {
      if (band.toAge <= last) problems.push('rateByIssueAge: bands not increasing');
      last = band.toAge;
      checkRate(problems, 'rateByIssueAge.rate', band.rate, 0, 1);
    }
    if (last < rider.issueAge.max)
      problems.push('rateByIssueAge: does not reach the oldest issue age');
  } else {
    checkRange(problems, 'face', rider.face, 1, 1e9);
  }
  return problems;
}

export function defineRider<R extends RiderDefinition>(rider: R): R {
  const problems = riderProblems(rider);
  if (problems.length > 0)
    throw new Error(`rider ${rider.id} is not valid:\n- ${problems.join('\n- ')}`);
  return Object.freeze(rider);
}
