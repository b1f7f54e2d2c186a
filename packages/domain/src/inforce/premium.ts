// The premium summary panel of spec section 2: base premium, each coverage with its annual
// premium, then annual and modal premium; a no-data message without data, a not-applicable
// message when the form has errors (or a joint age error).

import type { Part } from './display';
import { modeFactor, type PremiumModeName, premiumModeOfCode, round2 } from './rules';
import {
  coverageAnnualPremium,
  type PremiumState,
  premiumStateOf,
  premiumsFallDue,
} from './status';
import { coverageTitle } from './tree';
import type { InforcePolicy, PolicyStatus } from './types';

export interface PremiumLine {
  coverageID: string;
  title: Part[];
  /** Null when the coverage is paid up or the policy pays no premium: "Not Applicable". */
  annualPremium: number | null;
  /** A rider added on screen (an illustration what-if, decision 0010), not on the policy. */
  added: boolean;
}

export type PremiumSummary =
  | { kind: 'noData' }
  | { kind: 'notApplicable' }
  | {
      kind: 'summary';
      state: PremiumState;
      basePremium: number | null;
      coverages: PremiumLine[];
      /** Null when no premium falls due (paid up, death claim, not in force): never $0.00. */
      annualPremium: number | null;
      modalPremium: number | null;
      mode: PremiumModeName;
      modeFactor: number;
    };

export interface PremiumContext {
  /** The policy's entry in the status lookup (a death status ends premiums). */
  status: Pick<PolicyStatus, 'isDeath'> | null | undefined;
  /** The load's current date (ISO). */
  currentDate: string;
  /** Coverage names are shown in this language (decision 0031); English unless said. */
  language?: 'en' | 'fr';
}

/**
 * One line per coverage, the base first. A waiver copied onto an added rider (spec 4) is the
 * same benefit as the waiver it was copied from: its premium (the waiver's rate on the rider's
 * premium) is added to that waiver's line rather than listed as a second waiver.
 */
export function premiumSummary(
  policy: InforcePolicy | null,
  context: PremiumContext,
  form: { hasErrors: boolean; jointAgeError?: boolean } = { hasErrors: false },
): PremiumSummary {
  if (form.hasErrors || form.jointAgeError) return { kind: 'notApplicable' };
  if (!policy || policy.coverages.length === 0) return { kind: 'noData' };
  const state = premiumStateOf(policy, context.status, context.currentDate);
  const base = policy.coverages.find((c) => c.coverageType === 'BASE');
  const baseAnnual = base ? coverageAnnualPremium(base, state) : null;
  const lines = new Map<string, PremiumLine>();
  for (const c of policy.coverages) {
    if (c === base || c.copiedFromCoverageID !== undefined) continue;
    lines.set(c.coverageID, {
      coverageID: c.coverageID,
      title: coverageTitle(c, context.language ?? 'en'),
      annualPremium: coverageAnnualPremium(c, state),
      added: c.isAddedOnScreen === true,
    });
  }
  for (const copy of policy.coverages) {
    const source = copy.copiedFromCoverageID && lines.get(copy.copiedFromCoverageID);
    const premium = coverageAnnualPremium(copy, state);
    if (source && source.annualPremium !== null && premium !== null)
      source.annualPremium = round2(source.annualPremium + premium);
  }
  const coverages = [...lines.values()];
  const mode = premiumModeOfCode(policy.premiumMode);
  const factor = modeFactor(mode);
  const annualPremium = premiumsFallDue(state)
    ? round2((baseAnnual ?? 0) + coverages.reduce((sum, c) => sum + (c.annualPremium ?? 0), 0))
    : null;
  return {
    kind: 'summary',
    state,
    basePremium: baseAnnual,
    coverages,
    annualPremium,
    modalPremium: annualPremium === null ? null : round2(annualPremium / factor),
    mode,
    modeFactor: factor,
  };
}
