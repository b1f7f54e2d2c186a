// Personal data never reaches a log (issue 36 §3, decision 0112). Beside pino's fixed redaction
// paths (logging.ts), every logged object is walked and any field named like personal or
// secret data is censored at any depth, whatever the code that logged it; errors are written
// field by field, without the values a driver or Drizzle puts in them; a query string's
// personal fields are censored in a logged address.

export const CENSORED = '[redacted]';

/** Names of fields that hold a person's data or a secret, in any casing. */
const PERSONAL = [
  /^sin$/i,
  /Sin$/, // ownerSin, insuredSin (camelCase: "using", "basin" are not SINs)
  /^ssn$/i,
  /birth/i,
  /^dob$/i,
  /bank/i,
  /transit/i,
  /institution/i,
  /accountnumber/i,
  /health/i,
  /answers?$/i,
  /details$/i, // crimeDetails and the like: what a person wrote about themselves
  /illness/i,
  /password/i,
  /token/i,
  /secret/i,
  /^jwt$/i,
  /challenge/i,
  /authorization/i,
  /cookie/i,
  /^link$/i,
];

export function isPersonalKey(key: string): boolean {
  return PERSONAL.some((pattern) => pattern.test(key));
}

const MAX_DEPTH = 8;

/** A copy of a logged value with personal fields censored; errors and non-plain objects kept. */
export function censorPersonal(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => censorPersonal(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  // An Error goes to the err serializer below; anything else that is not plain data (a
  // request, a buffer) to its own serializer or pino's.
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      isPersonalKey(key) && item !== null && item !== ''
        ? CENSORED
        : censorPersonal(item, depth + 1);
  }
  return out;
}

/** `?birthDate=…&x=1` with the personal fields' values censored. */
export function censorQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const key = decodeKey(pair.slice(0, equals));
      return isPersonalKey(key) ? `${pair.slice(0, equals)}=${CENSORED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The fields of a driver's error that name where it happened, not what was written. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

/**
 * The error's message without values: Drizzle's `params: …` line is cut; a PostgreSQL data
 * error (SQLSTATE class 22: "invalid input syntax for type date: \"…\"") has its quoted value
 * censored. The driver's `detail` (`Key (sin)=(…)`), `where` and `hint` are not written.
 */
function safeMessage(error: Error): string {
  let message = error.message.replace(/\nparams: [\s\S]*$/, '');
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22'))
    message = message.replace(/"[^"]*"/g, `"${CENSORED}"`);
  return message;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** pino's `err` serializer: the error and its causes, without the values they carry. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = safeMessage(error);
  const type = error.constructor?.name || error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // Drizzle's failed statement has placeholders, never values: where it failed helps.
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') out.query = query;
  if (error.cause !== undefined && depth < 4) {
    out.cause = serializeError(error.cause, depth + 1) as LoggedError;
  }
  return out;
}
