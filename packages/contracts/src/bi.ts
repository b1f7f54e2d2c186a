import { BI_EVENT_TYPES, WIDGET_NAMES } from '@portal/domain/bi/widgets';
import { z } from 'zod';

/**
 * BI calls (issue 19; decisions 0056–0058): the widgets' figures, the tracking explorer and
 * the widget catalogue of /admin/bi. Dates are whole UTC days written YYYY-MM-DD; the server
 * checks the range itself (domain `rangeProblem`) and answers 400 with the reason.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.');

export const dateRangeQuerySchema = z.object({ from: day, to: day });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const widgetNameParamsSchema = z.object({ name: z.enum(WIDGET_NAMES) });

/** GET /api/BI/WidgetData/{name}: one widget's figures over the range. */
export const widgetFiguresSchema = z.object({
  name: z.enum(WIDGET_NAMES),
  shape: z.enum(['byDay', 'byCategory']),
  from: z.string(),
  to: z.string(),
  /** byDay: every day of the range; byCategory: the ten largest groups, largest first. */
  points: z.array(z.object({ key: z.string(), value: z.number().int() })),
  /** The whole range: a sum of events, or distinct users for activeUsersPerDay. */
  total: z.number().int(),
});
export type WidgetFigures = z.infer<typeof widgetFiguresSchema>;

export const TRACKING_PAGE_MAX = 200;
export const TRACKING_NAME_MAX = 100;

const optionalName = z.string().trim().min(1).max(TRACKING_NAME_MAX).optional();

/**
 * GET /api/BI/TrackingEvents (and …/Export without the paging): filters, then a keyset page.
 * `after` is the opaque cursor of the previous page; `order` asc is the sessions view (one
 * user's events in the order they happened).
 */
export const trackingFilterSchema = dateRangeQuerySchema.extend({
  username: optionalName,
  eventType: z.enum(BI_EVENT_TYPES).optional(),
  formName: optionalName,
  controlName: optionalName,
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type TrackingFilter = z.infer<typeof trackingFilterSchema>;

export const trackingPageQuerySchema = trackingFilterSchema.extend({
  after: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'The cursor is the one a previous page answered.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(TRACKING_PAGE_MAX).default(100),
});
export type TrackingPageQuery = z.infer<typeof trackingPageQuerySchema>;

export const trackingRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  agentId: z.string(),
  eventType: z.string(),
  formName: z.string(),
  controlName: z.string(),
  trackingId: z.string().nullable(),
});
export type TrackingRow = z.infer<typeof trackingRowSchema>;

export const trackingPageSchema = z.object({
  rows: z.array(trackingRowSchema),
  /** The cursor of the next page; null on the last one. */
  next: z.string().nullable(),
});
export type TrackingPage = z.infer<typeof trackingPageSchema>;

export const trackingEventParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** GET /api/BI/TrackingEvents/{id}: the row with its form data (the event's detail). */
export const trackingEventDetailSchema = trackingRowSchema.extend({
  trackingUserName: z.string(),
  clientTimestamp: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TrackingEventDetail = z.infer<typeof trackingEventDetailSchema>;

/** The most rows one export writes (decision 0058); the file says when it stopped there. */
export const TRACKING_EXPORT_MAX = 200_000;

const catalogueText = z.object({
  en: z.string().trim().min(1).max(2000),
  fr: z.string().trim().min(1).max(2000),
});

/** A row of the widget catalogue as /admin/bi shows and edits it (spec 3, Widget). */
export const catalogueWidgetSchema = z.object({
  widgetID: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  /** ON for users who have not arranged their dashboard. */
  isActive: z.boolean(),
  /** Position in the default order (1..n). */
  displayOrder: z.number().int(),
  title: z.object({ en: z.string(), fr: z.string() }),
  shortText: z.object({ en: z.string(), fr: z.string() }),
  longText: z.object({ en: z.string(), fr: z.string() }),
});
export type CatalogueWidget = z.infer<typeof catalogueWidgetSchema>;
export const catalogueSchema = z.array(catalogueWidgetSchema);

export const catalogueParamsSchema = z.object({ widgetID: z.coerce.number().int().min(1) });

/** PUT /api/BI/WidgetCatalogue/{widgetID}: the editable fields, all of them. */
export const catalogueUpdateSchema = z.object({
  displayName: z.string().trim().min(1).max(100),
  isActive: z.boolean(),
  title: catalogueText.extend({
    en: z.string().trim().min(1).max(100),
    fr: z.string().trim().min(1).max(100),
  }),
  shortText: catalogueText.extend({
    en: z.string().trim().min(1).max(300),
    fr: z.string().trim().min(1).max(300),
  }),
  longText: catalogueText,
});
export type CatalogueUpdate = z.infer<typeof catalogueUpdateSchema>;

/** PUT /api/BI/WidgetCatalogueOrder: every widget id once, in the new default order. */
export const catalogueOrderSchema = z.object({
  widgetIDs: z.array(z.number().int().min(1)).min(1).max(100),
});
export type CatalogueOrder = z.infer<typeof catalogueOrderSchema>;
