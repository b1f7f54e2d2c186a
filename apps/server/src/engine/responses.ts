import { errorResponseSchema } from '@portal/contracts/errors';
import type { ZodType } from 'zod';
import { responses } from '../http/responses';

/**
 * The answers of a call that runs the engine in its pool: the usual ones, and a 503 when the
 * pool is full (`engineBusy`) or the job passed its deadline (`engineTimeout`), with
 * Retry-After (decision 0021).
 */
export function engineResponses<T extends ZodType>(ok: T) {
  return {
    ...responses(ok),
    503: errorResponseSchema.describe(
      'The engine is busy (code engineBusy) or the calculation passed its deadline and was stopped (code engineTimeout); the answer carries Retry-After.',
    ),
  } as const;
}
