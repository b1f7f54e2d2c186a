import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Browsers a user has signed in from (decision 0004): the SHA-256 of the id in the signed
 * device cookie. The right password from one of them is admitted even while the account or
 * the address is being slowed down by failures.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceHash] }),
    index('known_devices_last_seen').on(t.lastSeenAt),
  ],
);
