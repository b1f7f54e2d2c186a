import type { CompanySettings } from '@portal/contracts/company';
import type { SharedVariant } from '@portal/contracts/shared-ownership';
import {
  SYSTEM_FLAG_KEYS,
  type SystemFlagKey,
  type SystemFlags,
} from '@portal/domain/access/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companySettings } from '../db/schema';

export type CompanyRow = typeof companySettings.$inferSelect;
export type NewCompany = Omit<typeof companySettings.$inferInsert, 'id'>;

const COMPANY_ID = 1;

/** The company row as it is now in the database (no cache). */
export async function findCompany(db: Db): Promise<CompanyRow | null> {
  const rows = await db.select().from(companySettings).where(eq(companySettings.id, COMPANY_ID));
  return rows[0] ?? null;
}

/** The company's name as a report in `lang` prints it ('' before the company is set up). */
export async function companyNameIn(db: Db, lang: 'en' | 'fr'): Promise<string> {
  const company = await findCompany(db);
  return (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '';
}

/** Writes the company row unless one exists: start-up never overwrites an edited company. */
export async function insertCompanyIfMissing(db: Db, company: NewCompany): Promise<void> {
  await db
    .insert(companySettings)
    .values({ ...company, id: COMPANY_ID })
    .onConflictDoNothing();
  invalidateCompanyFlags(db);
}

/**
 * How long this process trusts the system flags it read (decision 0015): a change this
 * process writes is seen at once (its writer calls `invalidateCompanyFlags`); one written by
 * another instance, or by hand in the database, is seen within this bound.
 */
export const COMPANY_FLAGS_TTL_MS = 5_000;

interface CachedFlags {
  flags: Promise<SystemFlags>;
  /** performance.now() after which the entry is read again. */
  until: number;
}

// Per database handle, so apps on different databases in one process never share an entry.
const flagsCache = new WeakMap<Db, CachedFlags>();

/**
 * The company's system flags, which every signed-in call needs, read at most once per
 * `COMPANY_FLAGS_TTL_MS` per process. Concurrent callers share one read; a failed read is
 * not kept. The TTL runs on the process's monotonic time (`now`, in ms; tests pass their
 * own), not on the app's movable clock.
 */
export function companyFlags(db: Db, now = performance.now()): Promise<SystemFlags> {
  const cached = flagsCache.get(db);
  if (cached && now < cached.until) return cached.flags.then(copyFlags);
  const flags = findCompany(db).then(systemFlagsOf);
  const entry: CachedFlags = { flags, until: now + COMPANY_FLAGS_TTL_MS };
  flagsCache.set(db, entry);
  flags.catch(() => {
    if (flagsCache.get(db) === entry) flagsCache.delete(db);
  });
  return flags.then(copyFlags);
}

// Each caller gets its own object: a user's `system` is never shared with another request.
const copyFlags = (flags: SystemFlags): SystemFlags => ({ ...flags });

/** Every write to the company row in this process calls this, so its flags are read afresh. */
export function invalidateCompanyFlags(db: Db): void {
  flagsCache.delete(db);
}

export function systemFlagsOf(row: CompanyRow | null): SystemFlags {
  return Object.fromEntries(
    SYSTEM_FLAG_KEYS.map((key: SystemFlagKey) => [key, row?.[key] ?? false]),
  ) as SystemFlags;
}

export function publicCompanySettings(row: CompanyRow | null, version: string): CompanySettings {
  return {
    displayName: { en: row?.displayNameEn ?? '', fr: row?.displayNameFr ?? '' },
    blurb: { en: row?.blurbEn ?? '', fr: row?.blurbFr ?? '' },
    helpDesk: {
      name: row?.helpDeskName ?? '',
      phone: row?.helpDeskPhone ?? '',
      tollFree: row?.helpDeskTollFree ?? '',
      email: row?.helpDeskEmail ?? '',
    },
    productVersion: version,
  };
}

/** The role given to a directory account at its first sign-in, or null (decision 0030). */
export async function directorySignUpRoleId(db: Db): Promise<number | null> {
  return (await findCompany(db))?.directorySignUpRoleId ?? null;
}

export async function setDirectorySignUpRoleId(
  db: Db,
  roleId: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(companySettings)
    .set({ directorySignUpRoleId: roleId, updatedAt: now })
    .where(eq(companySettings.id, COMPANY_ID));
}

/** Which Shared Ownership dialog the company uses (decisions 0065, 0081). */
export async function sharedOwnershipVariant(db: Db): Promise<SharedVariant> {
  return (await findCompany(db))?.sharedOwnershipVariant ?? 'slideshow';
}

export async function setSharedOwnershipVariant(
  db: Db,
  variant: SharedVariant,
  now: Date,
): Promise<void> {
  await db
    .update(companySettings)
    .set({ sharedOwnershipVariant: variant, updatedAt: now })
    .where(eq(companySettings.id, COMPANY_ID));
}
