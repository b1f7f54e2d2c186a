import {
  createSavedIllustrationSchema,
  deletedSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotentSaveHeadersSchema,
  illustrationDraftSchema,
  savedIllustrationIdParamsSchema,
  savedIllustrationListQuerySchema,
  savedIllustrationListSchema,
  savedIllustrationSchema,
  saveIllustrationDraftSchema,
  updateSavedIllustrationSchema,
} from '@portal/contracts/illustration';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  type CaseScope,
  createCase,
  deleteCase,
  deleteDraft,
  duplicateCase,
  listCases,
  loadCase,
  loadDraft,
  saveDraft,
  updateCase,
} from '../../repositories/illustrations';

/**
 * The route policy is new business (the one rule of the access table decides who gets in);
 * inside it, each agent sees only their own cases, and an administrator (who may manage users) every agent's.
 */
function scopeOf(request: FastifyRequest): CaseScope {
  const auth = request.auth;
  if (!auth) throw forbidden();
  return { userId: auth.session.userId, seesAll: canManageUsers(auth.subject) };
}

/** Someone else's case answers exactly as a case that does not exist. */
const noSuchCase = () => notFound('No such saved illustration.');

const savedIllustrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['illustration'], security: [{ bearer: [] }] };

  app.get(
    '/api/illustrations',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'Saved illustration cases, newest first, optionally by part of the client name',
        querystring: savedIllustrationListQuerySchema,
        response: responses(savedIllustrationListSchema),
      },
    },
    async (request) => listCases(app.db, scopeOf(request), request.query.search || undefined),
  );

  app.post(
    '/api/illustrations',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary:
          'Save an illustration case (the whole form); with an Idempotency-Key, a repeat stores nothing and answers the first save',
        headers: idempotentSaveHeadersSchema,
        body: createSavedIllustrationSchema,
        response: responses(savedIllustrationSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      return createCase(app.db, scope.userId, request.body, app.clock(), key);
    },
  );

  // The form in progress: always the caller's own (an administrator has one of their own too).
  app.get(
    '/api/illustrations/draft',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'The illustration form in progress, kept as the agent types',
        response: responses(illustrationDraftSchema),
      },
    },
    async (request) => loadDraft(app.db, scopeOf(request).userId),
  );

  app.put(
    '/api/illustrations/draft',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'Keep the illustration form in progress',
        body: saveIllustrationDraftSchema,
        response: responses(illustrationDraftSchema),
      },
    },
    async (request) => {
      const userId = scopeOf(request).userId;
      await saveDraft(app.db, userId, request.body.form, app.clock());
      return loadDraft(app.db, userId);
    },
  );

  app.delete(
    '/api/illustrations/draft',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'Drop the illustration form in progress (a new case)',
        response: responses(deletedSchema),
      },
    },
    async (request) => {
      await deleteDraft(app.db, scopeOf(request).userId);
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/illustrations/:id',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'One saved illustration case with its form',
        params: savedIllustrationIdParamsSchema,
        response: responses(savedIllustrationSchema),
      },
    },
    async (request) => {
      const saved = await loadCase(app.db, scopeOf(request), request.params.id);
      if (!saved) throw noSuchCase();
      return saved;
    },
  );

  app.put(
    '/api/illustrations/:id',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'Rename a saved case, or replace its form',
        params: savedIllustrationIdParamsSchema,
        body: updateSavedIllustrationSchema,
        response: responses(savedIllustrationSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const changed = await updateCase(app.db, scope, request.params.id, request.body, app.clock());
      const saved = changed ? await loadCase(app.db, scope, request.params.id) : null;
      if (!saved) throw noSuchCase();
      return saved;
    },
  );

  app.post(
    '/api/illustrations/:id/duplicate',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary:
          'Copy a saved case into a new one owned by the caller; with an Idempotency-Key, a repeat copies nothing',
        headers: idempotentSaveHeadersSchema,
        params: savedIllustrationIdParamsSchema,
        response: responses(savedIllustrationSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const saved = await duplicateCase(
        app.db,
        scope,
        request.params.id,
        (name) => `${name} (2)`.slice(0, 120),
        app.clock(),
        request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
      );
      if (!saved) throw noSuchCase();
      return saved;
    },
  );

  app.delete(
    '/api/illustrations/:id',
    {
      config: { access: 'newBusiness' },
      schema: {
        ...common,
        summary: 'Delete a saved case',
        params: savedIllustrationIdParamsSchema,
        response: responses(deletedSchema),
      },
    },
    async (request) => {
      if (!(await deleteCase(app.db, scopeOf(request), request.params.id))) throw noSuchCase();
      return { deleted: true as const };
    },
  );
};

export default savedIllustrationRoutes;
