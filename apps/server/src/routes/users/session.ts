import { okSchema, refreshTokenObjectSchema, tokenDataSchema } from '@portal/contracts/auth';
import { userSchema } from '@portal/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeMatches } from '../../auth/challenge';
import { endSession, resumeSession, rotateSession } from '../../auth/session-tokens';
import { sessionExpired } from '../../http/api-error';
import { responses } from '../../http/responses';
import { loadUser } from '../../repositories/users';

/**
 * The calls that take the stored refresh token object. They are public to the access guard
 * because the refresh token, not a jwt, is what authenticates them.
 */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, from the stored refresh token object (not rotated)',
        security: [{ challenge: [] }],
        body: refreshTokenObjectSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const userId = await resumeSession(app, request.body.refreshToken, (expected) =>
        challengeMatches(request, expected),
      );
      const user = await loadUser(app.db, userId);
      if (!user) throw sessionExpired();
      return user;
    },
  );

  app.post(
    '/users/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          "A new jwt and refresh token, with the session's challenge header; the presented refresh token is spent (the same successor again within 30 s)",
        security: [{ challenge: [] }],
        body: refreshTokenObjectSchema,
        response: responses(tokenDataSchema),
      },
    },
    async (request) => {
      const result = await rotateSession(app, request.body.refreshToken, (expected) =>
        challengeMatches(request, expected),
      );
      if ('reused' in result) {
        request.log.warn('spent refresh token presented again: session family revoked');
        throw sessionExpired();
      }
      return result.tokens;
    },
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Ends the session family; answers ok whatever the token',
        body: refreshTokenObjectSchema,
        response: responses(okSchema),
      },
    },
    async (request) => {
      await endSession(app, request.body.refreshToken);
      return { ok: true as const };
    },
  );
};

export default sessionRoutes;
