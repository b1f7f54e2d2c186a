// Starting a batch (decision 0086): its rows split into chunks, the batch and its chunks
// written in one transaction, then one job per chunk, keyed by batch id and chunk number.
import { randomBytes } from 'node:crypto';
import type { BatchKind } from '@portal/contracts/batch';
import { BATCH_MAX_ACTIVE_PER_USER } from '@portal/contracts/batch';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { JobQueue } from '../jobs/queue';
import {
  activeBatchCount,
  type BatchRow,
  chunkKey,
  findBatch,
  insertBatch,
  TooManyActive,
} from './repository';
import { BATCH_CHUNK_TASK } from './tasks';
import { errorTextOf } from './words';

export function newBatchId(): string {
  return `b${randomBytes(12).toString('base64url')}`;
}

/** The fourth batch queued or running at once is a 429 that says to wait. */
export async function checkActiveLimit(db: Db, ownerId: number, language: string) {
  const active = await activeBatchCount(db, ownerId);
  if (active >= BATCH_MAX_ACTIVE_PER_USER) throw tooManyActive(language);
}

const tooManyActive = (language: string) =>
  new ApiError(
    429,
    'tooManyRequests',
    errorTextOf(language, 'tooManyActive', { count: BATCH_MAX_ACTIVE_PER_USER }),
  );

export function chunked<T>(rows: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < rows.length; from += size) chunks.push(rows.slice(from, from + size));
  return chunks;
}

export async function startBatch(
  ctx: { db: Db; jobs: JobQueue; now: Date },
  batch: {
    ownerId: number;
    kind: BatchKind;
    source: string;
    language: 'E' | 'F';
    pdf: boolean;
    rows: unknown[];
    chunkRows: number;
  },
): Promise<BatchRow> {
  const id = newBatchId();
  const chunks = chunked(batch.rows, batch.chunkRows);
  await insertBatch(
    ctx.db,
    {
      id,
      ownerId: batch.ownerId,
      kind: batch.kind,
      status: 'queued',
      source: batch.source.slice(0, 200),
      language: batch.language,
      pdf: batch.pdf,
      total: batch.rows.length,
      chunkCount: chunks.length,
      createdAt: ctx.now,
    },
    chunks,
    BATCH_MAX_ACTIVE_PER_USER,
  ).catch((error: unknown) => {
    if (error instanceof TooManyActive) throw tooManyActive(batch.language);
    throw error;
  });
  for (let seq = 0; seq < chunks.length; seq += 1)
    await ctx.jobs.add(BATCH_CHUNK_TASK, chunkKey(id, seq), { batchId: id, seq });
  return (await findBatch(ctx.db, id)) as BatchRow;
}
