import type { Role } from '@portal/contracts/admin';

/** A role's name in the language the screen is shown in. */
export const roleName = (role: Pick<Role, 'name' | 'nameFr'>, french: boolean) =>
  french ? role.nameFr || role.name : role.name;
