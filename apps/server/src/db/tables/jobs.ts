import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The portal's record of each job it queued (decision 0084), whichever queue runs it
 * (graphile-worker on PostgreSQL, the in-process runner on PGlite): one row per key (a report's
 * id), so a job is queued once per key, and an attempt's result is kept only when the row is
 * still that attempt's (`running`, same attempt): a timed-out or superseded attempt never
 * completes. The caller that queued it waits on this row.
 */
export const jobs = pgTable(
  'jobs',
  {
    key: text('key').primaryKey(),
    task: text('task').notNull(),
    /** queued, running, done or failed. */
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(0),
    /** The task's answer (done), for the caller. */
    result: jsonb('result'),
    /** Why it failed: `timeout`, or the last transient error's message. */
    error: text('error'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('jobs_updated').on(t.updatedAt)],
);
