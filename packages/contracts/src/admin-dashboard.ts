import { z } from 'zod';
import { auditEntrySchema } from './admin';

/**
 * GET /users/AdminDashboard (issue 16 §4, decision 0043): the admin dashboard's figures, each
 * counted by one query at the moment of asking.
 */

/** The figures' longer period: sign-in attempts are kept 30 days (decision 0024). */
export const DASHBOARD_PERIOD_DAYS = 30;
/** How many of the latest audit entries and imports the dashboard lists. */
export const DASHBOARD_AUDIT_ENTRIES = 10;
export const DASHBOARD_IMPORTS = 5;
/**
 * Audit actions that are user imports start with this (issue 16 §3, POST /users/Uploadusers):
 * the dashboard's "last imports" are those entries.
 */
export const IMPORT_AUDIT_ACTION_PREFIX = 'user.import';
/** How far back the caller's start of day may be: time zones span 26 hours. */
export const DAY_START_MAX_AGE_MS = 26 * 60 * 60_000;

export const dashboardQuerySchema = z.object({
  /**
   * When "today" began for the caller (their local midnight, as an instant); without it, UTC
   * midnight. Must lie within the last 26 hours (the server checks, by its clock).
   */
  dayStart: z.iso.datetime({ offset: true }).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const figure = z.number().int().min(0);

export const dashboardSchema = z.object({
  /** When the figures were counted. */
  asOf: z.string(),
  /** The start of "today" the day figures count from. */
  dayStart: z.string(),
  /** Accounts not disabled that signed in within the period. */
  activeUsers: figure,
  /** Accounts not disabled, whether or not they signed in. */
  enabledUsers: figure,
  signInsToday: figure,
  signInsPeriod: figure,
  failedSignInsToday: figure,
  failedSignInsPeriod: figure,
  /** User names that must wait before their next sign-in attempt is looked at (decision 0004). */
  lockedAccounts: figure,
  /** Illustration cases saved (created) within the period. */
  illustrationsPeriod: figure,
  /** Reports generated in the last 24 hours (report outputs are kept 24 hours, decision 0012). */
  reportsDay: figure,
  /**
   * The latest user imports and audit entries; null for a viewer who may not read the audit
   * trail (it is for the admin permission only, like GET /users/GetAuditTrail).
   */
  imports: z.array(auditEntrySchema).nullable(),
  latestAudit: z.array(auditEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
