import { riders } from '@portal/actuarial/products/catalogue';
import {
  type CoverageSetupResponse,
  coverageSetupRequestSchema,
  coverageSetupResponseSchema,
} from '@portal/contracts/inforce';
import { TERM_RIDER_UNIT_VALUE } from '@portal/domain/inforce/term-rider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { responses } from '../../http/responses';

/**
 * POST /api/GetCoverageSetup (spec 4 and 7): the new rider coverage, returned with its setup from
 * the product data (the actuarial rider catalogue). Only term riders (093, 094) have one; any
 * other product is a 404 and changes nothing.
 */
const coverageSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/GetCoverageSetup',
    {
      config: { access: 'inforce' },
      schema: {
        tags: ['inforce'],
        summary: 'The product setup of a new rider coverage',
        security: [{ bearer: [] }],
        body: coverageSetupRequestSchema,
        response: responses(coverageSetupResponseSchema),
      },
    },
    async (request): Promise<CoverageSetupResponse> => {
      const coverage = request.body;
      const prodID = coverage.productSetup.prodID;
      const rider = prodID === '093' || prodID === '094' ? riders[prodID] : undefined;
      if (rider?.kind !== 'TERM') throw notFound(`No coverage setup for product ${prodID}.`);
      return {
        ...coverage,
        productSetup: {
          prodID: rider.id,
          planCode: rider.planCode,
          name: rider.name.en,
          nameFr: rider.name.fr,
          chargedMonthly: rider.chargedMonthly,
          minIssueAge: rider.issueAge.min,
          maxIssueAge: rider.issueAge.max,
          minFaceAmount: rider.face.min,
          maxFaceAmount: rider.face.max,
          unitValue: TERM_RIDER_UNIT_VALUE,
        },
      };
    },
  );
};

export default coverageSetupRoute;
