// /metrics on a listener of its own (decision 0110): the load balancer forwards only the
// portal's port, so the figures are for whoever reaches this one (Prometheus on the host or
// its network), not for the public, and no token has to be managed.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

export function createMetricsServer(metrics: Metrics): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
  return server;
}
