import { randomUUID } from 'node:crypto';
import {
  changeStatusSchema,
  eApplicationIdParamsSchema,
  eApplicationListQuerySchema,
  eApplicationListSchema,
  eApplicationSchema,
  submitEApplicationSchema,
} from '@portal/contracts/eapplication';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotentSaveHeadersSchema,
} from '@portal/contracts/illustration';
import { canAdministerEapplication } from '@portal/domain/access/products';
import { languageCode } from '@portal/domain/fields/control-item';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { checkApplication, clientNameOf, sealSecrets } from '../../eapp/submission';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  type ApplicationScope,
  changeStatus,
  insertApplication,
  listApplications,
  loadApplication,
} from '../../repositories/eapplications';

export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw forbidden();
  return request.auth;
}

/** An agent sees their own applications; an e-application administrator sees all. */
export function scopeOf(auth: Auth): ApplicationScope {
  return { userId: auth.session.userId, seesAll: canAdministerEapplication(auth.subject) };
}

/** Someone else's application answers exactly as one that does not exist. */
export const noSuchApplication = () => notFound('No such application.');

const actorName = (auth: Auth) => auth.user.profileName?.trim() || auth.user.username;

export interface ApplicationRoutesOptions {
  key: Buffer;
}

const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (app, options) => {
  const common = { tags: ['eapplication'], security: [{ bearer: [] }] };

  app.post(
    '/api/eapplications',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary:
          'Submit an application: the whole validation of spec 5 runs first, and a refusal (400) names each field and stores nothing; with an Idempotency-Key a repeat stores nothing',
        headers: idempotentSaveHeadersSchema,
        body: submitEApplicationSchema,
        response: responses(eApplicationSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { form } = request.body;
      await checkApplication(app.db, form, languageCode(auth.user.inputLanguage));
      const id = randomUUID();
      const { stored, secrets } = sealSecrets(options.key, form, id);
      const storedId = await insertApplication(app.db, {
        id,
        agentId: auth.session.userId,
        actorName: actorName(auth),
        illustrationId: form.illustrationId || null,
        clientName: clientNameOf(form),
        productId: form.productId,
        form: stored,
        secrets,
        language: languageCode(auth.user.inputLanguage),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
        now: app.clock(),
      });
      const saved = await loadApplication(app.db, scopeOf(auth), storedId);
      if (!saved) throw noSuchApplication();
      const { language: _language, ...answer } = saved;
      return answer;
    },
  );

  app.get(
    '/api/eapplications',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary:
          'Applications, newest first: the agent’s own, or every agent’s for an e-application administrator; by status, agent and submission day',
        querystring: eApplicationListQuerySchema,
        response: responses(eApplicationListSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = scopeOf(auth);
      const { agent, ...filters } = request.query;
      // Only an administrator sees other agents, so only they filter by one.
      return {
        applications: await listApplications(app.db, scope, {
          ...filters,
          agent: scope.seesAll ? agent : undefined,
        }),
      };
    },
  );

  app.get(
    '/api/eapplications/:id',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary: 'One application with every answer (secret fields masked) and its history',
        params: eApplicationIdParamsSchema,
        response: responses(eApplicationSchema),
      },
    },
    async (request) => {
      const saved = await loadApplication(app.db, scopeOf(authOf(request)), request.params.id);
      if (!saved) throw noSuchApplication();
      const { language: _language, ...answer } = saved;
      return answer;
    },
  );

  app.post(
    '/api/eapplications/:id/status',
    {
      config: { access: 'eapplication' },
      schema: {
        ...common,
        summary:
          'An e-application administrator changes the status, with a reason; the history keeps who, when, from and to',
        params: eApplicationIdParamsSchema,
        body: changeStatusSchema,
        response: responses(eApplicationSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!canAdministerEapplication(auth.subject)) throw forbidden();
      const outcome = await changeStatus(app.db, request.params.id, {
        ...request.body,
        actorId: auth.session.userId,
        actorName: actorName(auth),
        now: app.clock(),
      });
      if (!outcome.ok && outcome.reason === 'notFound') throw noSuchApplication();
      if (!outcome.ok)
        throw new ApiError(400, 'validation', 'The application already has that status.', [
          { path: 'status', message: 'The application already has that status.' },
        ]);
      const saved = await loadApplication(app.db, scopeOf(auth), request.params.id);
      if (!saved) throw noSuchApplication();
      const { language: _language, ...answer } = saved;
      return answer;
    },
  );
};

export default applicationRoutes;
