import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Answer = Response | Promise<Response>;
export type Handler = (call: RecordedCall) => Answer;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's error body (contracts errorResponseSchema). */
export function apiError(status: number, code: string): Response {
  return json({ statusCode: status, code, error: 'Error', message: `server says ${code}` }, status);
}

/**
 * Replaces fetch with a fake server: routes are 'METHOD /path' → handler. A call to any
 * other route logs an error, which fails the test.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: String(input),
      headers: new Headers(init.headers),
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
      signal: init.signal ?? null,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) {
      console.error(`No fake route for ${call.method} ${call.path}`);
      return apiError(404, 'notFound');
    }
    return abortable(handler(call), init.signal);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

function abortable(answer: Answer, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return Promise.resolve(answer);
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
    Promise.resolve(answer).then(resolve, reject);
  });
}

/** A promise with its resolve function, for answers the test releases when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
