import {
  passwordChangeSchema,
  sessionsEndedSchema,
  temporaryPasswordSchema,
  userAccessUpdateSchema,
  usernameBodySchema,
} from '@portal/contracts/admin';
import { okSchema } from '@portal/contracts/auth';
import { userSchema } from '@portal/contracts/user';
import { selfChangeRefusal } from '@portal/domain/access/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { temporaryPassword } from '../../auth/temporary-password';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { findRole, writePermissions } from '../../repositories/roles';
import { recordAudit, revokeUserSessions, setUserFlags } from '../../repositories/user-admin';
import { findUserRowByUsername, loadUser, usernameKey } from '../../repositories/users';

const selfChange = (why: string) =>
  new ApiError(403, 'selfChange', `An administrator cannot ${why} themselves.`);

const SELF_TEXT = {
  ownAdminRight: 'remove the admin right from',
  disableSelf: 'disable',
  resetSelf: 'reset the password of',
} as const;

function authOf(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw forbidden();
  return request.auth;
}

/**
 * The users screen's changes (issue 16 §1): access (role, permissions, disabled), signing a
 * user out everywhere, and a password reset; and the user's own password change that a reset
 * forces at the next sign-in. Each admin change is written to the audit trail in the same
 * transaction, with what it was before and after.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/UpdateUserAccess',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary: "Changes a user's role, permissions or disabled state (admin only)",
        security: [{ bearer: [] }],
        body: userAccessUpdateSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const row = await findUserRowByUsername(app.db, body.username);
      if (!row) throw notFound('No such user.');
      const before = await loadUser(app.db, row.id);
      if (!before) throw notFound('No such user.');

      let permissions = before.permissions;
      if (body.roleId !== undefined && body.roleId !== null) {
        const role = await findRole(app.db, body.roleId);
        if (!role) throw new ApiError(400, 'validation', `No role has the id ${body.roleId}.`);
        permissions = role.permissions;
      }
      if (body.permissions) permissions = body.permissions;
      const isDisabled = body.isDisabled ?? before.isDisabled;
      const refusal = selfChangeRefusal({
        isSelf: usernameKey(row.username) === usernameKey(auth.user.username),
        before: before.permissions,
        after: permissions,
        disabling: isDisabled && !before.isDisabled,
      });
      if (refusal) throw selfChange(SELF_TEXT[refusal]);

      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await setUserFlags(
          tx,
          row.id,
          { isDisabled, ...(body.roleId !== undefined ? { roleId: body.roleId } : {}) },
          now,
        );
        if (body.roleId || body.permissions) await writePermissions(tx, [row.id], permissions);
        if (isDisabled && !before.isDisabled) {
          await revokeUserSessions(tx, row.id, 'disabled', now);
        }
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'user.access',
          targetType: 'user',
          target: row.username,
          before: {
            roleId: before.roleId,
            isDisabled: before.isDisabled,
            permissions: before.permissions,
          },
          after: { roleId: body.roleId ?? before.roleId, isDisabled, permissions },
        });
      });
      const user = await loadUser(app.db, row.id);
      if (!user) throw notFound('No such user.');
      return user;
    },
  );

  app.post(
    '/users/SignOutUser',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary: 'Ends every session of a user (admin only)',
        security: [{ bearer: [] }],
        body: usernameBodySchema,
        response: responses(sessionsEndedSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await findUserRowByUsername(app.db, request.body.username);
      if (!row) throw notFound('No such user.');
      const now = app.clock();
      const sessionsEnded = await app.db.transaction(async (tx) => {
        const ended = await revokeUserSessions(tx, row.id, 'admin', now);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'user.signOut',
          targetType: 'user',
          target: row.username,
          before: null,
          after: { sessionsEnded: ended },
        });
        return ended;
      });
      return { sessionsEnded };
    },
  );

  app.post(
    '/users/ResetPassword',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary:
          'Gives a user a one-time temporary password, to be changed at the next sign-in (admin only)',
        security: [{ bearer: [] }],
        body: usernameBodySchema,
        response: responses(temporaryPasswordSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await findUserRowByUsername(app.db, request.body.username);
      if (!row) throw notFound('No such user.');
      if (usernameKey(row.username) === usernameKey(auth.user.username)) {
        throw selfChange(SELF_TEXT.resetSelf);
      }
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await setUserFlags(tx, row.id, { passwordHash, mustChangePassword: true }, now);
        await revokeUserSessions(tx, row.id, 'passwordReset', now);
        // The password itself is never written anywhere but as its hash.
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'user.passwordReset',
          targetType: 'user',
          target: row.username,
          before: { mustChangePassword: row.mustChangePassword },
          after: { mustChangePassword: true },
        });
      });
      return { username: row.username, temporaryPassword: password };
    },
  );

  app.post(
    '/users/ChangePassword',
    {
      config: { access: 'signedIn', duringPasswordChange: true },
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in user's own password (required after a reset)",
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: responses(okSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await findUserRowByUsername(app.db, auth.user.username);
      if (!row) throw forbidden();
      if (!(await verifyPassword(row.passwordHash, request.body.currentPassword))) {
        throw new ApiError(400, 'validation', 'The current password is incorrect.', [
          { path: 'currentPassword', message: 'The current password is incorrect.' },
        ]);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await setUserFlags(app.db, row.id, { passwordHash, mustChangePassword: false }, app.clock());
      return { ok: true as const };
    },
  );
};

export default adminUserRoutes;
