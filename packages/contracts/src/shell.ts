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
 * How much report form data a user record keeps (decision 0023). One call may bring at most
 * `keysPerCall` fields of at most `valueBytes` each (else 400); the record, once merged, may
 * hold at most `storedKeys` fields and `storedBytes` of JSON (else 413, and nothing is saved).
 */
export const FORM_DATA_LIMITS = {
  keysPerCall: 100,
  keyLength: 100,
  valueBytes: 16_384,
  storedKeys: 200,
  storedBytes: 131_072,
} as const;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The formData of one POST /users/update: merged key by key over what the user has. */
export const formDataUpdateSchema = z
  .record(z.string().min(1).max(FORM_DATA_LIMITS.keyLength), z.unknown())
  .superRefine((data, ctx) => {
    const keys = Object.keys(data);
    if (keys.length > FORM_DATA_LIMITS.keysPerCall)
      ctx.addIssue({
        code: 'custom',
        message: `At most ${FORM_DATA_LIMITS.keysPerCall} form fields may be saved at once.`,
      });
    for (const key of keys) {
      const text = JSON.stringify(data[key]) ?? '';
      if (utf8Length(text) > FORM_DATA_LIMITS.valueBytes)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `A form field may hold at most ${FORM_DATA_LIMITS.valueBytes} bytes.`,
        });
    }
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
  formData: formDataUpdateSchema.optional(),
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
