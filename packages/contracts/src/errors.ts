import { z } from 'zod';
import { ERROR_CODES } from './constants';

export { ERROR_CODES, type ErrorCode } from './constants';

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  error: z.string(),
  message: z.string(),
  /** Field-level problems for validation errors: path and message. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
