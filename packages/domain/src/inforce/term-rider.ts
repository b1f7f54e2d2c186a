// Adding a term rider to a loaded in-force policy (spec section 4, "Adding a term rider").
import {
  type ControlItemMap,
  controlItem,
  controlItemMap,
  type FormValues,
} from '../fields/control-item';
import { ageByDays } from './ages';
import { isUniversalLife, modeFactor, premiumModeOfCode, round2 } from './rules';
import { premiumStateOf } from './status';
import type {
  Coverage,
  Gender,
  InforcePolicy,
  PolicyStatus,
  PolicyType,
  RateClass,
  SmokeClass,
} from './types';

/** Spec 9: "Term rider: unit value 1000; UL plan 08U101 (product 094); non-UL plan 06T101 (product 093)". */
export const TERM_RIDER_UNIT_VALUE = 1000;
export const UL_TERM_RIDER = {
  planCode: '08U101',
  prodID: '094',
  name: 'UL - 2008 Term 10 Rider - Base Insured',
} as const;
export const TERM_RIDER = {
  planCode: '06T101',
  prodID: '093',
  name: 'Term 10 - 2006 (Base Insured)',
} as const;
/** "success message duration 1,000,000 ms". */
export const TERM_RIDER_MESSAGE_MS = 1_000_000;

/** Life policies a term rider can be added to; annuities, funds, disability and CI cannot. */
export const TERM_RIDER_POLICY_TYPES: readonly PolicyType[] = [
  'WholeLife',
  'Enhanced',
  'Endowment',
  'LevelTerm',
  'DecreasingIncreasingTerm',
  'TermWithCashValue',
  'UniversalLife',
];

export type TermRiderRefusal =
  | 'policyType'
  | 'deathClaim'
  | 'notInForce'
  | 'paidUp'
  | 'premiumWaived'
  | 'noPremium';

/**
 * Why a term rider cannot be added to the policy, or null when it can (issue 15 §3): only on
 * a life policy that is in force and paying its own premiums. A rider is new cover with its own
 * premium: nothing to add it to on a RRIF, LIF or annuity, on a death claim or a lapsed policy,
 * and nothing to bill it with on a paid-up policy or one whose premiums are waived.
 */
export function termRiderRefusal(
  policy: InforcePolicy,
  status: Pick<PolicyStatus, 'isDeath'> | null | undefined,
  currentDate: string,
): TermRiderRefusal | null {
  const state = premiumStateOf(policy, status, currentDate);
  // What the policy's state says comes first, the most telling first: a death claim or an
  // ended policy, then paid up (a paid-up life policy is refused as paid up, not by its type).
  if (state.kind === 'notPayable' && state.reason !== 'noPremium') return state.reason;
  if (state.kind === 'paidUp') return 'paidUp';
  if (!TERM_RIDER_POLICY_TYPES.includes(policy.policyType)) return 'policyType';
  if (state.kind === 'waived') return 'premiumWaived';
  if (state.kind === 'notPayable') return 'noPremium';
  return null;
}

/** The rider product of the policy (spec 4: 094 on universal life, 093 otherwise). */
export function termRiderProductOf(policy: Pick<InforcePolicy, 'policyType'>) {
  return isUniversalLife(policy) ? UL_TERM_RIDER : TERM_RIDER;
}

/**
 * The base's waiver as the rider's copy of it is priced (README §Riders): the waiver's rate is
 * the one for its issue age, and it waives nothing once its insured has reached its expiry age.
 * Null when the base has no waiver.
 */
export function waiverOnBase(
  policy: InforcePolicy,
  currentDate: string,
): { issueAge: number; attainedAge: number | null } | null {
  const base = policy.coverages.find((c) => c.coverageType === 'BASE');
  const waiver = base
    ? policy.coverages.find(
        (c) => c.parentCoverageID === base.coverageID && c.riderType === 'WAIVER',
      )
    : undefined;
  if (!waiver) return null;
  const insured = waiver.insured ?? base?.insured;
  const attainedAge = insured?.dateOfBirth ? ageByDays(insured.dateOfBirth, currentDate) : null;
  const issued = waiver.issueDate ?? base?.issueDate ?? null;
  const issueAge =
    waiver.issueAge ??
    (insured?.dateOfBirth && issued ? ageByDays(insured.dateOfBirth, issued) : null) ??
    base?.issueAge ??
    null;
  return issueAge === null ? null : { issueAge, attainedAge };
}

/** The rider's premium as the engine prices it (POST /api/GetCoverageSetup), in dollars. */
export interface TermRiderPricing {
  /** Annual premium, flat extra included (UL: twelve monthly charges). */
  annualPremium: number;
  premFlatExtra: number;
  /** Rate per 1000 in the first year. */
  ratePer1000: number | null;
  /** The premium of the waiver copied onto the rider; null when none is copied. */
  waiverAnnualPremium: number | null;
}

export interface TermRiderInput {
  faceAmount: number;
  age: number;
  name: string;
  sex: Gender;
  smokeClass: SmokeClass;
  /** Blank means S: "Rider rate class defaults to S if blank." */
  rateClass: RateClass | '' | null;
  /** Percent of standard: 100, 125, 150, 175, 200. */
  rating: number;
  flatExtra: number;
  flatExtraDuration: number;
}

/** The rider form as control items, validated by the field engine on screen (and in tests). */
export const TERM_RIDER_ITEMS: ControlItemMap = controlItemMap([
  controlItem('faceAmount', 'dollarInteger', {
    required: true,
    useLimits: true,
    min: 25_000,
    max: 5_000_000,
    maxLength: 12,
  }),
  controlItem('age', 'integer', {
    required: true,
    useLimits: true,
    min: 18,
    max: 70,
    maxLength: 3,
  }),
  controlItem('name', 'name', { required: true, maxLength: 60 }),
  controlItem('sex', 'combo', {
    required: true,
    optionItems: [
      { value: 'M', label: 'M' },
      { value: 'F', label: 'F' },
    ],
  }),
  controlItem('smokeClass', 'combo', {
    required: true,
    optionItems: [
      { value: 'N', label: 'N' },
      { value: 'S', label: 'S' },
    ],
  }),
  controlItem('rateClass', 'combo', {
    optionItems: [
      { value: 'P', label: 'P' },
      { value: 'S', label: 'S' },
      { value: 'U', label: 'U' },
    ],
  }),
  controlItem('rating', 'combo', {
    required: true,
    optionItems: ['100', '125', '150', '175', '200'].map((v) => ({ value: v, label: v })),
  }),
  controlItem('flatExtra', 'dollar', {
    useLimits: true,
    min: 0,
    max: 50,
    allowZero: true,
    maxLength: 6,
  }),
  controlItem('flatExtraDuration', 'integer', {
    useLimits: true,
    min: 1,
    max: 999,
    allowZero: true,
    maxLength: 3,
  }),
]);

/** The form's values (strings, as inputs hold them) as the builder's input. */
export function termRiderInputOf(values: FormValues): TermRiderInput {
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string).trim() : '');
  const n = (k: string) => {
    const v = Number(str(k).replace(/[^\d.]/g, ''));
    return Number.isFinite(v) ? v : 0;
  };
  return {
    faceAmount: n('faceAmount'),
    age: n('age'),
    name: str('name'),
    sex: str('sex') === 'F' ? 'F' : 'M',
    smokeClass: str('smokeClass') === 'S' ? 'S' : 'N',
    rateClass: (['P', 'S', 'U'].includes(str('rateClass')) ? str('rateClass') : '') as
      | RateClass
      | '',
    rating: n('rating') || 100,
    flatExtra: n('flatExtra'),
    flatExtraDuration: n('flatExtraDuration'),
  };
}

export interface TermRiderResult {
  /** The in-force copy with the rider (and copied waivers) appended. */
  inforcePolicy: InforcePolicy;
  /** The rider as the illustration copy sends it to GetCoverageSetup. */
  riderCoverage: Coverage;
  waiverIncluded: boolean;
  /** 'addedTermRiderWithWaiver' or 'addedTermRider' (spec 4's two messages). */
  messageKey: 'messages.addedTermRiderWithWaiver' | 'messages.addedTermRider';
}

function nextId(coverages: readonly Coverage[]): number {
  return coverages.reduce((max, c) => Math.max(max, Number(c.coverageID) || 0), 0) + 1;
}

/**
 * The rider on the in-force copy (spec 4), with the engine's premium (issue 15 §3: the spec's
 * zero premiums left the premium summary's totals wrong). Modal premiums follow the premium
 * summary's rule (decision 0010): annual divided by the mode factor.
 */
export function buildTermRider(
  policy: InforcePolicy,
  input: TermRiderInput,
  pricing: TermRiderPricing,
): TermRiderResult {
  const product = termRiderProductOf(policy);
  const factor = modeFactor(premiumModeOfCode(policy.premiumMode));
  const base = policy.coverages.find((c) => c.coverageType === 'BASE');
  let id = nextId(policy.coverages);
  const riderID = String(id++);
  const rateClass: RateClass =
    input.rateClass === '' || input.rateClass === null ? 'S' : input.rateClass;
  const rider: Coverage = {
    coverageID: riderID,
    parentCoverageID: base?.coverageID ?? null,
    coverageType: 'RIDER',
    riderType: 'TERM',
    name: product.name,
    planCode: product.planCode,
    prodID: product.prodID,
    faceAmount: input.faceAmount,
    sumInsured: input.faceAmount,
    units: input.faceAmount / TERM_RIDER_UNIT_VALUE,
    unitValue: TERM_RIDER_UNIT_VALUE,
    issueDate: policy.currentDate,
    issueAge: input.age,
    expiryDate: null,
    expiryAge: input.age + 10,
    expiryDuration: 10,
    coiType: 'YRT',
    flatExtra: input.flatExtra,
    flatExtraDuration: input.flatExtraDuration,
    meRating: input.rating,
    isUseRatings: input.rating !== 100 || input.flatExtra > 0,
    premCoverage: round2(pricing.annualPremium - pricing.premFlatExtra),
    premFlatExtra: pricing.premFlatExtra,
    premMultipleExtra: 0,
    policyFee: 0,
    premWaiver: 0,
    premADB: 0,
    premAnnual: pricing.annualPremium,
    modePremiumAmount: round2(pricing.annualPremium / factor),
    modalFactor: factor,
    cashValue: 0,
    coverageStatus: 'Active Coverage',
    displayStatus: 1,
    isActive: true,
    isAddedOnScreen: true,
    insured: {
      partyID: `rider-${riderID}`,
      name: input.name,
      dateOfBirth: null,
      gender: input.sex,
      smokeClass: input.smokeClass,
      rateClass,
    },
    insureds: [],
    beneficiaries: base ? base.beneficiaries.map((b) => ({ ...b })) : [],
    coverageLayers: [],
    disabilityItems: [],
  };
  rider.insureds = rider.insured ? [rider.insured] : [];
  // "Waiver benefits under the base coverage are copied onto the new rider."
  const waivers = base
    ? policy.coverages.filter(
        (c) => c.parentCoverageID === base.coverageID && c.riderType === 'WAIVER',
      )
    : [];
  // The copy waives the rider's premium: the engine's waiver premium on it (the first copy
  // carries it; a base has one waiver). It is the same benefit as the waiver it copies, which
  // the premium summary shows once.
  const copies = waivers.map((w, index): Coverage => {
    const premium = index === 0 ? (pricing.waiverAnnualPremium ?? 0) : 0;
    return {
      ...w,
      coverageID: String(id++),
      parentCoverageID: riderID,
      issueDate: policy.currentDate,
      premCoverage: premium,
      premFlatExtra: 0,
      premMultipleExtra: 0,
      policyFee: 0,
      premAnnual: premium,
      modePremiumAmount: round2(premium / factor),
      modalFactor: factor,
      cashValue: 0,
      isAddedOnScreen: true,
      copiedFromCoverageID: w.coverageID,
    };
  });
  rider.isWaiverIncluded = copies.length > 0;
  const waiverIncluded = copies.length > 0;
  return {
    inforcePolicy: { ...policy, coverages: [...policy.coverages, rider, ...copies] },
    riderCoverage: rider,
    waiverIncluded,
    messageKey: waiverIncluded ? 'messages.addedTermRiderWithWaiver' : 'messages.addedTermRider',
  };
}
