import type { PermissionKey } from '@portal/domain/access/permissions';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { userPermissions, users } from '../../src/db/schema';
import { reportOutputChunks } from '../../src/db/tables/reports';

export async function countRows(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Gives a demo user one more permission, active and displayed (tests that need a mix no demo user has). */
export async function grantPermission(db: Db, username: string, permissionKey: PermissionKey) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  await db
    .insert(userPermissions)
    .values({ userId: user.id, permissionKey, isActive: true, isDisplayed: true })
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.permissionKey],
      set: { isActive: true, isDisplayed: true },
    });
}

/** The report ids whose outputs have bytes stored (decision 0085: they live in the database). */
export async function reportIdsWithBytes(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db
    .selectDistinct({ reportId: reportOutputChunks.reportId })
    .from(reportOutputChunks);
  return rows.map((row) => row.reportId);
}
