import { tokenMethodSchema } from '@portal/contracts/auth';
import { companySettingsSchema } from '@portal/contracts/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { findCompany, publicCompanySettings } from '../../repositories/company';
import { PRODUCT_VERSION } from '../../version';

/** What the login screen needs before anyone signs in. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getTokenMethod',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'How users sign in: PASSWORD or AD',
        response: responses(tokenMethodSchema),
      },
    },
    // Fastify sends a string as it is; the spec's client reads a JSON string, quotes and all.
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(app.config.authMethod),
  );

  app.get(
    '/api/companySettings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Display name, blurb and help desk of the company (About dialog)',
        response: responses(companySettingsSchema),
      },
    },
    async () => publicCompanySettings(await findCompany(app.db), PRODUCT_VERSION),
  );
};

export default settingsRoutes;
