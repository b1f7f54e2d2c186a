// The finish job of a batch (decision 0086): the files, made once every chunk is kept, saved
// as report outputs (GET /DB/{batchId}/{file}, owner only, BATCH_RETENTION_MS) in the same
// transaction that marks the job done and the batch done.
import type { JobHelpers } from '../jobs/queue';
import { CONTENT_TYPES, downloadName, outputFileName, outputStamp } from '../reports/files';
import { keepOutputs } from '../reports/report-job';
import { inforceFiles } from './inforce-files';
import { type MadeFile, newBusinessFiles } from './new-business-files';
import { type BatchRow, moveBatch } from './repository';
import type { BatchDeps } from './tasks';

/** A batch's files are kept a week: a batch is read over days, not minutes (decision 0086). */
export const BATCH_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function finishBatch(deps: BatchDeps, batch: BatchRow, helpers: JobHelpers) {
  const made: MadeFile[] =
    batch.kind === 'inforce'
      ? await inforceFiles(deps, batch)
      : await newBusinessFiles(deps, batch);
  const now = deps.clock();
  const stamp = outputStamp();
  const outputs = made.map((file) => ({
    row: {
      reportId: batch.id,
      fileName: outputFileName(file.name, stamp, file.kind),
      ownerId: batch.ownerId,
      reportName: `batch-${batch.kind}`,
      contentType: CONTENT_TYPES[file.kind],
      downloadName: downloadName(file.downloadName, file.name, file.kind),
      sizeBytes: file.data.byteLength,
      pages: file.pages,
      deleteWhenDone: false,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BATCH_RETENTION_MS),
    },
    bytes: file.data,
  }));
  await helpers.complete({ files: outputs.length }, async (tx) => {
    await keepOutputs(tx, batch.ownerId, outputs);
    await moveBatch(tx, batch.id, ['finishing'], 'done', { finishedAt: now });
  });
}
