// The API under load, beside a bare Fastify hello-world on the same machine in the same run:
// the ratio to that ceiling is what we watch, since absolute figures depend on the machine.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { loadConfig } from '@portal/server/config';
import type { ThrowawayTarget } from '@portal/server/db/throwaway-database';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BenchFigure, BenchSuite } from '../suite';

const DURATION_S = 8;
const CONNECTIONS = 10;

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function load(
  url: string,
  request: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Load> {
  // A short warm-up so the JIT and the database's caches are in the state users meet.
  await autocannon({ url, ...request, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({
    url,
    ...request,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function ceiling(): Promise<Load> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const base = await listen(app);
  try {
    return await load(`${base}/`);
  } finally {
    await app.close();
  }
}

interface PortalLoads {
  tokenMethod: Load;
  login: Load;
  /** A signed-in call whose handler reads nothing more: what the access guard costs. */
  ownUser: Load;
}

async function portal(target: ThrowawayTarget): Promise<PortalLoads> {
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'portal-bench-unused'),
    WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
    // The global limit protects production; here it would measure itself, not the server.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildAppOnFreshDatabase(config, target);
  const base = await listen(app);
  try {
    const signIn = await fetch(`${base}/users/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-challenge': 'none' },
      body: JSON.stringify({ username: 'agent', password: 'demo1234' }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const tokens = (await signIn.json()) as {
      jwt: string;
      refreshToken: string;
      challenge: string;
    };

    const tokenMethod = await load(`${base}/api/getTokenMethod`);
    const login = await load(`${base}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-challenge': tokens.challenge },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    const ownUser = await load(`${base}/users/agent`, {
      headers: { authorization: `Bearer ${tokens.jwt}`, 'x-challenge': tokens.challenge },
    });
    return { tokenMethod, login, ownUser };
  } finally {
    await app.close();
  }
}

function figure(name: string, measured: Load, top: Load): BenchFigure {
  return {
    name,
    unit: 'requests/s',
    value: measured.requestsPerSecond,
    details: {
      p99Ms: measured.p99Ms,
      ratioToCeiling: measured.requestsPerSecond / top.requestsPerSecond,
      non2xx: measured.non2xx,
      connections: CONNECTIONS,
      seconds: DURATION_S,
    },
  };
}

/** The embedded database always; a PostgreSQL server too when TEST_DATABASE_URL names one. */
function targets(): [string, ThrowawayTarget][] {
  const list: [string, ThrowawayTarget][] = [['PGlite', { kind: 'pglite' }]];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(['PostgreSQL', { kind: 'postgres', adminUrl: url }]);
  return list;
}

const suite: BenchSuite = {
  name: 'http',
  async run() {
    const top = await ceiling();
    const figures: BenchFigure[] = [
      {
        name: 'bare Fastify hello-world (ceiling)',
        unit: 'requests/s',
        value: top.requestsPerSecond,
        details: { p99Ms: top.p99Ms, connections: CONNECTIONS, seconds: DURATION_S },
      },
    ];
    for (const [label, target] of targets()) {
      const { tokenMethod, login, ownUser } = await portal(target);
      if (tokenMethod.non2xx > 0 || login.non2xx > 0 || ownUser.non2xx > 0) {
        throw new Error(`the portal on ${label} answered with errors under load`);
      }
      figures.push(
        figure(`GET /api/getTokenMethod on ${label}`, tokenMethod, top),
        figure(`POST /users/login on ${label}`, login, top),
        figure(`GET /users/agent signed in (the access guard) on ${label}`, ownUser, top),
      );
    }
    return figures;
  },
};

export default suite;
