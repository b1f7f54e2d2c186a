import type { SharedVariant } from '@portal/contracts/shared-ownership';
import type { PermissionState, SystemFlagKey } from '@portal/domain/access/permissions';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one PostgreSQL schema, for PGlite (PostgreSQL 18) and the servers (PostgreSQL 15):
 * nothing here may need a feature newer than 15. Times are written by the server's clock,
 * not by column defaults, so tests can move the clock.
 */

const SHARED_VARIANT_VALUES = ['slideshow', 'wizard'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    profileName: text('profile_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    phoneNumberPrimary: text('phone_number_primary').notNull().default(''),
    phoneNumberSecondary: text('phone_number_secondary').notNull().default(''),
    faxNumber: text('fax_number').notNull().default(''),
    isMobilePrimary: boolean('is_mobile_primary').notNull().default(false),
    isMobileSecondary: boolean('is_mobile_secondary').notNull().default(false),
    inputLanguage: text('input_language', { enum: ['English', 'French'] })
      .notNull()
      .default('English'),
    reportLanguage: text('report_language', { enum: ['English', 'French'] })
      .notNull()
      .default('English'),
    fontSize: text('font_size', { enum: ['Large', 'Small'] })
      .notNull()
      .default('Large'),
    defaultApplication: text('default_application', { enum: ['New Business', 'Inforce', 'Admin'] })
      .notNull()
      .default('New Business'),
    agentID: text('agent_id').notNull().default(''),
    isFirstRun: boolean('is_first_run').notNull().default(false),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    /** The agent's e-application preferences (decision 0062). */
    eappSettings: jsonb('eapp_settings').$type<Record<string, unknown>>().notNull().default({}),
    widgets: jsonb('widgets')
      .$type<{ widgetID: number; isActive: boolean; displayOrder: number }[]>()
      .notNull()
      .default([]),
    trackingUserName: text('tracking_user_name').notNull().default(''),
    isWhiteLabel: boolean('is_white_label').notNull().default(false),
    whiteLabelProfile: jsonb('white_label_profile').$type<{
      displayName: string;
      logoText: string;
      primaryColor: string;
      accentColor: string;
    }>(),
    passwordHash: text('password_hash').notNull(),
    /** The role the user's permissions were last set from (issue 16; decision 0045). */
    roleId: integer('role_id').references((): AnyPgColumn => roles.id, { onDelete: 'restrict' }),
    /** A disabled user cannot sign in, and their sessions are ended when disabled. */
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** Set by an administrator's password reset: the next sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // User names are matched without regard to case, so 'Agent' and 'agent' are one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_role_id_idx').on(t.roleId),
    check('users_input_language_check', sql`${t.inputLanguage} in ('English', 'French')`),
    check('users_report_language_check', sql`${t.reportLanguage} in ('English', 'French')`),
    check('users_font_size_check', sql`${t.fontSize} in ('Large', 'Small')`),
    check(
      'users_default_application_check',
      sql`${t.defaultApplication} in ('New Business', 'Inforce', 'Admin')`,
    ),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isDisplayed: boolean('is_displayed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionKey] })],
);

/** Named permission templates an administrator applies to users. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  /** The role's name in French; `name` is the English one. */
  nameFr: text('name_fr').notNull().default(''),
  permissions: jsonb('permissions').$type<Record<string, PermissionState>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The company: one row (id 1) with the system flags and the public About details. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    isEapplication: boolean('is_eapplication').notNull().default(false),
    isConcepts: boolean('is_concepts').notNull().default(false),
    isNewBusiness: boolean('is_new_business').notNull().default(false),
    isInforce: boolean('is_inforce').notNull().default(false),
    isNewBusinessBatch: boolean('is_new_business_batch').notNull().default(false),
    isInforceBatch: boolean('is_inforce_batch').notNull().default(false),
    isBusinessIntelligence: boolean('is_business_intelligence').notNull().default(false),
    isAdminSystem: boolean('is_admin_system').notNull().default(false),
    isNeedsAnalysisLite: boolean('is_needs_analysis_lite').notNull().default(false),
    isNeedsAnalysisFull: boolean('is_needs_analysis_full').notNull().default(false),
    displayNameEn: text('display_name_en').notNull(),
    displayNameFr: text('display_name_fr').notNull(),
    blurbEn: text('blurb_en').notNull().default(''),
    blurbFr: text('blurb_fr').notNull().default(''),
    helpDeskName: text('help_desk_name').notNull().default(''),
    helpDeskPhone: text('help_desk_phone').notNull().default(''),
    helpDeskTollFree: text('help_desk_toll_free').notNull().default(''),
    helpDeskEmail: text('help_desk_email').notNull().default(''),
    /**
     * The role a directory account with no portal user gets on its first sign-in; null (the
     * default) refuses it as "not set up" (decision 0030).
     */
    directorySignUpRoleId: integer('directory_sign_up_role_id').references(
      (): AnyPgColumn => roles.id,
      { onDelete: 'set null' },
    ),
    /**
     * Which Shared Ownership dialog the illustration opens: the 17-page 'slideshow' (the
     * default) or the earlier 'wizard' (decisions 0065, 0081).
     */
    sharedOwnershipVariant: text('shared_ownership_variant', { enum: SHARED_VARIANT_VALUES })
      .notNull()
      .default('slideshow'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('company_settings_single_row', sql`${t.id} = 1`),
    check(
      'company_settings_shared_ownership_variant',
      sql`${t.sharedOwnershipVariant} in ('slideshow', 'wizard')`,
    ),
  ],
);

// The variants as the column knows them (a literal, so drizzle-kit loads no contracts); the
// check below fails the type check if they differ from contracts' SHARED_VARIANTS.
const variantsMatch: [SharedVariant] extends [(typeof SHARED_VARIANT_VALUES)[number]]
  ? [(typeof SHARED_VARIANT_VALUES)[number]] extends [SharedVariant]
    ? true
    : false
  : false = true;
void variantsMatch;

// The table must hold every system flag of the domain, and nothing the domain lacks.
type FlagColumns = Extract<keyof typeof companySettings.$inferSelect, `is${string}`>;
const flagColumnsMatch: [FlagColumns] extends [SystemFlagKey]
  ? [SystemFlagKey] extends [FlagColumns]
    ? true
    : false
  : false = true;
void flagColumnsMatch;

/** A sign-in: the family every refresh token of that sign-in belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Refresh tokens, kept only as SHA-256 hashes; a spent token presented again is theft. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    spentAt: at('spent_at'),
    replacedBy: text('replaced_by'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** Append-only usage events (spec 7, tracking). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    username: text('username').notNull(),
    eventType: text('event_type').notNull(),
    formName: text('form_name').notNull().default(''),
    controlName: text('control_name').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The browser session's tracking id (spec 7, header.trackingID); null for the server's own. */
    trackingId: uuid('tracking_id'),
    trackingUserName: text('tracking_user_name').notNull().default(''),
    agentId: text('agent_id').notNull().default(''),
    /** When the browser says it happened (spec 7: seconds); `at` is when the server stored it. */
    clientTimestamp: bigint('client_timestamp', { mode: 'number' }),
  },
  // Append-only (a trigger refuses update and delete); each filter of the tracking explorer
  // has an index ending (at, id), its keyset order (decision 0058). Triggers keep
  // tracking_daily in step (migration 0014, decision 0056).
  (t) => [
    index('tracking_events_at_id_idx').on(t.at, t.id),
    index('tracking_events_type_at_id_idx').on(t.eventType, t.at, t.id),
    index('tracking_events_username_at_id_idx').on(t.username, t.at, t.id),
    index('tracking_events_form_at_id_idx').on(t.formName, t.at, t.id),
    index('tracking_events_control_at_id_idx').on(t.controlName, t.at, t.id),
    index('tracking_events_tracking_id_idx').on(t.trackingId),
  ],
);

/** Every sign-in attempt; the sign-in rate limits count these, so they hold across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    /** Lower-cased, as user names are matched. */
    username: text('username').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    /**
     * 'password' for a sign-in attempt; 'unlock' for an administrator's unlock, recorded as a
     * success for the user name so that it clears the name's failures (decision 0004);
     * 'directory' for a sign-in through the directory (AD: a success, counted on the admin
     * dashboard beside password sign-ins).
     */
    kind: text('kind').notNull().default('password'),
    /** SHA-256 of the signed device cookie's id when the browser sent one (decision 0004). */
    deviceHash: text('device_hash'),
  },
  (t) => [
    index('login_attempts_username_at_idx').on(t.username, t.at),
    index('login_attempts_address_at_idx').on(t.address, t.at),
    index('login_attempts_device_at_idx').on(t.deviceHash, t.at),
  ],
);

/** Secrets generated by the server itself (the jwt signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
