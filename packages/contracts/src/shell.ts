import { z } from 'zod';
import {
  defaultApplicationSchema,
  fontSizeSchema,
  languageSchema,
  widgetPreferenceSchema,
} from './user';

/**
 * Calls of the app shell (platform spec 7): POST /users/update and
 * POST /api/BI/GetAllUserWidgets.
 */

/** The phone mask of spec 5, '(ddd) ddd-dddd', first digit 1-9: 14 characters. */
export const PHONE_LENGTH = 14;
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;

const phoneSchema = z
  .string()
  .refine((value) => value === '' || (value.length === PHONE_LENGTH && PHONE_PATTERN.test(value)), {
    message: `A phone number is empty or has the form (555) 555-5555 (${PHONE_LENGTH} characters).`,
  });

const emailSchema = z.union([z.literal(''), z.email().max(254)]);

/** The widget list of one user: at most one entry per widget. */
const widgetPreferencesSchema = z
  .array(widgetPreferenceSchema)
  .max(100)
  .refine((list) => new Set(list.map((widget) => widget.widgetID)).size === list.length, {
    message: 'A widget is listed twice.',
  });

/**
 * The body of POST /users/update: the whole user as the client holds it (spec 7). Only the
 * fields a user may change are read, every one optional so that "the user with formData"
 * saves just the report profile; the rest of the user (flags, permissions, agentID,
 * white-label) is stripped and never written (decision 0009).
 */
export const userUpdateSchema = z.object({
  username: z.string().trim().min(1).max(64),
  profileName: z.string().trim().max(100).optional(),
  emailAddress: emailSchema.optional(),
  phoneNumberPrimary: phoneSchema.optional(),
  phoneNumberSecondary: phoneSchema.optional(),
  faxNumber: phoneSchema.optional(),
  isMobilePrimary: z.boolean().optional(),
  isMobileSecondary: z.boolean().optional(),
  inputLanguage: languageSchema.optional(),
  reportLanguage: languageSchema.optional(),
  fontSize: fontSizeSchema.optional(),
  defaultApplication: defaultApplicationSchema.optional(),
  isFirstRun: z.boolean().optional(),
  formData: z
    .record(z.string().max(100), z.unknown())
    .refine((data) => Object.keys(data).length <= 500, { message: 'Too many form fields.' })
    .optional(),
  widgets: widgetPreferencesSchema.optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The body of POST /api/BI/GetAllUserWidgets: "the user"; only the name is read. */
export const widgetsRequestSchema = z.object({
  username: z.string().trim().min(1).max(64).optional(),
});

export const widgetTextSchema = z.object({ en: z.string(), fr: z.string() });

/** A dashboard widget as one user sees it (spec 3, Widget). */
export const userWidgetSchema = z.object({
  widgetID: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  title: widgetTextSchema,
  shortText: widgetTextSchema,
  longText: widgetTextSchema,
});
export type UserWidget = z.infer<typeof userWidgetSchema>;

export const userWidgetListSchema = z.array(userWidgetSchema);
