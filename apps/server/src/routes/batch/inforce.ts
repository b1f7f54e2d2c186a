// POST /api/batch/inforce (issue 23 §2; decision 0086): policy numbers or a filter on the
// in-force tables' stored columns (decision 0078), within the caller's in-force scope.
import {
  type Batch,
  batchSchema,
  INFORCE_BATCH_MAX_PDFS,
  INFORCE_BATCH_MAX_POLICIES,
  type InforceBatchRequest,
  inforceBatchRequestSchema,
} from '@portal/contracts/batch';
import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';
import { inforceScope } from '@portal/domain/inforce/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { CHUNK_ROWS, type PolicyChunkRow } from '../../batch/kinds';
import { filteredPolicyNumbers } from '../../batch/policy-filter';
import type { BatchRow } from '../../batch/repository';
import { checkActiveLimit, startBatch } from '../../batch/start';
import { answerLanguageOf, errorTextOf } from '../../batch/words';
import { ApiError, forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';

const inforceBatchRoute: FastifyPluginAsyncZod<{
  view: (auth: Auth, row: BatchRow) => Promise<Batch>;
}> = async (app, options) => {
  app.post(
    '/api/batch/inforce',
    {
      config: { access: 'inforceBatch' },
      // The longest list the contract allows (each number quoted, with its comma) and room.
      bodyLimit: INFORCE_BATCH_MAX_POLICIES * (POLICY_NUMBER_MAX + 3) + 64 * 1024,
      schema: {
        tags: ['batch'],
        summary:
          'Starts an in-force batch: projection values (and progress reports) of policies (202)',
        description:
          "JSON: `policyNumbers` (a list, or one as a string) or `filter` (`policyStatusCode`, `policyType`, `productId`), not both; `pdf` (a progress report per policy in a zip, at most 1,000 policies); optional `language` (E or F). Unknown policy numbers, and those outside the caller's in-force scope, are refused rows. 202 with the batch. Three batches queued or running already: 429.",
        body: inforceBatchRequestSchema,
        security: [{ bearer: [] }],
        response: { 202: batchSchema, ...responses(batchSchema) },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const body = request.body as ReturnType<typeof inforceBatchRequestSchema.parse>;
      const language = body.language ?? (auth.user.reportLanguage === 'French' ? 'F' : 'E');
      const answer = answerLanguageOf(auth.user);
      await checkActiveLimit(app.db, auth.session.userId, answer);
      const numbers = body.policyNumbers
        ? body.policyNumbers
        : await filteredPolicyNumbers(
            app.db,
            body.filter ?? {},
            inforceScope(auth.subject, auth.user.agentID),
            INFORCE_BATCH_MAX_POLICIES + 1,
          );
      if (numbers.length === 0)
        throw new ApiError(400, 'validation', errorTextOf(answer, 'noPolicies'), [
          { path: 'filter', message: errorTextOf(answer, 'noPolicies') },
        ]);
      if (numbers.length > INFORCE_BATCH_MAX_POLICIES)
        throw new ApiError(
          400,
          'validation',
          `Give from 1 to ${INFORCE_BATCH_MAX_POLICIES} policy numbers.`,
          [{ path: 'filter', message: `At most ${INFORCE_BATCH_MAX_POLICIES} policies.` }],
        );
      if (body.pdf && numbers.length > INFORCE_BATCH_MAX_PDFS) {
        const message = errorTextOf(answer, 'tooManyPdfs', {
          count: INFORCE_BATCH_MAX_PDFS.toLocaleString(answer === 'F' ? 'fr-CA' : 'en-CA'),
        });
        throw new ApiError(400, 'validation', message, [{ path: 'pdf', message }]);
      }
      const rows: PolicyChunkRow[] = numbers.map((policyNumber, i) => ({
        line: i + 1,
        policyNumber,
      }));
      const batch = await startBatch(
        { db: app.db, jobs: app.jobs, now: app.clock() },
        {
          ownerId: auth.session.userId,
          kind: 'inforce',
          source: sourceOf(body),
          language,
          pdf: body.pdf,
          rows,
          chunkRows:
            app.config.batchChunkRows ?? (body.pdf ? CHUNK_ROWS.inforcePdf : CHUNK_ROWS.inforce),
        },
      );
      return reply.code(202).send(await options.view(auth, batch));
    },
  );
};

/** What the list shows of the request: the numbers' count, or the filter's values. */
function sourceOf(
  body: Pick<InforceBatchRequest, 'filter'> & { policyNumbers?: string[] },
): string {
  if (body.policyNumbers)
    return body.policyNumbers.length === 1
      ? (body.policyNumbers[0] as string)
      : `${body.policyNumbers.length} × ${body.policyNumbers[0]}…`;
  const f = body.filter ?? {};
  return (
    [f.policyStatusCode, f.policyType, f.productId].filter((v) => v && v !== '').join(' · ') || '*'
  );
}

export default inforceBatchRoute;
