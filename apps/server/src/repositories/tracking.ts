import type { Db } from '../db/database';
import { trackingEvents } from '../db/schema';

export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id'>;

export async function recordTrackingEvent(db: Db, event: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(event);
}
