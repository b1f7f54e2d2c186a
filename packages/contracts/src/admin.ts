import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './auth';
import { PASSWORD_MIN_LENGTH } from './constants';
import { permissionsSchema, userSchema } from './user';

/**
 * The admin area's calls (issue 16 §1, §2, §5). The spec names GET /users, GET
 * /users/GetAllRoles and "all roles, get, update, delete role" without paths; the paths
 * below follow its style (decision 0045).
 */

/**
 * Fixed one-segment GET paths under /users/. Fastify answers them before GET
 * /users/{username}; a user with one of these names is reached through GET /users?username=
 * (decision 0044).
 */
export const USERS_FIXED_GET_SEGMENTS = [
  'GetAllRoles',
  'GetAuditTrail',
  'ExportAuditTrail',
  'AdminDashboard',
  'SharedOwnershipVariant',
] as const;

export const USER_SORT_KEYS = [
  'username',
  'firstName',
  'profileName',
  'agentID',
  'role',
  'isDisabled',
  'lastSignInAt',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export const USER_PAGE_MAX = 200;
/** The response header that carries the number of users matching a paged GET /users. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * GET /users query. With none of them the answer is every user, as the spec says; `limit`
 * pages it and the X-Total-Count header tells how many match.
 */
export const userListQuerySchema = z.object({
  /** The start of a user name, a first name, a profile name or an agent id, any case. */
  search: z.string().trim().max(USERNAME_MAX_LENGTH).optional(),
  /** Exactly this user name (any case): how a user named like a fixed route is reached. */
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH).optional(),
  sortBy: z.enum(USER_SORT_KEYS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(USER_PAGE_MAX).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const roleNameSchema = z.string().trim().min(1).max(60);

/** A role: a named set of permission flags, in both languages, with how many users hold it. */
export const roleSchema = z.object({
  roleId: z.number().int(),
  name: z.string(),
  nameFr: z.string(),
  permissions: permissionsSchema,
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

export const roleIdParamsSchema = z.object({ roleId: z.coerce.number().int().min(1) });
export const roleIdBodySchema = z.object({ roleId: z.number().int().min(1) });

/**
 * GET and POST /users/DirectorySignUp (decision 0030): the role a directory account with no
 * portal user is given at its first sign-in; null refuses such accounts ("not set up").
 */
export const directorySignUpSchema = z.object({ roleId: z.number().int().min(1).nullable() });
export type DirectorySignUp = z.infer<typeof directorySignUpSchema>;

/** POST /users/UpdateRole: without roleId a new role, with it a change to that role. */
export const roleSaveSchema = z.object({
  roleId: z.number().int().min(1).optional(),
  name: roleNameSchema,
  nameFr: roleNameSchema,
  permissions: permissionsSchema,
});
export type RoleSave = z.infer<typeof roleSaveSchema>;

export const roleDeletedSchema = z.object({ ok: z.literal(true) });

export const usernameBodySchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
});

/**
 * POST /users/UpdateUserAccess: the role (its permissions are copied onto the user), each
 * permission's flags, and whether the account is disabled. Only what is sent changes.
 */
export const userAccessUpdateSchema = z
  .object({
    username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
    roleId: z.number().int().min(1).nullable().optional(),
    permissions: permissionsSchema.optional(),
    isDisabled: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.roleId !== undefined || body.permissions !== undefined || body.isDisabled !== undefined,
    { message: 'Nothing to change.' },
  );
export type UserAccessUpdate = z.infer<typeof userAccessUpdateSchema>;

export const adminUserSchema = userSchema;

export const sessionsEndedSchema = z.object({ sessionsEnded: z.number().int() });

export const temporaryPasswordSchema = z.object({
  username: z.string(),
  temporaryPassword: z.string(),
});

/** POST /users/ChangePassword: the signed-in user's own password, under the sign-in rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const AUDIT_ACTIONS = [
  'user.access',
  'user.signOut',
  'user.passwordReset',
  'user.unlock',
  'role.create',
  'role.update',
  'role.delete',
  'users.import',
  'user.directorySignUp',
  'settings.directorySignUp',
  'settings.sharedOwnershipVariant',
  'widget.update',
  'widget.reorder',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
  'user.directorySignUp': 'userDirectorySignUp',
  'settings.directorySignUp': 'settingsDirectorySignUp',
  'settings.sharedOwnershipVariant': 'settingsSharedOwnershipVariant',
  'widget.update': 'widgetUpdate',
  'widget.reorder': 'widgetReorder',
} as const satisfies Record<AuditAction, string>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  /** 'company' for a change to a company setting (decision 0030); 'widget' for the BI widget
   * catalogue of /admin/bi (decision 0057). */
  targetType: z.enum(['user', 'role', 'company', 'widget']),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** One user's trail (changes to that user); without it, every change. */
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const auditPageSchema = z.object({
  total: z.number().int(),
  entries: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
