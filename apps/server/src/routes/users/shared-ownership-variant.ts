import { sharedVariantSchema } from '@portal/contracts/shared-ownership';
import { setSharedOwnershipVariant, sharedOwnershipVariant } from '../../repositories/company';
import { companySettingRoutes } from './company-setting';

/**
 * The company's Shared Ownership variant (issue 21; decisions 0065, 0081): the 17-page
 * slideshow (the default) or the earlier wizard. Every signed-in user reads it (the
 * illustration asks before it opens the concept; nothing in it is private), administrators
 * change it on the Roles screen beside the directory sign-in setting, every change audited.
 */
export default companySettingRoutes({
  path: '/users/SharedOwnershipVariant',
  readAccess: 'signedIn',
  schema: sharedVariantSchema,
  summaries: {
    read: 'Which Shared Ownership dialog the company uses: slideshow or wizard',
    change: 'Sets which Shared Ownership dialog the company uses (admin only)',
  },
  read: async (db) => ({ variant: await sharedOwnershipVariant(db) }),
  describe: async (_db, change, before) => ({ before, after: change }),
  write: (tx, { variant }, now) => setSharedOwnershipVariant(tx, variant, now),
  audit: { action: 'settings.sharedOwnershipVariant', target: 'sharedOwnershipVariant' },
});
