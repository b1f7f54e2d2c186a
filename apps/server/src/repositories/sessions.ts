import type { User } from '@portal/contracts/user';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SESSION_ABSOLUTE_LIMIT_MS,
  SESSION_IDLE_LIMIT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../auth/limits';
import { coalescedQuery } from '../db/coalesced-reads';
import type { Db } from '../db/database';
import { refreshTokens, sessions, users } from '../db/schema';
import { companyFlags } from './company';
import { permissionsColumn, permissionsFromColumn, toUser } from './users';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export type RevokeReason = 'logout' | 'reuse' | 'admin' | 'disabled' | 'passwordReset';

/** Live: not revoked, not past its absolute limit, used within the idle limit. */
export function isLive(session: SessionRow, now: Date): boolean {
  return (
    session.revokedAt === null &&
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() < idleDeadline(session).getTime()
  );
}

const idleDeadline = (session: SessionRow) =>
  new Date(session.lastUsedAt.getTime() + SESSION_IDLE_LIMIT_MS);

/** When the current refresh token stops working if nothing happens: idle or absolute limit. */
export function refreshDeadline(session: SessionRow): Date {
  const idle = idleDeadline(session);
  return idle < session.expiresAt ? idle : session.expiresAt;
}

export async function createSession(
  db: Db,
  input: { id: string; userId: number; challenge: string; tokenHash: string; now: Date },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        id: input.id,
        userId: input.userId,
        challenge: input.challenge,
        createdAt: input.now,
        lastUsedAt: input.now,
        expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_LIMIT_MS),
      })
      .returning();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: input.tokenHash, sessionId: input.id, createdAt: input.now });
    if (!session) throw new Error('The session could not be written');
    return session;
  });
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const rows = await db.select().from(sessions).where(eq(sessions.id, id));
  return rows[0] ?? null;
}

/**
 * The session with its user as the contract has it, in one round trip: the session row, the
 * user row and the permissions in one query, the company's flags from their short cache.
 * The session itself is never cached, so a revoked family is refused on its next call.
 */
export async function findSessionWithUser(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: User } | null> {
  const [row, system] = await Promise.all([sessionWithUserReads(db)(id), companyFlags(db)]);
  if (!row) return null;
  const user = toUser(row.user, permissionsFromColumn(row.permissions), system);
  return { session: row.session, user };
}

const prepareSessionWithUser = (db: Db) =>
  db
    .select({ session: sessions, user: users, permissions: permissionsColumn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')})`)
    .prepare('find_sessions_with_users');

/** The guard's read: the sessions of the requests of one turn in one query (coalesced-reads.ts). */
const sessionWithUserReads = coalescedQuery(prepareSessionWithUser, 'ids', (row) => row.session.id);

export async function findByRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow; username: string } | null> {
  const rows = await db
    .select({ token: refreshTokens, session: sessions, username: users.username })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return rows[0] ?? null;
}

/**
 * Spends the token and records its successor in one conditional write. False when the token
 * was already spent, including by a concurrent refresh that got there first.
 */
export async function rotateRefreshToken(
  db: Db,
  input: { sessionId: string; spentHash: string; newHash: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ spentAt: input.now, replacedBy: input.newHash })
      .where(and(eq(refreshTokens.tokenHash, input.spentHash), isNull(refreshTokens.spentAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (spent.length === 0) return false;
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: input.newHash, sessionId: input.sessionId, createdAt: input.now });
    await tx
      .update(sessions)
      .set({ lastUsedAt: input.now })
      .where(eq(sessions.id, input.sessionId));
    return true;
  });
}

/** Ends the whole family: its refresh tokens and jwts are refused from now on. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Pushes the idle limit back, writing at most once per touch interval. */
export async function touchSession(db: Db, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
}
