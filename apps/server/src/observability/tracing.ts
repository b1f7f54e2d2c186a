// OpenTelemetry traces (issue 36 §3, decision 0111): off unless a process starts them, and
// then one tracer for the whole process. Off, every helper here is a null check and a direct
// call: the SDK is not even loaded (it is imported when tracing starts).
import { hostname } from 'node:os';
import {
  type Attributes,
  type Context,
  context,
  type HrTime,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { PRODUCT_VERSION } from '../version';

interface ActiveTracing {
  tracer: Tracer;
  processor: SpanProcessor;
  resource: Resource;
  shutdown(): Promise<void>;
}

let active: ActiveTracing | null = null;

export interface TracingOptions {
  /** OTLP over HTTP (protobuf) to `${endpoint}/v1/traces`, batched. */
  endpoint?: string;
  /** Instead of OTLP, each span as it ends (the tests' in-memory exporter). */
  exporter?: SpanExporter;
  serviceName?: string;
}

/**
 * Starts tracing for this process: the W3C trace-context propagator, the AsyncLocalStorage
 * context manager and the provider become global. The sampler is the SDK's (parent-based,
 * always on) unless OTEL_TRACES_SAMPLER says otherwise.
 */
export async function startTracing(options: TracingOptions): Promise<void> {
  if (active) throw new Error('Tracing is already started in this process.');
  if (!options.exporter && !options.endpoint) throw new Error('Tracing needs an exporter.');
  const [
    { NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
  ]);
  let processor: SpanProcessor;
  if (options.exporter) {
    processor = new SimpleSpanProcessor(options.exporter);
  } else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
    const url = `${(options.endpoint ?? '').replace(/\/+$/, '')}/v1/traces`;
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  }
  const resource = resourceFromAttributes({
    'service.name': options.serviceName ?? 'boreal-portal',
    'service.version': PRODUCT_VERSION,
    'service.instance.id': `${hostname()}:${process.pid}`,
  });
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  active = {
    tracer: provider.getTracer('boreal-portal', PRODUCT_VERSION),
    processor,
    resource,
    shutdown: () => provider.shutdown(),
  };
}

/** Sends what is left and turns tracing off (the globals are given back). */
export async function stopTracing(): Promise<void> {
  const was = active;
  if (!was) return;
  active = null;
  await was.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

export function tracingOn(): boolean {
  return active !== null;
}

/** The span of the current context, when tracing is on and there is one. */
export function currentSpan(): Span | undefined {
  return active ? trace.getSpan(context.active()) : undefined;
}

/**
 * A span that ends when it ends; never records an error's message (it can carry a value a
 * person typed), only its kind.
 */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.setAttribute('error.type', error instanceof Error ? error.name : typeof error);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** Runs `fn` in a child span of the current one (or of `parent`), or just runs it when off. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
  options: { kind?: SpanKind; parent?: Context; requireParent?: boolean } = {},
): Promise<T> {
  if (!active) return fn();
  const parent = options.parent ?? context.active();
  if (options.requireParent && !trace.getSpan(parent)) return fn();
  const span = active.tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      const value = await fn();
      endSpan(span);
      return value;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
  });
}

/** Starts a span the caller ends (hooks that open and close in different places). */
export function startSpan(
  name: string,
  attributes: Attributes,
  kind: SpanKind,
  parent: Context,
): Span | undefined {
  return active?.tracer.startSpan(name, { kind, attributes }, parent);
}

/** The W3C `traceparent` of the current context, to hand to a thread or a queued job. */
export function currentTraceparent(): string | undefined {
  if (!active) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a `traceparent` (from a header, a job, a thread) names. */
export function contextOf(carrier: Record<string, unknown> | string | undefined): Context {
  if (!active || carrier === undefined) return ROOT_CONTEXT;
  const headers = typeof carrier === 'string' ? { traceparent: carrier } : carrier;
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** What a worker thread sends back of a span it recorded (observability/thread-tracing.mjs). */
export interface ThreadSpan {
  name: string;
  kind: SpanKind;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  traceFlags: number;
  startTime: HrTime;
  endTime: HrTime;
  attributes: Attributes;
  status: { code: SpanStatusCode };
}

const THREAD_SCOPE = { name: 'boreal-portal/worker-thread', version: PRODUCT_VERSION };

/**
 * Spans a worker thread recorded under a traceparent it was given join this process's
 * export, as if they had been recorded here: one exporter, one resource, one trace.
 */
export function adoptThreadSpans(spans: readonly ThreadSpan[] | undefined): void {
  if (!active || !spans) return;
  for (const shipped of spans) {
    const duration: HrTime = hrDiff(shipped.endTime, shipped.startTime);
    const readable: ReadableSpan = {
      name: shipped.name,
      kind: shipped.kind,
      spanContext: () => ({
        traceId: shipped.traceId,
        spanId: shipped.spanId,
        traceFlags: shipped.traceFlags,
      }),
      parentSpanContext: {
        traceId: shipped.traceId,
        spanId: shipped.parentSpanId,
        traceFlags: shipped.traceFlags,
      },
      startTime: shipped.startTime,
      endTime: shipped.endTime,
      duration,
      status: shipped.status,
      attributes: shipped.attributes,
      links: [],
      events: [],
      ended: true,
      resource: active.resource,
      instrumentationScope: THREAD_SCOPE,
      droppedAttributesCount: 0,
      droppedEventsCount: 0,
      droppedLinksCount: 0,
    };
    active.processor.onEnd(readable);
  }
}

function hrDiff(end: HrTime, start: HrTime): HrTime {
  let seconds = end[0] - start[0];
  let nanos = end[1] - start[1];
  if (nanos < 0) {
    seconds -= 1;
    nanos += 1e9;
  }
  return [seconds, nanos];
}
