// Adding a term rider to a loaded in-force policy (spec section 4, "Adding a term rider").
import {
  type ControlItemMap,
  controlItem,
  controlItemMap,
  type FormValues,
} from '../fields/control-item';
import { isUniversalLife } from './rules';
import type { Coverage, Gender, InforcePolicy, RateClass, SmokeClass } from './types';

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

export function buildTermRider(policy: InforcePolicy, input: TermRiderInput): TermRiderResult {
  const product = isUniversalLife(policy) ? UL_TERM_RIDER : TERM_RIDER;
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
    premCoverage: 0,
    premFlatExtra: 0,
    premMultipleExtra: 0,
    policyFee: 0,
    premWaiver: 0,
    premADB: 0,
    premAnnual: 0,
    modePremiumAmount: 0,
    modalFactor: 1,
    cashValue: 0,
    coverageStatus: 'Active Coverage',
    displayStatus: 1,
    isActive: true,
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
  // The copies carry no premium of their own in the in-force view, as the rider itself.
  const copies = waivers.map((w) => ({
    ...w,
    coverageID: String(id++),
    parentCoverageID: riderID,
    premCoverage: 0,
    premFlatExtra: 0,
    premMultipleExtra: 0,
    policyFee: 0,
    premAnnual: 0,
    modePremiumAmount: 0,
    cashValue: 0,
  }));
  rider.isWaiverIncluded = copies.length > 0;
  const waiverIncluded = copies.length > 0;
  return {
    inforcePolicy: { ...policy, coverages: [...policy.coverages, rider, ...copies] },
    riderCoverage: rider,
    waiverIncluded,
    messageKey: waiverIncluded ? 'messages.addedTermRiderWithWaiver' : 'messages.addedTermRider',
  };
}
