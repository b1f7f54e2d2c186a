import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Saved new-business illustration cases (/illustration/savedIllustration): the whole form as
 * the screen keeps it, owned by the agent who saved it. Deleting the user deletes the cases.
 */
export const savedIllustrations = pgTable(
  'saved_illustrations',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientName: text('client_name').notNull().default(''),
    productId: text('product_id').notNull().default(''),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The client's Idempotency-Key of the save that created the case (decision 0025). */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('saved_illustrations_owner_updated').on(t.ownerId, t.updatedAt),
    // The data reports count cases saved in a range (migration 0024).
    index('saved_illustrations_created_at_idx').on(t.createdAt),
    uniqueIndex('saved_illustrations_owner_idempotency_key').on(t.ownerId, t.idempotencyKey),
    index('saved_illustrations_client_name').on(sql`lower(${t.clientName})`),
  ],
);

/**
 * The illustration form in progress, one per user, kept as the agent types (decision 0013):
 * signing out, a timed-out session or a closed tab never loses the case being built.
 */
export const illustrationDrafts = pgTable('illustration_drafts', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  form: jsonb('form').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
