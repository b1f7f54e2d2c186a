/**
 * Nothing secret reaches the logs: passwords, tokens, the challenge and the Authorization
 * header are censored wherever they appear in a logged request or body.
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
];

export function logOptions(logger: boolean | object | undefined, level: string): boolean | object {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { level, ...base, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
