import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, stopTracing } from '../src/observability/tracing';
import { createTestApp } from './helpers/app';
import { injectAs, signIn } from './helpers/http';
import { illustrationReportBody } from './helpers/report-body';

/**
 * Issue 36 §3: with the SDK's in-memory exporter, one request is one trace, from the server
 * span through its queries and into the worker thread that ran its engine or render task.
 */
const exporter = new InMemorySpanExporter();
let app: FastifyInstance;
let agent: TokenData;

/** A caller's trace (a load balancer or a browser that traces): the request continues it. */
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

beforeAll(async () => {
  await startTracing({ exporter });
  ({ app } = await createTestApp({ env: { ENGINE_DEADLINE_MS: '60000' } }));
  agent = await signIn(app, 'agent');
});

afterAll(async () => {
  await app?.close();
  await stopTracing();
});

const spanId = (span: ReadableSpan) => span.spanContext().spanId;
const traceId = (span: ReadableSpan) => span.spanContext().traceId;

/** Whether `span` descends from `ancestor` in `spans` (parent by parent). */
function descends(spans: ReadableSpan[], span: ReadableSpan, ancestor: ReadableSpan): boolean {
  const byId = new Map(spans.map((s) => [spanId(s), s]));
  let current: ReadableSpan | undefined = span;
  for (let depth = 0; current && depth < 20; depth += 1) {
    const parent: string | undefined = current.parentSpanContext?.spanId;
    if (parent === spanId(ancestor)) return true;
    current = parent ? byId.get(parent) : undefined;
  }
  return false;
}

describe('one trace per request (in-memory exporter)', () => {
  it('an illustration: the server span, its queries and the engine thread, one trace continuing the caller’s', async () => {
    exporter.reset();
    const response = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/illustrations/run',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      payload: {
        productId: '0131',
        faceAmount: 500_000,
        premiumMode: 'Monthly',
        insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const spans = exporter.getFinishedSpans().filter((s) => traceId(s) === CALLER_TRACE);
    const server = spans.find((s) => s.name === 'POST /api/illustrations/run');
    if (!server) throw new Error(`no server span among ${spans.map((s) => s.name).join(', ')}`);
    expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(server.attributes['http.response.status_code']).toBe(200);
    expect(server.attributes['http.route']).toBe('/api/illustrations/run');

    // The access guard's session read, in the request's trace.
    const queries = spans.filter((s) => s.attributes['db.operation.name'] !== undefined);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(descends(spans, query, server)).toBe(true);
    // Statements with placeholders, never the values.
    for (const query of queries)
      expect(String(query.attributes['db.query.text'])).not.toMatch(/agent'/);

    // Each engine job the request asked for, and the thread's span of it under it.
    const engines = spans.filter((s) => /^engine (?!thread)/.test(s.name));
    const threads = spans.filter((s) => s.name.startsWith('engine thread '));
    expect(engines.length, spans.map((s) => s.name).join(', ')).toBeGreaterThan(0);
    expect(threads.length).toBe(engines.length);
    for (const engine of engines) {
      expect(descends(spans, engine, server)).toBe(true);
      const thread = threads.find((t) => t.parentSpanContext?.spanId === spanId(engine));
      expect(thread?.name).toBe(engine.name.replace('engine ', 'engine thread '));
      expect(thread?.instrumentationScope.name).toBe('boreal-portal/worker-thread');
      expect(thread?.resource).toBe(server.resource);
    }
  });

  it('a report: the request, the job it queued and the render thread, one trace', async () => {
    exporter.reset();
    const response = await injectAs(app, agent, {
      method: 'POST',
      url: '/Report/NewBusinessReport',
      payload: illustrationReportBody('Trace Test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const all = exporter.getFinishedSpans();
    const server = all.find((s) => s.name === 'POST /Report/NewBusinessReport');
    if (!server) throw new Error(`no server span among ${all.map((s) => s.name).join(', ')}`);
    const spans = all.filter((s) => traceId(s) === traceId(server));
    const job = spans.find((s) => s.name.startsWith('job '));
    expect(job, spans.map((s) => s.name).join(', ')).toBeDefined();
    if (!job) return;
    expect(descends(spans, job, server)).toBe(true);
    const render = spans.find((s) => s.name === 'render pdf');
    const thread = spans.find((s) => s.name === 'render thread pdf');
    expect(render && descends(spans, render, job)).toBe(true);
    expect(thread?.parentSpanContext?.spanId).toBe(render && spanId(render));
    // The job's own queries are in it too.
    expect(
      spans.some((s) => s.attributes['db.operation.name'] !== undefined && descends(spans, s, job)),
    ).toBe(true);
  });
});
