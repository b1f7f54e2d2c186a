// Tracing inside a worker thread (engine or render pool; decision 0111). A task that carries
// a W3C traceparent runs in a span that is the child of the caller's; the thread exports
// nothing itself: the span goes back with the result, and the server thread adds it to its
// own export (tracing.ts adoptThreadSpans). Plain JavaScript, loaded only by a traced task,
// so that a thread whose server traces nothing never loads the SDK.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';

const propagator = new W3CTraceContextPropagator();
const tracer = new BasicTracerProvider().getTracer('boreal-portal/worker-thread');

function shipped(span) {
  const context = span.spanContext();
  return {
    name: span.name,
    kind: span.kind,
    traceId: context.traceId,
    spanId: context.spanId,
    parentSpanId: span.parentSpanContext?.spanId ?? '',
    traceFlags: context.traceFlags,
    startTime: span.startTime,
    endTime: span.endTime,
    attributes: { ...span.attributes },
    status: { code: SpanStatusCode.UNSET },
  };
}

/**
 * Runs `fn` in a span named `name` under `traceparent`; answers `{ value, spans }`. A failure
 * is thrown as it was, its span lost with it (the server thread's own span says it failed).
 */
export async function runTraced(traceparent, name, attributes, fn) {
  const parent = propagator.extract(
    ROOT_CONTEXT,
    { traceparent },
    {
      get: (carrier, key) => carrier[key],
      keys: (carrier) => Object.keys(carrier),
    },
  );
  const span = tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes }, parent);
  // Not sampled upstream: nothing is recorded, nothing goes back.
  const recording = span.isRecording();
  const value = await fn();
  span.end();
  return { value, spans: recording ? [shipped(span)] : [] };
}
