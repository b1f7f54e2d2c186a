import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail of the admin area (issue 16 §5): one row per change an administrator makes
 * to a user, a role, a permission, a password or a session. Append-only: a trigger refuses
 * update, delete and truncate (migration 0011), as for tracking_events.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who made the change (their user name as it was then). */
    actor: text('actor').notNull(),
    /** What was done, e.g. 'user.update', 'role.delete' (contracts: AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** 'user' or 'role'. */
    targetType: text('target_type').notNull(),
    /** The user name or the role's English name. */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_at_idx').on(t.targetType, t.target, t.at),
  ],
);
