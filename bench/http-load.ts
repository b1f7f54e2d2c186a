// What the HTTP suites share: the portal in-process with the limits that would measure
// themselves lifted, a signed-in demo user, autocannon with a warm-up, and the bare Fastify
// ceiling of the same run that every figure is compared with.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '@portal/server/config';
import autocannon, { type Request } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BenchFigure } from './suite';

export const DURATION_S = 8;
export const CONNECTIONS = 10;

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called for every request, so that each can ask for something different. */
  body?: () => string;
}

/** Loads one path for DURATION_S after a one-second warm-up (JIT and database caches). */
export async function load(base: string, path: string, request: LoadRequest = {}): Promise<Load> {
  const { method = 'GET', headers = {}, body } = request;
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: [
      {
        method,
        path,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(body ? { setupRequest: (req: Request): Request => ({ ...req, body: body() }) } : {}),
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A bare Fastify answering a small JSON object: what this machine can do at best. */
export async function ceiling(method: 'GET' | 'POST' = 'GET'): Promise<Load> {
  const app = Fastify();
  app.route({ method, url: '/', handler: async () => ({ hello: 'world' }) });
  const base = await listen(app);
  try {
    return await load(base, '/', method === 'POST' ? { method, body: () => '{}' } : {});
  } finally {
    await app.close();
  }
}

export function benchConfig(): Config {
  return loadConfig({
    DATA_DIR: join(tmpdir(), 'portal-bench-unused'),
    WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
    // The global limit protects production; here it would measure itself, not the server.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
}

export interface SignedIn {
  /** Bearer and challenge headers for signed-in calls. */
  headers: Record<string, string>;
  refreshToken: string;
  challenge: string;
}

export async function signIn(base: string, username: string): Promise<SignedIn> {
  const response = await fetch(`${base}/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-challenge': 'none' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const tokens = (await response.json()) as {
    jwt: string;
    refreshToken: string;
    challenge: string;
  };
  return {
    headers: { authorization: `Bearer ${tokens.jwt}`, 'x-challenge': tokens.challenge },
    refreshToken: tokens.refreshToken,
    challenge: tokens.challenge,
  };
}

/** requests/s with p50, p99 and the ratio to the same run's ceiling. */
export function loadFigure(name: string, measured: Load, top: Load): BenchFigure {
  return {
    name,
    unit: 'requests/s',
    value: measured.requestsPerSecond,
    details: {
      p50Ms: measured.p50Ms,
      p99Ms: measured.p99Ms,
      ratioToCeiling: measured.requestsPerSecond / top.requestsPerSecond,
      non2xx: measured.non2xx,
      connections: CONNECTIONS,
      seconds: DURATION_S,
    },
  };
}
