import type { AuditEntry } from '@portal/contracts/admin';
import {
  DASHBOARD_AUDIT_ENTRIES,
  DASHBOARD_IMPORTS,
  IMPORT_AUDIT_ACTION_PREFIX,
} from '@portal/contracts/admin-dashboard';
import { and, count, desc, eq, gt, inArray, like, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELAY, waitFor } from '../auth/limits';
import type { Db } from '../db/database';
import { loginAttempts, users } from '../db/schema';
import { auditLog } from '../db/tables/admin';
import { savedIllustrations } from '../db/tables/illustration';
import { reportIdClaims } from '../db/tables/reports';
import { auditEntryOf, listAudit } from './user-admin';

/** Accounts not disabled: all of them, and those that signed in since `since`. */
export async function countUsers(
  db: Db,
  since: Date,
): Promise<{ enabled: number; active: number }> {
  const [row] = await db
    .select({
      enabled: count(),
      active: sql<number>`count(*) filter (where ${users.lastSignInAt} > ${since})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.isDisabled, false));
  return { enabled: row?.enabled ?? 0, active: row?.active ?? 0 };
}

/**
 * Password sign-in attempts (an administrator's unlock is not one) that succeeded and failed,
 * since the start of the day and since `since`. Attempts that had to wait are not kept
 * (decision 0004), so they are not counted.
 */
export async function countSignIns(
  db: Db,
  input: { dayStart: Date; since: Date },
): Promise<{ today: number; period: number; failedToday: number; failedPeriod: number }> {
  const ok = loginAttempts.succeeded;
  const [row] = await db
    .select({
      today:
        sql<number>`count(*) filter (where ${ok} and ${loginAttempts.at} >= ${input.dayStart})`.mapWith(
          Number,
        ),
      period: sql<number>`count(*) filter (where ${ok})`.mapWith(Number),
      failedToday:
        sql<number>`count(*) filter (where not ${ok} and ${loginAttempts.at} >= ${input.dayStart})`.mapWith(
          Number,
        ),
      failedPeriod: sql<number>`count(*) filter (where not ${ok})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.kind, ['password', 'directory']),
        gt(loginAttempts.at, input.since),
      ),
    );
  return {
    today: row?.today ?? 0,
    period: row?.period ?? 0,
    failedToday: row?.failedToday ?? 0,
    failedPeriod: row?.failedPeriod ?? 0,
  };
}

/**
 * User names that sign-in would make wait right now: their failures since their last success
 * or unlock, within the account rule's window, counted as sign-in counts them, and the wait
 * decided by the same rule (ACCOUNT_DELAY, waitFor). Names with fewer failures than the rule
 * lets through free are left out in the query.
 */
export async function countLockedAccounts(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACCOUNT_DELAY.windowMs);
  const success = alias(loginAttempts, 'success');
  const lastSuccess = db
    .select({ at: max(success.at) })
    .from(success)
    .where(and(eq(success.username, loginAttempts.username), eq(success.succeeded, true)));
  const rows = await db
    .select({ username: loginAttempts.username, n: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
        sql`${loginAttempts.at} > coalesce((${lastSuccess}), ${since})`,
      ),
    )
    .groupBy(loginAttempts.username)
    .having(sql`count(*) >= ${ACCOUNT_DELAY.free}`);
  return rows.filter((row) => waitFor(ACCOUNT_DELAY, { count: row.n, last: row.last }, now) > 0)
    .length;
}

/** Illustration cases created since `since`. */
export async function countIllustrations(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedIllustrations)
    .where(gt(savedIllustrations.createdAt, since));
  return row?.n ?? 0;
}

/**
 * Reports generated since `since`: one id claim per report that produced output (decision
 * 0026); a claim lasts as long as the report's outputs, so only the last 24 hours are known.
 */
export async function countReports(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportIdClaims)
    .where(gt(reportIdClaims.claimedAt, since));
  return row?.n ?? 0;
}

/** The latest audit entries that record a user import, newest first. */
export async function latestImports(db: Db): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `${IMPORT_AUDIT_ACTION_PREFIX}%`))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(DASHBOARD_IMPORTS);
  return rows.map(auditEntryOf);
}

export async function latestAudit(db: Db): Promise<AuditEntry[]> {
  const { entries } = await listAudit(db, { limit: DASHBOARD_AUDIT_ENTRIES });
  return entries;
}
