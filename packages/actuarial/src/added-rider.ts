// The premium of a term rider added to an in-force policy (issue 15 §3): the rider is issued
// today on its own life, so it is priced as the engine prices the same rider on a new
// illustration, at the life's age today; a waiver on the base is copied onto it, and waives
// the rider's premium at the waiver's own rate (by its issue age) until its expiry age
// (README §Riders).
import { termRiderCoverage } from './coverages';
import { type InputProblem, type InsuredInput, resolveInsured } from './input';
import type { Cents } from './money';
import { toCents } from './money';
import { problem } from './problems';
import { products, riders } from './products/catalogue';

export interface AddedRiderInput {
  /** 093 on a level-premium policy, 094 on universal life (spec 9). */
  readonly riderId: '093' | '094';
  /** Dollars. */
  readonly faceAmount: number;
  /** The rider's life; `issueAge` is its age today. Rate class defaults to S (spec 5). */
  readonly insured: InsuredInput;
  /** The base's waiver, when it has one to copy: its issue age and its insured's age today. */
  readonly waiver?: { readonly issueAge: number; readonly attainedAge: number | null };
}

export interface AddedRiderPremium {
  readonly riderId: '093' | '094';
  readonly planCode: string;
  /** Rate per 1000 a year in the rider's first year. */
  readonly ratePer1000: number;
  /** Annual premium, flat extra included (cents). On UL: twelve monthly charges. */
  readonly annualPremium: Cents;
  readonly premFlatExtra: Cents;
  /** UL riders are charged monthly from the account value rather than billed. */
  readonly chargedMonthly: boolean;
  /** The waiver copied onto the rider: its rate and its annual premium on the rider (cents). */
  readonly waiver: { readonly rate: number; readonly annualPremium: Cents } | null;
}

export type AddedRiderResult =
  | { readonly ok: true; readonly value: AddedRiderPremium }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the rider against its product data (ages, faces, classes) and prices it. */
export function priceAddedRider(raw: unknown): AddedRiderResult {
  const problems: InputProblem[] = [];
  if (!isObject(raw)) return { ok: false, problems: [problem('', 'inputMissing')] };
  const riderId = raw.riderId;
  if (riderId !== '093' && riderId !== '094')
    return {
      ok: false,
      problems: [problem('riderId', 'riderUnknown', { riders: '093, 094' })],
    };
  const definition = riders[riderId];
  if (definition.kind !== 'TERM') throw new Error('term riders only');
  // The rider is priced on its based-on product (README §Riders): that product's flat-extra limits.
  const basedOn = products[definition.basedOn];
  const insured = resolveInsured(
    raw.insured,
    'insured',
    problems,
    undefined,
    'nearest',
    'S',
    basedOn.flatExtraPer1000,
  );
  if (
    insured &&
    (insured.issueAge < definition.issueAge.min || insured.issueAge > definition.issueAge.max)
  ) {
    problems.push(
      problem('insured.issueAge', 'riderIssueAge', {
        rider: definition.name,
        min: definition.issueAge.min,
        max: definition.issueAge.max,
      }),
    );
  }
  const face = raw.faceAmount;
  if (
    typeof face !== 'number' ||
    !Number.isInteger(face) ||
    face < definition.face.min ||
    face > definition.face.max
  ) {
    problems.push(
      problem('faceAmount', 'riderFace', {
        rider: definition.name,
        min: definition.face.min,
        max: definition.face.max,
      }),
    );
  }
  const rawWaiver = raw.waiver;
  const isAge = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 120;
  if (
    rawWaiver !== undefined &&
    (!isObject(rawWaiver) ||
      !isAge(rawWaiver.issueAge) ||
      (rawWaiver.attainedAge !== null && !isAge(rawWaiver.attainedAge)))
  ) {
    problems.push(problem('waiver', 'issueAge'));
  }
  if (problems.length > 0 || !insured || typeof face !== 'number') return { ok: false, problems };

  const priced = termRiderCoverage(riderId, face, insured);
  const rate = priced.rateAt(0) ?? 0;
  let annual: number;
  let flatExtra: number;
  if (definition.chargedMonthly) {
    // UL (README §Riders): a monthly charge round2(rate × face/1000 / 12); the rider's flat
    // extra is charged the same way as the base's (step 7), round(flatExtra × face / 12000).
    const monthlyRate = toCents((rate * face) / 1000 / 12);
    const monthlyExtra =
      insured.flatExtra > 0 && insured.flatExtraDuration > 0
        ? toCents((insured.flatExtra * face) / 12_000)
        : 0;
    annual = 12 * (monthlyRate + monthlyExtra);
    flatExtra = 12 * monthlyExtra;
  } else {
    annual = priced.premiumAt(0);
    flatExtra = priced.flatExtraAt(0);
  }
  let waiver: AddedRiderPremium['waiver'] = null;
  if (isObject(rawWaiver)) {
    const wp = riders.WP;
    if (wp.kind !== 'WAIVER') throw new Error('WP is the waiver');
    const issueAge = rawWaiver.issueAge as number;
    const attained = rawWaiver.attainedAge as number | null;
    // Past its expiry age the waiver waives nothing; its rate is its issue age's band.
    const band =
      attained !== null && attained >= wp.expiryAge
        ? undefined
        : wp.rateByIssueAge.find((b) => issueAge <= b.toAge);
    const waiverRate = band?.rate ?? 0;
    waiver = { rate: waiverRate, annualPremium: toCents((waiverRate * annual) / 100) };
  }
  return {
    ok: true,
    value: {
      riderId,
      planCode: definition.planCode,
      ratePer1000: rate,
      annualPremium: annual as Cents,
      premFlatExtra: flatExtra as Cents,
      chargedMonthly: definition.chargedMonthly,
      waiver,
    },
  };
}
