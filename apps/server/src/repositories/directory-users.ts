import { USERNAME_MAX_LENGTH } from '@portal/contracts/auth';
import type { Db } from '../db/database';
import { findRole } from './roles';
import { recordAudit } from './user-admin';
import { findUserRowByUsername, forgetUserCounts, insertUser, type UserRow } from './users';

export interface DirectoryProfile {
  username: string;
  name: string | undefined;
  givenName: string | undefined;
  email: string | undefined;
}

/** The actor of changes the portal makes on a directory's word rather than an administrator's. */
export const DIRECTORY_ACTOR = 'directory';

const cut = (text: string | undefined, max: number) => (text ?? '').slice(0, max);

/**
 * A portal user for a directory account signing in for the first time, with the company's
 * sign-up role (decision 0030): its permissions are the role's, its names and e-mail the
 * token's, and it has no password (the same empty hash an imported user starts with, which
 * never verifies). Written with its audit row in one transaction. Null when the role is gone.
 */
export async function createDirectoryUser(
  db: Db,
  profile: DirectoryProfile,
  roleId: number,
  now: Date,
): Promise<UserRow | null> {
  const role = await findRole(db, roleId);
  if (!role) return null;
  const username = profile.username.slice(0, USERNAME_MAX_LENGTH);
  const row = await db.transaction(async (tx) => {
    const { created } = await insertUser(
      tx,
      {
        username,
        firstName: cut(profile.givenName ?? profile.name?.split(/\s+/)[0], 80),
        profileName: cut(profile.name, 120),
        emailAddress: cut(profile.email, 254),
        agentID: '',
        trackingUserName: username,
        roleId: role.roleId,
        passwordHash: '',
      },
      role.permissions,
      now,
    );
    if (created) {
      await recordAudit(tx, {
        at: now,
        actor: DIRECTORY_ACTOR,
        action: 'user.directorySignUp',
        targetType: 'user',
        target: username,
        before: null,
        after: { role: role.name, name: profile.name ?? null, email: profile.email ?? null },
      });
    }
    return findUserRowByUsername(tx, username);
  });
  // Counted again now that the user is committed (insertUser's own call came before).
  forgetUserCounts();
  return row;
}
