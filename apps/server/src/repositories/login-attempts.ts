import { and, count, eq, gt, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts } from '../db/schema';

export async function recordLoginAttempt(
  db: Db,
  attempt: { username: string; address: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/**
 * Failures since `since` for the user name, counted from its last success (a success clears
 * them), and for the client address (a success does not: one valid account must not reset an
 * address that is guessing at others).
 */
export async function countRecentFailures(
  db: Db,
  input: { username: string; address: string; since: Date },
): Promise<{ username: number; address: number }> {
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, input.username), eq(loginAttempts.succeeded, true)));
  const usernameSince =
    lastSuccess?.at && lastSuccess.at > input.since ? lastSuccess.at : input.since;
  const failures = (match: SQL | undefined, since: Date) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(match, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)));
  const [[byUsername], [byAddress]] = await Promise.all([
    failures(eq(loginAttempts.username, input.username), usernameSince),
    failures(eq(loginAttempts.address, input.address), input.since),
  ]);
  return { username: byUsername?.n ?? 0, address: byAddress?.n ?? 0 };
}
