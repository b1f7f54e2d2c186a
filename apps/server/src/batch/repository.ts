// The batch tables (decision 0086): SQL stays here. Progress is read from the chunks, which
// only the attempt that completed a chunk's job wrote.
import { and, asc, count, desc, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { batchChunks, batches } from '../db/tables/batches';
import { jobs } from '../db/tables/jobs';
import { reportOutputs } from '../db/tables/reports';

export type BatchRow = typeof batches.$inferSelect;
export type NewBatch = typeof batches.$inferInsert;
export type ChunkRow = typeof batchChunks.$inferSelect;

export const ACTIVE_STATUSES = ['queued', 'running', 'finishing'] as const;

/** The owner already has this many batches queued, running or finishing. */
export class TooManyActive extends Error {}

/**
 * The batch and its chunks' input rows, in one transaction; with `maxActive`, refused
 * (TooManyActive, nothing written) when the owner has that many active already. The owner's
 * user row is locked meanwhile, so two uploads at once cannot both pass the count.
 */
export async function insertBatch(
  db: Db,
  batch: NewBatch,
  chunks: unknown[][],
  maxActive?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (maxActive !== undefined) {
      await tx.execute(sql`select 1 from users where id = ${batch.ownerId} for update`);
      if ((await activeBatchCount(tx as unknown as Db, batch.ownerId)) >= maxActive)
        throw new TooManyActive();
    }
    await tx.insert(batches).values(batch);
    // A few chunks per statement: a 100,000-policy batch is 100 chunks of 1,000.
    for (let from = 0; from < chunks.length; from += 20)
      await tx.insert(batchChunks).values(
        chunks.slice(from, from + 20).map((rows, i) => ({
          batchId: batch.id,
          seq: from + i,
          rows,
          rowCount: rows.length,
        })),
      );
  });
}

/** The owner's batch, or null (another user's batch is the same null as none). */
export async function findOwnBatch(db: Db, id: string, ownerId: number): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export async function findBatch(db: Db, id: string): Promise<BatchRow | null> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id)).limit(1);
  return row ?? null;
}

export async function listOwnBatches(
  db: Db,
  ownerId: number,
  since: Date,
  kind?: string,
): Promise<BatchRow[]> {
  return db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.ownerId, ownerId),
        gte(batches.createdAt, since),
        kind ? eq(batches.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(100);
}

export async function activeBatchCount(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(batches)
    .where(and(eq(batches.ownerId, ownerId), inArray(batches.status, [...ACTIVE_STATUSES])));
  return Number(row?.n ?? 0);
}

/** Rows done and refused so far: one indexed read of the chunks' counters. */
export async function batchProgress(db: Db, id: string) {
  const [row] = await db
    .select({
      done: sql<number>`coalesce(sum(${batchChunks.doneRows}), 0)`,
      refused: sql<number>`coalesce(sum(${batchChunks.refusedRows}), 0)`,
      open: sql<number>`count(*) filter (where not ${batchChunks.done})`,
    })
    .from(batchChunks)
    .where(eq(batchChunks.batchId, id));
  return {
    done: Number(row?.done ?? 0),
    refused: Number(row?.refused ?? 0),
    openChunks: Number(row?.open ?? 0),
  };
}

/** The first `limit` refused rows, in file order. */
export async function firstProblems<P>(db: Db, id: string, limit: number): Promise<P[]> {
  // Each chunk read holds at least one problem, so `limit` chunks are always enough.
  const rows = await db
    .select({ problems: batchChunks.problems })
    .from(batchChunks)
    .where(and(eq(batchChunks.batchId, id), gt(batchChunks.refusedRows, 0)))
    .orderBy(asc(batchChunks.seq))
    .limit(limit);
  const out: P[] = [];
  for (const row of rows) {
    for (const p of (row.problems as P[] | null) ?? []) {
      if (out.length >= limit) return out;
      out.push(p);
    }
  }
  return out;
}

export async function readChunk(db: Db, id: string, seq: number): Promise<ChunkRow | null> {
  const [row] = await db
    .select()
    .from(batchChunks)
    .where(and(eq(batchChunks.batchId, id), eq(batchChunks.seq, seq)))
    .limit(1);
  return row ?? null;
}

/** The chunks' results and problems one chunk at a time, in order: bounded memory. */
export async function* doneChunks(db: Db, id: string) {
  let seq = -1;
  for (;;) {
    const [row] = await db
      .select({
        seq: batchChunks.seq,
        results: batchChunks.results,
        problems: batchChunks.problems,
      })
      .from(batchChunks)
      .where(and(eq(batchChunks.batchId, id), gt(batchChunks.seq, seq), eq(batchChunks.done, true)))
      .orderBy(asc(batchChunks.seq))
      .limit(1);
    if (!row) return;
    seq = row.seq;
    yield row;
  }
}

/** Keeps a chunk's outcome, once: false when it was already kept. */
export async function keepChunk(
  db: Db,
  id: string,
  seq: number,
  outcome: {
    doneRows: number;
    refusedRows: number;
    results: unknown[];
    problems: unknown[];
    attachment: Uint8Array | null;
  },
): Promise<boolean> {
  const kept = await db
    .update(batchChunks)
    .set({ done: true, ...outcome })
    .where(and(eq(batchChunks.batchId, id), eq(batchChunks.seq, seq), eq(batchChunks.done, false)))
    .returning({ seq: batchChunks.seq });
  return kept.length > 0;
}

export async function isCancelled(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ cancelled: batches.cancelled })
    .from(batches)
    .where(eq(batches.id, id))
    .limit(1);
  return row?.cancelled ?? true;
}

/** Moves the batch from one of `from` to `to`; false when it was not in one of them. */
export async function moveBatch(
  db: Db,
  id: string,
  from: readonly string[],
  to: string,
  extra: Partial<Pick<BatchRow, 'finishedAt' | 'errorText' | 'cancelled'>> = {},
): Promise<boolean> {
  const moved = await db
    .update(batches)
    .set({ status: to, ...extra })
    .where(and(eq(batches.id, id), inArray(batches.status, [...from])))
    .returning({ id: batches.id });
  return moved.length > 0;
}

/** A chunk job of the batch that failed for good (its deadline, or its last attempt). */
export async function hasFailedChunk(db: Db, id: string, chunkCount: number): Promise<boolean> {
  // By the jobs' own keys: primary-key reads, whatever the jobs table holds.
  const keys = Array.from({ length: chunkCount }, (_, seq) => chunkKey(id, seq));
  for (let from = 0; from < keys.length; from += 500) {
    const [row] = await db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(inArray(jobs.key, keys.slice(from, from + 500)), eq(jobs.status, 'failed')))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** The chunks' stored zip records, one chunk at a time, in order. */
export async function* chunkAttachments(db: Db, id: string) {
  let seq = -1;
  for (;;) {
    const [row] = await db
      .select({ seq: batchChunks.seq, attachment: batchChunks.attachment })
      .from(batchChunks)
      .where(and(eq(batchChunks.batchId, id), gt(batchChunks.seq, seq), eq(batchChunks.done, true)))
      .orderBy(asc(batchChunks.seq))
      .limit(1);
    if (!row) return;
    seq = row.seq;
    if (row.attachment) yield row.attachment;
  }
}

/** The batch's files as the download route knows them. */
export async function batchOutputs(db: Db, id: string) {
  return db
    .select({
      fileName: reportOutputs.fileName,
      contentType: reportOutputs.contentType,
      sizeBytes: reportOutputs.sizeBytes,
      downloadName: reportOutputs.downloadName,
    })
    .from(reportOutputs)
    .where(eq(reportOutputs.reportId, id))
    .orderBy(asc(reportOutputs.fileName));
}

/** Batches over and older than `before` go, their chunks with them (their files expired too). */
export async function deleteOldBatches(db: Db, before: Date): Promise<void> {
  await db
    .delete(batches)
    .where(and(lt(batches.createdAt, before), notInArray(batches.status, [...ACTIVE_STATUSES])));
}

export const chunkKeyPrefix = (id: string) => `batch:${id}:`;
export const chunkKey = (id: string, seq: number) => `${chunkKeyPrefix(id)}${seq}`;
export const finishKey = (id: string) => `batch:${id}:finish`;
