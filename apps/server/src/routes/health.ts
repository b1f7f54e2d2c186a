import { errorResponseSchema } from '@portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/database';
import { errorBody } from '../http/api-error';

/** The load balancer's probe: up only if the database answers. Never rate-limited. */
const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply
          .code(503)
          .send(errorBody(503, 'unavailable', 'The database is not answering.'));
      }
    },
  );
};

export default healthRoute;
