import { z } from 'zod';

/** Platform spec 7, tracking: one event per control with its type, header and detail. */
export const TRACKING_EVENT_TYPES = [
  'BUTTON_CLICK',
  'TAB_CLICK',
  'CONTROL_CHANGE',
  'PAGE_LOAD',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** The biggest detail (the form data) one event may carry, as JSON characters. */
export const MAX_TRACKING_DETAIL = 32_768;
/** The most events one call may carry (the browser batches them). */
export const MAX_TRACKING_BATCH = 100;
/** Names longer than this are cut: tracking keeps what it can rather than lose the event. */
export const MAX_TRACKING_NAME = 100;
/** What a null, empty or absent form or control name is stored as (decision 0026). */
export const UNKNOWN_NAME = 'unknown';
/** Year 3000 in seconds: later "seconds" are milliseconds, or nonsense. */
const MAX_SECONDS = 32_503_680_000;
/**
 * A timestamp at or past this is read as milliseconds: 10^11 seconds is the year 5138, while
 * 10^11 milliseconds is March 1973, before any browser sent us anything.
 */
export const MILLISECONDS_FROM = 100_000_000_000;

/**
 * The server issues tracking ids as UUIDs; a client keeps the one answered and sends it back
 * as an opaque string. Anything else (empty, absent, or not one we could have issued) starts
 * a new visit, whose id is answered.
 */
const TRACKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function issuedTrackingId(raw: unknown): string | null {
  return typeof raw === 'string' && TRACKING_ID.test(raw.trim()) ? raw.trim().toLowerCase() : null;
}

/** Null, empty, absent: unknown; numbers become text; long names are cut. */
const nameOrUnknown = z.preprocess((raw) => {
  if (raw === null || raw === undefined) return UNKNOWN_NAME;
  const text = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  return trimmed === '' ? UNKNOWN_NAME : Array.from(trimmed).slice(0, MAX_TRACKING_NAME).join('');
}, z.string());

/**
 * Spec 7 says seconds; browsers also send Date.now()/1000 (a fraction) and Date.now()
 * (milliseconds). All are read as whole seconds; a numeric string is read as its number.
 * Absent or null is kept as unknown (null).
 */
export const trackingTimestampSchema = z.preprocess((raw) => {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return raw;
  return Math.floor(value >= MILLISECONDS_FROM ? value / 1000 : value);
}, z
  .number('A timestamp is a number of seconds (or milliseconds) since 1970.')
  .int()
  .min(0)
  .max(MAX_SECONDS)
  .nullable());

/** The header as stored: the user names are the session's (decision 0011), not these. */
export const trackingHeaderSchema = z.object({
  trackingID: z.unknown().optional().transform(issuedTrackingId),
  userName: nameOrUnknown,
  trackingUserName: nameOrUnknown,
  agentID: nameOrUnknown,
  formName: nameOrUnknown,
  controlName: nameOrUnknown,
  timestamp: trackingTimestampSchema,
});

/** The detail is the form data: an object; any other JSON value is kept under `value`. */
const detailSchema = z
  .preprocess(
    (raw) => {
      if (raw === null || raw === undefined) return {};
      return typeof raw === 'object' && !Array.isArray(raw) ? raw : { value: raw };
    },
    z.record(z.string(), z.unknown()),
  )
  .refine((detail) => JSON.stringify(detail).length <= MAX_TRACKING_DETAIL, {
    message: `The detail must be at most ${MAX_TRACKING_DETAIL} characters of JSON.`,
  });

/**
 * One event as the server reads it (liberally, decision 0026): the event type in any case,
 * the header optional. What it refuses is what it cannot store: an event type it does not
 * know, a timestamp that is no time, a detail too large.
 */
export const trackingEventSchema = z.object({
  eventType: z.preprocess(
    (raw) => (typeof raw === 'string' ? raw.trim().toUpperCase() : raw),
    z.enum(TRACKING_EVENT_TYPES),
  ),
  header: z.preprocess(
    (raw) => (raw === null || raw === undefined ? {} : raw),
    trackingHeaderSchema,
  ),
  detail: detailSchema,
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** An event as a well-behaved client (ours) writes it: the spec's fields, seconds. */
export interface TrackingInfo {
  eventType: TrackingEventType;
  header: {
    trackingID?: string;
    userName?: string | null;
    trackingUserName?: string | null;
    agentID?: string | null;
    formName?: string | null;
    controlName?: string | null;
    /** Seconds since 1970 (spec 7); milliseconds and fractions are also read. */
    timestamp?: number;
  };
  detail?: Record<string, unknown>;
}

const EVENT_EXAMPLE = {
  eventType: 'BUTTON_CLICK',
  header: {
    trackingID: '',
    userName: 'agent',
    agentID: 'BA10234',
    formName: 'login',
    controlName: 'btnLogin',
    timestamp: 1_700_000_000,
  },
  detail: {},
};

/** The body: one event (an object), or a list of up to 100 (decision 0026). */
export const sendTrackingInfoSchema = z
  .union([z.array(z.unknown()).min(1).max(MAX_TRACKING_BATCH), z.record(z.string(), z.unknown())])
  .meta({
    description:
      'One tracking event, or a list of up to 100. An event is { eventType: BUTTON_CLICK | TAB_CLICK | CONTROL_CHANGE | PAGE_LOAD (any case), header: { trackingID, userName, trackingUserName, agentID, formName, controlName, timestamp }, detail: object }. trackingID may be empty or absent (a new visit); names may be null or empty (stored as "unknown"); timestamp is seconds since 1970, a fraction or milliseconds are read too. Each event is read on its own: the answer lists the refused ones by index, and the others are stored.',
    examples: [EVENT_EXAMPLE, [EVENT_EXAMPLE, { ...EVENT_EXAMPLE, eventType: 'PAGE_LOAD' }]],
  });

/** The events of a body: a single event is a list of one. */
export function trackingEventsOf(body: z.infer<typeof sendTrackingInfoSchema>): unknown[] {
  return Array.isArray(body) ? body : [body];
}

export const trackingRefusalSchema = z.object({
  /** The event's place in the list sent (0 for a single event). */
  index: z.number().int(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const trackingResultSchema = z.object({
  header: z.object({ trackingID: z.uuid() }),
  /** How many events were stored. */
  stored: z.number().int(),
  /** The events not stored and why; the others were stored. */
  refused: z.array(trackingRefusalSchema),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

// In constants.ts, which the browser imports without zod.
export { TRACKING_ID_KEY } from './constants';
