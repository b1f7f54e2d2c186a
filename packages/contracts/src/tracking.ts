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

const name = z.string().trim().max(100);

export const trackingHeaderSchema = z.object({
  /** The browser session's tracking id, once the server has given one. */
  trackingID: z.uuid().nullish(),
  userName: name.default(''),
  trackingUserName: name.default(''),
  agentID: name.default(''),
  formName: name.min(1),
  controlName: name.default(''),
  /** When it happened, in seconds since 1970 (spec 7). */
  timestamp: z.number().int().min(0).max(32_503_680_000),
});

export const trackingInfoSchema = z.object({
  eventType: z.enum(TRACKING_EVENT_TYPES),
  header: trackingHeaderSchema,
  detail: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((detail) => JSON.stringify(detail).length <= MAX_TRACKING_DETAIL, {
      message: `The detail must be at most ${MAX_TRACKING_DETAIL} characters of JSON.`,
    }),
});
export type TrackingInfo = z.input<typeof trackingInfoSchema>;

/**
 * One event as the spec sends it, or a batch of them (the browser batches; decision 0011).
 * A single event is read as a batch of one, so errors name the event by its index ('0.eventType').
 */
export const sendTrackingInfoSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(trackingInfoSchema).min(1).max(MAX_TRACKING_BATCH),
);

export const trackingResultSchema = z.object({
  header: z.object({ trackingID: z.uuid() }),
  /** How many events were stored. */
  stored: z.number().int(),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

/** Where the browser keeps the tracking id (spec 7). */
export const TRACKING_ID_KEY = 'trackingID';
