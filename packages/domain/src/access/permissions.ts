/** Permission keys of platform spec section 3; each carries isActive and isDisplayed. */
export const PERMISSION_KEYS = [
  'isProQuote',
  'isNewBusiness',
  'isInforce',
  'isAdmin',
  'isEapplication',
  'isEapplicationAdministrator',
  'isConcepts',
  'isHeadOffice',
  'isNewBusinessBatch',
  'isInforceBatch',
  'isBusinessIntelligence',
  'isAdminSystem',
  'isAdminSystemAdministrator',
  'isNeedsAnalysisLite',
  'isDeveloper',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** System (company) feature flags of platform spec section 3. */
export const SYSTEM_FLAG_KEYS = [
  'isEapplication',
  'isConcepts',
  'isNewBusiness',
  'isInforce',
  'isNewBusinessBatch',
  'isInforceBatch',
  'isBusinessIntelligence',
  'isAdminSystem',
  'isNeedsAnalysisLite',
  'isNeedsAnalysisFull',
] as const;
export type SystemFlagKey = (typeof SYSTEM_FLAG_KEYS)[number];

export interface PermissionState {
  /** The product may be used. */
  isActive: boolean;
  /** The product appears in menus and choosers. */
  isDisplayed: boolean;
}
export type Permissions = Record<PermissionKey, PermissionState>;
export type SystemFlags = Record<SystemFlagKey, boolean>;

export const DEFAULT_APPLICATIONS = ['New Business', 'Inforce', 'Admin'] as const;
export type DefaultApplication = (typeof DEFAULT_APPLICATIONS)[number];

/** What every access rule reads: the signed-in user's permissions and the company's flags. */
export interface AccessSubject {
  permissions: Permissions;
  system: SystemFlags;
  defaultApplication: DefaultApplication;
}

export function noPermissions(): Permissions {
  const entries = PERMISSION_KEYS.map((key) => [key, { isActive: false, isDisplayed: false }]);
  return Object.fromEntries(entries) as Permissions;
}

export function noSystemFlags(): SystemFlags {
  return Object.fromEntries(SYSTEM_FLAG_KEYS.map((key) => [key, false])) as SystemFlags;
}

/** Builds a permission map in which the listed keys are active and displayed. */
export function grant(keys: readonly PermissionKey[]): Permissions {
  const permissions = noPermissions();
  for (const key of keys) permissions[key] = { isActive: true, isDisplayed: true };
  return permissions;
}

export function isActive(subject: AccessSubject, key: PermissionKey): boolean {
  return subject.permissions[key].isActive;
}

export function isShown(subject: AccessSubject, key: PermissionKey): boolean {
  return subject.permissions[key].isDisplayed;
}
