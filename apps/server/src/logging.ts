import { censorPersonal, censorQuery, serializeError } from './observability/log-safety';

/**
 * Nothing secret reaches the logs: passwords, tokens, the challenge and the Authorization
 * header are censored wherever they appear in a logged request or body, and so is a signed
 * download link in a logged address (decision 0027).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-challenge"]',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.refreshToken',
  'password',
  'refreshToken',
  'jwt',
  'body.idToken',
  'idToken',
];

/** `?link=…` (or `&link=…`) with its value censored. */
export function withoutLinks(url: string): string {
  return url.replace(/([?&]link=)[^&#]*/g, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, with the address censored. */
function requestValue(req: LoggedRequest) {
  return {
    method: req.method,
    url: censorQuery(withoutLinks(req.url)),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function logOptions(logger: boolean | object | undefined, level: string): boolean | object {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    level,
    ...base,
    serializers: { req: requestValue, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Personal fields are censored at any depth, whoever logs them (decision 0112).
    formatters: { log: (object: Record<string, unknown>) => censorPersonal(object) },
  };
}
