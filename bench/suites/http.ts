// The API under load, beside a bare Fastify hello-world on the same machine in the same run:
// the ratio to that ceiling is what we watch, since absolute figures depend on the machine.
import { buildAppOnFreshDatabase } from '@portal/server/app';
import type { ThrowawayTarget } from '@portal/server/db/throwaway-database';
import {
  benchConfig,
  CONNECTIONS,
  ceiling,
  DURATION_S,
  type Load,
  listen,
  load,
  loadFigure,
  signIn,
} from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';

interface PortalLoads {
  tokenMethod: Load;
  login: Load;
  /** A signed-in call whose handler reads nothing more: what the access guard costs. */
  ownUser: Load;
}

async function portal(target: ThrowawayTarget): Promise<PortalLoads> {
  const app = await buildAppOnFreshDatabase(benchConfig(), target);
  const base = await listen(app);
  try {
    const agent = await signIn(base, 'agent');

    const tokenMethod = await load(base, '/api/getTokenMethod');
    const loginBody = JSON.stringify({ refreshToken: agent.refreshToken });
    const login = await load(base, '/users/login', {
      method: 'POST',
      headers: { 'x-challenge': agent.challenge },
      body: () => loginBody,
    });
    const ownUser = await load(base, '/users/agent', { headers: agent.headers });
    return { tokenMethod, login, ownUser };
  } finally {
    await app.close();
  }
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
        loadFigure(`GET /api/getTokenMethod on ${label}`, tokenMethod, top),
        loadFigure(`POST /users/login on ${label}`, login, top),
        loadFigure(`GET /users/agent signed in (the access guard) on ${label}`, ownUser, top),
      );
    }
    return figures;
  },
};

export default suite;
