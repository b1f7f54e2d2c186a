import type { ErrorCode, ErrorResponse } from '@portal/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, errorBody } from '../http/api-error';

/** Framework errors by status, for the ones that are the client's doing. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'tooManyRequests',
};

type Issue = NonNullable<ErrorResponse['issues']>[number];
type EngineIssue = { problem?: Issue['code']; values?: Issue['params'] };

/** Connection failures and the SQLSTATEs of a server shutting down or starting up. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** Whether the error (or one it wraps: Drizzle wraps the driver's) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const failure: Error = current;
    const code = (failure as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(failure.message))) return true;
    current = failure.cause;
  }
  return false;
}

/**
 * Every error leaves as one body (decision 0005). Server faults are logged in full and
 * answered with a fixed message, so no stack, SQL or path reaches the client.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      request.log.info({ code: error.code }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        // A product limit refused at the edge carries the engine's problem (illustration-limits).
        const engine = (issue.params as { params?: EngineIssue } | undefined)?.params;
        return {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
          ...(engine?.problem ? { code: engine.problem, params: engine.values } : {}),
        };
      });
      request.log.info({ issues, context: error.validationContext }, 'request refused: validation');
      return reply
        .code(400)
        .send(errorBody(400, 'validation', 'The request is not valid.', issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[status] ?? 'badRequest';
      request.log.info({ code, err: error.code }, error.message);
      return reply.code(status).send(errorBody(status, code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: a passing state, not a fault of the
      // request; the client may retry (decision 0025).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(
          errorBody(503, 'unavailable', 'The service is briefly unavailable. Please try again.'),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(500, 'internal', 'An internal error occurred. Please try again later.'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
