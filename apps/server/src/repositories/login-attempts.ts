import { and, count, eq, gt, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts, users } from '../db/schema';
import { knownDevices } from '../db/tables/sign-in';

export async function recordLoginAttempt(
  db: Db,
  attempt: {
    username: string;
    address: string;
    succeeded: boolean;
    at: Date;
    deviceHash?: string | null;
    /** 'directory' for a sign-in through the directory (AD), always a success. */
    kind?: 'password' | 'unlock' | 'directory';
  },
): Promise<number> {
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
  if (!row) throw new Error('The sign-in attempt could not be written');
  return row.id;
}

/** The attempt turned out a success: it clears the user name's failures from now on. */
export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** An attempt that was never looked at (it had to wait) leaves no trace. */
export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export interface Failures {
  count: number;
  /** The latest of them, from which the next wait is counted. */
  last: Date | null;
}

/**
 * Failures for the user name since `since`, counted from its last success or administrator's
 * unlock (either clears them); for the client address (a success does not clear them: one
 * valid account must not reset an address that is guessing at others); and for the device,
 * when one is given, counted from its last success.
 */
export async function countRecentFailures(
  db: Db,
  input: {
    username: string;
    address: string;
    deviceHash: string | null;
    since: { username: Date; address: Date; device: Date };
    /** The attempt being decided, already written as a failure: not counted against itself. */
    excludeId?: number;
  },
): Promise<{ username: Failures; address: Failures; device: Failures }> {
  const lastSuccess = async (match: SQL | undefined, since: Date) => {
    const [row] = await db
      .select({ at: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(match, eq(loginAttempts.succeeded, true)));
    return row?.at && row.at > since ? row.at : since;
  };
  const failures = async (match: SQL | undefined, since: Date): Promise<Failures> => {
    const [row] = await db
      .select({ n: count(), last: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(
        and(
          match,
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
          input.excludeId === undefined ? undefined : ne(loginAttempts.id, input.excludeId),
        ),
      );
    return { count: row?.n ?? 0, last: row?.last ?? null };
  };
  const byName = eq(loginAttempts.username, input.username);
  const byDevice =
    input.deviceHash === null ? null : and(byName, eq(loginAttempts.deviceHash, input.deviceHash));
  const [username, address, device] = await Promise.all([
    lastSuccess(byName, input.since.username).then((since) => failures(byName, since)),
    failures(eq(loginAttempts.address, input.address), input.since.address),
    byDevice
      ? lastSuccess(byDevice, input.since.device).then((since) => failures(byDevice, since))
      : Promise.resolve({ count: 0, last: null }),
  ]);
  return { username, address, device };
}

/** Whether the user with this (lower-cased) name has signed in from the device before. */
export async function isKnownDevice(
  db: Db,
  username: string,
  deviceHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(eq(knownDevices.deviceHash, deviceHash), sql`lower(${users.username}) = ${username}`),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers (or refreshes) the device a user has just signed in from. */
export async function rememberDevice(
  db: Db,
  input: { userId: number; deviceHash: string; now: Date },
): Promise<void> {
  await db
    .insert(knownDevices)
    .values({
      userId: input.userId,
      deviceHash: input.deviceHash,
      firstSeenAt: input.now,
      lastSeenAt: input.now,
    })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: input.now },
    });
}
