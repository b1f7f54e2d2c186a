import { directorySignUpSchema } from '@portal/contracts/admin';
import type { Db } from '../../db/database';
import { notFound } from '../../http/api-error';
import { directorySignUpRoleId, setDirectorySignUpRoleId } from '../../repositories/company';
import { findRole } from '../../repositories/roles';
import { companySettingRoutes } from './company-setting';

const roleOf = (db: Db, roleId: number | null) =>
  roleId === null ? Promise.resolve(null) : findRole(db, roleId);

/**
 * The company's just-in-time setting for directory sign-in (issue 17; decision 0030): the
 * role a directory account with no portal user is created with at its first sign-in, or
 * null (the default) to refuse it as "not set up". Read by user managers, changed by
 * administrators, every change audited (by the roles' names).
 */
export default companySettingRoutes({
  path: '/users/DirectorySignUp',
  readAccess: 'userManagement',
  schema: directorySignUpSchema,
  summaries: {
    read: 'The role given to directory users at their first sign-in (null: none created)',
    change: 'Sets the role given to directory users at their first sign-in (admin only)',
  },
  read: async (db) => ({ roleId: await directorySignUpRoleId(db) }),
  async describe(db, change, before) {
    const role = await roleOf(db, change.roleId);
    if (change.roleId !== null && !role) throw notFound('No such role.');
    return {
      before: { role: (await roleOf(db, before.roleId))?.name ?? null },
      after: { role: role?.name ?? null },
    };
  },
  write: (tx, { roleId }, now) => setDirectorySignUpRoleId(tx, roleId, now),
  audit: { action: 'settings.directorySignUp', target: 'directorySignUp' },
});
