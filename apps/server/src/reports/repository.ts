// The reports repository: rows of report_outputs (SQL stays here; their bytes: output-store).
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reportIdClaims, reportOutputs } from '../db/tables/reports';

export type ReportOutputRow = typeof reportOutputs.$inferSelect;
export type NewReportOutput = typeof reportOutputs.$inferInsert;

export async function findReportOutput(
  db: Db,
  reportId: string,
  fileName: string,
): Promise<ReportOutputRow | null> {
  const [row] = await db
    .select()
    .from(reportOutputs)
    .where(and(eq(reportOutputs.reportId, reportId), eq(reportOutputs.fileName, fileName)))
    .limit(1);
  return row ?? null;
}

/** Expired rows, removed (their bytes with them, decision 0085) and returned. */
export async function takeExpiredReportOutputs(db: Db, now: Date): Promise<ReportOutputRow[]> {
  return db.delete(reportOutputs).where(lte(reportOutputs.expiresAt, now)).returning();
}

/**
 * Claims a report id for one report (decision 0026); false when another report holds it,
 * whatever the case of its letters. Claims past their expiry are given back first.
 */
export async function claimReportId(
  db: Db,
  claim: { reportId: string; ownerId: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const reportKey = claim.reportId.toLowerCase();
  await db
    .delete(reportIdClaims)
    .where(and(eq(reportIdClaims.reportKey, reportKey), lte(reportIdClaims.expiresAt, claim.now)));
  const claimed = await db
    .insert(reportIdClaims)
    .values({
      reportKey,
      reportId: claim.reportId,
      ownerId: claim.ownerId,
      claimedAt: claim.now,
      expiresAt: claim.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ reportKey: reportIdClaims.reportKey });
  return claimed.length > 0;
}

/** Gives an id back (its report produced nothing), so the client may use it again. */
export async function releaseReportId(db: Db, reportId: string): Promise<void> {
  await db.delete(reportIdClaims).where(eq(reportIdClaims.reportKey, reportId.toLowerCase()));
}

/** Ends the claims past their expiry (their outputs are gone with them). */
export async function deleteExpiredReportIdClaims(db: Db, now: Date): Promise<void> {
  await db.delete(reportIdClaims).where(lte(reportIdClaims.expiresAt, now));
}

/**
 * Keeps a user's newest outputs within `limits` (decision 0023): the rows past the count or
 * the bytes, oldest first, are removed (their bytes with them) and returned.
 */
export async function takeOutputsPastUserLimit(
  db: Db,
  ownerId: number,
  limits: { perUser: number; bytesPerUser: number },
): Promise<ReportOutputRow[]> {
  const rows = await db
    .select({
      reportId: reportOutputs.reportId,
      fileName: reportOutputs.fileName,
      sizeBytes: reportOutputs.sizeBytes,
    })
    .from(reportOutputs)
    .where(eq(reportOutputs.ownerId, ownerId))
    .orderBy(desc(reportOutputs.createdAt), desc(reportOutputs.reportId));
  let bytes = 0;
  const past = rows.filter((row, index) => {
    bytes += row.sizeBytes;
    return index >= limits.perUser || bytes > limits.bytesPerUser;
  });
  const taken: ReportOutputRow[] = [];
  for (const row of past)
    taken.push(
      ...(await db
        .delete(reportOutputs)
        .where(
          and(
            eq(reportOutputs.reportId, row.reportId),
            inArray(reportOutputs.fileName, [row.fileName]),
          ),
        )
        .returning()),
    );
  return taken;
}
