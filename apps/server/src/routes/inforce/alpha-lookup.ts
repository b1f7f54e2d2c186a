import { inforceEn, inforceFr } from '@portal/contracts/i18n/areas/inforce';
import {
  ALPHA_LOOKUP_LIMIT,
  type AlphaLookupRow,
  alphaLookupRequestSchema,
  alphaLookupResponseSchema,
} from '@portal/contracts/inforce';
import { inforceScope } from '@portal/domain/inforce/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses, unvalidatedJson } from '../../http/responses';
import { lookupByName } from '../../repositories/inforce';

const EMPTY_ROW: Omit<AlphaLookupRow, 'errorCode' | 'errorMessage'> = {
  policyNumber: '',
  policyType: '',
  prodName: '',
  policyStatusCode: '',
  policyStatusDescription: '',
  isActive: false,
  role: '',
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: null,
  city: '',
  province: '',
};

/**
 * POST /api/AlphaLookup (spec 7): policies by the names on them. Matches are rows with errorCode
 * 1; no match, too many matches or no name is one row with errorCode 2 and the message, in the
 * user's input language (spec 8: the client shows the server's message).
 */
const alphaLookupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/AlphaLookup',
    {
      config: { access: 'inforce' },
      serializerCompiler: unvalidatedJson,
      schema: {
        tags: ['inforce'],
        summary: 'Find in-force policies by owner, insured or annuitant name',
        security: [{ bearer: [] }],
        body: alphaLookupRequestSchema,
        response: responses(alphaLookupResponseSchema),
      },
    },
    async (request): Promise<AlphaLookupRow[]> => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const words = auth.user.inputLanguage === 'French' ? inforceFr.alpha : inforceEn.alpha;
      const scope = inforceScope(auth.subject, auth.user.agentID);
      const found = await lookupByName(app.db, request.body, scope, ALPHA_LOOKUP_LIMIT);
      const problem = (errorMessage: string): AlphaLookupRow[] => [
        { errorCode: 2, errorMessage, ...EMPTY_ROW },
      ];
      switch (found.kind) {
        case 'noName':
          return problem(words.noName);
        case 'none':
          return problem(words.noMatch);
        case 'tooMany':
          return problem(words.tooMany.replace('{{limit}}', String(ALPHA_LOOKUP_LIMIT)));
        default: {
          const french = auth.user.inputLanguage === 'French';
          return found.rows.map((row) => ({
            errorCode: 1,
            errorMessage: '',
            policyNumber: row.policyNumber,
            policyType: row.policyType,
            prodName: row.prodName,
            policyStatusCode: row.policyStatusCode,
            policyStatusDescription: french
              ? row.policyStatusDescriptionFr
              : row.policyStatusDescription,
            isActive: row.isActive,
            role:
              (['Owner', 'Insured', 'Annuitant', 'Payor'] as const).find((r) => r === row.role) ??
              '',
            firstName: row.firstName,
            middleName: row.middleName,
            lastName: row.lastName,
            dateOfBirth: row.dateOfBirth,
            city: row.city,
            province: row.province,
          }));
        }
      }
    },
  );
};

export default alphaLookupRoute;
