import { errorResponseSchema } from '@portal/contracts/errors';
import type { ZodType } from 'zod';

/** A route's answers: its success schema, and the one error body for everything else. */
export function responses<T extends ZodType>(ok: T) {
  return { 200: ok, '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
}
