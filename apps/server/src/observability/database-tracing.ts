// Query spans for both drivers (decision 0111): the statement with its placeholders, never its
// values. Only a query made inside a traced request or job gets one (start-up, the purge and the
// queue's own polling do not fill the trace store). Off, each query costs a null check.
import type { PGlite } from '@electric-sql/pglite';
import { context, SpanKind, trace } from '@opentelemetry/api';
import type pg from 'pg';
import { endSpan, inSpan, startSpan, tracingOn } from './tracing';

function attributes(system: 'postgresql' | 'pglite', text: string | undefined) {
  const operation = /^\s*(\w+)/.exec(text ?? '')?.[1]?.toUpperCase() ?? 'QUERY';
  return {
    name: operation,
    attributes: {
      'db.system.name': 'postgresql',
      'portal.db.driver': system,
      'db.operation.name': operation,
      'db.query.text': text ?? '',
    },
  };
}

type Callback = (error: Error | null, result?: unknown) => void;
type AnyQuery = (...args: unknown[]) => unknown;

/** Spans on a node-postgres client's queries, whether called back or awaited. */
function traceClient(client: pg.PoolClient): void {
  const query = client.query.bind(client) as AnyQuery;
  (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
    const first = args[0] as { text?: string; submit?: unknown } | string | undefined;
    if (!tracingOn() || (typeof first === 'object' && typeof first?.submit === 'function'))
      return query(...args);
    const parent = context.active();
    if (!trace.getSpan(parent)) return query(...args);
    const text = typeof first === 'string' ? first : first?.text;
    const { name, attributes: attrs } = attributes('postgresql', text);
    const span = startSpan(name, attrs, SpanKind.CLIENT, parent);
    if (!span) return query(...args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = (error: Error | null, result?: unknown) => {
        endSpan(span, error ?? undefined);
        callback(error, result);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).then(
      (result) => {
        endSpan(span);
        return result;
      },
      (error: unknown) => {
        endSpan(span, error);
        throw error;
      },
    );
  };
}

/**
 * Traces the pool's clients, and hands a client to whoever asked for it in the asker's
 * context: pg-pool calls a waiting caller back from the release of another request's client,
 * whose trace the query would otherwise join.
 */
export function tracePool(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => traceClient(client));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as unknown as { connect: (callback?: unknown) => unknown }).connect = (callback) =>
    typeof callback === 'function' && tracingOn()
      ? connect(context.bind(context.active(), callback as Callback))
      : connect(callback);
  return pool;
}

/** Spans on PGlite's queries, inside a transaction too. */
export function tracePglite(client: PGlite): PGlite {
  const wrap = (target: { query: PGlite['query'] }) => {
    const query = target.query.bind(target) as AnyQuery;
    (target as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
      if (!tracingOn()) return query(...args);
      const { name, attributes: attrs } = attributes('pglite', args[0] as string);
      return inSpan(name, attrs, async () => query(...args), {
        kind: SpanKind.CLIENT,
        requireParent: true,
      });
    };
  };
  wrap(client);
  const transaction = client.transaction.bind(client) as (
    callback: (tx: { query: PGlite['query'] }) => Promise<unknown>,
  ) => Promise<unknown>;
  (client as unknown as { transaction: typeof transaction }).transaction = (callback) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    });
  return client;
}
