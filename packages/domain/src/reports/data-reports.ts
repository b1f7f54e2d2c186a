// The data reports of platform spec 2.9 (issue 18; decision 0054): 24 reports in four
// groups, who may run each group, whose rows a user sees, and the date-range rule. The
// server refuses with these rules and the screen shows and hides with the same ones.
import type { AccessSubject, PermissionKey } from '../access/permissions';
import { canUseBusinessIntelligence } from '../access/products';

export const DATA_REPORT_GROUPS = ['proQuote', 'illustration', 'inforce', 'admin'] as const;
export type DataReportGroup = (typeof DATA_REPORT_GROUPS)[number];

/** The catalogue: report number → its key and group, in the screen's order (decision 0054). */
export const DATA_REPORTS = [
  { reportNumber: 1, key: 'quotesByProduct', group: 'proQuote' },
  { reportNumber: 2, key: 'quotesByAgent', group: 'proQuote' },
  { reportNumber: 3, key: 'quotesByProvince', group: 'proQuote' },
  { reportNumber: 4, key: 'quotesByFaceBand', group: 'proQuote' },
  { reportNumber: 5, key: 'quotesByAgeBand', group: 'proQuote' },
  { reportNumber: 6, key: 'quotesBySexSmoker', group: 'proQuote' },
  { reportNumber: 7, key: 'quotesByPremiumMode', group: 'proQuote' },
  { reportNumber: 8, key: 'ridersAttached', group: 'proQuote' },
  { reportNumber: 9, key: 'conceptsUsed', group: 'proQuote' },
  { reportNumber: 10, key: 'reportPagesChosen', group: 'proQuote' },
  { reportNumber: 11, key: 'reportsGenerated', group: 'proQuote' },
  { reportNumber: 12, key: 'activityPerDay', group: 'proQuote' },
  { reportNumber: 13, key: 'quoteFunnel', group: 'proQuote' },
  { reportNumber: 14, key: 'savedIllustrations', group: 'illustration' },
  { reportNumber: 15, key: 'savedByProductBasis', group: 'illustration' },
  { reportNumber: 16, key: 'ulDeposits', group: 'illustration' },
  { reportNumber: 17, key: 'agentsLastActivity', group: 'illustration' },
  { reportNumber: 18, key: 'policiesByStatus', group: 'inforce' },
  { reportNumber: 19, key: 'policiesByType', group: 'inforce' },
  { reportNumber: 20, key: 'policiesByChurch', group: 'inforce' },
  { reportNumber: 21, key: 'premiumsByBilling', group: 'inforce' },
  { reportNumber: 22, key: 'loansOutstanding', group: 'inforce' },
  { reportNumber: 23, key: 'payoutsDue', group: 'inforce' },
  { reportNumber: 24, key: 'adminSummary', group: 'admin' },
] as const satisfies readonly { reportNumber: number; key: string; group: DataReportGroup }[];

export type DataReport = (typeof DATA_REPORTS)[number];
export type DataReportKey = DataReport['key'];

export function dataReportByNumber(n: number): DataReport | undefined {
  return DATA_REPORTS.find((r) => r.reportNumber === n);
}

/** The permission each group reads (spec 6: "each need their own permission"). */
export const GROUP_PERMISSION: Readonly<Record<DataReportGroup, PermissionKey>> = {
  proQuote: 'isProQuote',
  illustration: 'isNewBusiness',
  inforce: 'isInforce',
  admin: 'isAdmin',
};

/**
 * Spec 2.9 and 6: a group shows when its permission is active and displayed, or the system
 * flag is set. The system flag is read as business intelligence on for the company together
 * with the user's BI rights (the BI reports screen is theirs): BI users see every group
 * (decision 0054).
 */
export function canRunDataReportGroup(subject: AccessSubject, group: DataReportGroup): boolean {
  const permission = subject.permissions[GROUP_PERMISSION[group]];
  return (permission.isActive && permission.isDisplayed) || canUseBusinessIntelligence(subject);
}

export function dataReportGroupsOf(subject: AccessSubject): DataReportGroup[] {
  return DATA_REPORT_GROUPS.filter((group) => canRunDataReportGroup(subject, group));
}

/**
 * Whose rows a report counts (decision 0054): an agent (ProQuote active, without head office,
 * admin or BI rights) only their own activity, saved cases and policies; everyone else all.
 */
export type DataReportScope =
  | { kind: 'all' }
  | { kind: 'agent'; username: string; userId: number; agentID: string };

export function dataReportScope(
  subject: AccessSubject,
  user: { username: string; userId: number; agentID: string },
): DataReportScope {
  const everything =
    subject.permissions.isHeadOffice.isActive ||
    subject.permissions.isAdmin.isActive ||
    canUseBusinessIntelligence(subject) ||
    !subject.permissions.isProQuote.isActive;
  if (everything) return { kind: 'all' };
  return { kind: 'agent', username: user.username, userId: user.userId, agentID: user.agentID };
}

export type RangeProblem = 'toBeforeFrom' | 'futureDate';

/**
 * The range as the screen says it: both days inclusive, neither after today (the server's
 * day, UTC). Days are YYYY-MM-DD.
 */
export function rangeProblem(from: string, to: string, today: string): RangeProblem | null {
  if (from > today || to > today) return 'futureDate';
  if (to < from) return 'toBeforeFrom';
  return null;
}

/** The default range (spec 9): Jan 1 of the current year to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** Face-amount bands of report 4, in dollars (lower bound inclusive). */
export const FACE_BANDS = [0, 100_000, 250_000, 500_000, 1_000_000, 5_000_000] as const;
/** Issue-age bands of report 5 (lower bound inclusive). */
export const AGE_BANDS = [0, 18, 30, 40, 50, 60, 70] as const;

/** The index of the band a value falls in (its lower bound is at most the value); -1 below all. */
export function bandOf(bands: readonly number[], value: number): number {
  let found = -1;
  for (const [i, lower] of bands.entries()) if (value >= lower) found = i;
  return found;
}

/**
 * The tracking events the ProQuote reports read (decision 0054; spec 7: the detail is the
 * form data): a calculated illustration, a printed report, a sent application.
 */
export const QUOTE_EVENT = {
  eventType: 'BUTTON_CLICK',
  formName: 'illustration',
  controlName: 'btnCalculate',
} as const;
export const REPORT_EVENT_CONTROLS = { pdf: 'btnReportPDF', excel: 'btnReportExcel' } as const;
export const APPLY_EVENT = {
  eventType: 'BUTTON_CLICK',
  formName: 'eapplication',
  controlName: 'btnSubmit',
} as const;

/** The illustration form's check boxes each ProQuote report counts (true when chosen). */
export const RIDER_FIELDS = ['chkTermRider', 'chkWaiver', 'chkADO', 'chkChild'] as const;
export const CONCEPT_FIELDS = [
  'chkProductCompare',
  'chkInternalRoR',
  'chkCharitableGiving',
  'chkInsuranceInvestment',
  'chkSharedOwnership',
] as const;
export const PAGE_FIELDS = [
  'chkCoverPage',
  'chkTaxPage',
  'chkUnderwritingPage',
  'chkComplianceNotice',
  'chkBenefitsPage',
  'chkCoveragePage',
] as const;
/** Universal life products (report 16). */
export const UL_PRODUCTS = ['0602', '0603'] as const;
