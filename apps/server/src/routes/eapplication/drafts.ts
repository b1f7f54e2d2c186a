import type { IllustrationInput } from '@portal/actuarial/input';
import { eAppDraftSchema, saveEAppDraftSchema } from '@portal/contracts/eapplication';
import { deletedSchema, firstYearPremiumResponseSchema } from '@portal/contracts/illustration';
import { limitedIllustrationInputSchema } from '@portal/contracts/illustration-limits';
import { SECRET_FIELDS } from '@portal/domain/eapp/form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumJob } from '../../engine/jobs';
import { errorBody } from '../../http/api-error';
import { responses } from '../../http/responses';
import { onIllustrationDate } from '../../illustration/new-business';
import { deleteDraft, loadDraft, saveDraft } from '../../repositories/eapplications';
import { authOf } from './applications';

/** The application in progress (the caller's own) and the premium of a changed coverage. */
const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['eapplication'], security: [{ bearer: [] }] };

  app.get(
    '/api/eapplications/draft',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary: 'The application in progress, kept as the agent types',
        response: responses(eAppDraftSchema),
      },
    },
    async (request) => loadDraft(app.db, authOf(request).session.userId),
  );

  app.put(
    '/api/eapplications/draft',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary:
          'Keep the application in progress; the SIN and bank numbers are never kept in a draft (decision 0060)',
        body: saveEAppDraftSchema,
        response: responses(eAppDraftSchema),
      },
    },
    async (request) => {
      const userId = authOf(request).session.userId;
      const form = { ...request.body.form };
      for (const field of SECRET_FIELDS) form[field] = '';
      await saveDraft(app.db, userId, form, app.clock());
      return loadDraft(app.db, userId);
    },
  );

  app.delete(
    '/api/eapplications/draft',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary: 'Drop the application in progress',
        response: responses(deletedSchema),
      },
    },
    async (request) => {
      await deleteDraft(app.db, authOf(request).session.userId);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/eapplications/premium',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary:
          'The premium of the coverage applied for, priced again by the engine after a change of face or product (an e-application user may not have new business)',
        body: limitedIllustrationInputSchema,
        response: responses(firstYearPremiumResponseSchema),
      },
    },
    async (request, reply) => {
      const input = onIllustrationDate(request.body as IllustrationInput, app.clock());
      // Inline as the illustration's: a premium is a few bounded table look-ups.
      const out = premiumJob(input);
      if (out.ok) return out.value;
      const issues = out.problems.map((p) => ({
        path: p.field,
        message: p.message,
        code: p.code,
        params: { ...p.params },
      }));
      return reply
        .code(400)
        .send(errorBody(400, 'validation', 'The coverage cannot be priced.', issues));
    },
  );
};

export default draftRoutes;
