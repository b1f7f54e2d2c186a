import {
  type GetPolicyResponse,
  getPolicyRequestSchema,
  getPolicyResponseSchema,
  LOAD_RESULT,
} from '@portal/contracts/inforce';
import { inforceScope } from '@portal/domain/inforce/access';
import { policyCopyOf } from '@portal/domain/inforce/policy-copy';
import { isLoadable } from '@portal/domain/inforce/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses, unvalidatedJson } from '../../http/responses';
import { loadPolicy } from '../../repositories/inforce';

/** Today as the server's clock sees it (UTC), the load result's currentDate. */
export function isoToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * POST /api/getpolicy (spec 7): the load result of one policy. A policy the user may not see is
 * answered exactly as one that does not exist: errorCode 2 (decision 0010).
 */
const getPolicyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/getpolicy',
    {
      config: { access: 'inforce' },
      serializerCompiler: unvalidatedJson,
      schema: {
        tags: ['inforce'],
        summary: 'Load an in-force policy by number',
        security: [{ bearer: [] }],
        body: getPolicyRequestSchema,
        response: responses(getPolicyResponseSchema),
      },
    },
    async (request): Promise<GetPolicyResponse> => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const currentDate = isoToday(app.clock());
      const scope = inforceScope(auth.subject, auth.user.agentID);
      const loaded = await loadPolicy(app.db, request.body.policyNumber, scope);
      if (!loaded || !isLoadable(loaded.loadResult)) {
        return {
          errorCode: loaded?.loadResult ?? LOAD_RESULT.notFound,
          inforcePolicy: null,
          policy: null,
          currentDate,
          policyStatus: null,
        };
      }
      const inforcePolicy = { ...loaded.document, currentDate };
      return {
        errorCode: loaded.loadResult,
        inforcePolicy,
        policy: policyCopyOf(inforcePolicy),
        currentDate,
        policyStatus: loaded.status,
      };
    },
  );
};

export default getPolicyRoute;
