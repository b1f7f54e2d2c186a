import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Batch runs (issue 23 §2, decision 0086): one row per batch, its owner the only one who sees
 * it. Progress is not kept here: it is summed from the chunks (what each chunk's job wrote
 * when it was done), so a chunk run twice never counts its rows twice.
 */
export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** newBusiness or inforce. */
    kind: text('kind').notNull(),
    /** queued, running, finishing, done, cancelled or failed (contracts/batch.ts). */
    status: text('status').notNull(),
    /** The census file's name, or what the in-force batch asked for, for the list. */
    source: text('source').notNull(),
    /** E or F: the outputs' language. */
    language: text('language').notNull(),
    pdf: boolean('pdf').notNull().default(false),
    /** Rows (lives or policies) in the batch, and the chunks they were split into. */
    total: integer('total').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    /** Set by its owner's cancel: chunks not started do nothing, a running one stops. */
    cancelled: boolean('cancelled').notNull().default(false),
    errorText: text('error_text').notNull().default(''),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('batches_owner').on(t.ownerId, t.createdAt)],
);

/** PostgreSQL bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A batch's rows, a chunk at a time: the chunk's input rows (a census row already read, or a
 * policy number) and, once its job is done, its results and refused rows, written in the same
 * transaction that marks the job done (JobHelpers.complete), so only the attempt that still
 * owns the job writes them.
 */
export const batchChunks = pgTable(
  'batch_chunks',
  {
    batchId: text('batch_id').notNull(),
    seq: integer('seq').notNull(),
    rows: jsonb('rows').notNull(),
    rowCount: integer('row_count').notNull(),
    done: boolean('done').notNull().default(false),
    /** Rows finished (illustrated or refused), and of those the refused ones. */
    doneRows: integer('done_rows').notNull().default(0),
    refusedRows: integer('refused_rows').notNull().default(0),
    results: jsonb('results'),
    problems: jsonb('problems'),
    /** The chunk's progress-report PDFs as stored zip entries (an in-force batch with PDFs). */
    attachment: bytea('attachment'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.seq] }),
    foreignKey({
      name: 'batch_chunks_batch_fk',
      columns: [t.batchId],
      foreignColumns: [batches.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each instance's job workers, seen alive (decision 0084): a row older than the stale limit
 * is a dead node, whose locked jobs another instance unlocks so they run at once.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  seenAt: at('seen_at').notNull(),
});
