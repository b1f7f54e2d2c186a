import {
  roleDeletedSchema,
  roleIdBodySchema,
  roleIdParamsSchema,
  roleListSchema,
  roleSaveSchema,
  roleSchema,
} from '@portal/contracts/admin';
import { selfChangeRefusal } from '@portal/domain/access/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  roleNameTaken,
  updateRole,
} from '../../repositories/roles';
import { recordAudit } from '../../repositories/user-admin';

/**
 * Roles (platform spec 6 and 7, issue 16 §2; paths in decision 0045): a role is a named set
 * of permission flags. GET /users/GetAllRoles is the spec's call; get, update (create when no
 * id is given) and delete follow its naming. Changing a role rewrites the permissions of every
 * user who holds it; a role is not deleted while anyone holds it.
 */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/GetAllRoles',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['roles'],
        summary: 'All roles, with their permissions and how many users hold each',
        security: [{ bearer: [] }],
        response: responses(roleListSchema),
      },
    },
    async () => listRoles(app.db),
  );

  app.get(
    '/users/GetRole/:roleId',
    {
      config: { access: 'userManagement' },
      schema: {
        tags: ['roles'],
        summary: 'One role',
        security: [{ bearer: [] }],
        params: roleIdParamsSchema,
        response: responses(roleSchema),
      },
    },
    async (request) => {
      const role = await findRole(app.db, request.params.roleId);
      if (!role) throw notFound('No such role.');
      return role;
    },
  );

  app.post(
    '/users/UpdateRole',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['roles'],
        summary: 'Creates a role (no roleId) or changes one and its users (admin only)',
        security: [{ bearer: [] }],
        body: roleSaveSchema,
        response: responses(roleSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const save = request.body;
      const before = save.roleId === undefined ? null : await findRole(app.db, save.roleId);
      if (save.roleId !== undefined && !before) throw notFound('No such role.');
      if (await roleNameTaken(app.db, save)) {
        throw new ApiError(409, 'conflict', 'Another role already has this name.');
      }
      // An administrator who holds the role cannot take the admin right out of it.
      const refusal = selfChangeRefusal({
        isSelf: before !== null && auth.user.roleId === before.roleId,
        before: auth.user.permissions,
        after: save.permissions,
      });
      if (refusal) {
        throw new ApiError(403, 'selfChange', 'The admin right cannot leave a role you hold.');
      }
      const now = app.clock();
      const roleId = await app.db.transaction(async (tx) => {
        let id = save.roleId;
        if (id === undefined) id = await insertRole(tx, save, now);
        else await updateRole(tx, { ...save, roleId: id }, now);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: before ? 'role.update' : 'role.create',
          targetType: 'role',
          target: save.name,
          before: before && {
            name: before.name,
            nameFr: before.nameFr,
            permissions: before.permissions,
            userCount: before.userCount,
          },
          after: { name: save.name, nameFr: save.nameFr, permissions: save.permissions },
        });
        return id;
      });
      const role = await findRole(app.db, roleId);
      if (!role) throw notFound('No such role.');
      return role;
    },
  );

  app.post(
    '/users/DeleteRole',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['roles'],
        summary: 'Deletes a role no user holds (admin only)',
        security: [{ bearer: [] }],
        body: roleIdBodySchema,
        response: responses(roleDeletedSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const role = await findRole(app.db, request.body.roleId);
      if (!role) throw notFound('No such role.');
      if (role.userCount > 0) {
        throw new ApiError(
          409,
          'conflict',
          `${role.userCount} user(s) hold this role; give them another role first.`,
          [{ path: 'roleId', message: String(role.userCount) }],
        );
      }
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await deleteRole(tx, role.roleId);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'role.delete',
          targetType: 'role',
          target: role.name,
          before: { name: role.name, nameFr: role.nameFr, permissions: role.permissions },
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
};

export default roleRoutes;
