// Where report outputs' bytes live (decision 0085): in the database every instance shares,
// as bytea chunks that belong to their report_outputs row. The one interface the report code
// and the download route use; nothing else touches report_output_chunks.
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reportOutputChunks, reportOutputs } from '../db/tables/reports';
import type { NewReportOutput, ReportOutputRow } from './repository';

/** The most bytes one chunk row holds: a download costs one query per chunk. */
export const OUTPUT_CHUNK_BYTES = 256 * 1024;

export interface OutputToSave {
  row: NewReportOutput;
  bytes: Uint8Array;
}

export interface OutputStore {
  /** Records the outputs and their bytes in one transaction: all of them or nothing. */
  save(outputs: OutputToSave[]): Promise<void>;
  /** The bytes of a recorded output, a chunk at a time; ends in an error if it goes meanwhile. */
  open(row: Pick<ReportOutputRow, 'reportId' | 'fileName' | 'sizeBytes'>): Readable;
  /**
   * The whole file, its row removed (delete-when-done): null when there is no such row or
   * another call removed it first, so only one caller ever gets it.
   */
  take(reportId: string, fileName: string): Promise<{ row: ReportOutputRow; bytes: Buffer } | null>;
}

function chunksOf(bytes: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.byteLength; at += OUTPUT_CHUNK_BYTES)
    chunks.push(bytes.subarray(at, Math.min(at + OUTPUT_CHUNK_BYTES, bytes.byteLength)));
  return chunks;
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

const ofOutput = (reportId: string, fileName: string) =>
  and(eq(reportOutputChunks.reportId, reportId), eq(reportOutputChunks.fileName, fileName));

export function databaseOutputStore(db: Db): OutputStore {
  async function readChunk(reportId: string, fileName: string, seq: number) {
    const [chunk] = await db
      .select({ data: reportOutputChunks.data })
      .from(reportOutputChunks)
      .where(and(ofOutput(reportId, fileName), eq(reportOutputChunks.seq, seq)))
      .limit(1);
    return chunk ? asBuffer(chunk.data) : null;
  }

  return {
    async save(outputs) {
      if (outputs.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(reportOutputs)
          .values(outputs.map(({ row, bytes }) => ({ ...row, sizeBytes: bytes.byteLength })));
        for (const { row, bytes } of outputs) {
          let seq = 0;
          for (const data of chunksOf(bytes)) {
            await tx
              .insert(reportOutputChunks)
              .values({ reportId: row.reportId, fileName: row.fileName, seq, data });
            seq += 1;
          }
        }
      });
    },

    open({ reportId, fileName, sizeBytes }) {
      const count = Math.ceil(sizeBytes / OUTPUT_CHUNK_BYTES);
      return Readable.from(
        (async function* () {
          for (let seq = 0; seq < count; seq += 1) {
            const chunk = await readChunk(reportId, fileName, seq);
            // Removed while it was being sent (it expired, or its owner's limit pushed it
            // out): the download breaks rather than end as if it were whole.
            if (!chunk) throw new Error('report output removed while it was being sent');
            yield chunk;
          }
        })(),
        // One chunk read ahead at most: a download holds a chunk or two in memory, not the file.
        { highWaterMark: 1 },
      );
    },

    async take(reportId, fileName) {
      return db.transaction(async (tx) => {
        const chunks = await tx
          .select({ data: reportOutputChunks.data })
          .from(reportOutputChunks)
          .where(ofOutput(reportId, fileName))
          .orderBy(asc(reportOutputChunks.seq));
        // Whoever deletes the row serves the file; a second caller finds nothing to delete.
        const [row] = await tx
          .delete(reportOutputs)
          .where(and(eq(reportOutputs.reportId, reportId), eq(reportOutputs.fileName, fileName)))
          .returning();
        if (!row) return null;
        const bytes = Buffer.concat(chunks.map((c) => asBuffer(c.data)));
        // A file cut short by a concurrent removal is not served as if whole.
        return bytes.byteLength === row.sizeBytes ? { row, bytes } : null;
      });
    },
  };
}
