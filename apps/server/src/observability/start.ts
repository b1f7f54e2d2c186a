// What the server process starts besides the app: tracing when a collector is configured
// (decision 0111) and the metrics listener when a port is (decision 0110); both end with it.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createMetricsServer } from './metrics-server';
import { startTracing, stopTracing } from './tracing';

export async function startObservability(app: FastifyInstance, config: Config): Promise<void> {
  const { otlpEndpoint, serviceName, metricsPort, metricsHost } = config.observability;
  if (otlpEndpoint) {
    await startTracing({ endpoint: otlpEndpoint, serviceName });
    // Last of the app's close: the spans of the requests it finished are sent first.
    app.addHook('onClose', () => stopTracing());
  }
  if (metricsPort !== undefined) {
    const server = createMetricsServer(app.metrics);
    await server.listen({ port: metricsPort, host: metricsHost });
    app.addHook('onClose', () => server.close());
    const address = server.server.address();
    app.log.info(
      { metrics: typeof address === 'object' && address ? `${metricsHost}:${address.port}` : '' },
      'metrics listening',
    );
  }
}
