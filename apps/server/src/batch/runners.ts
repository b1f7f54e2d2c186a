// Each batch kind's row: what one row of a chunk becomes (a result, or its problems).
import type { BatchRowProblem } from '@portal/contracts/batch';
import { EngineUnavailable } from '../engine/pool';
import { type ChunkAttachment, inforceRunner } from './inforce-runner';
import type { CensusChunkRow, LifeResult } from './kinds';
import type { BatchRow } from './repository';
import type { BatchDeps } from './tasks';
import { langOf, rowProblem } from './words';

export type RowOutcome = { result: unknown } | { problems: BatchRowProblem[] };

export interface RowRunner {
  row(row: unknown): Promise<RowOutcome>;
  /** The row's problem when the engine could not take it on the chunk's last attempt. */
  unavailable(row: unknown): BatchRowProblem[];
}

export function runnerOf(batch: BatchRow, deps: BatchDeps, attachment: ChunkAttachment): RowRunner {
  return batch.kind === 'inforce'
    ? inforceRunner(batch, deps, attachment)
    : newBusinessRunner(batch, deps);
}

function newBusinessRunner(batch: BatchRow, deps: BatchDeps): RowRunner {
  const today = batch.createdAt.toISOString();
  const lang = langOf(batch.language);
  return {
    async row(raw) {
      const row = raw as CensusChunkRow;
      if (row.problems || !row.row)
        return {
          problems: (row.problems ?? []).map((p) =>
            rowProblem(batch.language, row.line, row.reference, p.column, p.code),
          ),
        };
      let outcome: Awaited<ReturnType<typeof deps.engine.run<'batchLife'>>>;
      try {
        outcome = await deps.engine.run('batchLife', { row: row.row, today, lang });
      } catch (error) {
        // The engine busy or late: the chunk is tried again (tasks.ts). Anything else it throws
        // on this life is this row's problem, not the batch's.
        if (error instanceof EngineUnavailable) throw error;
        deps.log.warn({ err: error, line: row.line }, 'batch: a life failed');
        return {
          problems: [rowProblem(batch.language, row.line, row.reference, null, 'engineRefused')],
        };
      }
      if (!outcome.ok)
        return {
          problems: [
            rowProblem(
              batch.language,
              row.line,
              row.reference,
              outcome.column,
              outcome.code,
              outcome.code === 'engineRefused' ? outcome.message : undefined,
            ),
          ],
        };
      const result: LifeResult = { line: row.line, row: row.row, value: outcome.value };
      return { result };
    },
    unavailable(raw) {
      const row = raw as CensusChunkRow;
      return [rowProblem(batch.language, row.line, row.reference, null, 'engineUnavailable')];
    },
  };
}
