import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import {
  countRecentFailures,
  forgetAttempt,
  isKnownDevice,
  markAttemptSucceeded,
  recordLoginAttempt,
  rememberDevice,
} from '../repositories/login-attempts';
import { recordTrackingEvent } from '../repositories/tracking';
import { markSignedIn } from '../repositories/user-admin';
import { findUserRowByUsername, usernameKey } from '../repositories/users';
import { deviceHashOf } from './device';
import { ACCOUNT_DELAY, ADDRESS_DELAY, DEVICE_DELAY, waitFor } from './limits';
import { getDummyHash, verifyPassword } from './passwords';
import { openSession } from './session-tokens';
import { randomToken } from './tokens';

const invalidCredentials = () =>
  new ApiError(401, 'invalidCredentials', 'The user name or password is incorrect.');

/** A 429 that says how long to wait: the route sends it as Retry-After. */
export class SignInDelayed extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'tooManyAttempts',
      `Too many failed sign-in attempts; try again in ${retryAfterSeconds} s.`,
    );
  }
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * POST /users/authenticate (decision 0004). Failures slow the user name and the address down
 * with growing waits, never a lock; the right password from a device that signed in to the
 * account before is looked at whatever the name's and the address's waits (its own failures
 * have their own). An unknown user name costs the same argon2 check as a wrong password and
 * gets the same answer.
 */
export async function signIn(
  app: FastifyInstance,
  input: { username: string; password: string; address: string; deviceId: string | null },
): Promise<{ tokens: TokenData; deviceId: string }> {
  const now = app.clock();
  const username = usernameKey(input.username);
  const deviceHash = input.deviceId === null ? null : deviceHashOf(input.deviceId);
  // Written as a failure before anything is decided, so that attempts racing in parallel
  // count each other: a burst cannot slip guesses past the waits before any is recorded.
  const attemptId = await recordLoginAttempt(app.db, {
    username,
    address: input.address,
    succeeded: false,
    at: now,
    deviceHash,
  });
  const [failures, known] = await Promise.all([
    countRecentFailures(app.db, {
      username,
      address: input.address,
      deviceHash,
      excludeId: attemptId,
      since: {
        username: ago(now, ACCOUNT_DELAY.windowMs),
        address: ago(now, ADDRESS_DELAY.windowMs),
        device: ago(now, DEVICE_DELAY.windowMs),
      },
    }),
    deviceHash === null ? false : isKnownDevice(app.db, username, deviceHash),
  ]);
  const waitMs = known
    ? waitFor(DEVICE_DELAY, failures.device, now)
    : Math.max(
        waitFor(ACCOUNT_DELAY, failures.username, now),
        waitFor(ADDRESS_DELAY, failures.address, now),
      );
  if (waitMs > 0) {
    // Not kept: waiting attempts must not make the wait longer, or the owner could never
    // get back in while someone keeps knocking.
    await forgetAttempt(app.db, attemptId);
    app.log.warn({ username, address: input.address, known, failures }, 'sign-in delayed');
    app.metrics.signIn('delayed', Math.ceil(waitMs / 1000));
    throw new SignInDelayed(Math.ceil(waitMs / 1000));
  }

  const user = await findUserRowByUsername(app.db, username);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    input.password,
  );
  if (!user || !passwordOk) {
    app.log.info({ username, address: input.address }, 'sign-in refused');
    app.metrics.signIn('refused');
    throw invalidCredentials();
  }
  await markAttemptSucceeded(app.db, attemptId);

  if (user.isDisabled) {
    app.log.info({ username }, 'sign-in refused: account disabled');
    app.metrics.signIn('disabled');
    throw new ApiError(403, 'accountDisabled', 'This account is disabled.');
  }
  const deviceId = input.deviceId ?? randomToken();
  const [tokens] = await Promise.all([
    openSession(app, user),
    rememberDevice(app.db, { userId: user.id, deviceHash: deviceHashOf(deviceId), now }),
    markSignedIn(app.db, user.id, now),
  ]);
  await recordTrackingEvent(app.db, {
    at: now,
    username: user.username,
    eventType: 'LOGIN',
    formName: 'login',
    controlName: '',
    detail: {},
  });
  app.log.info({ username: user.username }, 'signed in');
  app.metrics.signIn('succeeded');
  return { tokens, deviceId };
}

/**
 * POST /users/unlock: an administrator clears a user name's failures (recorded as an 'unlock'
 * success, so the history stays). False when there is no such user.
 */
export async function unlockUser(
  app: FastifyInstance,
  input: { username: string; address: string },
): Promise<boolean> {
  const user = await findUserRowByUsername(app.db, input.username);
  if (!user) return false;
  await recordLoginAttempt(app.db, {
    username: usernameKey(user.username),
    address: input.address,
    succeeded: true,
    at: app.clock(),
    kind: 'unlock',
  });
  app.log.info({ username: user.username }, 'sign-in failures cleared by an administrator');
  return true;
}
