import type { TokenData } from '@portal/contracts/auth';
import type { User } from '@portal/contracts/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthenticated } from '../../http/api-error';
import { directorySignUpRoleId } from '../../repositories/company';
import { createDirectoryUser } from '../../repositories/directory-users';
import { recordLoginAttempt } from '../../repositories/login-attempts';
import { recordTrackingEvent } from '../../repositories/tracking';
import { markSignedIn } from '../../repositories/user-admin';
import {
  findUserRowByUsername,
  loadUser,
  type UserRow,
  usernameKey,
} from '../../repositories/users';
import { openSession } from '../session-tokens';
import { type DirectoryIdentity, DirectoryTokenError, type DirectoryVerifier } from './verifier';

export const notSetUp = () =>
  new ApiError(
    403,
    'notSetUp',
    'Your directory account is not set up in the portal; ask your administrator to add you.',
  );
export const wrongSignInMethod = (method: 'AD' | 'PASSWORD') =>
  new ApiError(
    403,
    'wrongSignInMethod',
    method === 'AD'
      ? 'This portal signs in through the directory; password sign-in is refused.'
      : 'This portal signs in with a user name and password; directory sign-in is refused.',
  );
export const accountDisabled = () =>
  new ApiError(403, 'accountDisabled', 'This account is disabled.');
const directoryDown = () =>
  new ApiError(503, 'internal', 'The directory cannot be reached; try again in a moment.');

/** The verifier when the method is AD; a refusal otherwise. */
export function directoryOf(app: FastifyInstance): DirectoryVerifier {
  if (!app.directory) throw wrongSignInMethod('PASSWORD');
  return app.directory;
}

/**
 * A nonce already exchanged, until its token expires: a directory token opens one portal
 * session, not one per replay (decision 0049). Per process, like the flood limit.
 */
class SpentNonces {
  readonly #until = new Map<string, number>();

  spend(nonce: string, expiresAt: number, nowMs: number): boolean {
    for (const [key, until] of this.#until) if (until < nowMs) this.#until.delete(key);
    if (this.#until.has(nonce)) return false;
    this.#until.set(nonce, expiresAt);
    return true;
  }
}
const spentNonces = new WeakMap<FastifyInstance, SpentNonces>();

/** The verified identity of a directory token, or a logged 401 that creates nothing. */
export async function verifyDirectoryToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<DirectoryIdentity> {
  const directory = directoryOf(app);
  try {
    return await directory.verify(token, app.clock());
  } catch (error) {
    if (error instanceof DirectoryTokenError) {
      request.log.warn({ reason: error.message, address: request.ip }, 'directory token refused');
      throw unauthenticated('The directory token is not valid.');
    }
    request.log.error({ err: error }, 'directory unreachable');
    throw directoryDown();
  }
}

/**
 * The portal user row a verified directory identity names. A directory account with no
 * portal user is created with the company's sign-up role when one is set (decision 0030),
 * and refused as "not set up" otherwise; a disabled user is refused.
 */
async function directoryUserRow(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: DirectoryIdentity,
): Promise<UserRow> {
  let row = await findUserRowByUsername(app.db, usernameKey(identity.username));
  if (!row) {
    const roleId = await directorySignUpRoleId(app.db);
    if (roleId !== null) row = await createDirectoryUser(app.db, identity, roleId, app.clock());
    if (!row) {
      request.log.info({ username: identity.username }, 'directory user not set up in the portal');
      throw notSetUp();
    }
    request.log.info(
      { username: row.username, roleId },
      'portal user created at directory sign-in',
    );
  }
  if (row.isDisabled) {
    request.log.info({ username: row.username }, 'directory sign-in refused: account disabled');
    throw accountDisabled();
  }
  return row;
}

/** The portal user a verified directory identity names (GET /users/{username} with AD). */
export async function directoryUser(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: DirectoryIdentity,
): Promise<User> {
  const row = await directoryUserRow(app, request, identity);
  const user = await loadUser(app.db, row.id);
  if (!user) throw notSetUp();
  return user;
}

/**
 * POST /users/directory/session: a directory id token exchanged for the portal's own session
 * family, the same one a password sign-in opens (decision 0049).
 */
export async function exchangeDirectoryToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<TokenData> {
  const identity = await verifyDirectoryToken(app, request, token);
  const now = app.clock();
  // Only a sign-in the portal started opens a session: its nonce is one this server issued.
  const refusal = app.directoryNonces.refusal(identity.nonce, now);
  if (refusal !== null || identity.nonce === undefined) {
    request.log.warn(
      { username: identity.username, reason: refusal, address: request.ip },
      'directory token refused',
    );
    throw unauthenticated('The directory token is not valid.');
  }
  let nonces = spentNonces.get(app);
  if (!nonces) {
    nonces = new SpentNonces();
    spentNonces.set(app, nonces);
  }
  if (!nonces.spend(identity.nonce, identity.expiresAt, now.getTime())) {
    request.log.warn({ username: identity.username }, 'directory token exchanged twice');
    throw unauthenticated('The directory token is not valid.');
  }
  const row = await directoryUserRow(app, request, identity);
  const tokens = await openSession(app, row);
  await markSignedIn(app.db, row.id, now);
  // Counted with password sign-ins on the admin dashboard (issue 16).
  await recordLoginAttempt(app.db, {
    at: now,
    username: usernameKey(row.username),
    address: request.ip,
    succeeded: true,
    kind: 'directory',
  });
  await recordTrackingEvent(app.db, {
    at: now,
    username: row.username,
    eventType: 'LOGIN',
    formName: 'login',
    controlName: '',
    detail: { method: 'AD' },
  });
  request.log.info({ username: row.username }, 'signed in through the directory');
  return tokens;
}

/**
 * Password sign-in while the method is AD is refused, except for the break-glass local
 * administrator named by ADMIN_USERNAME (decision 0050).
 */
export function passwordSignInAllowed(app: FastifyInstance, username: string): boolean {
  if (app.config.authMethod !== 'AD') return true;
  const breakGlass = app.config.adminUsername;
  return breakGlass !== undefined && usernameKey(breakGlass) === usernameKey(username);
}
