// The reports repository: rows of report_outputs (SQL stays here).
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reportOutputs } from '../db/tables/reports';

export type ReportOutputRow = typeof reportOutputs.$inferSelect;
export type NewReportOutput = typeof reportOutputs.$inferInsert;

export async function insertReportOutputs(db: Db, rows: NewReportOutput[]): Promise<void> {
  if (rows.length > 0) await db.insert(reportOutputs).values(rows);
}

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

/** Deletes the row; true when this call removed it (so one download wins a race). */
export async function deleteReportOutput(
  db: Db,
  reportId: string,
  fileName: string,
): Promise<boolean> {
  const gone = await db
    .delete(reportOutputs)
    .where(and(eq(reportOutputs.reportId, reportId), eq(reportOutputs.fileName, fileName)))
    .returning({ reportId: reportOutputs.reportId });
  return gone.length > 0;
}

/** Expired rows, removed and returned so their files can be deleted. */
export async function takeExpiredReportOutputs(db: Db, now: Date): Promise<ReportOutputRow[]> {
  return db.delete(reportOutputs).where(lte(reportOutputs.expiresAt, now)).returning();
}
