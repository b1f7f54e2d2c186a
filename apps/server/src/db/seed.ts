import { PASSWORD_MIN_LENGTH } from '@portal/contracts/auth';
import { grant } from '@portal/domain/access/permissions';
import { hashPassword } from '../auth/passwords';
import { insertCompanyIfMissing, type NewCompany } from '../repositories/company';
import { assignDemoRoles } from '../repositories/roles';
import { countUsers, insertUser } from '../repositories/users';
import type { Db } from './database';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_ROLES, DEMO_USER_ROLES, DEMO_USERS } from './demo-data';
import { roles } from './schema';
import { seedEapplication } from './seeds/eapplication';
import { seedFields } from './seeds/fields';
import { seedHistory } from './seeds/history';
import { seedIllustration } from './seeds/illustration';
import { seedInforceDemo, seedInforceReference } from './seeds/inforce';
import { seedNeeds } from './seeds/needs';
import { seedWidgets } from './seeds/shell';

/** What a company without demo data starts as, until an administrator edits it. */
const PLAIN_COMPANY: NewCompany = {
  ...DEMO_COMPANY,
  displayNameEn: 'Life Portal',
  displayNameFr: 'Portail Vie',
  blurbEn: '',
  blurbFr: '',
  helpDeskName: '',
  helpDeskPhone: '',
  helpDeskTollFree: '',
  helpDeskEmail: '',
};

/** Loads the demo company, roles and users; a second run changes nothing. */
export async function seedDemoData(db: Db, now: Date): Promise<{ usersCreated: number }> {
  await insertCompanyIfMissing(db, DEMO_COMPANY);
  await db
    .insert(roles)
    .values(DEMO_ROLES.map((role) => ({ ...role, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  // Hashed once for all of them: eleven argon2id hashes would cost seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let usersCreated = 0;
  for (const user of DEMO_USERS) {
    const { created } = await insertUser(
      db,
      { ...user.profile, passwordHash },
      user.permissions,
      now,
    );
    if (created) usersCreated += 1;
  }
  await assignDemoRoles(db, DEMO_USER_ROLES);
  await seedInforceDemo(db);
  // The agents' year of history goes in with the users, once: a second run adds nothing.
  if (usersCreated === DEMO_USERS.length) await seedHistory(db, now);
  return { usersCreated };
}

export class StartupError extends Error {
  override name = 'StartupError';
}

export interface StartupDataOptions {
  demoData: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
}

/**
 * Start-up data: the demo company into an empty database, or else the one administrator from
 * ADMIN_USERNAME / ADMIN_PASSWORD when there are no users at all; and always a company row.
 */
export async function prepareStartupData(
  db: Db,
  options: StartupDataOptions,
  now: Date,
): Promise<void> {
  const empty = (await countUsers(db)) === 0;
  if (empty && options.demoData) {
    await seedDemoData(db, now);
  } else if (empty) {
    await bootstrapAdmin(db, options, now);
  }
  await insertCompanyIfMissing(db, PLAIN_COMPANY);
  await seedWidgets(db);
  await seedInforceReference(db);
  await seedFields(db, now);
  await seedIllustration(db, now);
  await seedNeeds(db, now);
  await seedEapplication(db, now);
}

async function bootstrapAdmin(db: Db, options: StartupDataOptions, now: Date): Promise<void> {
  const { adminUsername, adminPassword } = options;
  if (!adminUsername || !adminPassword) {
    throw new StartupError(
      'The database has no users and DEMO_DATA is false: set ADMIN_USERNAME and ADMIN_PASSWORD ' +
        'to create the first administrator.',
    );
  }
  if (adminPassword.length < PASSWORD_MIN_LENGTH) {
    throw new StartupError(
      `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    );
  }
  await insertUser(
    db,
    {
      username: adminUsername,
      profileName: adminUsername,
      defaultApplication: 'Admin',
      passwordHash: await hashPassword(adminPassword),
    },
    grant(['isAdmin']),
    now,
  );
}
