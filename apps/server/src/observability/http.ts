// Each request: a server span (continuing the caller's trace when it sends a traceparent), its
// request id and trace id on every log line it writes, and its count and duration in the
// metrics. Registered before every other plugin, so that their hooks and every handler run in
// the request's span (decision 0111).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Context, context, type Span, SpanKind, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics';
import { contextOf, endSpan, startSpan, tracingOn } from './tracing';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id from the load balancer is kept when it looks like one; otherwise a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{8,64}$/.test(given) ? given : randomUUID();
}

interface Traced {
  span: Span;
  context: Context;
}

const traced = new WeakMap<FastifyRequest, Traced>();

/** The route's pattern (a bounded set), never the path a client typed. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function finish(request: FastifyRequest, reply: FastifyReply, metrics: Metrics) {
  const status = reply.statusCode;
  metrics.request(request.method, routeOf(request), status, reply.elapsedTime / 1000);
  const state = traced.get(request);
  if (!state) return;
  traced.delete(request);
  state.span.setAttribute('http.response.status_code', status);
  endSpan(state.span, status >= 500 ? new Error('server error') : undefined);
}

async function observability(app: FastifyInstance, options: { metrics: Metrics }) {
  const { metrics } = options;

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (!tracingOn()) return done();
    const parent = contextOf(request.headers as Record<string, unknown>);
    const span = startSpan(
      `${request.method} ${routeOf(request)}`,
      {
        'http.request.method': request.method,
        'http.route': routeOf(request),
        'url.path': request.url.split('?')[0] ?? '',
        'portal.request.id': request.id,
      },
      SpanKind.SERVER,
      parent,
    );
    if (!span) return done();
    const spanContext = trace.setSpan(parent, span);
    traced.set(request, { span, context: spanContext });
    const ids = span.spanContext();
    // The request's own logger (pino's child): every later line of it, the last one included.
    // (An app built without a logger has a stand-in without bindings.)
    const log = request.log as unknown as { setBindings?(bindings: object): void };
    log.setBindings?.({ trace_id: ids.traceId, span_id: ids.spanId });
    context.with(spanContext, done);
  });

  // A body arrives from the socket, outside the request's context: the hooks after it and the
  // handler are put back in it here.
  app.addHook('preValidation', (request, _reply, done) => {
    const state = traced.get(request);
    if (state) context.with(state.context, done);
    else done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    finish(request, reply, metrics);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const state = traced.get(request);
    if (state) {
      traced.delete(request);
      state.span.setAttribute('portal.request.aborted', true);
      endSpan(state.span);
    }
    done();
  });
}

export default fp(observability, { name: 'observability' });
