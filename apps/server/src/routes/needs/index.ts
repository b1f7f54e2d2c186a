import {
  linkNeedsCaseSchema,
  needsAnalysisIdParamsSchema,
  needsAnalysisListSchema,
  needsAnalysisSchema,
  saveNeedsAnalysisSchema,
} from '@portal/contracts/needs';
import { canSaveNeedsKind } from '@portal/domain/needs/access';
import { NEEDS_FORMS, needsClientName, needsInputFromForm } from '@portal/domain/needs/form';
import { computeNeeds } from '@portal/domain/needs/needs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  createNeedsAnalysis,
  linkNeedsCase,
  listNeedsAnalyses,
  loadNeedsAnalysis,
  ownsCase,
} from '../../repositories/needs';
import { validateSubmittedForm } from '../controls/validate-form';

/** Both of the analysis's forms are checked, and one 400 names every field of either. */
async function validateForms(
  db: Db,
  forms: readonly string[],
  values: Record<string, string>,
  language: 'en' | 'fr',
): Promise<void> {
  const refusals: ApiError[] = [];
  for (const form of forms) {
    try {
      await validateSubmittedForm(db, form, values, language);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusals.push(error);
    }
  }
  if (refusals.length === 0) return;
  const issues = refusals.flatMap((refusal) => refusal.issues ?? []);
  throw new ApiError(400, 'validation', refusals.map((r) => r.message).join(' '), issues);
}

const PROBLEM_TEXT = {
  returnMustExceedInflation: {
    en: 'Capital preservation needs an after-tax return higher than inflation.',
    fr: 'La préservation du capital demande un rendement après impôt supérieur à l’inflation.',
  },
} as const;

/**
 * The needs analysis's calls (issue 22). The screen is open to everyone, but saving needs a
 * needs-analysis right (policy `needsAnalysis`), a full analysis the full right. The server
 * validates the typed answers with the stored control items of the analysis's forms, computes
 * the result itself, and stores both; each agent sees only their own analyses, and another's
 * answers 404 exactly as one that does not exist.
 */
const needsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['needs'], security: [{ bearer: [] }] };
  const ownerOf = (request: { auth?: { session: { userId: number } } | null }) => {
    if (!request.auth) throw forbidden();
    return request.auth.session.userId;
  };

  app.post(
    '/api/needs-analyses',
    {
      config: { access: 'needsAnalysis' },
      schema: {
        ...common,
        summary: 'Save a needs analysis: the typed answers, validated and computed by the server',
        body: saveNeedsAnalysisSchema,
        response: responses(needsAnalysisSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const { kind, language, values, caseId } = request.body;
      if (!canSaveNeedsKind(auth.subject, kind)) throw forbidden();
      await validateForms(app.db, NEEDS_FORMS[kind], values, language);
      const outcome = computeNeeds(needsInputFromForm(kind, values, language));
      if (!outcome.ok) {
        const message = PROBLEM_TEXT[outcome.problem][language];
        throw new ApiError(400, 'validation', message, [
          { path: 'txtNeedsAfterTaxReturn', message },
        ]);
      }
      if (caseId && !(await ownsCase(app.db, auth.session.userId, caseId))) {
        throw notFound('No such saved illustration.');
      }
      return createNeedsAnalysis(
        app.db,
        auth.session.userId,
        {
          kind,
          language,
          clientName: needsClientName(values),
          caseId,
          values,
          result: outcome.result,
        },
        app.clock(),
      );
    },
  );

  app.get(
    '/api/needs-analyses',
    {
      config: { access: 'needsAnalysis' },
      schema: {
        ...common,
        summary: 'The signed-in agent’s needs analyses, newest first',
        response: responses(needsAnalysisListSchema),
      },
    },
    async (request) => listNeedsAnalyses(app.db, ownerOf(request)),
  );

  app.get(
    '/api/needs-analyses/:id',
    {
      config: { access: 'needsAnalysis' },
      schema: {
        ...common,
        summary: 'One of the signed-in agent’s needs analyses',
        params: needsAnalysisIdParamsSchema,
        response: responses(needsAnalysisSchema),
      },
    },
    async (request) => {
      const found = await loadNeedsAnalysis(app.db, ownerOf(request), request.params.id);
      if (!found) throw notFound('No such needs analysis.');
      return found;
    },
  );

  app.put(
    '/api/needs-analyses/:id/case',
    {
      config: { access: 'needsAnalysis' },
      schema: {
        ...common,
        summary:
          'Tie one of the signed-in agent’s analyses to one of their illustration cases (null unties it)',
        params: needsAnalysisIdParamsSchema,
        body: linkNeedsCaseSchema,
        response: responses(needsAnalysisSchema),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { caseId } = request.body;
      // Another's case, like another's analysis, answers as one that does not exist.
      if (caseId && !(await ownsCase(app.db, owner, caseId)))
        throw notFound('No such saved illustration.');
      const linked = await linkNeedsCase(app.db, owner, request.params.id, caseId);
      if (!linked) throw notFound('No such needs analysis.');
      return linked;
    },
  );
};

export default needsRoutes;
