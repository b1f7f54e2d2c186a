import {
  charitableGiving,
  incomePayout,
  insuranceAsInvestment,
  internalRateOfReturn,
} from '@portal/actuarial/concepts';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput, ResolvedInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import { columnValues, type Ledger } from '@portal/actuarial/ledger';
import { type PremiumSummary, premiumSummary } from '@portal/actuarial/premium';
import type { InputProblem } from '@portal/actuarial/problems';
import { products, riders } from '@portal/actuarial/products/catalogue';
import {
  type ConceptsResponse,
  conceptsRequestSchema,
  conceptsResponseSchema,
  firstYearPremiumResponseSchema,
  type IllustrationResult,
  illustrationInputSchema,
  illustrationResultSchema,
  LEDGER_COLUMNS,
  type LedgerBody,
  type ProductCatalogue,
  productCatalogueSchema,
} from '@portal/contracts/illustration';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../http/api-error';
import { responses } from '../../http/responses';
import { compareWithCase, onIllustrationDate } from '../../illustration/new-business';

/**
 * Structure first (the zod schema), then the product's own rules (ages, face limits, rate
 * classes, riders, funds summing to 100): out-of-range input is refused with a 400 naming
 * each field (the same body as a schema refusal), never clamped.
 */
function checkedInput(body: unknown, reply: FastifyReply): ResolvedInput | null {
  const checked = validateIllustrationInput(
    onIllustrationDate(body as IllustrationInput, new Date()),
  );
  if (checked.ok) return checked.value;
  refuse(reply, checked.problems);
  return null;
}

/** A 400 naming each field the engine refused, with its code and values (decision 0018). */
function refuse(reply: FastifyReply, problems: readonly InputProblem[]): void {
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
}

const summaryBody = (summary: PremiumSummary) => ({
  ...summary,
  coverages: [...summary.coverages],
});

function ledgerBody(ledger: Ledger): LedgerBody {
  const columns = {} as Record<string, (number | null)[]>;
  // IRR cells that are not meaningful come out as null (engine README §IRR).
  for (const column of LEDGER_COLUMNS) columns[column] = columnValues(ledger, column);
  return {
    basis: ledger.basis,
    issueAge: ledger.issueAge,
    years: ledger.years,
    lapseYear: ledger.lapseYear,
    endReason: ledger.endReason,
    columns: columns as LedgerBody['columns'],
    funds: ledger.funds.map((fund) => ({
      fundId: fund.fundId,
      values: Array.from(fund.values.subarray(0, ledger.years)),
    })),
    limitedFlows: ledger.limitedFlows.map((flow) => ({ ...flow })),
  };
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
        body: illustrationInputSchema,
        response: responses(firstYearPremiumResponseSchema),
      },
    },
    async (request, reply) => {
      const input = checkedInput(request.body, reply);
      if (!input) return reply;
      return { firstYearPremium: summaryBody(premiumSummary(input)) };
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
        body: illustrationInputSchema,
        response: responses(illustrationResultSchema),
      },
    },
    async (request, reply) => {
      const input = checkedInput(request.body, reply);
      if (!input) return reply;
      const result = illustrateResolved(input);
      const body: IllustrationResult = {
        premiumSummary: summaryBody(result.premiumSummary),
        ledgers: {
          guaranteed: ledgerBody(result.ledgers.guaranteed),
          illustrated: ledgerBody(result.ledgers.illustrated),
          alternate: ledgerBody(result.ledgers.alternate),
        },
        tax: result.tax,
      };
      return body;
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
        body: conceptsRequestSchema,
        response: responses(conceptsResponseSchema),
      },
    },
    async (request, reply) => {
      const input = checkedInput(request.body.input, reply);
      if (!input) return reply;
      const ledger = illustrateResolved(input).ledgers.illustrated;
      const { compareProductIds, incomePayout: payout } = request.body;
      const income =
        payout &&
        incomePayout(ledger, {
          startAge: payout.startAge,
          payoutYears: payout.payoutYears,
          loanRate: payout.loanRate / 100,
          intRate: payout.intRate / 100,
          taxRate: payout.taxRate / 100,
        });
      if (income && !income.ok) {
        refuse(reply, [income.problem]);
        return reply;
      }
      const rates = (r: { intRate: number; taxRate: number } | undefined) =>
        r && { intRate: r.intRate / 100, taxRate: r.taxRate / 100 };
      const charity = rates(request.body.charitableGiving);
      const investment = rates(request.body.insuranceInvestment);
      const body: ConceptsResponse = {
        productCompare: compareProductIds
          ? compareWithCase(request.body.input as IllustrationInput, compareProductIds).map(
              (line) => ({
                ...line,
                problems: [...line.problems],
                premiumSummary: line.premiumSummary && summaryBody(line.premiumSummary),
                values: [...line.values],
                premiumSchedule: [...line.premiumSchedule],
              }),
            )
          : null,
        internalRateOfReturn: internalRateOfReturn(ledger),
        charitableGiving: charity ? charitableGiving(ledger, charity) : null,
        insuranceInvestment: investment ? insuranceAsInvestment(ledger, investment) : null,
        incomePayout: income
          ? {
              annualIncome: income.annualIncome,
              preTaxEquivalent: income.preTaxEquivalent,
              nonRegisteredIncome: income.nonRegisteredIncome,
              rows: [...income.rows],
            }
          : null,
      };
      return body;
    },
  );
};

export default illustrationRoutes;
