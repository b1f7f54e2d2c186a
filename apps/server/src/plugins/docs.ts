import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_VERSION } from '../version';
import { markScopePublic } from './route-access';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the same zod contracts the routes validate with. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Life Portal API',
        description:
          'Calls of the portal (platform spec section 7). Signed-in calls need ' +
          '`Authorization: Bearer <jwt>` and the session challenge in `X-Challenge`.',
        version: PRODUCT_VERSION,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          challenge: {
            type: 'apiKey',
            in: 'header',
            name: CHALLENGE_HEADER,
            description:
              'The session challenge: the `challenge` of the token data that POST /users/authenticate ' +
              'and POST /users/refresh answer, kept in session storage and sent on every call ' +
              `(\`${CHALLENGE_PLACEHOLDER}\` before sign-in). Signed-in calls, /users/login and ` +
              '/users/refresh are refused (401) when it does not match the session (decision 0002).',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(async (scope) => {
    markScopePublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null },
    });
  });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['route-access'] });
