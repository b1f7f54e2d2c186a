// Status rules of spec section 4 ("Status rules"), and the premium-mode maths of section 9.
import { productGroupOf } from '../products/product-ids';
import { anniversaryInYearOf, onOrBefore } from './ages';
import type { Coverage, InforcePolicy, PolicyStatus } from './types';

const PAID_UP_COVERAGE_STATUSES = ['PAID UP', 'COVERAGE PAID UP'];

/** "A coverage with status 'PAID UP' or 'COVERAGE PAID UP' is paid up." */
export function isCoveragePaidUp(coverage: Pick<Coverage, 'coverageStatus'>): boolean {
  return PAID_UP_COVERAGE_STATUSES.includes(coverage.coverageStatus.trim().toUpperCase());
}

/**
 * "A policy is paid up when paidUpDate is on or before the current date, or its status code
 * is 3 or 4."
 */
export function isPolicyPaidUp(
  policy: Pick<InforcePolicy, 'paidUpDate' | 'policyCStatCode'>,
  currentDate: string,
): boolean {
  if (policy.policyCStatCode === '3' || policy.policyCStatCode === '4') return true;
  return policy.paidUpDate !== null && onOrBefore(policy.paidUpDate, currentDate);
}

/** Spec 3: "policyCStatCode (3 and 4 mean paid up, 2 means waived)". */
export function isPremiumWaived(policy: Pick<InforcePolicy, 'policyCStatCode'>): boolean {
  return policy.policyCStatCode === '2';
}

/** "The policy status row is red when the policy is inactive." */
export function statusIsAlert(policy: Pick<InforcePolicy, 'isActive'>): boolean {
  return !policy.isActive;
}

/** "For a death status the date of death is appended": the first insured's date of death. */
export function deathDateFor(
  policy: InforcePolicy,
  status: PolicyStatus | undefined,
): string | null {
  if (!status?.isDeath) return null;
  return policy.insureds.find((p) => p.dateOfDeath !== null)?.dateOfDeath ?? null;
}

/**
 * "The dividend label switches between 'Div Paid This Year' and 'Div Payable This Yr' by
 * comparing a fixed date with the issue-date anniversary": the fixed date is the load's
 * currentDate (decision 0010). Paid once this year's anniversary is on or before it.
 */
export function dividendLabelKey(
  issueDate: string,
  fixedDate: string,
): 'labels.divPaidThisYear' | 'labels.divPayableThisYr' {
  return onOrBefore(anniversaryInYearOf(issueDate, fixedDate), fixedDate)
    ? 'labels.divPaidThisYear'
    : 'labels.divPayableThisYr';
}

export type PremiumModeName = 'Annual' | 'SemiAnnual' | 'Quarterly' | 'Monthly';

/** "Premium mode months: Annual 12, Monthly 1, Quarterly 3, SemiAnnual 6." */
export const PREMIUM_MODE_MONTHS: Readonly<Record<PremiumModeName, number>> = {
  Annual: 12,
  SemiAnnual: 6,
  Quarterly: 3,
  Monthly: 1,
};

/** "Mode codes: 012 annual, 06 semi-annual, 03 quarterly, anything else monthly." */
export function premiumModeOfCode(code: string): PremiumModeName {
  if (code === '012') return 'Annual';
  if (code === '06') return 'SemiAnnual';
  if (code === '03') return 'Quarterly';
  return 'Monthly';
}

/** "Mode factors: monthly 12, quarterly 4, semi-annual 2, annual 1 … 12 divided by months per mode." */
export function modeFactor(mode: PremiumModeName): number {
  return 12 / PREMIUM_MODE_MONTHS[mode];
}

/** The rounding helper of spec 9: 2 decimals, half away from zero. */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;
}

/**
 * The tree shows the four fund sections for universal-life policies of a product group that
 * has them (spec 9: the universal-life group 602, 603; the groups are data in products/).
 */
export function showsFundSections(policy: Pick<InforcePolicy, 'prodID' | 'policyType'>): boolean {
  return (
    policy.policyType === 'UniversalLife' && productGroupOf(policy.prodID)?.fundSections === true
  );
}

/** RRIF/LIF payout information is for the income funds. */
export function showsPayoutSection(policy: Pick<InforcePolicy, 'policyType'>): boolean {
  return ['RRIF', 'LIF', 'SegregatedFundRRIF'].includes(policy.policyType);
}

const ANNUITY_TYPES = [
  'DeferredAnnuity',
  'ImmediateAnnuity',
  'RRIF',
  'LIF',
  'ESA_ISA',
  'SegregatedFund',
  'SegregatedFundRRIF',
];

/** "Client Information: owner, insureds or annuitants": annuity types have annuitants. */
export function hasAnnuitants(policy: Pick<InforcePolicy, 'policyType'>): boolean {
  return ANNUITY_TYPES.includes(policy.policyType);
}

export function isUniversalLife(policy: Pick<InforcePolicy, 'policyType'>): boolean {
  return policy.policyType === 'UniversalLife';
}
