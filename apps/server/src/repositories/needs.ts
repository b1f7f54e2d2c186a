import { randomUUID } from 'node:crypto';
import type { NeedsAnalysis, NeedsAnalysisSummary } from '@portal/contracts/needs';
import type { NeedsResult } from '@portal/domain/needs/needs';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { savedIllustrations } from '../db/tables/illustration';
import { needsAnalyses } from '../db/tables/needs';

export interface NewNeedsAnalysis {
  kind: 'lite' | 'full';
  language: 'en' | 'fr';
  clientName: string;
  caseId: string | null;
  values: Record<string, string>;
  result: NeedsResult;
}

type Row = typeof needsAnalyses.$inferSelect;

const toSummary = (row: Pick<Row, keyof NeedsAnalysisSummary>): NeedsAnalysisSummary => ({
  id: row.id,
  kind: row.kind as NeedsAnalysis['kind'],
  clientName: row.clientName,
  caseId: row.caseId,
  suggestedFace: row.suggestedFace,
  createdAt: row.createdAt.toISOString(),
});

const toAnalysis = (row: Row): NeedsAnalysis => ({
  ...toSummary(row),
  language: row.language as NeedsAnalysis['language'],
  values: row.values,
  result: row.result as NeedsAnalysis['result'],
});

/** Whether the illustration case exists and is the agent's own (another's is "no such case"). */
export async function ownsCase(db: Db, ownerId: number, caseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: savedIllustrations.id })
    .from(savedIllustrations)
    .where(and(eq(savedIllustrations.id, caseId), eq(savedIllustrations.ownerId, ownerId)))
    .limit(1);
  return rows.length > 0;
}

export async function createNeedsAnalysis(
  db: Db,
  ownerId: number,
  analysis: NewNeedsAnalysis,
  now: Date,
): Promise<NeedsAnalysis> {
  const [row] = await db
    .insert(needsAnalyses)
    .values({
      id: randomUUID(),
      ownerId,
      caseId: analysis.caseId,
      kind: analysis.kind,
      language: analysis.language,
      clientName: analysis.clientName,
      values: analysis.values,
      result: analysis.result as unknown as Record<string, unknown>,
      suggestedFace: analysis.result.suggestedFace,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The needs analysis was not stored.');
  return toAnalysis(row);
}

/** The agent's own analyses, newest first (at most 200: a list, not an archive). */
export async function listNeedsAnalyses(db: Db, ownerId: number): Promise<NeedsAnalysisSummary[]> {
  const rows = await db
    .select({
      id: needsAnalyses.id,
      kind: needsAnalyses.kind,
      clientName: needsAnalyses.clientName,
      caseId: needsAnalyses.caseId,
      suggestedFace: needsAnalyses.suggestedFace,
      createdAt: needsAnalyses.createdAt,
    })
    .from(needsAnalyses)
    .where(eq(needsAnalyses.ownerId, ownerId))
    .orderBy(desc(needsAnalyses.createdAt))
    .limit(200);
  return rows.map(toSummary);
}

/** One of the agent's analyses; null for another agent's, as for one that does not exist. */
export async function loadNeedsAnalysis(
  db: Db,
  ownerId: number,
  id: string,
): Promise<NeedsAnalysis | null> {
  const [row] = await db
    .select()
    .from(needsAnalyses)
    .where(and(eq(needsAnalyses.id, id), eq(needsAnalyses.ownerId, ownerId)))
    .limit(1);
  return row ? toAnalysis(row) : null;
}
