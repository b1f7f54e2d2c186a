import { canSaveNeedsAnalysis } from '../needs/access';
import { canRunDataReportGroup } from '../reports/data-reports';
import type { AccessSubject } from './permissions';
import {
  canAdministerEapplication,
  canManageUsers,
  canRunInforceBatch,
  canRunNewBusinessBatch,
  canSeeBiDetails,
  canSeeTracking,
  canSeeWidgets,
  canUseAdmin,
  canUseBusinessIntelligence,
  canUseConcepts,
  canUseEapplication,
  canUseInforce,
  canUseNewBusiness,
  isDeveloper,
} from './products';
import { canAdministerUsers } from './user-admin';

/**
 * Named access policies that every server route declares (the server refuses a route that
 * declares none). `public` needs nothing; `signedIn` needs a valid session; the rest are the
 * product rules of spec section 6, the same functions the web app uses to show and hide.
 */
export const API_POLICIES = {
  public: null,
  signedIn: (_s: AccessSubject) => true,
  newBusiness: canUseNewBusiness,
  inforce: canUseInforce,
  concepts: canUseConcepts,
  eapplication: (s: AccessSubject) => canUseEapplication(s) || canAdministerEapplication(s),
  admin: canUseAdmin,
  userManagement: canManageUsers,
  /** Changing users and roles: the admin permission itself (issue 16, spec 6). */
  usersAdmin: canAdministerUsers,
  businessIntelligence: canUseBusinessIntelligence,
  tracking: canSeeTracking,
  /** The dashboard's figures: the Widgets tab's rule (spec 6: BI displayed and active). */
  biWidgets: canSeeWidgets,
  /** The widget catalogue on /admin/bi: the admin area, less "BI details" (spec 2.1). */
  biCatalogue: (s: AccessSubject) => canUseAdmin(s) && canSeeBiDetails(s),
  developer: isDeveloper,
  /** Saving and printing a needs analysis (issue 22; the screen itself is open). */
  needsAnalysis: canSaveNeedsAnalysis,
  /** The data-report groups (issue 18, spec 2.9 and 6; decision 0054). */
  dataReportsProQuote: (s: AccessSubject) => canRunDataReportGroup(s, 'proQuote'),
  dataReportsIllustration: (s: AccessSubject) => canRunDataReportGroup(s, 'illustration'),
  dataReportsInforce: (s: AccessSubject) => canRunDataReportGroup(s, 'inforce'),
  dataReportsAdmin: (s: AccessSubject) => canRunDataReportGroup(s, 'admin'),
  /**
   * Batch runs (spec 6: the batch permission and the system batch flag; issue 23, decision
   * 0086): in the section whose screen holds them, so its product rule too.
   */
  newBusinessBatch: (s: AccessSubject) => canUseNewBusiness(s) && canRunNewBusinessBatch(s),
  inforceBatch: (s: AccessSubject) => canUseInforce(s) && canRunInforceBatch(s),
} as const satisfies Record<string, ((s: AccessSubject) => boolean) | null>;

export type ApiPolicy = keyof typeof API_POLICIES;

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

export function decideAccess(policy: ApiPolicy, subject: AccessSubject | null): AccessDecision {
  const rule = API_POLICIES[policy];
  if (rule === null) return 'allow';
  if (subject === null) return 'unauthenticated';
  return rule(subject) ? 'allow' : 'forbidden';
}
