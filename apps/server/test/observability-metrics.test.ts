import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsServer } from '../src/observability/metrics-server';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { authenticate, expectError, injectAs, signIn } from './helpers/http';
import { illustrationReportBody } from './helpers/report-body';

/**
 * Issue 36 §3: /metrics, on its own listener (decision 0110), counts what the app does. The
 * figures are read from the exposition text, as Prometheus reads them.
 */
let app: FastifyInstance;
let clock: TestClock;
let metricsServer: FastifyInstance;

beforeAll(async () => {
  ({ app, clock } = await createTestApp());
  metricsServer = createMetricsServer(app.metrics);
});

afterAll(async () => {
  await metricsServer?.close();
  await app?.close();
});

async function scrape(): Promise<string> {
  const response = await metricsServer.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The sample `name{labels}` in the text (labels in any order), or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

describe('GET /metrics (issue 36 §3)', () => {
  it('is not served on the portal’s own port', async () => {
    expectError(await app.inject({ method: 'GET', url: '/metrics' }), 404, 'notFound');
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/health' };
    const ok = { ...route, status_code: '200' };
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
    const tokens = await signIn(app, 'agent');
    const missing = await injectAs(app, tokens, { method: 'GET', url: '/api/batch/not-a-batch' });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    const after = await scrape();

    expect(sample(after, 'portal_http_requests_total', ok)).toBe(
      sample(before, 'portal_http_requests_total', ok) + 3,
    );
    expect(sample(after, 'portal_http_request_duration_seconds_count', route)).toBe(
      sample(before, 'portal_http_request_duration_seconds_count', route) + 3,
    );
    // The pattern, never the id a client typed.
    expect(after).toContain('route="/api/batch/:batchId"');
    expect(after).not.toContain('not-a-batch');
    const refused = {
      method: 'GET',
      route: '/api/batch/:batchId',
      status_code: String(missing.statusCode),
    };
    expect(sample(after, 'portal_http_requests_total', refused)).toBe(
      sample(before, 'portal_http_requests_total', refused) + 1,
    );
  });

  it('counts sign-ins that fail and those made to wait', async () => {
    const before = await scrape();
    const address = '10.99.0.1';
    const statuses: number[] = [];
    // Failures after any earlier success of the name (the test clock stands still otherwise).
    clock.advance(1000);
    // Wrong passwords until the server asks for a wait (decision 0004).
    for (let i = 0; i < 8 && !statuses.includes(429); i += 1) {
      statuses.push((await authenticate(app, 'bi', 'not-the-password', address)).statusCode);
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const after = await scrape();
    const refused = statuses.filter((s) => s === 401).length;
    expect(sample(after, 'portal_sign_ins_total', { outcome: 'refused' })).toBe(
      sample(before, 'portal_sign_ins_total', { outcome: 'refused' }) + refused,
    );
    expect(sample(after, 'portal_sign_ins_total', { outcome: 'delayed' })).toBe(
      sample(before, 'portal_sign_ins_total', { outcome: 'delayed' }) + 1,
    );
    expect(sample(after, 'portal_sign_in_wait_seconds_count')).toBe(
      sample(before, 'portal_sign_in_wait_seconds_count') + 1,
    );
  });

  it('shows the engine pool, the jobs and the report durations', async () => {
    const before = await scrape();
    const tokens = await signIn(app, 'agent');
    const report = await injectAs(app, tokens, {
      method: 'POST',
      url: '/Report/NewBusinessReport',
      payload: illustrationReportBody('Metrics Test'),
    });
    expect(report.statusCode, report.body).toBe(200);
    const after = await scrape();
    const done = after
      .split('\n')
      .filter((line) => /^portal_job_duration_seconds_count\{.*outcome="done"/.test(line));
    const total = (text: string) =>
      text
        .split('\n')
        .filter((line) => /^portal_job_duration_seconds_count\{.*outcome="done"/.test(line))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(done.length).toBeGreaterThan(0);
    expect(total(after)).toBe(total(before) + 1);
    // The pools and the queue are there with their current figures.
    expect(sample(after, 'portal_engine_threads')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'portal_render_threads')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^portal_jobs_waiting 0$/m);
    expect(after).toMatch(/^portal_jobs_oldest_waiting_seconds 0$/m);
    expect(after).toMatch(/^portal_engine_busy_threads 0$/m);
    // PostgreSQL's pool, when the app runs on one.
    if (app.databaseKind === 'postgres') {
      expect(sample(after, 'portal_db_pool_connections', { state: 'max' })).toBe(10);
    }
    // And the process's own (prom-client's defaults).
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
