// A batch's jobs (decision 0086): one per chunk, keyed by batch id and chunk number, run by
// any instance's queue; the chunk's results written in the transaction that marks its job
// done, so a chunk run twice (its first attempt lost the job: a deadline, a dead node) keeps
// its rows once. The last chunk done queues the one finish job, which makes the files.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../app-context';
import type { DownloadLinkSigner } from '../auth/download-links';
import type { Db } from '../db/database';
import { type EnginePool, EngineUnavailable } from '../engine/pool';
import type { JobHelpers, JobQueue, JobTask } from '../jobs/queue';
import type { ReportRenderer } from '../reports/pool';
import { finishBatch } from './finish';
import type { ChunkAttachment } from './inforce-runner';
import {
  batchProgress,
  findBatch,
  finishKey,
  isCancelled,
  keepChunk,
  moveBatch,
  readChunk,
} from './repository';
import { type RowOutcome, runnerOf } from './runners';
import { errorTextOf } from './words';

export const BATCH_CHUNK_TASK = 'batchChunk';
export const BATCH_FINISH_TASK = 'batchFinish';

export interface BatchDeps {
  db: Db;
  engine: EnginePool;
  jobs: JobQueue;
  renderer: ReportRenderer;
  links: DownloadLinkSigner;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Told how long each batch took, upload to files (decision 0110). */
  observeBatch?: (kind: string, status: 'done' | 'failed', seconds: number) => void;
}

export interface ChunkPayload {
  batchId: string;
  seq: number;
}

/** A chunk's work on a busy machine, with room: past it the attempt fails (decision 0084). */
/** Batch jobs run after the reports and data reports queued meanwhile (priority 0). */
export const BATCH_PRIORITY = 10;

export const CHUNK_TIMEOUT_MS = 10 * 60_000;
export const FINISH_TIMEOUT_MS = 15 * 60_000;

export function batchChunkTask(deps: BatchDeps): JobTask {
  return {
    maxAttempts: 3,
    timeoutMs: CHUNK_TIMEOUT_MS,
    priority: BATCH_PRIORITY,
    run: (payload, helpers) => runChunk(deps, payload as ChunkPayload, helpers, 3),
  };
}

async function runChunk(
  deps: BatchDeps,
  { batchId, seq }: ChunkPayload,
  helpers: JobHelpers,
  maxAttempts: number,
): Promise<void> {
  const { db } = deps;
  const batch = await findBatch(db, batchId);
  const chunk = await readChunk(db, batchId, seq);
  // Cancelled, gone, or already kept by an earlier attempt: nothing to do.
  if (!batch || !chunk || batch.cancelled || chunk.done) {
    await helpers.complete({ skipped: true });
    return;
  }
  await moveBatch(db, batchId, ['queued'], 'running');
  const attachment: ChunkAttachment = { records: [] };
  const runner = runnerOf(batch, deps, attachment);
  const results: unknown[] = [];
  const problems: unknown[] = [];
  let doneRows = 0;
  let refusedRows = 0;
  let cancelled = false;
  for (const row of chunk.rows as unknown[]) {
    if (helpers.signal.aborted) return;
    // Between rows, the owner's cancel: one primary-key read, so the chunk stops at once.
    if (await isCancelled(db, batchId)) {
      cancelled = true;
      break;
    }
    let outcome: RowOutcome;
    try {
      outcome = await runner.row(row);
    } catch (error) {
      // The engine busy or past its deadline: the chunk is tried again after a backoff; on its
      // last attempt the row is listed as one the engine could not take.
      if (!(error instanceof EngineUnavailable) || helpers.attempt < maxAttempts) throw error;
      outcome = { problems: runner.unavailable(row) };
    }
    if ('result' in outcome) results.push(outcome.result);
    else {
      refusedRows += 1;
      problems.push(...outcome.problems);
    }
    doneRows += 1;
  }
  if (!cancelled && (await isCancelled(db, batchId))) cancelled = true;
  const kept = await helpers.complete({ doneRows, cancelled }, async (tx) => {
    await keepChunk(tx, batchId, seq, {
      doneRows,
      refusedRows,
      results,
      problems,
      attachment: attachment.records.length > 0 ? Buffer.concat(attachment.records) : null,
    });
  });
  if (!kept || cancelled) return;
  const progress = await batchProgress(db, batchId);
  // The last chunk kept queues the finish, once (its job key is the batch's).
  if (progress.openChunks === 0)
    await deps.jobs.add(BATCH_FINISH_TASK, finishKey(batchId), { batchId });
}

export function batchFinishTask(deps: BatchDeps): JobTask {
  const maxAttempts = 2;
  return {
    maxAttempts,
    timeoutMs: FINISH_TIMEOUT_MS,
    priority: BATCH_PRIORITY,
    async run(payload, helpers) {
      const { batchId } = payload as { batchId: string };
      const batch = await findBatch(deps.db, batchId);
      if (!batch || batch.cancelled) {
        await helpers.complete({ skipped: true });
        return;
      }
      // A cancel that came first wins (the batch is no longer queued or running); an attempt
      // after a failed one finds it finishing already.
      if (!(await moveBatch(deps.db, batchId, ['queued', 'running', 'finishing'], 'finishing'))) {
        await helpers.complete({ skipped: true });
        return;
      }
      const took = () => (deps.clock().getTime() - batch.createdAt.getTime()) / 1000;
      try {
        await finishBatch(deps, batch, helpers);
        deps.observeBatch?.(batch.kind, 'done', took());
      } catch (error) {
        if (helpers.attempt < maxAttempts) throw error;
        deps.log.error({ err: error, batchId }, 'batch: the files could not be made');
        await helpers.complete({ failed: true }, async (tx) => {
          await moveBatch(tx, batchId, ['finishing'], 'failed', {
            finishedAt: deps.clock(),
            errorText: errorTextOf(batch.language, 'finishFailed'),
          });
        });
        deps.observeBatch?.(batch.kind, 'failed', took());
      }
    },
  };
}
