import { userListSchema, usernameParamsSchema, userSchema } from '@portal/contracts/user';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { listUsers, loadUserByUsername, usernameKey } from '../../repositories/users';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['users'],
        summary: 'All users',
        security: [{ bearer: [] }],
        response: responses(userListSchema),
      },
    },
    async () => listUsers(app.db),
  );

  app.get(
    '/users/:username',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'One user: yourself, or anyone if you manage users',
        security: [{ bearer: [] }],
        params: usernameParamsSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const own = usernameKey(request.params.username) === usernameKey(auth.user.username);
      if (!own && !canManageUsers(auth.subject)) throw forbidden();
      if (own) return auth.user;
      const user = await loadUserByUsername(app.db, request.params.username);
      if (!user) throw notFound('No such user.');
      return user;
    },
  );
};

export default userRoutes;
