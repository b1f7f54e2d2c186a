// The illustration input, and its validation: plain checks with clear messages, so the
// server can call it before any calculation (no schema library inside the engine).
import { type AgeMethod, ageAt, isCalendarDate } from './ages';
import type {
  IllustrationInput,
  InforceStart,
  InputValidation,
  ResolvedCashFlow,
  ResolvedInput,
  ResolvedInsured,
  ResolvedRider,
  ResolvedUl,
  WholeLifeInput,
} from './input-types';
import type {
  DividendOption,
  LifeBasis,
  PremiumMode,
  RateClass,
  Rating,
  Sex,
  SmokeClass,
} from './modes';
import {
  dividendOptions,
  FLAT_EXTRA_FOR_LIFE,
  lifeBases,
  nonForfeitureOptions,
  premiumModes,
  rateClasses,
  ratings,
  sexes,
  smokeClasses,
} from './modes';
import type { Cents } from './money';
import { parseDecimal } from './money';
import { type InputProblem, problem } from './problems';
import { isProductId, productById, riders } from './products/catalogue';
import { ENGINE_LIMITS } from './products/limits';
import type { ProductDefinition, Range } from './products/types';
import { riderIds } from './products/types';
import { flowLimitProblems } from './ul/flow-limits';

export type {
  AgeMethod,
  CashFlowInput,
  IllustrationInput,
  InforceStart,
  InputValidation,
  InsuredInput,
  PremiumOffsetInput,
  ResolvedCashFlow,
  ResolvedInput,
  ResolvedInsured,
  ResolvedRider,
  ResolvedUl,
  RiderInput,
  UlInput,
  WholeLifeInput,
} from './input-types';
export type { InputProblem };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const within = (value: number, range: Range) => value >= range.min && value <= range.max;
/**
 * An amount of the input, read exactly (README §Input): a number, and only a number (a text
 * such as "19.99" is refused on its field like any other amount that is not one), to
 * `places` decimals, as an integer of 10^−places units; null when it is not.
 */
const exactAmount = (value: unknown, places: number): number | null =>
  isNumber(value) ? parseDecimal(value, places) : null;
const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** One insured with its defaults, its problems listed under `field`; undefined when refused. */
export function resolveInsured(
  raw: unknown,
  field: string,
  problems: InputProblem[],
  issueDate: string | undefined,
  ageMethod: AgeMethod,
  defaultRateClass: RateClass,
  flatExtraLimits: Range,
): ResolvedInsured | undefined {
  if (!isObject(raw)) {
    problems.push(problem(field, 'insuredMissing'));
    return undefined;
  }
  const start = problems.length;
  if (!oneOf(sexes, raw.sex)) problems.push(problem(`${field}.sex`, 'sex'));
  if (!oneOf(smokeClasses, raw.smokeClass)) {
    problems.push(problem(`${field}.smokeClass`, 'smokeClass'));
  }
  const rateClass = raw.rateClass ?? defaultRateClass;
  if (!oneOf(rateClasses, rateClass)) {
    problems.push(problem(`${field}.rateClass`, 'rateClass'));
  }
  const rating = raw.rating ?? 100;
  if (!oneOf(ratings, rating)) {
    problems.push(problem(`${field}.rating`, 'rating'));
  }
  const flatExtra = raw.flatExtra ?? 0;
  if (!isNumber(flatExtra) || !within(flatExtra, flatExtraLimits)) {
    problems.push(problem(`${field}.flatExtra`, 'flatExtra', flatExtraLimits));
  }
  const flatExtraDuration = raw.flatExtraDuration ?? (flatExtra === 0 ? 0 : FLAT_EXTRA_FOR_LIFE);
  if (
    !isWhole(flatExtraDuration) ||
    flatExtraDuration < 0 ||
    (flatExtraDuration > ENGINE_LIMITS.policyYears.max && flatExtraDuration !== FLAT_EXTRA_FOR_LIFE)
  ) {
    problems.push(problem(`${field}.flatExtraDuration`, 'flatExtraDuration'));
  }
  // The age: a birth date, when given, is always read and wins (README §Input, "Ages"); an
  // issue age given beside it must agree with it by the age method, as on the screen.
  let stated: number | undefined;
  if (raw.issueAge !== undefined) {
    if (isWhole(raw.issueAge) && raw.issueAge >= 0 && raw.issueAge <= 120) stated = raw.issueAge;
    else problems.push(problem(`${field}.issueAge`, 'issueAge'));
  }
  let issueAge = stated;
  if (raw.birthDate !== undefined) {
    issueAge = undefined;
    const age = ageAt(raw.birthDate, issueDate, ageMethod);
    if (age.ok) {
      issueAge = age.age;
      if (stated !== undefined && stated !== age.age)
        problems.push(
          problem(`${field}.issueAge`, 'issueAgeDisagrees', {
            age: stated,
            fromBirthDate: age.age,
            method: ageMethod,
          }),
        );
    } else if (age.problem === 'birthDate')
      problems.push(problem(`${field}.birthDate`, 'birthDate'));
    else if (age.problem === 'birthAfterIssue')
      problems.push(problem(`${field}.birthDate`, 'birthAfterIssue'));
    else if (!issueDate) problems.push(problem('issueDate', 'issueDateNeeded'));
    // An issue date the calendar does not have is reported once, against the input's issueDate.
  } else if (raw.issueAge === undefined) {
    problems.push(problem(`${field}.issueAge`, 'ageOrBirthDate'));
  }
  if (problems.length > start || issueAge === undefined) return undefined;
  return {
    sex: raw.sex as Sex,
    smokeClass: raw.smokeClass as SmokeClass,
    rateClass: rateClass as RateClass,
    issueAge,
    rating: rating as Rating,
    flatExtra: flatExtra as number,
    flatExtraDuration: flatExtraDuration as number,
  };
}

function checkInsuredAgainstProduct(
  insured: ResolvedInsured,
  product: ProductDefinition,
  field: string,
  problems: InputProblem[],
) {
  const { min, max } = product.issueAge;
  if (insured.issueAge < min || insured.issueAge > max) {
    problems.push(
      problem(`${field}.issueAge`, 'issueAgeOutside', {
        age: insured.issueAge,
        min,
        max,
        product: product.name,
      }),
    );
  }
  if (!product.rateClasses.includes(insured.rateClass)) {
    problems.push(
      problem(`${field}.rateClass`, 'rateClassNotOffered', {
        rateClass: insured.rateClass,
        product: product.name,
      }),
    );
  }
  if (!product.ratings.includes(insured.rating)) {
    problems.push(
      problem(`${field}.rating`, 'ratingNotOffered', {
        rating: insured.rating,
        product: product.name,
      }),
    );
  }
}

/** Checks an illustration input and applies its defaults; every problem is listed, not just the first. */
export function validateIllustrationInput(raw: unknown): InputValidation {
  const checked = checkIllustrationInput(raw);
  if (!checked.ok) return checked;
  // Loans and withdrawals within what the policy allows when they are taken (illustrated basis).
  const flowProblems = flowLimitProblems(checked.value);
  return flowProblems.length > 0 ? { ok: false, problems: flowProblems } : checked;
}

/**
 * Every check of validateIllustrationInput but the loan and withdrawal maxima, which depend on
 * the deposit and the face: a solve, which looks for one of them, starts from this and holds
 * the flows to their maxima at each trial instead (README §Solves).
 */
export function checkIllustrationInput(raw: unknown): InputValidation {
  const problems: InputProblem[] = [];
  if (!isObject(raw)) return { ok: false, problems: [problem('', 'inputMissing')] };
  if (!isProductId(raw.productId)) {
    return {
      ok: false,
      problems: [problem('productId', 'unknownProduct', { product: String(raw.productId) })],
    };
  }
  const product = productById(raw.productId);
  const face = raw.faceAmount;
  if (!isWhole(face)) {
    problems.push(problem('faceAmount', 'faceWhole'));
  } else if (face < product.face.min || face > product.face.max) {
    problems.push(
      problem('faceAmount', 'faceRange', {
        min: product.face.min,
        max: product.face.max,
        product: product.name,
      }),
    );
  }
  if (!oneOf(premiumModes, raw.premiumMode) || !product.premiumModes.includes(raw.premiumMode)) {
    problems.push(
      problem('premiumMode', 'premiumMode', { modes: product.premiumModes.join(', ') }),
    );
  }
  const lifeBasis = raw.lifeBasis ?? product.lifeBases[0];
  if (!oneOf(lifeBases, lifeBasis) || !product.lifeBases.includes(lifeBasis)) {
    problems.push(
      problem('lifeBasis', 'lifeBasis', {
        bases: product.lifeBases.join(', '),
        product: product.name,
      }),
    );
  }
  const issueDate = typeof raw.issueDate === 'string' ? raw.issueDate : undefined;
  if (raw.issueDate !== undefined && !isCalendarDate(issueDate)) {
    problems.push(problem('issueDate', 'issueDate'));
  }
  const ageMethod = (raw.ageMethod ?? 'nearest') as AgeMethod;
  if (!oneOf(['nearest', 'lastBirthday', 'days'], ageMethod)) {
    problems.push(problem('ageMethod', 'ageMethod'));
  }
  const wantedLives = lifeBasis === 'SINGLE' ? 1 : 2;
  const rawInsureds = Array.isArray(raw.insureds) ? raw.insureds : [];
  if (rawInsureds.length !== wantedLives) {
    problems.push(problem('insureds', wantedLives === 1 ? 'oneInsured' : 'twoInsureds'));
  }
  const insureds: ResolvedInsured[] = [];
  rawInsureds.slice(0, wantedLives).forEach((one: unknown, index: number) => {
    const insured = resolveInsured(
      one,
      `insureds.${index}`,
      problems,
      issueDate,
      ageMethod,
      'P',
      product.flatExtraPer1000,
    );
    if (insured) {
      checkInsuredAgainstProduct(insured, product, `insureds.${index}`, problems);
      insureds.push(insured);
    }
  });

  const resolvedRiders: ResolvedRider[] = [];
  const rawRiders = raw.riders === undefined ? [] : raw.riders;
  if (!Array.isArray(rawRiders)) problems.push(problem('riders', 'ridersList'));
  else {
    rawRiders.forEach((rider: unknown, index: number) => {
      const field = `riders.${index}`;
      if (!isObject(rider) || !oneOf(riderIds, rider.riderId)) {
        problems.push(problem(`${field}.riderId`, 'riderUnknown', { riders: riderIds.join(', ') }));
        return;
      }
      const id = rider.riderId;
      if (!product.ridersAllowed.includes(id)) {
        problems.push(
          problem(`${field}.riderId`, 'riderNotAllowed', { rider: id, product: product.name }),
        );
        return;
      }
      const definition = riders[id];
      const base = insureds[0];
      const insured =
        rider.insured === undefined
          ? base
          : resolveInsured(
              rider.insured,
              `${field}.insured`,
              problems,
              issueDate,
              ageMethod,
              'S',
              product.flatExtraPer1000,
            );
      if (!insured) return;
      if (
        insured.issueAge < definition.issueAge.min ||
        insured.issueAge > definition.issueAge.max
      ) {
        problems.push(
          problem(`${field}.insured.issueAge`, 'riderIssueAge', {
            rider: definition.name,
            min: definition.issueAge.min,
            max: definition.issueAge.max,
          }),
        );
      }
      let faceAmount = 0;
      if (definition.kind !== 'WAIVER') {
        if (
          !isWhole(rider.faceAmount) ||
          rider.faceAmount < definition.face.min ||
          rider.faceAmount > definition.face.max
        ) {
          problems.push(
            problem(`${field}.faceAmount`, 'riderFace', {
              rider: definition.name,
              min: definition.face.min,
              max: definition.face.max,
            }),
          );
          return;
        }
        faceAmount = rider.faceAmount;
      }
      if (resolvedRiders.some((r) => r.riderId === id)) {
        problems.push(problem(`${field}.riderId`, 'riderTwice', { rider: id }));
      }
      resolvedRiders.push({ riderId: id, faceAmount, insured });
    });
  }

  let wholeLife: WholeLifeInput | undefined;
  let ul: ResolvedUl | undefined;
  if (product.family === 'wholeLife') {
    const wl = isObject(raw.wholeLife) ? raw.wholeLife : { dividendOption: 'PUA' };
    if (
      !oneOf(dividendOptions, wl.dividendOption) ||
      !product.dividendOptions.includes(wl.dividendOption)
    ) {
      problems.push(
        problem('wholeLife.dividendOption', 'dividendOption', {
          options: product.dividendOptions.join(', '),
        }),
      );
    }
    if (
      wl.nonForfeitureOption !== undefined &&
      !oneOf(nonForfeitureOptions, wl.nonForfeitureOption)
    ) {
      problems.push(problem('wholeLife.nonForfeitureOption', 'nonForfeitureOption'));
    }
    if (
      wl.stopPremiumsAfterYear !== undefined &&
      (!isWhole(wl.stopPremiumsAfterYear) || wl.stopPremiumsAfterYear < 1)
    ) {
      problems.push(problem('wholeLife.stopPremiumsAfterYear', 'stopPremiums'));
    }
    const offset = wl.premiumOffset;
    if (offset !== undefined) {
      if (
        !isObject(offset) ||
        typeof offset.elected !== 'boolean' ||
        !isWhole(offset.startYear) ||
        offset.startYear < 2
      ) {
        problems.push(problem('wholeLife.premiumOffset', 'premiumOffsetShape'));
      } else if (
        offset.elected &&
        !premiumOffsetElectable(
          product.planInPremiumOffset,
          wl.dividendOption as DividendOption,
          offset.checkboxEnabled === true,
          offset.elected,
        )
      ) {
        problems.push(problem('wholeLife.premiumOffset', 'premiumOffsetNotElectable'));
      }
    }
    wholeLife = wl as unknown as WholeLifeInput;
  }
  if (product.family === 'ul') ul = resolveUl(raw.ul, product, problems);

  let inforce: InforceStart | undefined;
  if (raw.inforce !== undefined) {
    const start = raw.inforce;
    const money = (v: unknown) => v === undefined || (isNumber(v) && v >= 0);
    if (
      !isObject(start) ||
      !isWhole(start.yearsCompleted) ||
      start.yearsCompleted < 0 ||
      start.yearsCompleted > 119 ||
      !isNumber(start.premiumsPaid) ||
      start.premiumsPaid < 0 ||
      !['accountValue', 'loanBalance', 'puaFace', 'dividendDeposit'].every((k) =>
        money(start[k]),
      ) ||
      (start.paidUp !== undefined && typeof start.paidUp !== 'boolean')
    ) {
      problems.push(problem('inforce', 'inforceStart'));
    } else inforce = start as unknown as InforceStart;
  }

  if (problems.length > 0) return { ok: false, problems };
  const value: ResolvedInput = {
    product,
    faceAmount: face as number,
    premiumMode: raw.premiumMode as PremiumMode,
    lifeBasis: lifeBasis as LifeBasis,
    insureds,
    issueDate,
    riders: resolvedRiders,
    wholeLife,
    ul,
    inforce,
  };
  return { ok: true, value };
}

/** A list of withdrawals or loans: each a policy year and an amount to the cent, read exactly. */
function resolveFlows(
  flows: unknown,
  key: 'withdrawals' | 'loans',
  problems: InputProblem[],
): ResolvedCashFlow[] {
  if (flows === undefined) return [];
  if (!Array.isArray(flows) || flows.length > ENGINE_LIMITS.cashFlows) {
    problems.push(problem(`ul.${key}`, 'flowsList', { flows: key }));
    return [];
  }
  const out: ResolvedCashFlow[] = [];
  flows.forEach((flow: unknown, index: number) => {
    const amount = isObject(flow) ? (exactAmount(flow.amount, 2) as Cents | null) : null;
    if (
      !isObject(flow) ||
      !isWhole(flow.year) ||
      !within(flow.year, ENGINE_LIMITS.policyYears) ||
      amount === null ||
      amount <= 0
    ) {
      problems.push(problem(`ul.${key}.${index}`, 'flow'));
      return;
    }
    out.push({ year: flow.year, amount });
  });
  return out;
}

/**
 * The UL part: the deposit, withdrawals and loans read exactly to the cent and allocations to
 * the thousandth of a percent (never by multiplying floats), each within the product's limits.
 */
function resolveUl(
  u: unknown,
  product: Extract<ProductDefinition, { family: 'ul' }>,
  problems: InputProblem[],
): ResolvedUl | undefined {
  if (!isObject(u) || !isNumber(u.annualDeposit) || u.annualDeposit < 0) {
    problems.push(problem('ul.annualDeposit', 'annualDeposit'));
    return undefined;
  }
  const start = problems.length;
  let annualDepositCents = 0 as Cents;
  if (u.annualDeposit > product.annualDeposit.max) {
    problems.push(
      problem('ul.annualDeposit', 'annualDepositRange', {
        max: product.annualDeposit.max,
        product: product.name,
      }),
    );
  } else {
    const cents = exactAmount(u.annualDeposit, 2) as Cents | null;
    if (cents === null) problems.push(problem('ul.annualDeposit', 'annualDepositCents'));
    else annualDepositCents = cents;
  }
  if (
    u.deathBenefitOption !== undefined &&
    u.deathBenefitOption !== 1 &&
    u.deathBenefitOption !== 2
  )
    problems.push(problem('ul.deathBenefitOption', 'deathBenefitOption'));
  if (u.coiType !== undefined && u.coiType !== 'YRT' && u.coiType !== 'LevelGuaranteed')
    problems.push(problem('ul.coiType', 'coiType'));
  let allocationThousandths: Record<string, number> | undefined;
  if (u.allocations !== undefined) {
    allocationThousandths = {};
    let total = 0;
    for (const [fundId, percent] of Object.entries(isObject(u.allocations) ? u.allocations : {})) {
      if (!product.funds.some((fund) => fund.id === fundId)) {
        problems.push(
          problem(`ul.allocations.${fundId}`, 'fundNotOffered', {
            fund: fundId,
            product: product.name,
          }),
        );
        continue;
      }
      // 3 decimals of a percent, read exactly: 1.001 is 1 001 thousandths, never 1000.9999….
      const thousandths = exactAmount(percent, 3);
      if (thousandths === null) problems.push(problem(`ul.allocations.${fundId}`, 'allocation'));
      else {
        allocationThousandths[fundId] = thousandths;
        total += thousandths;
      }
    }
    if (total !== 100_000)
      problems.push(problem('ul.allocations', 'allocationTotal', { total: total / 1000 }));
  }
  let fundRates: Record<string, number> | undefined;
  if (u.fundRates !== undefined) {
    fundRates = {};
    for (const [fundId, percent] of Object.entries(isObject(u.fundRates) ? u.fundRates : {})) {
      if (
        !product.funds.some((fund) => fund.id === fundId) ||
        !isNumber(percent) ||
        !within(percent, product.fundRateOverride)
      ) {
        problems.push(problem(`ul.fundRates.${fundId}`, 'fundRate', product.fundRateOverride));
      } else fundRates[fundId] = percent;
    }
  }
  const withdrawals = resolveFlows(u.withdrawals, 'withdrawals', problems);
  const loans = resolveFlows(u.loans, 'loans', problems);
  const depositYearsLimit = ENGINE_LIMITS.policyYears.max;
  if (
    u.depositYears !== undefined &&
    (!isWhole(u.depositYears) || u.depositYears < 0 || u.depositYears > depositYearsLimit)
  ) {
    problems.push(problem('ul.depositYears', 'depositYears', { max: depositYearsLimit }));
  }
  if (problems.length > start) return undefined;
  return {
    deathBenefitOption: u.deathBenefitOption === 2 ? 2 : 1,
    coiType: u.coiType === 'LevelGuaranteed' ? 'LevelGuaranteed' : 'YRT',
    annualDepositCents,
    depositYears: u.depositYears as number | undefined,
    allocationThousandths,
    fundRates,
    withdrawals,
    loans,
  };
}

/** Throws with every problem listed; for callers that have already validated. */
export function resolveInput(input: IllustrationInput): ResolvedInput {
  const result = validateIllustrationInput(input);
  if (!result.ok) {
    throw new Error(
      `invalid illustration input: ${result.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
    );
  }
  return result.value;
}

/**
 * The spec's rule: premium offset is electable only if the dividend option is PUA or DOD and
 * the plan is in premium offset, or the premium-offset checkbox is enabled and ticked.
 */
export function premiumOffsetElectable(
  planInPremiumOffset: boolean,
  dividendOption: DividendOption,
  checkboxEnabled: boolean,
  checkboxTicked: boolean,
): boolean {
  return (
    ((dividendOption === 'PUA' || dividendOption === 'DOD') && planInPremiumOffset) ||
    (checkboxEnabled && checkboxTicked)
  );
}

/** The spec's 'cannot elect premium offset' flag: the skip date is at or after the policy expiry. */
export function cannotElectPremiumOffset(skipDate: string, policyExpiryDate: string): boolean {
  return skipDate >= policyExpiryDate;
}
