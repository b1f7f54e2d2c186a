import { sharedVariantSchema } from '@portal/contracts/shared-ownership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { setSharedOwnershipVariant, sharedOwnershipVariant } from '../../repositories/company';
import { recordAudit } from '../../repositories/user-admin';

/**
 * The company's Shared Ownership variant (issue 21; decisions 0065, 0081): the 17-page
 * slideshow (the default) or the earlier wizard. Every signed-in user reads it (the
 * illustration asks before it opens the concept; nothing in it is private), administrators
 * change it on the Roles screen beside the directory sign-in setting, every change audited.
 */
const sharedOwnershipVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/SharedOwnershipVariant',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roles'],
        summary: 'Which Shared Ownership dialog the company uses: slideshow or wizard',
        security: [{ bearer: [] }],
        response: responses(sharedVariantSchema),
      },
    },
    async () => ({ variant: await sharedOwnershipVariant(app.db) }),
  );

  app.post(
    '/users/SharedOwnershipVariant',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['roles'],
        summary: 'Sets which Shared Ownership dialog the company uses (admin only)',
        security: [{ bearer: [] }],
        body: sharedVariantSchema,
        response: responses(sharedVariantSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const { variant } = request.body;
      const before = await sharedOwnershipVariant(app.db);
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await setSharedOwnershipVariant(tx, variant, now);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'settings.sharedOwnershipVariant',
          targetType: 'company',
          target: 'sharedOwnershipVariant',
          before: { variant: before },
          after: { variant },
        });
      });
      return { variant };
    },
  );
};

export default sharedOwnershipVariantRoutes;
