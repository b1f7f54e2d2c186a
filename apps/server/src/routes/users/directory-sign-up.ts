import { directorySignUpSchema } from '@portal/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { directorySignUpRoleId, setDirectorySignUpRoleId } from '../../repositories/company';
import { findRole } from '../../repositories/roles';
import { recordAudit } from '../../repositories/user-admin';

/**
 * The company's just-in-time setting for directory sign-in (issue 17; decision 0030): the
 * role a directory account with no portal user is created with at its first sign-in, or
 * null (the default) to refuse it as "not set up". Read by user managers, changed by
 * administrators, every change audited.
 */
const directorySignUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/DirectorySignUp',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['roles'],
        summary: 'The role given to directory users at their first sign-in (null: none created)',
        security: [{ bearer: [] }],
        response: responses(directorySignUpSchema),
      },
    },
    async () => ({ roleId: await directorySignUpRoleId(app.db) }),
  );

  app.post(
    '/users/DirectorySignUp',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['roles'],
        summary: 'Sets the role given to directory users at their first sign-in (admin only)',
        security: [{ bearer: [] }],
        body: directorySignUpSchema,
        response: responses(directorySignUpSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const { roleId } = request.body;
      const role = roleId === null ? null : await findRole(app.db, roleId);
      if (roleId !== null && !role) throw notFound('No such role.');
      const beforeId = await directorySignUpRoleId(app.db);
      const before = beforeId === null ? null : await findRole(app.db, beforeId);
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await setDirectorySignUpRoleId(tx, roleId, now);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'settings.directorySignUp',
          targetType: 'company',
          target: 'directorySignUp',
          before: { role: before?.name ?? null },
          after: { role: role?.name ?? null },
        });
      });
      return { roleId };
    },
  );
};

export default directorySignUpRoutes;
