import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { savedIllustrations } from './illustration';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Needs analyses (/proneeds, issue 22): the answers as typed, the language they were typed in,
 * and the result the server computed from them, owned by the agent who saved it and optionally
 * tied to one of the agent's illustration cases. Deleting the user deletes the analyses;
 * deleting the case keeps the analysis without it.
 */
export const needsAnalyses = pgTable(
  'needs_analyses',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => savedIllustrations.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    clientName: text('client_name').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** Cents, beside the result so the list needs no jsonb read. */
    suggestedFace: integer('suggested_face').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('needs_analyses_owner_created').on(t.ownerId, t.createdAt)],
);
