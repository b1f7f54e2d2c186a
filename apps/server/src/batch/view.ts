// A batch as its owner reads it (contracts/batch.ts batchSchema): its progress summed from the
// chunks, the first refused rows, and its files with a signed link each (decision 0027), so
// the screen may offer them as plain links.
import type { Batch, BatchKind, BatchStatus } from '@portal/contracts/batch';
import { downloadPath } from '@portal/contracts/reports';
import type { Auth } from '../app-context';
import { type DownloadLinkSigner, linkedPath } from '../auth/download-links';
import type { Db } from '../db/database';
import {
  type BatchRow,
  batchOutputs,
  batchProgress,
  firstProblems,
  hasFailedChunk,
  moveBatch,
} from './repository';
import { errorTextOf } from './words';

export const PROBLEMS_SHOWN = 200;

const FILE_KIND = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
} as const;

export async function batchView(
  ctx: { db: Db; links: DownloadLinkSigner; now: Date; auth: Auth },
  row: BatchRow,
): Promise<Batch> {
  let batch = row;
  // A chunk whose job failed for good (its deadline passed on every node) stops the batch.
  if (
    (batch.status === 'queued' || batch.status === 'running') &&
    (await hasFailedChunk(ctx.db, batch.id, batch.chunkCount))
  ) {
    const errorText = errorTextOf(batch.language, 'chunkFailed');
    if (
      await moveBatch(ctx.db, batch.id, ['queued', 'running'], 'failed', {
        finishedAt: ctx.now,
        errorText,
      })
    )
      batch = { ...batch, status: 'failed', errorText, finishedAt: ctx.now };
  }
  const progress = await batchProgress(ctx.db, batch.id);
  const problems =
    progress.refused > 0
      ? await firstProblems<Batch['problems'][number]>(ctx.db, batch.id, PROBLEMS_SHOWN)
      : [];
  const files =
    batch.status === 'done'
      ? (await batchOutputs(ctx.db, batch.id)).map((file) => {
          const url = downloadPath(batch.id, file.fileName);
          const link = ctx.links.sign(
            ctx.auth.session.id,
            { dir: batch.id, file: file.fileName },
            ctx.now,
          );
          return {
            kind: FILE_KIND[file.contentType as keyof typeof FILE_KIND] ?? ('workbook' as const),
            fileName: file.downloadName,
            url: linkedPath(url, link.token),
            bytes: file.sizeBytes,
          };
        })
      : [];
  return {
    batchId: batch.id,
    kind: batch.kind as BatchKind,
    status: batch.status as BatchStatus,
    source: batch.source,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    total: batch.total,
    done: progress.done,
    refused: progress.refused,
    problems: problems.map(({ line, reference, column, code, message }) => ({
      line,
      reference,
      column,
      code,
      message,
    })),
    files,
    errorText: batch.errorText,
  };
}
