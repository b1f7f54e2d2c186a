import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { savedIllustrations } from './illustration';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Application numbers (decision 0060): a sequence, so two servers never share one. */
export const eapplicationNumberSeq = pgSequence('eapplication_number_seq');

/**
 * Submitted e-applications (issue 20). `form` holds every answer except the secret fields,
 * which live only in `secrets`, one AES-256-GCM envelope (decision 0061). An agent with
 * applications cannot be deleted: the applications are the carrier's records.
 */
export const eapplications = pgTable(
  'eapplications',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    illustrationId: uuid('illustration_id').references(() => savedIllustrations.id, {
      onDelete: 'set null',
    }),
    status: text('status', {
      enum: ['submitted', 'inReview', 'accepted', 'declined', 'withdrawn'],
    }).notNull(),
    clientName: text('client_name').notNull(),
    productId: text('product_id').notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    secrets: text('secrets').notNull(),
    /** The agent's language at Submit ('en' | 'fr'). */
    language: text('language').notNull(),
    idempotencyKey: text('idempotency_key'),
    submittedAt: at('submitted_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('eapplications_number_key').on(t.number),
    index('eapplications_agent_submitted').on(t.agentId, t.submittedAt),
    index('eapplications_status_submitted').on(t.status, t.submittedAt),
    uniqueIndex('eapplications_agent_idempotency_key').on(t.agentId, t.idempotencyKey),
    check(
      'eapplications_status_check',
      sql`${t.status} in ('submitted', 'inReview', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);

/** Who did what to an application; append-only (a trigger refuses update and delete). */
export const eapplicationHistory = pgTable(
  'eapplication_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => eapplications.id),
    at: at('at').notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    event: text('event', { enum: ['submitted', 'statusChanged'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('eapplication_history_application_at').on(t.applicationId, t.at)],
);

/** The application in progress, one per agent, kept as the agent types (decision 0060). */
export const eapplicationDrafts = pgTable('eapplication_drafts', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  form: jsonb('form').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
