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

/**
 * A spent refresh token presented again within this time of its spending gets the same
 * successor instead of revoking the family: two tabs refreshing at once, or a retry whose
 * first answer was lost (decision 0002). After it, reuse still revokes the family.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Sign-in protection (decision 0004): failures are never a lock, only a growing wait before
 * the next attempt is looked at. Each scope allows `free` failures in `window`, then asks for
 * `baseMs`, doubling with each further failure up to `capMs`, counted from the last failure.
 */
export interface DelayRule {
  windowMs: number;
  free: number;
  baseMs: number;
  capMs: number;
}

/** Per user name: a password guesser gets a few attempts an hour; the owner waits seconds. */
export const ACCOUNT_DELAY: DelayRule = {
  windowMs: 24 * 60 * 60_000,
  free: 5,
  baseMs: 2_000,
  capMs: 15 * 60_000,
};

/** Per client address: slows spraying across accounts, but an office behind one NAT waits at most a minute. */
export const ADDRESS_DELAY: DelayRule = {
  windowMs: 60 * 60_000,
  free: 20,
  baseMs: 1_000,
  capMs: 60_000,
};

/** Per known device (its signed cookie lets it past the two above): a stolen cookie is no free pass. */
export const DEVICE_DELAY: DelayRule = ACCOUNT_DELAY;

/** The device cookie lives 400 days, the longest browsers keep one. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The wait a rule asks for after `failures` failures; 0 while they are within the free ones. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.free) return 0;
  const doublings = failures - rule.free;
  // 2^20 already dwarfs any cap: no overflow, whatever the count.
  return Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(doublings, 20));
}

/** Milliseconds still to wait before an attempt is looked at; 0 when it may go ahead. */
export function waitFor(
  rule: DelayRule,
  failures: { count: number; last: Date | null },
  now: Date,
): number {
  const delay = delayAfter(rule, failures.count);
  if (delay === 0 || failures.last === null) return 0;
  return Math.max(0, failures.last.getTime() + delay - now.getTime());
}
