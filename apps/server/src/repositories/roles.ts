import type { Role, RoleSave } from '@portal/contracts/admin';
import {
  noPermissions,
  PERMISSION_KEYS,
  type PermissionState,
  type Permissions,
} from '@portal/domain/access/permissions';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roles, userPermissions, users } from '../db/schema';

export type RoleRow = typeof roles.$inferSelect;

/** A stored permission map, completed with every key the domain knows (unknown keys dropped). */
export function rolePermissions(stored: Record<string, PermissionState>): Permissions {
  const permissions = noPermissions();
  for (const key of PERMISSION_KEYS) {
    const state = stored[key];
    if (state) permissions[key] = { isActive: state.isActive, isDisplayed: state.isDisplayed };
  }
  return permissions;
}

function toRole(row: RoleRow, userCount: number): Role {
  return {
    roleId: row.id,
    name: row.name,
    nameFr: row.nameFr || row.name,
    permissions: rolePermissions(row.permissions),
    userCount,
  };
}

async function holderCounts(db: Db, roleIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(roleIds ? inArray(users.roleId, roleIds) : sql`${users.roleId} is not null`)
    .groupBy(users.roleId);
  return new Map(rows.map((row) => [row.roleId ?? 0, row.n]));
}

export async function listRoles(db: Db): Promise<Role[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.name)),
    holderCounts(db),
  ]);
  return rows.map((row) => toRole(row, counts.get(row.id) ?? 0));
}

export async function findRole(db: Db, roleId: number): Promise<Role | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!row) return null;
  const counts = await holderCounts(db, [roleId]);
  return toRole(row, counts.get(roleId) ?? 0);
}

/** Another role already has this English or French name (any case). */
export async function roleNameTaken(db: Db, save: RoleSave): Promise<boolean> {
  const names = [save.name.toLowerCase(), save.nameFr.toLowerCase()];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      sql`(lower(${roles.name}) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) or lower(${roles.nameFr}) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}))`,
    );
  return rows.some((row) => row.id !== save.roleId);
}

export async function insertRole(db: Db, save: RoleSave, now: Date): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({
      name: save.name,
      nameFr: save.nameFr,
      permissions: save.permissions,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: roles.id });
  if (!row) throw new Error('The role could not be written');
  return row.id;
}

/** Writes the role, then gives each user who holds it the role's permissions. */
export async function updateRole(db: Db, save: RoleSave & { roleId: number }, now: Date) {
  await db
    .update(roles)
    .set({ name: save.name, nameFr: save.nameFr, permissions: save.permissions, updatedAt: now })
    .where(eq(roles.id, save.roleId));
  const holders = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, save.roleId));
  await writePermissions(
    db,
    holders.map((h) => h.id),
    save.permissions,
  );
  if (holders.length > 0) {
    await db.update(users).set({ updatedAt: now }).where(eq(users.roleId, save.roleId));
  }
}

export async function deleteRole(db: Db, roleId: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, roleId));
}

/** Replaces the permission rows of these users with one permission map. */
export async function writePermissions(
  db: Db,
  userIds: number[],
  permissions: Permissions,
): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(userPermissions).where(inArray(userPermissions.userId, userIds));
  // In slices, so that a role held by many users stays under the statement's parameter limit.
  const rows = userIds.flatMap((userId) =>
    PERMISSION_KEYS.map((permissionKey) => ({
      userId,
      permissionKey,
      isActive: permissions[permissionKey].isActive,
      isDisplayed: permissions[permissionKey].isDisplayed,
    })),
  );
  const slice = 2000;
  for (let start = 0; start < rows.length; start += slice) {
    await db.insert(userPermissions).values(rows.slice(start, start + slice));
  }
}

/** The demo users' roles (seed only): the role named for each user name. */
export async function assignDemoRoles(
  db: Db,
  byUsername: Readonly<Record<string, string>>,
): Promise<void> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const [username, roleName] of Object.entries(byUsername)) {
    const roleId = idOf.get(roleName);
    if (roleId === undefined) continue;
    await db
      .update(users)
      .set({ roleId })
      .where(sql`lower(${users.username}) = ${username.toLowerCase()} and ${users.roleId} is null`);
  }
}
