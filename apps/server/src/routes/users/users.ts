import {
  auditPageSchema,
  auditQuerySchema,
  TOTAL_COUNT_HEADER,
  userListQuerySchema,
} from '@portal/contracts/admin';
import { userListSchema, usernameParamsSchema, userSchema } from '@portal/contracts/user';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { listAudit, listUserPage } from '../../repositories/user-admin';
import { findUserRowByUsername, loadUserByUsername, usernameKey } from '../../repositories/users';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['users'],
        summary: 'All users; or, with the query, one page of them searched and sorted',
        description:
          'Without a query: every user (platform spec 7). With `limit`, one page; the ' +
          'X-Total-Count header tells how many users match. `username` finds exactly one user ' +
          'whatever its name, even one named like a fixed route (decision 0044).',
        security: [{ bearer: [] }],
        querystring: userListQuerySchema,
        response: responses(userListSchema),
      },
    },
    async (request, reply) => {
      const { users, total } = await listUserPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  );

  app.get(
    '/users/GetAuditTrail',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary: 'The admin audit trail, newest first: every change, or those to one user',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: responses(auditPageSchema),
      },
    },
    async (request) => {
      const { username, ...page } = request.query;
      if (username === undefined) return listAudit(app.db, page);
      // The name as stored, which is what the trail records.
      const row = await findUserRowByUsername(app.db, username);
      return listAudit(app.db, { ...page, username: row?.username ?? username });
    },
  );

  app.get(
    '/users/:username',
    {
      config: { access: 'signedIn', duringPasswordChange: true, directoryToken: true },
      schema: {
        tags: ['users'],
        summary:
          'One user: yourself, or anyone if you manage users; with AD also your directory token',
        security: [{ bearer: [] }],
        params: usernameParamsSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const directoryUser = request.directoryUser;
      if (directoryUser) {
        const own = usernameKey(request.params.username) === usernameKey(directoryUser.username);
        if (!own) throw forbidden();
        return directoryUser;
      }
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
