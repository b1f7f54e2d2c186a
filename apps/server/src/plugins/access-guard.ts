import { API_POLICIES, type ApiPolicy, decideAccess } from '@portal/domain/access/api-policies';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../app-context';
import { challengeMatches } from '../auth/challenge';
import { directoryTokenGuard } from '../auth/directory/guard';
import { LINK_PARAM } from '../auth/download-links';
import {
  challengeMismatch,
  forbidden,
  passwordChangeRequired,
  sessionExpired,
  unauthenticated,
} from '../http/api-error';
import { findSessionWithUser, isLive, touchSession } from '../repositories/sessions';
import { accessSubjectOf, usernameKey } from '../repositories/users';

/**
 * The server's half of "one source of truth for access": every guarded call checks the jwt,
 * the live session and its challenge, then applies the route's policy with the same
 * `decideAccess` the web app uses. Public routes ignore the token and the challenge.
 */
async function accessGuardPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('directoryUser', null);

  // Added per route, after the rate limiter's own hook, so floods are counted before any
  // token is verified or any row read.
  app.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.access;
    if (policy === undefined || API_POLICIES[policy] === null) return;
    const links = route.config?.signedLinks === true;
    const duringPasswordChange = route.config?.duringPasswordChange === true;
    const held = route.config?.heldSession ?? null;
    const usual = guardFor(app, policy, links, duringPasswordChange, held);
    const guard =
      route.config?.directoryToken === true ? directoryTokenGuard(app, policy, usual) : usual;
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
}

function guardFor(
  app: FastifyInstance,
  policy: ApiPolicy,
  links: boolean,
  duringPasswordChange: boolean,
  held: HeldSession | null,
): onRequestHookHandler {
  return async function accessGuard(request) {
    const link = links ? linkOf(request) : null;
    const auth =
      link !== null
        ? await followLink(app, request, link)
        : ((held && (await heldAuth(app, request, held))) ?? (await authenticate(app, request)));
    // Live on every call: a disabled user's next call is refused even if a session survived.
    if (auth.user.isDisabled) throw sessionExpired();
    if (auth.user.mustChangePassword && !duringPasswordChange) throw passwordChangeRequired();
    if (decideAccess(policy, auth.subject) !== 'allow') throw forbidden();
    request.auth = auth;
  };
}

function linkOf(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[LINK_PARAM];
  return typeof value === 'string' ? value : null;
}

/**
 * A signed download link stands for its session, for the one file it names, until it expires
 * (decision 0027). The session must still be live: signing out ends its links too.
 */
async function followLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<Auth> {
  const { dir, file } = request.params as { dir?: unknown; file?: unknown };
  const now = app.clock();
  const target = typeof dir === 'string' && typeof file === 'string' ? { dir, file } : null;
  const signed = target ? app.linkSigner.verify(token, target, now) : null;
  if (!signed) throw unauthenticated('The download link is not valid or has expired.');
  const found = await findSessionWithUser(app.db, signed.sessionId);
  if (!found || !isLive(found.session, now)) throw sessionExpired();
  await touchSession(app.db, found.session, now);
  return { user: found.user, session: found.session, subject: accessSubjectOf(found.user) };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session a request names, as the database held it when a long transaction of that same
 * session took PGlite's one connection (decision 0076): null whenever the database is not held,
 * the jwt is not valid, or the request is not that session's (then the usual check runs).
 */
export type HeldSession = (
  request: FastifyRequest,
  sessionId: string,
) => Auth | null | Promise<Auth | null>;

/**
 * The access check of a request whose database is held by its own session's transaction.
 * Nothing else can commit while PGlite's one connection is held, so the session, the user and
 * their permissions are still what the transaction read when it began; the jwt, the challenge
 * and the session's time limits are checked now, as the usual guard does. The disabled flag,
 * the password change and the route's policy are then checked by the caller, as always.
 */
async function heldAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  held: HeldSession,
): Promise<Auth | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const now = app.clock();
  const claims = app.jwtSigner.verify(token, now);
  if (!claims || !SESSION_ID.test(claims.sessionId)) return null;
  const auth = await held(request, claims.sessionId);
  if (!auth || auth.session.id !== claims.sessionId) return null;
  if (!isLive(auth.session, app.clock())) throw sessionExpired();
  if (!challengeMatches(request, auth.session.challenge)) throw challengeMismatch();
  if (usernameKey(auth.user.username) !== usernameKey(claims.username)) throw sessionExpired();
  return auth;
}
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Auth> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthenticated();
  const now = app.clock();
  const claims = app.jwtSigner.verify(token, now);
  if (!claims) throw unauthenticated('The access token is not valid or has expired.');
  // Signed, but naming no session id this server makes: nothing to look up (decision 0023).
  if (!SESSION_ID.test(claims.sessionId)) throw sessionExpired();

  // One round trip: the live session (never cached, so a revoked family is refused at once),
  // its user and permissions; the company's flags come from their short in-process cache.
  const found = await findSessionWithUser(app.db, claims.sessionId);
  if (!found || !isLive(found.session, now)) throw sessionExpired();
  const { session, user } = found;
  if (!challengeMatches(request, session.challenge)) throw challengeMismatch();
  if (usernameKey(user.username) !== usernameKey(claims.username)) throw sessionExpired();
  // A write at most once per touch interval per session; most calls cost no write.
  await touchSession(app.db, session, now);
  return { user, session, subject: accessSubjectOf(user) };
}

export default fp(accessGuardPlugin, { name: 'access-guard', dependencies: ['route-access'] });
