import { PROBLEM_CODES } from '@portal/actuarial/problems';
import { z } from 'zod';

/**
 * Why the illustration engine refused an input, as code and values, so each reader words it in
 * their own language (@portal/actuarial/problems problemText); the English text travels too.
 */
export const problemCodeSchema = z.enum(PROBLEM_CODES);
export const problemParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.object({ en: z.string(), fr: z.string() })]),
);
