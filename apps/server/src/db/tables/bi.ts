import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Daily roll-up of tracking_events (issue 19, decision 0056): one row per UTC day, event type,
 * form, user and agent id with the number of events. Kept only by the triggers of migration
 * 0014, in the transaction that inserts or purges the events; never written by the server.
 * The dashboard's widgets read these rows, not the events.
 */
export const trackingDaily = pgTable(
  'tracking_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    formName: text('form_name').notNull(),
    username: text('username').notNull(),
    agentId: text('agent_id').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'tracking_daily_pkey',
      columns: [t.day, t.eventType, t.formName, t.username, t.agentId],
    }),
    index('tracking_daily_username_day_idx').on(t.username, t.day),
  ],
);

/**
 * The same counts without the user (decision 0056): a few hundred rows a day whatever the
 * number of users, read by the widgets that do not count or rank users.
 */
export const trackingDailyForms = pgTable(
  'tracking_daily_forms',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    formName: text('form_name').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tracking_daily_forms_pkey', columns: [t.day, t.eventType, t.formName] }),
  ],
);
