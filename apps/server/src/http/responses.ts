import { errorResponseSchema } from '@portal/contracts/errors';
import type { ZodType } from 'zod';

/** A route's answers: its success schema, and the one error body for everything else. */
export function responses<T extends ZodType>(ok: T) {
  return { 200: ok, '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
}

/**
 * A route serializer that writes the answer as it is, without parsing it against the response
 * schema first (the schema still documents the call). Only for hot read calls whose answer is
 * built from stored documents validated when written; their API tests hold every answer to the
 * schema exactly (decision 0017).
 */
export const unvalidatedJson = () => (data: unknown) => JSON.stringify(data);
