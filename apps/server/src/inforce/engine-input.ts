// The illustration engine's input for a policy in force (issue 15 §3): its base coverage and
// the riders the engine prices, from issue (the demo book's values) or from today's values (the
// policy-progress report's projection, README of @portal/actuarial §In-force projection).
import type { IllustrationInput, InsuredInput, RiderInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import { premiumModeFromCode } from '@portal/actuarial/modes';
import { isProductId, productById } from '@portal/actuarial/products/catalogue';
import type { PremiumState } from '@portal/domain/inforce/status';
import type { Coverage, CoverageInsured, InforcePolicy } from '@portal/domain/inforce/types';

/** A policy's values at one past anniversary (the history the progress report prints). */
export interface AnniversaryValues {
  policyYear: number;
  anniversaryDate: string;
  premiumsPaid: number;
}

export const wholeYearsBetween = (from: string, to: string) => {
  const a = new Date(`${from.slice(0, 10)}T12:00:00Z`);
  const b = new Date(`${to.slice(0, 10)}T12:00:00Z`);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (
    b.getUTCMonth() < a.getUTCMonth() ||
    (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())
  )
    years -= 1;
  return Math.max(0, years);
};

/** The anniversaries that have come: the history never runs past today. */
export function pastAnniversaries<H extends AnniversaryValues>(
  history: readonly H[],
  currentDate: string,
): H[] {
  return history.filter((h) => h.anniversaryDate.slice(0, 10) <= currentDate.slice(0, 10));
}

function engineInsured(insured: CoverageInsured | null, issueAge: number): InsuredInput | null {
  if (!insured || (insured.gender !== 'M' && insured.gender !== 'F')) return null;
  if (insured.smokeClass === null || insured.smokeClass === 'C') return null;
  return {
    sex: insured.gender,
    smokeClass: insured.smokeClass,
    ...(insured.rateClass ? { rateClass: insured.rateClass } : {}),
    issueAge,
  };
}

/**
 * The policy's riders the engine prices (term 093/094 on their own lives, waiver, ADB, child),
 * each with the coverage it stands for, in the policy's order.
 */
export function engineRiders(policy: InforcePolicy, base: Coverage): [Coverage, RiderInput][] {
  const riders: [Coverage, RiderInput][] = [];
  for (const c of policy.coverages) {
    if (c === base || c.parentCoverageID !== base.coverageID) continue;
    if (c.riderType === 'TERM' && (c.prodID === '093' || c.prodID === '094')) {
      const insured = engineInsured(c.insured, c.issueAge ?? base.issueAge ?? 0);
      if (!insured) continue;
      const rating = [100, 125, 150, 175, 200].includes(c.meRating) ? c.meRating : 100;
      riders.push([
        c,
        {
          riderId: c.prodID,
          faceAmount: c.faceAmount,
          insured: {
            ...insured,
            rating: rating as 100,
            ...(c.flatExtra > 0
              ? { flatExtra: c.flatExtra, flatExtraDuration: c.flatExtraDuration }
              : {}),
          },
        },
      ]);
    } else if (c.riderType === 'WAIVER') riders.push([c, { riderId: 'WP' }]);
    else if (c.riderType === 'ADB') riders.push([c, { riderId: 'ADB', faceAmount: c.faceAmount }]);
    else if (c.riderType === 'CHILD')
      riders.push([c, { riderId: 'CHILD', faceAmount: c.faceAmount }]);
  }
  return riders;
}

/** The policy types each engine product family stands for; any other pairing is not projected. */
const FAMILY_TYPES: Readonly<Record<string, readonly InforcePolicy['policyType'][]>> = {
  term: ['LevelTerm'],
  term100: ['LevelTerm'],
  wholeLife: ['WholeLife', 'Enhanced', 'PaidUpLife'],
  ul: ['UniversalLife'],
};

/**
 * The engine's input for the policy as it stands today (issue 15 §3): its base coverage and
 * the riders the engine prices, projected from today's values (README of @portal/actuarial,
 * §In-force projection): the years completed, the premiums paid at the last anniversary, the
 * account value and loan, the paid-up additions and deposits. Null when the engine does not
 * have the product or the data do not say enough (a joint or child life, no sex on file).
 */
export function engineInputOf(
  policy: InforcePolicy,
  history: readonly AnniversaryValues[] = [],
  from: 'today' | 'issue' = 'today',
  /** Today's premium state: a paid-up policy is projected with no further premium. */
  state?: PremiumState,
): IllustrationInput | null {
  const base = policy.coverages.find((c) => c.coverageType === 'BASE') ?? policy.coverages[0];
  const productId = policy.prodID;
  if (!base || !isProductId(productId)) return null;
  // A 'term with cash value' on the term 100 product, say: the engine's product is not that.
  if (!FAMILY_TYPES[productById(productId).family]?.includes(policy.policyType)) return null;
  const insured = engineInsured(base.insured ?? base.insureds[0] ?? null, base.issueAge ?? 0);
  if (!insured) return null;
  const yearsCompleted = wholeYearsBetween(policy.issueDate, policy.currentDate);
  const lastAnniversary = pastAnniversaries(history, policy.currentDate)
    .filter((h) => h.policyYear <= yearsCompleted)
    .at(-1);
  const ul = policy.policyType === 'UniversalLife';
  const accountValue = ul ? policy.funds.reduce((sum, f) => sum + f.fundValue, 0) : undefined;
  const withRiders = (riders: RiderInput[]): IllustrationInput => ({
    productId,
    faceAmount: base.faceAmount,
    // The in-force view's premiums are annual, its modal premium the annual divided by the mode
    // (decision 0010), so a level-premium policy is projected on its annual premium: the yearly
    // premium it shows. A UL deposit keeps its mode (its timing earns interest).
    premiumMode: ul ? premiumModeFromCode(policy.premiumMode) : 'Annual',
    issueDate: policy.issueDate,
    insureds: [insured],
    ...(riders.length > 0 ? { riders } : {}),
    ...(ul ? { ul: { annualDeposit: policy.totalAnnualizedPremium } } : {}),
    ...(productById(productId).family === 'wholeLife'
      ? { wholeLife: { dividendOption: policy.dividendPayoutType ?? 'PUA' } }
      : {}),
    ...(from === 'issue'
      ? {}
      : {
          inforce: {
            yearsCompleted,
            premiumsPaid: lastAnniversary?.premiumsPaid ?? 0,
            loanBalance: policy.loanBalance,
            ...(accountValue !== undefined ? { accountValue } : {}),
            ...(policy.puaFaceAmount !== null ? { puaFace: policy.puaFaceAmount } : {}),
            ...(policy.dodBalance !== null ? { dividendDeposit: policy.dodBalance } : {}),
            ...(state?.kind === 'paidUp' ? { paidUp: true } : {}),
          },
        }),
  });
  // Riders the product does not take (or data it refuses) leave the base alone projected.
  const full = withRiders(engineRiders(policy, base).map(([, rider]) => rider));
  if (validateIllustrationInput(full).ok) return full;
  const alone = withRiders([]);
  return validateIllustrationInput(alone).ok ? alone : null;
}
