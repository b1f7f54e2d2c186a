import { userWidgetListSchema, widgetsRequestSchema } from '@portal/contracts/shell';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { loadUserByUsername, usernameKey } from '../../repositories/users';
import { listWidgetCatalogue, widgetsOfUser } from '../../repositories/widgets';

/**
 * POST /api/BI/GetAllUserWidgets (platform spec 7): the dashboard widgets of the user in the
 * body (the caller, unless the caller manages users), sorted by displayOrder.
 */
const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/BI/GetAllUserWidgets',
    {
      config: { access: 'businessIntelligence' },
      schema: {
        tags: ['bi'],
        summary: 'A user’s dashboard widgets with their ON/OFF state, in display order',
        security: [{ bearer: [] }],
        body: widgetsRequestSchema,
        response: responses(userWidgetListSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const asked = request.body.username;
      let user = auth.user;
      if (asked !== undefined && usernameKey(asked) !== usernameKey(auth.user.username)) {
        if (!canManageUsers(auth.subject)) throw forbidden();
        const other = await loadUserByUsername(app.db, asked);
        if (!other) throw notFound('No such user.');
        user = other;
      }
      return widgetsOfUser(await listWidgetCatalogue(app.db), user);
    },
  );
};

export default widgetRoutes;
