import { z } from 'zod';
import { ERROR_CODES } from './constants';
import { problemCodeSchema, problemParamsSchema } from './problems';

export { ERROR_CODES, type ErrorCode } from './constants';

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  error: z.string(),
  message: z.string(),
  /**
   * Field-level problems for validation errors: path and message; an illustration engine's
   * refusal also carries its code and values, for the reader's language.
   */
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: problemCodeSchema.optional(),
        params: problemParamsSchema.optional(),
      }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
