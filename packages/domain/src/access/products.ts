import { type AccessSubject, isActive, isShown } from './permissions';

/**
 * Product access, platform spec section 6. Each rule reads only the permission flags and
 * system flags it names there; the web app shows and hides with these, the server allows
 * and refuses with the same functions.
 */

const adminSystemRights = (s: AccessSubject): boolean =>
  s.system.isAdminSystem &&
  (isActive(s, 'isAdminSystem') || isActive(s, 'isAdminSystemAdministrator'));

export const canUseNewBusiness = (s: AccessSubject): boolean =>
  s.system.isNewBusiness && isActive(s, 'isNewBusiness');

export const canUseInforce = (s: AccessSubject): boolean =>
  s.system.isInforce && isActive(s, 'isInforce');

export const canUseEapplication = (s: AccessSubject): boolean =>
  s.system.isEapplication && isActive(s, 'isEapplication');

export const canAdministerEapplication = (s: AccessSubject): boolean =>
  s.system.isEapplication && isActive(s, 'isEapplicationAdministrator');

export const canUseConcepts = (s: AccessSubject): boolean =>
  s.system.isConcepts && isActive(s, 'isConcepts');

export const canUseAdmin = (s: AccessSubject): boolean =>
  isActive(s, 'isAdmin') ||
  (s.system.isBusinessIntelligence && isActive(s, 'isBusinessIntelligence')) ||
  adminSystemRights(s);

export const canManageUsers = (s: AccessSubject): boolean =>
  isActive(s, 'isAdmin') || adminSystemRights(s);

/** The users screen itself is for the admin permission only (spec 6). */
export const canSeeUsersScreen = (s: AccessSubject): boolean => isActive(s, 'isAdmin');

export const canUseBusinessIntelligence = (s: AccessSubject): boolean =>
  s.system.isBusinessIntelligence &&
  (isActive(s, 'isAdmin') || isActive(s, 'isBusinessIntelligence') || adminSystemRights(s));

export const canSeeWidgets = (s: AccessSubject): boolean =>
  s.system.isBusinessIntelligence &&
  isShown(s, 'isBusinessIntelligence') &&
  isActive(s, 'isBusinessIntelligence');

export const canSeeTracking = (s: AccessSubject): boolean =>
  s.system.isBusinessIntelligence &&
  (isActive(s, 'isAdmin') || isActive(s, 'isBusinessIntelligence') || adminSystemRights(s));

/** "BI details" are hidden from a user who has BI but not admin (spec 2.1). */
export const canSeeBiDetails = (s: AccessSubject): boolean =>
  isActive(s, 'isAdmin') || !isActive(s, 'isBusinessIntelligence');

export const canRunNewBusinessBatch = (s: AccessSubject): boolean =>
  s.system.isNewBusinessBatch && isActive(s, 'isNewBusinessBatch');

export const canRunInforceBatch = (s: AccessSubject): boolean =>
  s.system.isInforceBatch && isActive(s, 'isInforceBatch');

export const isHeadOffice = (s: AccessSubject): boolean => isActive(s, 'isHeadOffice');

export const isDeveloper = (s: AccessSubject): boolean => isActive(s, 'isDeveloper');

export const canUseNeedsAnalysisLite = (s: AccessSubject): boolean =>
  s.system.isNeedsAnalysisLite && isActive(s, 'isNeedsAnalysisLite');

/** Needs-analysis full reads the lite permission (spec 6). */
export const canUseNeedsAnalysisFull = (s: AccessSubject): boolean =>
  s.system.isNeedsAnalysisFull && isActive(s, 'isNeedsAnalysisLite');
