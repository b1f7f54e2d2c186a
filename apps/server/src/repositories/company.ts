import type { CompanySettings } from '@portal/contracts/company';
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

export async function findCompany(db: Db): Promise<CompanyRow | null> {
  const rows = await db.select().from(companySettings).where(eq(companySettings.id, COMPANY_ID));
  return rows[0] ?? null;
}

/** Writes the company row unless one exists: start-up never overwrites an edited company. */
export async function insertCompanyIfMissing(db: Db, company: NewCompany): Promise<void> {
  await db
    .insert(companySettings)
    .values({ ...company, id: COMPANY_ID })
    .onConflictDoNothing();
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
