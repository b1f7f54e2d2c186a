import type { User, WhiteLabelProfile } from '@portal/contracts/user';
import {
  type AccessSubject,
  noPermissions,
  PERMISSION_KEYS,
  type PermissionKey,
  type Permissions,
  type SystemFlags,
} from '@portal/domain/access/permissions';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { userPermissions, users } from '../db/schema';
import { companyFlags } from './company';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** User names are one account whatever their case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function findUserRowByUsername(db: Db, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, usernameKey(username)));
  return rows[0] ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

let addedUsers = 0;

/**
 * Counts of users made before this changes are stale (the users list caches its counts:
 * `listUserPage`). Every write that adds users calls `forgetUserCounts` once it is done.
 */
export const usersGeneration = () => addedUsers;
export function forgetUserCounts(): void {
  addedUsers += 1;
}

export async function insertUser(
  db: Db,
  user: NewUser,
  permissions: Permissions,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  try {
    return await insertUserRows(db, user, permissions, now);
  } finally {
    forgetUserCounts();
  }
}

function insertUserRows(
  db: Db,
  user: NewUser,
  permissions: Permissions,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ ...user, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = inserted[0]?.id;
    if (id === undefined) {
      const existing = await findUserRowByUsername(tx, user.username);
      if (!existing) throw new Error(`User ${user.username} could not be written`);
      return { id: existing.id, created: false };
    }
    await tx.insert(userPermissions).values(
      PERMISSION_KEYS.map((permissionKey) => ({
        userId: id,
        permissionKey,
        isActive: permissions[permissionKey].isActive,
        isDisplayed: permissions[permissionKey].isDisplayed,
      })),
    );
    return { id, created: true };
  });
}

type PermissionRow = { permissionKey: string; isActive: boolean; isDisplayed: boolean };

const isPermissionKey = (key: string): key is PermissionKey =>
  (PERMISSION_KEYS as readonly string[]).includes(key);

function setPermission(permissions: Permissions, row: PermissionRow): void {
  if (!isPermissionKey(row.permissionKey)) return;
  permissions[row.permissionKey] = { isActive: row.isActive, isDisplayed: row.isDisplayed };
}

export async function permissionsByUser(
  db: Db,
  userIds: number[],
): Promise<Map<number, Permissions>> {
  const result = new Map<number, Permissions>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(userPermissions)
    .where(inArray(userPermissions.userId, userIds));
  for (const row of rows) {
    let permissions = result.get(row.userId);
    if (!permissions) {
      permissions = noPermissions();
      result.set(row.userId, permissions);
    }
    setPermission(permissions, row);
  }
  return result;
}

/**
 * A select column holding the permission rows of `users.id` as a JSON array of
 * `[key, isActive, isDisplayed]`, so that a user and their permissions come in one round trip.
 */
export const permissionsColumn = sql<unknown>`(
  select coalesce(
    json_agg(json_build_array(${userPermissions.permissionKey}, ${userPermissions.isActive}, ${userPermissions.isDisplayed})),
    '[]'::json
  )
  from ${userPermissions}
  where ${userPermissions.userId} = ${users.id}
)`;

/** The permissions of a `permissionsColumn` value (drivers hand json back parsed or not). */
export function permissionsFromColumn(value: unknown): Permissions {
  const permissions = noPermissions();
  const rows = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(rows)) return permissions;
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const [permissionKey, isActive, isDisplayed] = row as unknown[];
    if (typeof permissionKey !== 'string') continue;
    setPermission(permissions, {
      permissionKey,
      isActive: isActive === true,
      isDisplayed: isDisplayed === true,
    });
  }
  return permissions;
}

export function toUser(row: UserRow, permissions: Permissions, system: SystemFlags): User {
  return {
    username: row.username,
    profileName: row.profileName,
    firstName: row.firstName,
    emailAddress: row.emailAddress,
    phoneNumberPrimary: row.phoneNumberPrimary,
    phoneNumberSecondary: row.phoneNumberSecondary,
    faxNumber: row.faxNumber,
    isMobilePrimary: row.isMobilePrimary,
    isMobileSecondary: row.isMobileSecondary,
    inputLanguage: row.inputLanguage,
    reportLanguage: row.reportLanguage,
    fontSize: row.fontSize,
    defaultApplication: row.defaultApplication,
    agentID: row.agentID,
    isFirstRun: row.isFirstRun,
    formData: row.formData,
    widgets: row.widgets,
    trackingUserName: row.trackingUserName,
    isWhiteLabel: row.isWhiteLabel,
    whiteLabelProfile: (row.whiteLabelProfile as WhiteLabelProfile | null) ?? null,
    system,
    permissions,
    roleId: row.roleId,
    isDisabled: row.isDisabled,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** The user as the contract has it: profile, the company's flags and the user's permissions. */
export async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [rows, system] = await Promise.all([
    userWithPermissionsQuery(db).execute({ userId }),
    companyFlags(db),
  ]);
  const row = rows[0];
  if (!row) return null;
  return toUser(row.user, permissionsFromColumn(row.permissions), system);
}

const prepareUserWithPermissions = (db: Db) =>
  db
    .select({ user: users, permissions: permissionsColumn })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('load_user_with_permissions');

const userWithPermissionsQuery = preparedPerDatabase(prepareUserWithPermissions);

export async function loadUserByUsername(db: Db, username: string): Promise<User | null> {
  const row = await findUserRowByUsername(db, username);
  return row ? loadUser(db, row.id) : null;
}

export async function listUsers(db: Db): Promise<User[]> {
  const [rows, system] = await Promise.all([
    db.select().from(users).orderBy(asc(users.username)),
    companyFlags(db),
  ]);
  const permissions = await permissionsByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, permissions.get(row.id) ?? noPermissions(), { ...system }));
}

export function accessSubjectOf(user: User): AccessSubject {
  return {
    permissions: user.permissions,
    system: user.system,
    defaultApplication: user.defaultApplication,
  };
}
