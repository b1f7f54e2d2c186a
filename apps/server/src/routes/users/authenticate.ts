import {
  authenticateRequestSchema,
  okSchema,
  tokenDataSchema,
  unlockRequestSchema,
} from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceIdOf, setDeviceCookie } from '../../auth/device';
import { passwordSignInAllowed, wrongSignInMethod } from '../../auth/directory/sign-in';
import { SignInDelayed, signIn, unlockUser } from '../../auth/sign-in';
import { notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { recordAudit } from '../../repositories/user-admin';
import { findUserRowByUsername } from '../../repositories/users';

const authenticateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'Sign in with a user name and password; opens a session. After failures, 429 with Retry-After; a device that signed in before keeps its own count (decision 0004)',
        body: authenticateRequestSchema,
        response: responses(tokenDataSchema),
      },
    },
    async (request, reply) => {
      // AUTH_METHOD=AD: only the break-glass administrator signs in by password (decision 0050).
      if (!passwordSignInAllowed(app, request.body.username)) throw wrongSignInMethod('AD');
      try {
        const { tokens, deviceId } = await signIn(app, {
          username: request.body.username,
          password: request.body.password,
          address: request.ip,
          deviceId: deviceIdOf(app, request),
        });
        setDeviceCookie(app, request, reply, deviceId);
        return tokens;
      } catch (error) {
        if (error instanceof SignInDelayed) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/users/unlock',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['session'],
        summary: "Clear a user name's sign-in failures (administrators who manage users)",
        security: [{ bearer: [] }],
        body: unlockRequestSchema,
        response: responses(okSchema),
      },
    },
    async (request) => {
      const done = await unlockUser(app, { username: request.body.username, address: request.ip });
      if (!done) throw notFound('No such user.');
      // An admin change: written to the audit trail (issue 16 §5; decision 0046).
      const row = await findUserRowByUsername(app.db, request.body.username);
      await recordAudit(app.db, {
        at: app.clock(),
        actor: request.auth?.user.username ?? '',
        action: 'user.unlock',
        targetType: 'user',
        target: row?.username ?? request.body.username,
        before: null,
        after: { unlocked: true },
      });
      return { ok: true as const };
    },
  );
};

export default authenticateRoute;
