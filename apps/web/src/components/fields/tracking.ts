import { TRACKING_ID_KEY } from '@portal/contracts/constants';
import type { TrackingEventType, TrackingInfo, TrackingResult } from '@portal/contracts/tracking';
import { http } from '@/lib/http';
import { logFailure } from '@/lib/log';
import { readToken, readUsername } from '@/lib/session-storage';

/**
 * Platform spec 7, tracking, without slowing the screen: events are queued and sent in one
 * call a moment later (or at once when the queue is full, or when the page is hidden);
 * nothing waits for the answer, and a failure is only logged. Only a signed-in browser
 * tracks: the server records who from the session, the header says what the client knows.
 */
const FLUSH_AFTER_MS = 1500;
const MAX_QUEUE = 50;

let queue: TrackingInfo[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let identity: { trackingUserName?: string; agentID?: string } = {};

/** The signed-in user's tracking names (the shell sets them; the server checks them). */
export function setTrackingIdentity(next: { trackingUserName?: string; agentID?: string }): void {
  identity = next;
}

export function trackEvent(
  eventType: TrackingEventType,
  formName: string,
  controlName: string,
  detail: Record<string, unknown> = {},
  /** When it happened, if earlier than now (ms since 1970; track-later.ts). */
  at: number = Date.now(),
): void {
  if (readToken() === null) return;
  const trackingID = sessionStorage.getItem(TRACKING_ID_KEY);
  queue.push({
    eventType,
    header: {
      ...(trackingID ? { trackingID } : {}),
      userName: readUsername() ?? '',
      trackingUserName: identity.trackingUserName ?? '',
      agentID: identity.agentID ?? '',
      formName,
      controlName,
      timestamp: Math.floor(at / 1000),
    },
    detail,
  });
  if (queue.length >= MAX_QUEUE) void flushTracking();
  else timer ??= setTimeout(() => void flushTracking(), FLUSH_AFTER_MS);
}

/** Sends what is queued; resolves when the call settles (tests wait on it, screens never). */
export async function flushTracking(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (queue.length === 0 || readToken() === null) {
    queue = [];
    return;
  }
  const batch = queue;
  queue = [];
  try {
    const result = await http.request<TrackingResult>('/tracking/sendTrackingInfo', {
      method: 'POST',
      body: batch.length === 1 ? batch[0] : batch,
    });
    if (result?.header?.trackingID) {
      sessionStorage.setItem(TRACKING_ID_KEY, result.header.trackingID);
    }
  } catch (error) {
    logFailure('Tracking', error);
  }
}

/** Drops anything queued (sign-out, tests). */
export function discardTracking(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  queue = [];
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flushTracking());
}
