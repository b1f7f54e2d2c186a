import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './db/seed';
import { startObservability } from './observability/start';

/** Listens on PORT, and on SIGINT/SIGTERM stops taking requests, finishes, closes the database. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { logger: true });
  await startObservability(app, config);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // A stuck connection must not keep the process from ending.
      const deadline = setTimeout(() => process.exit(1), 10_000);
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.engine.warm();
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})`,
      webApp: config.hasWebDist ? config.webDist : 'not built',
    },
    'server ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
