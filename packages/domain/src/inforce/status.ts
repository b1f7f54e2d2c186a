// What a policy's statuses say together (issue 15 §3): one derivation of whether premiums are
// due, read by the tree, the premium summary, the term-rider action and the progress report, so
// no screen or page can call a death claim "Premium paying" or show a paid-up policy's premium
// as $0.00.
import { isCoveragePaidUp, isPolicyPaidUp, isPremiumWaived } from './rules';
import type { Coverage, InforcePolicy, PolicyStatus } from './types';

/** Why no premium is payable on a policy that is not paid up. */
export type NotPayableReason = 'deathClaim' | 'notInForce' | 'noPremium';

export type PremiumState =
  | { kind: 'paying' }
  /** Premiums fall due but the company pays them (spec 3: policyCStatCode 2). */
  | { kind: 'waived' }
  | { kind: 'paidUp'; since: string | null }
  | { kind: 'notPayable'; reason: NotPayableReason };

type StatusInputs = Pick<
  InforcePolicy,
  'isActive' | 'paidUpDate' | 'policyCStatCode' | 'terminatedDate' | 'coverages' | 'insureds'
>;

/**
 * The premium state, strongest fact first: a death (the status lookup says so, or an insured
 * has died while the policy is no longer active) ends premiums; so does a policy that is not
 * in force (lapsed, surrendered, matured, expired: inactive or terminated); then paid up
 * (spec 4's rule), then waived (spec 3); a policy none of whose coverages carries a premium
 * (a single-premium annuity, a fund in payout) has none to pay; anything else is paying.
 */
export function premiumStateOf(
  policy: StatusInputs,
  status: Pick<PolicyStatus, 'isDeath'> | null | undefined,
  currentDate: string,
): PremiumState {
  const insuredDied = policy.insureds.some((p) => p.dateOfDeath !== null);
  if (status?.isDeath || (insuredDied && !policy.isActive))
    return { kind: 'notPayable', reason: 'deathClaim' };
  if (!policy.isActive || policy.terminatedDate !== null)
    return { kind: 'notPayable', reason: 'notInForce' };
  if (isPolicyPaidUp(policy, currentDate)) return { kind: 'paidUp', since: policy.paidUpDate };
  if (isPremiumWaived(policy)) return { kind: 'waived' };
  const payable = policy.coverages.some((c) => !isCoveragePaidUp(c) && c.premAnnual > 0);
  if (!payable) return { kind: 'notPayable', reason: 'noPremium' };
  return { kind: 'paying' };
}

/** Premiums fall due (paid by the owner, or waived and paid by the company). */
export function premiumsFallDue(state: PremiumState): boolean {
  return state.kind === 'paying' || state.kind === 'waived';
}

/** The catalogue key (values.*) of the state, for the "Premium status" row and the reports. */
export function premiumStateKey(state: PremiumState): string {
  switch (state.kind) {
    case 'paying':
      return 'values.premiumPaying';
    case 'waived':
      return 'values.premiumWaived';
    case 'paidUp':
      return 'values.paidUp';
    case 'notPayable':
      return `values.notPayable.${state.reason}`;
  }
}

/**
 * A coverage's annual premium as it may be shown: null (shown "Not Applicable") when the
 * coverage is paid up or the policy pays no premium at all; the stored premium otherwise.
 */
export function coverageAnnualPremium(
  coverage: Pick<Coverage, 'coverageStatus' | 'premAnnual'>,
  state: PremiumState,
): number | null {
  if (!premiumsFallDue(state) || isCoveragePaidUp(coverage)) return null;
  return coverage.premAnnual;
}

/** The coverage's modal premium, on the same rule. */
export function coverageModalPremium(
  coverage: Pick<Coverage, 'coverageStatus' | 'modePremiumAmount'>,
  state: PremiumState,
): number | null {
  if (!premiumsFallDue(state) || isCoveragePaidUp(coverage)) return null;
  return coverage.modePremiumAmount;
}

/** The policy's totals as they may be shown: null ("Not Applicable") when none fall due. */
export function policyPremiums(
  policy: Pick<InforcePolicy, 'totalAnnualizedPremium' | 'totalModalPremium'>,
  state: PremiumState,
): { annual: number | null; modal: number | null } {
  if (!premiumsFallDue(state)) return { annual: null, modal: null };
  return { annual: policy.totalAnnualizedPremium, modal: policy.totalModalPremium };
}

/** Coverage statuses that say the cover is running: wrong beside a policy that has ended. */
const RUNNING_COVERAGE_STATUSES = [
  'PREMIUM PAYING',
  'ACTIVE COVERAGE',
  'ACTIVE',
  'IN FORCE',
  'PAID UP',
  'COVERAGE PAID UP',
  'PREMIUM WAIVED',
];

/**
 * A coverage's status as it may be shown: its own (spec 4: "a rider's display status comes
 * from its coverage"), except that a coverage still marked as running on a policy that has
 * ended (death claim, lapsed, surrendered) takes the policy's status instead.
 */
export function coverageStatusShown(
  coverage: Pick<Coverage, 'coverageStatus'>,
  state: PremiumState,
): { kind: 'own'; text: string } | { kind: 'policy' } {
  const own = coverage.coverageStatus.trim();
  const ended =
    state.kind === 'notPayable' && (state.reason === 'deathClaim' || state.reason === 'notInForce');
  if (ended && RUNNING_COVERAGE_STATUSES.includes(own.toUpperCase())) return { kind: 'policy' };
  return { kind: 'own', text: own };
}
