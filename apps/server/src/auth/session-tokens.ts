import { randomUUID } from 'node:crypto';
import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { challengeMismatch, sessionExpired } from '../http/api-error';
import {
  createSession,
  findByRefreshToken,
  isLive,
  type RefreshTokenRow,
  refreshDeadline,
  revokeSession,
  rotateRefreshToken,
  type SessionRow,
  touchSession,
} from '../repositories/sessions';
import { REFRESH_GRACE_MS } from './limits';
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

/** The successor of a refresh token: derived, so every caller holding it gets the same one. */
const successorOf = (app: FastifyInstance, refreshToken: string) =>
  app.jwtSigner.mac('refresh-successor', refreshToken);

/** How far the grace path follows a chain of successors spent within the window. */
const MAX_GRACE_STEPS = 8;

/**
 * POST /users/refresh: checks the session's challenge, spends the token and issues its
 * successor. The successor is derived from the token with the server's key, so a caller
 * presenting the same token within the grace window (another tab, a retry whose answer was
 * lost, a parallel call that lost the race) gets the same successor and the family lives on.
 * A spent token presented after the window means two parties hold the family's tokens: the
 * whole family is revoked (decision 0002, RFC 9700 section 4.14.2).
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string,
  challengeOk: (expected: string) => boolean,
): Promise<{ tokens: TokenData } | { reused: true }> {
  const now = app.clock();
  let found = await liveSessionOf(app, refreshToken, now);
  // A thief with the token but not the tab's session storage gets nothing and spends nothing.
  if (!challengeOk(found.session.challenge)) throw challengeMismatch();
  const next = successorOf(app, refreshToken);
  if (found.token.spentAt === null) {
    const rotated = await rotateRefreshToken(app.db, {
      sessionId: found.session.id,
      spentHash: found.token.tokenHash,
      newHash: hashToken(next),
      now,
    });
    if (rotated) {
      const renewed = { ...found.session, lastUsedAt: now };
      return { tokens: await tokenData(app, renewed, found.username, next, now) };
    }
    // Another call spent it between our read and our write: read what it left.
    found = await liveSessionOf(app, refreshToken, now);
  }
  const successor = await graceSuccessor(app, refreshToken, found.token, now);
  if (successor === null) {
    await revokeSession(app.db, found.session.id, 'reuse', now);
    return { reused: true };
  }
  const renewed = { ...found.session, lastUsedAt: now };
  return { tokens: await tokenData(app, renewed, found.username, successor, now) };
}

/**
 * Within the grace window, the current token of the chain that starts at a spent token: its
 * successor, or that one's if it was spent in turn. Null outside the window or when the chain
 * does not hold (a successor this server did not derive).
 */
async function graceSuccessor(
  app: FastifyInstance,
  spent: string,
  spentRow: RefreshTokenRow,
  now: Date,
): Promise<string | null> {
  if (spentRow.spentAt === null) return null;
  if (now.getTime() - spentRow.spentAt.getTime() > REFRESH_GRACE_MS) return null;
  let raw = spent;
  let row: RefreshTokenRow | null = spentRow;
  for (let step = 0; step < MAX_GRACE_STEPS && row?.spentAt; step += 1) {
    const next = successorOf(app, raw);
    if (row.replacedBy !== hashToken(next)) return null;
    raw = next;
    row = (await findByRefreshToken(app.db, hashToken(next)))?.token ?? null;
  }
  return row && row.spentAt === null ? raw : null;
}

/** POST /users/logout: ends the family of any token of it, spent or not; silent otherwise. */
export async function endSession(app: FastifyInstance, refreshToken: string): Promise<void> {
  const found = await findByRefreshToken(app.db, hashToken(refreshToken));
  if (found) await revokeSession(app.db, found.session.id, 'logout', app.clock());
}
