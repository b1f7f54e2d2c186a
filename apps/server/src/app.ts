import './app-context';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './app-context';
import { DirectoryNonces } from './auth/directory/nonces';
import { DirectoryVerifier } from './auth/directory/verifier';
import { DownloadLinkSigner } from './auth/download-links';
import { getDummyHash } from './auth/passwords';
import { JwtSigner, randomToken } from './auth/tokens';
import type { Config } from './config';
import { type Database, openConfiguredDatabase } from './db/database';
import { prepareStartupData } from './db/seed';
import { createThrowawayDatabase, type ThrowawayTarget } from './db/throwaway-database';
import { createEnginePool, type EnginePool } from './engine/pool';
import { errorBody } from './http/api-error';
import { createJobQueue } from './jobs/create';
import { logOptions } from './logging';
import purgeSchedule from './maintenance/purge';
import observability, { requestId } from './observability/http';
import { createMetrics } from './observability/metrics';
import accessGuard from './plugins/access-guard';
import docs from './plugins/docs';
import errors from './plugins/errors';
import inputRules from './plugins/input-rules';
import routeAccess from './plugins/route-access';
import security from './plugins/security';
import webApp from './plugins/web-app';
import { getOrCreateSecret } from './repositories/secrets';
import settingsRoutes from './routes/api/settings';
import biCatalogueRoutes from './routes/bi/catalogue';
import biFigureRoutes from './routes/bi/figures';
import trackingExplorerRoutes from './routes/bi/tracking-explorer';
import widgetRoutes from './routes/bi/widgets';
import controlRoutes from './routes/controls/controls';
import eapplicationRoutes from './routes/eapplication';
import healthRoute from './routes/health';
import illustrationRoutes from './routes/illustration/index';
import inforceRoutes from './routes/inforce/index';
import needsRoutes from './routes/needs/index';
import reportRoutes from './routes/reports/index';
import setupRoutes from './routes/setup/setup';
import trackingRoutes from './routes/tracking/tracking';
import adminUserRoutes from './routes/users/admin-users';
import auditExportRoute from './routes/users/audit-export';
import authenticateRoute from './routes/users/authenticate';
import dashboardRoute from './routes/users/dashboard';
import directoryRoutes from './routes/users/directory';
import directorySignUpRoutes from './routes/users/directory-sign-up';
import userImportRoutes from './routes/users/import';
import roleRoutes from './routes/users/roles';
import sessionRoutes from './routes/users/session';
import sharedOwnershipVariantRoutes from './routes/users/shared-ownership-variant';
import updateUserRoute from './routes/users/update';
import userRoutes from './routes/users/users';

export const BODY_LIMIT = 1_048_576;

export interface BuildAppOptions {
  /** false (the default) logs nothing; true or pino options log with secrets redacted. */
  logger?: boolean | object;
  /** The server's clock; tests pass one they can move. */
  now?: Clock;
  /** Use this database instead of the configured one; the caller closes it. */
  database?: Database;
  /** Sees every route as it is registered, before anything else does (route inventories). */
  onRoute?: (route: RouteOptions) => void;
  /** An engine pool to use instead of a new one; the caller closes it (tests of its limits). */
  engine?: EnginePool;
}

/**
 * The whole app, ready to `inject()` or `listen()`: migrations applied, start-up data in
 * place, plugins (third-party, then ours), then routes. It does not listen.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const clock = options.now ?? (() => new Date());
  const database = options.database ?? openConfiguredDatabase(config);
  let jwtSecret: string;
  try {
    await database.migrate(() => prepareStartupData(database.db, config, clock()));
    jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt', randomToken));
    await getDummyHash();
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }

  const app = Fastify({
    logger: logOptions(options.logger, config.logLevel) as FastifyServerOptions['logger'],
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies' X-Forwarded-For is believed (decision 0004).
    trustProxy: config.trustProxy ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: false },
    // The load balancer's X-Request-Id when it sends one, so that its log and ours meet.
    genReqId: requestId,
    // A path that does not decode (a lone surrogate, a stray %) is the one error body too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as { code(status: number): typeof reply })
        .code(400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorBody(400, 'badRequest', error.message)) as never);
    },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('clock', clock);
  app.decorate('jwtSigner', new JwtSigner(jwtSecret));
  app.decorate('linkSigner', new DownloadLinkSigner(jwtSecret));
  app.decorate('directoryNonces', new DirectoryNonces(jwtSecret));
  app.decorate('directory', config.directory ? new DirectoryVerifier(config.directory) : null);
  if (!options.database) app.addHook('onClose', () => database.close());
  // Report renders are jobs (decision 0084): features define their tasks while they register,
  // the queue starts once all have; it stops first on close, before the pools its jobs use.
  const engine = options.engine ?? createEnginePool(config.engine);
  const metrics = createMetrics({ database, engine, clock });
  app.decorate('metrics', metrics);
  const jobs = createJobQueue(database, {
    clock,
    concurrency: config.jobWorkers,
    log: app.log,
    heartbeat: config.workerHeartbeat,
    observe: metrics.job,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.close());
  app.decorate('engine', engine);
  // Before the server waits for requests in flight: a running job ends now (answered 503).
  if (!options.engine) app.addHook('preClose', () => engine.close());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // First: every other hook and every handler runs in the request's span (decision 0111).
  await app.register(observability, { metrics });
  // Before any route, so that it sees every one of them.
  await app.register(routeAccess);
  // Third-party plugins: before the routes, or they never see them.
  await app.register(security, {
    perMinute: config.rateLimitPerMinute,
    directoryOrigin: config.directory ? new URL(config.directory.issuer).origin : undefined,
  });
  await app.register(docs);
  // Ours.
  await app.register(errors);
  await app.register(inputRules);
  await app.register(accessGuard);
  // Routes.
  await app.register(healthRoute);
  await app.register(settingsRoutes);
  await app.register(authenticateRoute);
  await app.register(sessionRoutes);
  await app.register(directoryRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(directorySignUpRoutes);
  await app.register(sharedOwnershipVariantRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditExportRoute);
  await app.register(dashboardRoute);
  await app.register(userImportRoutes);
  await app.register(controlRoutes);
  await app.register(setupRoutes);
  await app.register(trackingRoutes);
  await app.register(updateUserRoute);
  await app.register(widgetRoutes);
  await app.register(biFigureRoutes);
  await app.register(trackingExplorerRoutes);
  await app.register(biCatalogueRoutes);
  await app.register(illustrationRoutes);
  await app.register(eapplicationRoutes);
  await app.register(inforceRoutes);
  await app.register(needsRoutes);
  await app.register(reportRoutes);
  await app.register(purgeSchedule);
  await app.register(webApp, { webDist: config.webDist, hasWebDist: config.hasWebDist });
  return app;
}

/**
 * The app on a database of its own that is thrown away when the app closes: an in-memory
 * PGlite, or a new database on a PostgreSQL server. For tests and benchmarks.
 */
export async function buildAppOnFreshDatabase(
  config: Config,
  target: ThrowawayTarget = { kind: 'pglite' },
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const database = await createThrowawayDatabase(target);
  try {
    const app = await buildApp(config, { ...options, database });
    app.addHook('onClose', () => database.close());
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
