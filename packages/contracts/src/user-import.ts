import { z } from 'zod';

/** POST /users/Uploadusers (platform spec 7; issue 16 §3): what a successful import did. */
export const userImportResultSchema = z.object({
  isFullUpdate: z.boolean(),
  /** Data rows read from the file (blank rows skipped). */
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** Users absent from a full import's file, now disabled (never deleted). */
  disabled: z.number().int().nonnegative(),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;

/** The multipart form's text fields, as the spec names them. */
export const userImportFieldsSchema = z.object({
  FileDirectory: z.string().max(0).optional(),
  isFullUpdate: z.enum(['true', 'false']).optional(),
});

/**
 * A refused import's issues carry `path` as "line:column" (line 0 is the whole file, column ''
 * the whole line) and `message` in the administrator's language.
 */
export function importIssuePath(line: number, column: string): string {
  return `${line}:${column}`;
}

export function parseImportIssuePath(path: string): { line: number; column: string } {
  const at = path.indexOf(':');
  return { line: Number(path.slice(0, at)), column: path.slice(at + 1) };
}

export const USER_IMPORT_PATH = '/users/Uploadusers';
export const USER_IMPORT_TEMPLATE_PATH = '/users/UploadusersTemplate';

/** Where an import stands (GET /users/UploadusersProgress/{progressId}; decision 0053). */
export const userImportProgressSchema = z.object({
  rowsRead: z.number().int().nonnegative(),
  rowsWritten: z.number().int().nonnegative(),
  done: z.boolean(),
});
export type UserImportProgress = z.infer<typeof userImportProgressSchema>;

export const userImportQuerySchema = z.object({
  /** A client-chosen id under which the import's progress can be read while it runs. */
  progressId: z.uuid().optional(),
});

export const userImportProgressParamsSchema = z.object({ progressId: z.uuid() });

export const USER_IMPORT_PROGRESS_PATH = '/users/UploadusersProgress';
