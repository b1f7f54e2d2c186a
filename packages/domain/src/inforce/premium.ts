// The premium summary panel of spec section 2: base premium, each coverage with its annual
// premium, then annual and modal premium; a no-data message without data, a not-applicable
// message when the form has errors (or a joint age error).

import type { Part } from './display';
import {
  isCoveragePaidUp,
  modeFactor,
  type PremiumModeName,
  premiumModeOfCode,
  round2,
} from './rules';
import { coverageTitle } from './tree';
import type { InforcePolicy } from './types';

export interface PremiumLine {
  coverageID: string;
  title: Part[];
  /** Null when the coverage is paid up: shown as not applicable. */
  annualPremium: number | null;
}

export type PremiumSummary =
  | { kind: 'noData' }
  | { kind: 'notApplicable' }
  | {
      kind: 'summary';
      basePremium: number | null;
      coverages: PremiumLine[];
      annualPremium: number;
      modalPremium: number;
      mode: PremiumModeName;
      modeFactor: number;
    };

export function premiumSummary(
  policy: InforcePolicy | null,
  form: { hasErrors: boolean; jointAgeError?: boolean } = { hasErrors: false },
): PremiumSummary {
  if (form.hasErrors || form.jointAgeError) return { kind: 'notApplicable' };
  if (!policy || policy.coverages.length === 0) return { kind: 'noData' };
  const base = policy.coverages.find((c) => c.coverageType === 'BASE');
  const baseAnnual = base && !isCoveragePaidUp(base) ? base.premAnnual : null;
  const coverages: PremiumLine[] = policy.coverages
    .filter((c) => c !== base)
    .map((c) => ({
      coverageID: c.coverageID,
      title: coverageTitle(c),
      annualPremium: isCoveragePaidUp(c) ? null : c.premAnnual,
    }));
  const annualPremium = round2(
    (baseAnnual ?? 0) + coverages.reduce((sum, c) => sum + (c.annualPremium ?? 0), 0),
  );
  const mode = premiumModeOfCode(policy.premiumMode);
  const factor = modeFactor(mode);
  return {
    kind: 'summary',
    basePremium: baseAnnual,
    coverages,
    annualPremium,
    modalPremium: round2(annualPremium / factor),
    mode,
    modeFactor: factor,
  };
}
