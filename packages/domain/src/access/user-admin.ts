import { type AccessSubject, isActive, type Permissions } from './permissions';

/**
 * The admin area's user and role changes (issue 16 §1–2). Spec 6: "The users screen is for
 * admin only", so changing users and roles needs the admin permission itself, while reading
 * the role list needs user-management access (the same rule as GET /users).
 */
export const canAdministerUsers = (s: AccessSubject): boolean => isActive(s, 'isAdmin');

/** Why a change an administrator asks for about themselves is refused, or null when it is not. */
export type SelfChangeRefusal = 'ownAdminRight' | 'disableSelf' | 'resetSelf';

/**
 * An administrator cannot take their own admin right away (through their permissions, their
 * role, or a change to the role they hold), disable themselves, or reset their own password
 * (they change it instead). Changes to other users are not limited here.
 */
export function selfChangeRefusal(change: {
  isSelf: boolean;
  before: Permissions;
  after: Permissions;
  disabling?: boolean;
  resetting?: boolean;
}): SelfChangeRefusal | null {
  if (!change.isSelf) return null;
  if (change.disabling) return 'disableSelf';
  if (change.resetting) return 'resetSelf';
  if (change.before.isAdmin.isActive && !change.after.isAdmin.isActive) return 'ownAdminRight';
  return null;
}
