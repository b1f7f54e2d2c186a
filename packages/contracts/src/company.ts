import { z } from 'zod';

const bilingualSchema = z.object({ en: z.string(), fr: z.string() });

/**
 * GET /api/companySettings: public, because the About dialog opens from the login screen
 * before anyone signs in (decision 0006). The system flags are not here: they reach the
 * browser only inside the signed-in user.
 */
export const companySettingsSchema = z.object({
  displayName: bilingualSchema,
  blurb: bilingualSchema,
  helpDesk: z.object({
    name: z.string(),
    phone: z.string(),
    tollFree: z.string(),
    email: z.string(),
  }),
  productVersion: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
