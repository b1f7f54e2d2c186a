import { priceAddedRider } from '@portal/actuarial/added-rider';
import { riders } from '@portal/actuarial/products/catalogue';
import {
  type CoverageSetupRequest,
  type CoverageSetupResponse,
  coverageSetupRequestSchema,
  coverageSetupResponseSchema,
} from '@portal/contracts/inforce';
import { inforceScope } from '@portal/domain/inforce/access';
import {
  TERM_RIDER_UNIT_VALUE,
  termRiderProductOf,
  termRiderRefusal,
  waiverOnBase,
} from '@portal/domain/inforce/term-rider';
import { isLoadable } from '@portal/domain/inforce/types';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { loadPolicy } from '../../repositories/inforce';
import { isoToday } from './getpolicy';

/** Why the server will not add a term rider to a policy (the screen says the same). */
const REFUSALS: Record<NonNullable<ReturnType<typeof termRiderRefusal>>, string> = {
  policyType: 'A term rider cannot be added to this type of policy.',
  deathClaim: 'A term rider cannot be added: a death claim is on this policy.',
  notInForce: 'A term rider cannot be added: this policy is not in force.',
  paidUp: 'A term rider cannot be added: this policy is paid up.',
  premiumWaived: 'A term rider cannot be added while the premiums are waived.',
  noPremium: 'A term rider cannot be added: this policy has no premiums.',
};

const refused = (message: string, path = 'addedRider.policyNumber') =>
  new ApiError(400, 'validation', message, [{ path, message }]);

const dollars = (cents: number) => cents / 100;

/**
 * The premium of a rider being added to a loaded policy (issue 15 §3): the policy must be one
 * the user sees and one a term rider can be added to (the domain's rule, as on screen), the
 * rider the policy's product (094 on UL, 093 otherwise), and the engine prices it at the life's
 * age today with the base's waiver copied onto it.
 */
async function addedRiderPremium(
  app: FastifyInstance,
  auth: Auth,
  coverage: CoverageSetupRequest,
  added: NonNullable<CoverageSetupRequest['addedRider']>,
): Promise<NonNullable<CoverageSetupResponse['addedRiderPremium']>> {
  const currentDate = isoToday(app.clock());
  const loaded = await loadPolicy(
    app.db,
    added.policyNumber,
    inforceScope(auth.subject, auth.user.agentID),
  );
  // A policy the user may not see reads as one that does not exist (decision 0010).
  if (!loaded || !isLoadable(loaded.loadResult))
    throw notFound(`Policy ${added.policyNumber} was not found.`);
  const policy = { ...loaded.document, currentDate };
  const refusal = termRiderRefusal(policy, loaded.status, currentDate);
  if (refusal) throw refused(REFUSALS[refusal]);
  const expected = termRiderProductOf(policy).prodID;
  if (coverage.productSetup.prodID !== expected)
    throw refused(`This policy takes the term rider ${expected}.`, 'productSetup.prodID');
  const waiver = waiverOnBase(policy, currentDate);
  const priced = priceAddedRider({
    riderId: expected,
    faceAmount: coverage.faceAmount,
    insured: added.insured,
    ...(waiver === null ? {} : { waiver }),
  });
  if (!priced.ok)
    throw new ApiError(
      400,
      'validation',
      'The rider is not valid.',
      priced.problems.map((p) => ({
        path: p.field === 'faceAmount' ? 'faceAmount' : `addedRider.${p.field}`,
        message: p.message,
        code: p.code,
        params: { ...p.params },
      })),
    );
  const value = priced.value;
  return {
    annualPremium: dollars(value.annualPremium),
    premFlatExtra: dollars(value.premFlatExtra),
    ratePer1000: value.ratePer1000,
    chargedMonthly: value.chargedMonthly,
    waiverAnnualPremium: value.waiver ? dollars(value.waiver.annualPremium) : null,
  };
}

/**
 * POST /api/GetCoverageSetup (spec 4 and 7): the new rider coverage, returned with its setup from
 * the product data (the actuarial rider catalogue). Only term riders (093, 094) have one; any
 * other product is a 404 and changes nothing. With `addedRider` it also prices the rider.
 */
const coverageSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/GetCoverageSetup',
    {
      config: { access: 'inforce' },
      schema: {
        tags: ['inforce'],
        summary: 'The product setup (and, for a rider being added, the premium) of a new rider',
        security: [{ bearer: [] }],
        body: coverageSetupRequestSchema,
        response: responses(coverageSetupResponseSchema),
      },
    },
    async (request): Promise<CoverageSetupResponse> => {
      const { addedRider, ...coverage } = request.body;
      const prodID = coverage.productSetup.prodID;
      const rider = prodID === '093' || prodID === '094' ? riders[prodID] : undefined;
      if (rider?.kind !== 'TERM') throw notFound(`No coverage setup for product ${prodID}.`);
      const auth = request.auth;
      if (!auth) throw forbidden();
      const premium = addedRider
        ? await addedRiderPremium(app, auth, request.body, addedRider)
        : undefined;
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
        ...(premium
          ? {
              premiumRateData: { rate: premium.ratePer1000, annualPremium: premium.annualPremium },
              addedRiderPremium: premium,
            }
          : {}),
      };
    },
  );
};

export default coverageSetupRoute;
