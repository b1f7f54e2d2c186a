import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, buildAppOnFreshDatabase } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { TestClock } from './clock';
import { seededTestDatabaseTarget, testDatabaseTarget } from './database';

/**
 * Configuration from a clean environment (never the developer's own DATABASE_URL): demo data
 * on, no built web app unless a test points WEB_DIST somewhere. The data folder (report
 * outputs, the generated e-application key) is one per test process, since files run side by
 * side.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: join(tmpdir(), `portal-tests-${process.pid}-${threadId}`),
    WEB_DIST: join(tmpdir(), 'portal-tests-no-web-dist'),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

/** The whole app on a fresh throw-away database with the demo data, and a movable clock. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    /** Runs on the built app before it is ready: the last moment routes can be added. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  // The suite's seeded template holds what this app would seed, unless the test asks for
  // other start-up data.
  const ownStartupData = ['DEMO_DATA', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'].some(
    (name) => options.env?.[name] !== undefined,
  );
  const target = ownStartupData ? testDatabaseTarget() : seededTestDatabaseTarget();
  const app = await buildAppOnFreshDatabase(testConfig(options.env), target, {
    now: clock.now,
    onRoute: options.onRoute,
  });
  options.beforeReady?.(app);
  await app.ready();
  return { app, clock };
}

/** The app on a database the test already holds (start-up against existing data). */
export async function createAppOn(
  database: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { database });
  await app.ready();
  return app;
}
