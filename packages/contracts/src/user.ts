import {
  DEFAULT_APPLICATIONS,
  PERMISSION_KEYS,
  type PermissionKey,
  SYSTEM_FLAG_KEYS,
  type SystemFlagKey,
} from '@portal/domain/access/permissions';
import { z } from 'zod';

export const permissionStateSchema = z.object({
  isActive: z.boolean(),
  isDisplayed: z.boolean(),
});

export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, permissionStateSchema])) as Record<
    PermissionKey,
    typeof permissionStateSchema
  >,
);

export const systemFlagsSchema = z.object(
  Object.fromEntries(SYSTEM_FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<
    SystemFlagKey,
    z.ZodBoolean
  >,
);

export const languageSchema = z.enum(['English', 'French']);
export type Language = z.infer<typeof languageSchema>;
export const fontSizeSchema = z.enum(['Large', 'Small']);
export const defaultApplicationSchema = z.enum(DEFAULT_APPLICATIONS);

/** The theme a white-label user sees instead of the company's (spec section 1). */
export const whiteLabelProfileSchema = z.object({
  displayName: z.string().max(80),
  logoText: z.string().max(40),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type WhiteLabelProfile = z.infer<typeof whiteLabelProfileSchema>;

export const widgetPreferenceSchema = z.object({
  widgetID: z.number().int(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
});

/** The signed-in user as POST /users/login and GET /users/{username} return it (spec 3). */
export const userSchema = z.object({
  username: z.string(),
  profileName: z.string(),
  firstName: z.string(),
  emailAddress: z.string(),
  phoneNumberPrimary: z.string(),
  phoneNumberSecondary: z.string(),
  faxNumber: z.string(),
  isMobilePrimary: z.boolean(),
  isMobileSecondary: z.boolean(),
  inputLanguage: languageSchema,
  reportLanguage: languageSchema,
  fontSize: fontSizeSchema,
  defaultApplication: defaultApplicationSchema,
  agentID: z.string(),
  isFirstRun: z.boolean(),
  formData: z.record(z.string(), z.unknown()),
  widgets: z.array(widgetPreferenceSchema),
  trackingUserName: z.string(),
  isWhiteLabel: z.boolean(),
  whiteLabelProfile: whiteLabelProfileSchema.nullable(),
  system: systemFlagsSchema,
  permissions: permissionsSchema,
  /** Past the spec (issue 16): the admin area's fields. The role the permissions came from. */
  roleId: z.number().int().nullable(),
  isDisabled: z.boolean(),
  /** After an administrator's password reset: the user must choose a new password. */
  mustChangePassword: z.boolean(),
  /** ISO instant of the last successful sign-in, or null. */
  lastSignInAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const usernameParamsSchema = z.object({
  username: z.string().min(1).max(64),
});

export const userListSchema = z.array(userSchema);
