import type { Db } from '../db/database';
import { trackingEvents } from '../db/schema';

export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id'>;

export async function recordTrackingEvent(db: Db, event: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(event);
}

/** Several events in one statement (the browser sends them batched). */
export async function recordTrackingEvents(
  db: Db,
  events: readonly NewTrackingEvent[],
): Promise<void> {
  if (events.length > 0) await db.insert(trackingEvents).values([...events]);
}
