import type { TrackingEventType } from '@portal/contracts/tracking';
import { logFailure } from '@/lib/log';

/**
 * Tracking (platform spec 7) for a page that keeps the tracking code out of its download: the
 * sign-in page. The event is kept with the moment it happened and handed to the tracking
 * queue (tracking.ts, which batches and sends it) as soon as that code has loaded. Nothing
 * waits for it; a failed load is logged, and the events wait for the next attempt.
 */
interface LaterEvent {
  eventType: TrackingEventType;
  formName: string;
  controlName: string;
  detail: Record<string, unknown>;
  /** When it happened (ms since 1970); the header says it in seconds. */
  at: number;
}

const waiting: LaterEvent[] = [];
let handingOver: Promise<void> | null = null;

export function trackLater(
  eventType: TrackingEventType,
  formName: string,
  controlName: string,
  detail: Record<string, unknown> = {},
  /** When it happened, if earlier than now (ms since 1970). */
  at: number = Date.now(),
): void {
  waiting.push({ eventType, formName, controlName, detail, at });
  handingOver ??= import('./tracking')
    .then(({ trackEvent }) => {
      for (const event of waiting.splice(0)) {
        trackEvent(event.eventType, event.formName, event.controlName, event.detail, event.at);
      }
    })
    .catch((error: unknown) => logFailure('Loading tracking', error))
    .finally(() => {
      handingOver = null;
    });
}

/** Settles once the events kept so far are in the tracking queue (tests wait on it). */
export function trackedLater(): Promise<void> {
  return handingOver ?? Promise.resolve();
}
