// The robustness suite of issue 26: requests generated from every route's zod contract (the
// route table says which routes there are), mixed with a corpus of hostile values and
// bodies, sent signed in and not. It fails on any 5xx, on any refused request (4xx) that
// changed a row, and when /health stops answering. FUZZ_RUNS sets the number of generated
// requests (FUZZ_SEED the seed; FUZZ_VERBOSE prints progress and the heap in use); the
// corpus is always sent whole.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../test/helpers/app';
import { freshAddress, sessionHeaders, signIn } from '../test/helpers/http';
import {
  HOSTILE_FIELD_TEXTS,
  HOSTILE_JSON_TEXTS,
  HOSTILE_SEGMENTS,
  WRONG_CONTENT_TYPES,
} from './corpus';
import { arbitraryOf } from './zod-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Who = 'admin' | 'agent' | 'anonymous';
const WHO: readonly Who[] = ['admin', 'agent', 'anonymous'];

interface Target {
  method: string;
  url: string;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/**
 * What a refused request may still write, by design: a refused sign-in is a login attempt
 * (the sign-in limits count them), and a signed-in call marks its session as used. The job
 * workers' heartbeats are written by a timer every few seconds, never by a request.
 */
const CONTENT_NOT_COMPARED = new Set([
  'login_attempts',
  'sessions',
  'refresh_tokens',
  'worker_heartbeats',
]);
const COUNT_NOT_COMPARED = new Set(['login_attempts', 'worker_heartbeats']);

let app: FastifyInstance;
const routes: RouteOptions[] = [];
const tokens = new Map<Who, { authorization: string; 'x-challenge'?: string } | null>();
const stats = { requests: 0, serverErrors: 0, refused: 0, ok: 0 };
let checksumSql: ReturnType<typeof sql.raw>;

async function signInAs(who: Who) {
  if (who === 'anonymous') return tokens.set(who, null);
  tokens.set(who, sessionHeaders(await signIn(app, who)) as { authorization: string });
}

/** One row of counts and digests: the state a refused request must leave as it found it. */
async function checksum(): Promise<string> {
  const result = (await app.db.execute(checksumSql)) as unknown as
    | { rows: Record<string, unknown>[] }
    | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return JSON.stringify(rows[0]);
}

async function buildChecksumSql() {
  const result = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] } | { table_name: string }[];
  const tables = (Array.isArray(result) ? result : result.rows).map((row) => row.table_name);
  const parts: string[] = [];
  for (const table of tables) {
    if (COUNT_NOT_COMPARED.has(table)) continue;
    parts.push(`(select count(*) from "${table}") as "${table}_n"`);
    if (!CONTENT_NOT_COMPARED.has(table))
      parts.push(
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t) as "${table}_md5"`,
      );
  }
  checksumSql = sql.raw(`select ${parts.join(', ')}`);
}

function targets(): Target[] {
  const list: Target[] = [];
  for (const route of routes) {
    if (typeof route.method !== 'string' || route.method === 'HEAD') continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (schema.hide || route.url === '/' || route.url.startsWith('/DB/*')) continue;
    list.push({
      method: route.method,
      url: route.url,
      body: schema.body as z.ZodType | undefined,
      params: schema.params as z.ZodType | undefined,
      querystring: schema.querystring as z.ZodType | undefined,
    });
  }
  return list;
}

function segment(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

function fillPath(url: string, params: Record<string, unknown>, raw: string | null): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    raw !== null ? raw : segment(params[name] ?? 'x'),
  );
}

function queryString(query: unknown, raw: string | null): string {
  if (raw !== null) return `?q=${raw}`;
  if (!query || typeof query !== 'object') return '';
  const pairs = Object.entries(query as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${segment(k)}=${segment(typeof v === 'object' ? JSON.stringify(v) : v)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A body the contract accepts, when one of a few dozen generated ones is; else the first. */
function wellFormedBody(schema: z.ZodType): unknown {
  const candidates = fc.sample(arbitraryOf(schema, 0), { numRuns: 60, seed: 26 });
  return candidates.find((body) => schema.safeParse(body).success) ?? candidates[0];
}

/** The paths of the fields of a body (objects and the first element of lists), 3 deep. */
function fieldPaths(
  value: unknown,
  depth = 0,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (depth >= 3 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, depth + 1, [...prefix, key]),
  ]);
}

const PLACEHOLDER = '\u0001hostile\u0001';

/** The body's JSON text with the field at `path` replaced by a raw JSON text. */
function withField(body: unknown, path: (string | number)[], text: string): string {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = PLACEHOLDER;
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), () => text);
}

interface Plan {
  who: Who;
  request: InjectOptions;
  label: string;
}

const pendingSignIns = new Set<Who>();

async function inject(plan: Plan): Promise<LightMyRequestResponse> {
  const auth = tokens.get(plan.who);
  const response = await app.inject({
    ...plan.request,
    remoteAddress: freshAddress(),
    headers: { ...(auth ?? {}), ...plan.request.headers },
  });
  stats.requests += 1;
  if (process.env.FUZZ_VERBOSE && stats.requests % 50 === 0)
    process.stderr.write(
      `  ${stats.requests} ${plan.label.slice(0, 90)} ${response.statusCode} ${Math.round(process.memoryUsage().heapUsed / 1e6)}MB\n`,
    );
  if (response.statusCode >= 500) {
    stats.serverErrors += 1;
    expect.fail(`${plan.label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  if (response.statusCode >= 400) stats.refused += 1;
  else stats.ok += 1;
  // A fuzzed sign-out or session change may have ended the session: sign in again after.
  if (
    plan.who !== 'anonymous' &&
    (response.statusCode === 401 || /logout|refresh/.test(String(plan.request.url)))
  )
    pendingSignIns.add(plan.who);
  return response;
}

function expectUnchanged(before: string, after: string, what: string) {
  if (after === before) return;
  const b = JSON.parse(before) as Record<string, unknown>;
  const a = JSON.parse(after) as Record<string, unknown>;
  const changed = Object.keys(a).filter((key) => a[key] !== b[key]);
  expect.fail(`${what} changed ${changed.join(', ')}`);
}

async function signInAgain() {
  for (const who of pendingSignIns) await signInAs(who);
  pendingSignIns.clear();
}

/** One request; when it is refused, the tables must be as they were before it. */
async function send(plan: Plan): Promise<LightMyRequestResponse> {
  const before = await checksum();
  const response = await inject(plan);
  if (response.statusCode >= 400)
    expectUnchanged(before, await checksum(), `${plan.label}, refused (${response.statusCode}),`);
  await signInAgain();
  return response;
}

/**
 * Requests that are all expected to be refused, with one look at the tables before and
 * after: if any was answered, the batch is sent again one request at a time to tell.
 */
async function sendBatch(plans: Plan[]): Promise<void> {
  if (process.env.FUZZ_VERBOSE)
    process.stderr.write(
      `batch ${plans[0]?.label} ${plans.length} ${Math.round(process.memoryUsage().heapUsed / 1e6)}MB\n`,
    );
  const before = await checksum();
  let accepted = 0;
  for (const plan of plans) if ((await inject(plan)).statusCode < 400) accepted += 1;
  const after = await checksum();
  await signInAgain();
  if (accepted === 0) expectUnchanged(before, after, `${plans[0]?.label ?? ''} (refused batch)`);
  else if (after !== before) for (const plan of plans) await send(plan);
}

async function expectHealthy() {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('/health stopped answering')), 15_000);
  });
  try {
    const response = await Promise.race([app.inject({ method: 'GET', url: '/health' }), deadline]);
    expect(response.statusCode).toBe(200);
  } finally {
    clearTimeout(timer);
  }
}

function planArbitrary(list: Target[]): fc.Arbitrary<Plan> {
  return fc.constantFrom(...list).chain((target) =>
    fc
      .record({
        who: fc.constantFrom(...WHO),
        body: target.body ? arbitraryOf(target.body) : fc.constant(undefined),
        params: target.params ? arbitraryOf(target.params, 5) : fc.constant({}),
        rawSegment: fc.option(fc.constantFrom(...HOSTILE_SEGMENTS), { freq: 6 }),
        query: target.querystring ? arbitraryOf(target.querystring, 5) : fc.constant(undefined),
        rawQuery: fc.option(fc.constantFrom(...HOSTILE_SEGMENTS), { freq: 10 }),
      })
      .map(({ who, body, params, rawSegment, query, rawQuery }) => {
        const url =
          fillPath(
            target.url,
            (params ?? {}) as Record<string, unknown>,
            target.url.includes(':') ? rawSegment : null,
          ) + queryString(query, rawQuery);
        const request: InjectOptions = {
          method: target.method as InjectOptions['method'],
          url,
          ...(target.body && body !== undefined
            ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
            : {}),
        };
        return { who, request, label: `${target.method} ${url.slice(0, 120)} as ${who}` };
      }),
  );
}

describe(`robustness on ${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'}`, () => {
  beforeAll(async () => {
    ({ app } = await createTestApp({
      // The flood limits are tested on their own; here they would only answer 429.
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
      onRoute: (route) => routes.push(route),
    }));
    await buildChecksumSql();
    for (const who of WHO) await signInAs(who);
  });
  afterAll(async () => {
    console.log(
      `fuzz (${process.env.TEST_DB ?? 'pglite'}): ${stats.requests} requests, ${stats.serverErrors} 5xx, ${stats.refused} refused, ${stats.ok} answered`,
    );
    await app?.close();
  });

  it('finds the routes and their contracts in the route table', () => {
    const list = targets();
    expect(list.length).toBeGreaterThan(30);
    expect(list.filter((t) => t.body).length).toBeGreaterThan(15);
  });

  it('answers the hostile corpus on every route with a body without a 5xx or a write', async () => {
    const withBody = targets().filter((t) => t.body);
    for (const target of withBody) {
      const url = fillPath(target.url, {}, target.url.includes(':') ? 'x1' : null);
      const batch: Plan[] = [];
      for (const text of HOSTILE_JSON_TEXTS)
        for (const who of ['admin', 'anonymous'] as const)
          batch.push({
            who,
            request: {
              method: target.method as InjectOptions['method'],
              url,
              payload: text,
              headers: { 'content-type': 'application/json' },
            },
            label: `${target.method} ${url} as ${who} with ${JSON.stringify(text.slice(0, 40))}`,
          });
      for (const { contentType, body } of WRONG_CONTENT_TYPES)
        batch.push({
          who: 'admin',
          request: {
            method: target.method as InjectOptions['method'],
            url,
            payload: body,
            headers: { 'content-type': contentType },
          },
          label: `${target.method} ${url} with ${contentType}`,
        });
      await sendBatch(batch);
      await expectHealthy();
    }
  });

  it('puts each hostile value in each field of a well-formed body without a 5xx or a write', async () => {
    for (const target of targets()) {
      if (!target.body) continue;
      const body = wellFormedBody(target.body);
      const url = fillPath(target.url, {}, target.url.includes(':') ? 'x1' : null);
      const batch: Plan[] = [];
      for (const path of fieldPaths(body))
        for (const text of HOSTILE_FIELD_TEXTS)
          for (const who of ['admin'] as const)
            batch.push({
              who,
              request: {
                method: target.method as InjectOptions['method'],
                url,
                payload: withField(body, path, text),
                headers: { 'content-type': 'application/json' },
              },
              label: `${target.method} ${url} as ${who} with ${path.join('.').slice(0, 60)} = ${text.slice(0, 30)}`,
            });
      await sendBatch(batch);
      await expectHealthy();
    }
  });

  it('answers hostile path segments and query values without a 5xx or a write', async () => {
    for (const target of targets()) {
      const batch: Plan[] = [];
      for (const raw of HOSTILE_SEGMENTS) {
        const url = target.url.includes(':')
          ? fillPath(target.url, {}, raw)
          : `${target.url}?q=${raw}`;
        batch.push({
          who: 'admin',
          request: {
            method: target.method as InjectOptions['method'],
            url,
            ...(target.body
              ? { payload: '{}', headers: { 'content-type': 'application/json' } }
              : {}),
          },
          label: `${target.method} ${url.slice(0, 120)}`,
        });
      }
      await sendBatch(batch);
    }
    await expectHealthy();
  });

  it(`answers ${RUNS} requests generated from the contracts without a 5xx or a refused write`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(planArbitrary(targets()), async (plan) => {
        await send(plan);
        sent += 1;
        if (sent % 50 === 0) await expectHealthy();
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
    );
    await expectHealthy();
  });
});
