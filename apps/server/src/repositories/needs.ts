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

type Row = typeof needsAnalyses.$inferSelect & { caseName: string | null };

const toSummary = (row: Pick<Row, keyof NeedsAnalysisSummary>): NeedsAnalysisSummary => ({
  id: row.id,
  kind: row.kind as NeedsAnalysis['kind'],
  clientName: row.clientName,
  caseId: row.caseId,
  caseName: row.caseName,
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
  const stored = row && (await loadNeedsAnalysis(db, ownerId, row.id));
  if (!stored) throw new Error('The needs analysis was not stored.');
  return stored;
}

/**
 * Ties one of the agent's analyses to one of their cases (or unties it); null when the
 * analysis is not theirs. The caller has checked the case is theirs.
 */
export async function linkNeedsCase(
  db: Db,
  ownerId: number,
  id: string,
  caseId: string | null,
): Promise<NeedsAnalysis | null> {
  const updated = await db
    .update(needsAnalyses)
    .set({ caseId })
    .where(and(eq(needsAnalyses.id, id), eq(needsAnalyses.ownerId, ownerId)))
    .returning({ id: needsAnalyses.id });
  return updated.length > 0 ? loadNeedsAnalysis(db, ownerId, id) : null;
}

/** The agent's own analyses, newest first (at most 200: a list, not an archive). */
export async function listNeedsAnalyses(db: Db, ownerId: number): Promise<NeedsAnalysisSummary[]> {
  const rows = await db
    .select({
      id: needsAnalyses.id,
      kind: needsAnalyses.kind,
      clientName: needsAnalyses.clientName,
      caseId: needsAnalyses.caseId,
      caseName: savedIllustrations.name,
      suggestedFace: needsAnalyses.suggestedFace,
      createdAt: needsAnalyses.createdAt,
    })
    .from(needsAnalyses)
    .leftJoin(savedIllustrations, eq(savedIllustrations.id, needsAnalyses.caseId))
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
    .select({ analysis: needsAnalyses, caseName: savedIllustrations.name })
    .from(needsAnalyses)
    .leftJoin(savedIllustrations, eq(savedIllustrations.id, needsAnalyses.caseId))
    .where(and(eq(needsAnalyses.id, id), eq(needsAnalyses.ownerId, ownerId)))
    .limit(1);
  return row ? toAnalysis({ ...row.analysis, caseName: row.caseName }) : null;
}
