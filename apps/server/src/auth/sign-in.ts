import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { countRecentFailures, recordLoginAttempt } from '../repositories/login-attempts';
import { recordTrackingEvent } from '../repositories/tracking';
import { findUserRowByUsername, usernameKey } from '../repositories/users';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USERNAME } from './limits';
import { getDummyHash, verifyPassword } from './passwords';
import { openSession } from './session-tokens';

const invalidCredentials = () =>
  new ApiError(401, 'invalidCredentials', 'The user name or password is incorrect.');

/**
 * POST /users/authenticate (decision 0004). Throttled per user name and per address; an
 * unknown user name costs the same argon2 check as a wrong password and gets the same answer.
 */
export async function signIn(
  app: FastifyInstance,
  input: { username: string; password: string; address: string },
): Promise<TokenData> {
  const now = app.clock();
  const username = usernameKey(input.username);
  const failures = await countRecentFailures(app.db, {
    username,
    address: input.address,
    since: new Date(now.getTime() - LOGIN_WINDOW_MS),
  });
  if (
    failures.username >= MAX_FAILURES_PER_USERNAME ||
    failures.address >= MAX_FAILURES_PER_ADDRESS
  ) {
    app.log.warn({ username, address: input.address, failures }, 'sign-in throttled');
    throw new ApiError(
      429,
      'tooManyAttempts',
      'Too many failed sign-in attempts; try again later.',
    );
  }

  const user = await findUserRowByUsername(app.db, username);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    input.password,
  );
  const succeeded = user !== null && passwordOk;
  await recordLoginAttempt(app.db, { username, address: input.address, succeeded, at: now });
  if (!user || !succeeded) {
    app.log.info({ username, address: input.address }, 'sign-in refused');
    throw invalidCredentials();
  }

  const tokens = await openSession(app, user);
  await recordTrackingEvent(app.db, {
    at: now,
    username: user.username,
    eventType: 'LOGIN',
    formName: 'login',
    controlName: '',
    detail: {},
  });
  app.log.info({ username: user.username }, 'signed in');
  return tokens;
}
