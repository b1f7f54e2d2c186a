import type { AuditAction, Role } from '@portal/contracts/admin';

/** The catalogue key of each audit action (the catalogue's keys cannot hold a dot). */
export const AUDIT_ACTION_KEYS = {
  'user.access': 'userAccess',
  'user.signOut': 'userSignOut',
  'user.passwordReset': 'userPasswordReset',
  'user.unlock': 'userUnlock',
  'role.create': 'roleCreate',
  'role.update': 'roleUpdate',
  'role.delete': 'roleDelete',
  'users.import': 'usersImport',
} as const satisfies Record<AuditAction, string>;

/** A role's name in the language the screen is shown in. */
export const roleName = (role: Pick<Role, 'name' | 'nameFr'>, french: boolean) =>
  french ? role.nameFr || role.name : role.name;
