import { randomUUID } from 'node:crypto';
import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { challengeMismatch, sessionExpired } from '../http/api-error';
import {
  createSession,
  findByRefreshToken,
  isLive,
  refreshDeadline,
  revokeSession,
  rotateRefreshToken,
  type SessionRow,
  touchSession,
} from '../repositories/sessions';
import { hashToken, randomToken } from './tokens';

async function tokenData(
  app: FastifyInstance,
  session: SessionRow,
  username: string,
  refreshToken: string,
  now: Date,
): Promise<TokenData> {
  const { jwt, expiresAt } = await app.jwtSigner.sign({ username, sessionId: session.id }, now);
  return {
    username,
    jwt,
    refreshToken,
    challenge: session.challenge,
    jwtExpiresAt: expiresAt.toISOString(),
    refreshExpiresAt: refreshDeadline(session).toISOString(),
    sessionExpiresAt: session.expiresAt.toISOString(),
  };
}

/** Opens a session family for a user who has just proved who they are. */
export async function openSession(
  app: FastifyInstance,
  user: { id: number; username: string },
): Promise<TokenData> {
  const now = app.clock();
  const refreshToken = randomToken();
  const session = await createSession(app.db, {
    id: randomUUID(),
    userId: user.id,
    challenge: randomToken(),
    tokenHash: hashToken(refreshToken),
    now,
  });
  return tokenData(app, session, user.username, refreshToken, now);
}

/** The live session a current (unspent) refresh token belongs to, or a 401. */
async function liveSessionOf(app: FastifyInstance, refreshToken: string, now: Date) {
  const found = await findByRefreshToken(app.db, hashToken(refreshToken));
  if (!found || !isLive(found.session, now)) throw sessionExpired();
  return found;
}

/** POST /users/login: the session's user id, after checking the token and the challenge. */
export async function resumeSession(
  app: FastifyInstance,
  refreshToken: string,
  challengeOk: (expected: string) => boolean,
): Promise<number> {
  const now = app.clock();
  const { token, session } = await liveSessionOf(app, refreshToken, now);
  if (token.spentAt !== null) throw sessionExpired();
  if (!challengeOk(session.challenge)) throw challengeMismatch();
  await touchSession(app.db, session, now);
  return session.userId;
}

/**
 * POST /users/refresh: spends the token and issues its successor. A spent token presented
 * again means two parties hold the family's tokens, so the whole family is revoked.
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string,
): Promise<{ tokens: TokenData } | { reused: true }> {
  const now = app.clock();
  const { token, session, username } = await liveSessionOf(app, refreshToken, now);
  const next = randomToken();
  const rotated =
    token.spentAt === null &&
    (await rotateRefreshToken(app.db, {
      sessionId: session.id,
      spentHash: token.tokenHash,
      newHash: hashToken(next),
      now,
    }));
  if (!rotated) {
    await revokeSession(app.db, session.id, 'reuse', now);
    return { reused: true };
  }
  const renewed = { ...session, lastUsedAt: now };
  return { tokens: await tokenData(app, renewed, username, next, now) };
}

/** POST /users/logout: ends the family of any token of it, spent or not; silent otherwise. */
export async function endSession(app: FastifyInstance, refreshToken: string): Promise<void> {
  const found = await findByRefreshToken(app.db, hashToken(refreshToken));
  if (found) await revokeSession(app.db, found.session.id, 'logout', app.clock());
}
