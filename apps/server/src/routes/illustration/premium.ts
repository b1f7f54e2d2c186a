import type { IllustrationInput } from '@portal/actuarial/input';
import type { InputProblem } from '@portal/actuarial/problems';
import { products, riders } from '@portal/actuarial/products/catalogue';
import {
  conceptsResponseSchema,
  firstYearPremiumResponseSchema,
  illustrationResultSchema,
  type ProductCatalogue,
  productCatalogueSchema,
} from '@portal/contracts/illustration';
import {
  limitedConceptsRequestSchema,
  limitedIllustrationInputSchema,
} from '@portal/contracts/illustration-limits';
import {
  sharedOwnershipRequestSchema,
  sharedOwnershipResponseSchema,
} from '@portal/contracts/shared-ownership';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumJob } from '../../engine/jobs';
import { engineResponses } from '../../engine/responses';
import { errorBody } from '../../http/api-error';
import { responses } from '../../http/responses';
import { onIllustrationDate } from '../../illustration/new-business';

/**
 * Structure first (the zod schema, with the products' limits: decision 0021), then the
 * product's own rules (ages, face limits, rate classes, riders, funds summing to 100, the UL
 * cash-flow maxima), checked by the job itself: out-of-range input is refused with a 400 naming
 * each field (the same body as a schema refusal), never clamped.
 */
/** A 400 naming each field the engine refused, with its code and values (decision 0018). */
function refuse(reply: FastifyReply, problems: readonly InputProblem[]): FastifyReply {
  const issues = problems.map((p) => ({
    path: p.field,
    message: p.message,
    code: p.code,
    params: { ...p.params },
  }));
  reply.log.info({ issues }, 'request refused: illustration input');
  void reply
    .code(400)
    .send(errorBody(400, 'validation', 'The illustration input is not valid.', issues));
  return reply;
}

/** The products as the form needs them, from the same data the engine prices with. */
function productCatalogue(): ProductCatalogue {
  return {
    products: Object.values(products).map((p) => ({
      productId: p.id,
      family: p.family,
      planCode: p.planCode,
      name: p.name,
      issueAge: p.issueAge,
      face: p.face,
      premiumModes: [...p.premiumModes],
      rateClasses: [...p.rateClasses],
      smokeClasses: [...p.smokeClasses],
      ratings: [...p.ratings],
      lifeBases: [...p.lifeBases],
      ridersAllowed: [...p.ridersAllowed],
      dividendOptions: p.family === 'wholeLife' ? [...p.dividendOptions] : [],
      planInPremiumOffset: p.family === 'wholeLife' ? p.planInPremiumOffset : false,
      funds:
        p.family === 'ul'
          ? p.funds.map((f) => ({
              fundId: f.id,
              name: f.name,
              fundType: f.fundType,
              illustratedRate: f.illustratedRate,
              guaranteedRate: f.guaranteedRate,
              cap: f.cap ?? null,
              defaultAllocation: f.defaultAllocation,
            }))
          : [],
    })),
    riders: Object.values(riders).map((r) => ({
      riderId: r.id,
      kind: r.kind,
      name: r.name,
      issueAge: r.issueAge,
      face: r.kind === 'WAIVER' ? null : r.face,
    })),
  };
}

const illustrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = productCatalogue();

  app.get(
    '/api/illustrations/products',
    {
      config: { access: 'newBusiness' },
      schema: {
        tags: ['illustration'],
        summary: 'The products and riders the illustration form offers, with their limits',
        security: [{ bearer: [] }],
        response: responses(productCatalogueSchema),
      },
    },
    async () => catalogue,
  );

  app.post(
    '/api/GetFirstYearPremium',
    {
      config: { access: 'newBusiness' },
      schema: {
        tags: ['illustration'],
        summary: 'First-year premium and the premium-summary breakdown (money in cents)',
        security: [{ bearer: [] }],
        body: limitedIllustrationInputSchema,
        response: responses(firstYearPremiumResponseSchema),
      },
    },
    async (request, reply) => {
      const input = onIllustrationDate(request.body as IllustrationInput, new Date());
      // Inline: a premium is a few table look-ups per coverage, bounded once the input is
      // within the product's limits (decision 0021 measured it against the pool).
      const out = premiumJob(input);
      return out.ok ? out.value : refuse(reply, out.problems);
    },
  );

  app.post(
    '/api/illustrations/run',
    {
      config: { access: 'newBusiness' },
      schema: {
        tags: ['illustration'],
        summary:
          'The whole illustration: premium summary, ledgers on the guaranteed, illustrated and alternate bases, tax status',
        security: [{ bearer: [] }],
        body: limitedIllustrationInputSchema,
        response: engineResponses(illustrationResultSchema),
      },
    },
    async (request, reply) => {
      // The job checks the input against the product itself, in its thread: the cash-flow
      // maxima project the policy, and that is engine work (decision 0021).
      const input = onIllustrationDate(request.body as IllustrationInput, new Date());
      const out = await app.engine.run('illustration', input);
      return out.ok ? out.value : refuse(reply, out.problems);
    },
  );

  app.post(
    '/api/illustrations/concepts',
    {
      config: { access: 'newBusiness' },
      schema: {
        tags: ['illustration'],
        summary:
          'Concepts on the illustrated basis: product compare, IRR, charitable giving, insurance as investment, income payout',
        security: [{ bearer: [] }],
        body: limitedConceptsRequestSchema,
        response: engineResponses(conceptsResponseSchema),
      },
    },
    async (request, reply) => {
      const input = onIllustrationDate(request.body.input as IllustrationInput, new Date());
      const out = await app.engine.run('concepts', { ...request.body, input });
      // An income payout the engine cannot work out is a 400 on `incomePayout` (decision 0037).
      return out.ok ? out.value : refuse(reply, out.problems);
    },
  );

  app.post(
    '/api/illustrations/shared-ownership',
    {
      config: { access: 'newBusiness' },
      schema: {
        tags: ['illustration'],
        summary:
          'Shared Ownership values (issue 21): the split of a UL 0602 policy between the executive and the corporation, guaranteed and illustrated bases',
        security: [{ bearer: [] }],
        body: sharedOwnershipRequestSchema,
        response: engineResponses(sharedOwnershipResponseSchema),
      },
    },
    async (request, reply) => {
      const out = await app.engine.run('sharedOwnership', request.body.data);
      // Each refusal names the slideshow's field (txtShared…), so the screen shows it there.
      return out.ok ? out.value : refuse(reply, out.problems);
    },
  );
};

export default illustrationRoutes;
