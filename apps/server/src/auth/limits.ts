/**
 * Every time limit of sign-in and sessions, in one place (decision records 0002 and 0004).
 *
 * - The access jwt lives 15 minutes; the browser refreshes it on its first 401.
 * - A session dies after 100 idle minutes: the spec's "timeout setting 100" (section 9),
 *   read as minutes.
 * - A session dies 12 hours after sign-in whatever its use: a working day, then sign in again.
 */
export const JWT_LIFETIME_MS = 15 * 60_000;
export const SESSION_IDLE_LIMIT_MS = 100 * 60_000;
export const SESSION_ABSOLUTE_LIMIT_MS = 12 * 60 * 60_000;

/**
 * Signed-in calls push the idle limit back, but write the session row at most this often, so
 * a busy user costs one write a minute, not one per call.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Sign-in throttling: failures per user name and per client address, in this window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
