import { authenticateRequestSchema, tokenDataSchema } from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signIn } from '../../auth/sign-in';
import { responses } from '../../http/responses';

const authenticateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in with a user name and password; opens a session',
        body: authenticateRequestSchema,
        response: responses(tokenDataSchema),
      },
    },
    async (request) =>
      signIn(app, {
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
      }),
  );
};

export default authenticateRoute;
