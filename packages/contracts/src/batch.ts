// Batch runs (platform spec 3 and 6: the user's batch permission and the system batch flag;
// issue 23 §2; decision 0086): a new-business census illustrated row by row, and an in-force
// batch of policies' projection values and progress reports. Both answer at once with a batch
// id; the screen follows GET /api/batch/{batchId} until the batch is over. Unknown properties
// are stripped; a body that is not this shape is a 400 that changes nothing.
import { productIds } from '@portal/actuarial/products/types';
import { z } from 'zod';
import { POLICY_NUMBER_MAX } from './inforce';

export const BATCH_KINDS = ['newBusiness', 'inforce'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

/**
 * queued: accepted, no chunk started; running: chunks being illustrated; finishing: every
 * chunk done, the workbook and PDFs being made; done: outputs ready; cancelled: stopped by
 * its owner (rows already done are kept, no outputs made); failed: could not finish.
 */
export const BATCH_STATUSES = [
  'queued',
  'running',
  'finishing',
  'done',
  'cancelled',
  'failed',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Most lives in one census; most bytes of its file (CSV or xlsx). */
export const CENSUS_MAX_ROWS = 10_000;
export const CENSUS_MAX_BYTES = 5 * 1024 * 1024;
/** Most policies in one in-force batch, and most of them printed as PDFs in its zip. */
export const INFORCE_BATCH_MAX_POLICIES = 100_000;
export const INFORCE_BATCH_MAX_PDFS = 1_000;
/** Most batches one user may have queued or running at once. */
export const BATCH_MAX_ACTIVE_PER_USER = 3;

/**
 * The census columns, one life per row. A header names each column, in English or French
 * (CENSUS_HEADERS); order does not matter; unknown columns are ignored. `faceAmount` or
 * `premium` (annual): one of the two, not both; a premium asks the engine for the face it buys.
 */
export const CENSUS_COLUMNS = [
  'reference',
  'productId',
  'issueAge',
  'sex',
  'smokeClass',
  'faceAmount',
  'premium',
  'premiumMode',
] as const;
export type CensusColumn = (typeof CENSUS_COLUMNS)[number];

/** Header spellings accepted for each column (compared trimmed, any case, accents kept). */
export const CENSUS_HEADERS: Readonly<Record<CensusColumn, readonly string[]>> = {
  reference: ['reference', 'référence', 'name', 'nom', 'id'],
  productId: ['productId', 'product', 'produit'],
  issueAge: ['issueAge', 'age', 'âge'],
  sex: ['sex', 'sexe'],
  smokeClass: ['smokeClass', 'smoker', 'smoker class', 'fumeur', 'usage du tabac'],
  faceAmount: ['faceAmount', 'face', 'face amount', 'capital', 'capital assuré'],
  premium: ['premium', 'annual premium', 'prime', 'prime annuelle'],
  premiumMode: ['premiumMode', 'mode', 'payment mode', 'mode de paiement'],
};

/** One census row as the engine reads it, after its text was checked. */
export const censusRowSchema = z
  .object({
    reference: z.string().trim().max(60).default(''),
    productId: z.enum(productIds),
    issueAge: z.number().int().min(0).max(85),
    sex: z.enum(['M', 'F']),
    smokeClass: z.enum(['N', 'S', 'R']),
    faceAmount: z.number().positive().max(100_000_000).optional(),
    premium: z.number().positive().max(10_000_000).optional(),
    premiumMode: z.enum(['Annual', 'SemiAnnual', 'Quarterly', 'Monthly']).default('Annual'),
  })
  .refine((row) => (row.faceAmount === undefined) !== (row.premium === undefined), {
    message: 'Give a face amount or a premium, not both.',
    path: ['faceAmount'],
  });
export type CensusRow = z.infer<typeof censusRowSchema>;

/** A row the batch could not illustrate: its line in the file (header is line 1) and why. */
export const batchRowProblemSchema = z.object({
  line: z.number().int().min(1),
  reference: z.string(),
  /** The census column at fault, or null when the engine refused the whole row. */
  column: z.enum(CENSUS_COLUMNS).nullable(),
  /** A message key of the batch catalogue's `problems`, so the screen says it in its language. */
  code: z.string().max(60),
  /** The server's words in the user's report language, for a workbook or a log. */
  message: z.string().max(300),
});
export type BatchRowProblem = z.infer<typeof batchRowProblemSchema>;

/**
 * POST /api/batch/newBusiness: multipart/form-data with one file part `census` (.csv or .xlsx,
 * at most CENSUS_MAX_BYTES) and optional text parts `language` (E or F: the outputs' language,
 * default the user's report language) and `pdf` ("true" or "false", default true: the combined
 * PDF). A file with no usable header, or more than CENSUS_MAX_ROWS rows, is a 400 naming why,
 * and no batch is made; rows with bad values are listed (`problems`) and the others illustrated.
 */
export const newBusinessBatchFieldsSchema = z.object({
  language: z.enum(['E', 'F']).optional(),
  pdf: z.enum(['true', 'false']).default('true'),
});

/** The in-force filter (POST /api/DataReportLists gives the statuses; products as elsewhere). */
export const inforceBatchFilterSchema = z.object({
  policyStatusCode: z.string().trim().max(20).optional(),
  policyType: z.string().trim().max(40).optional(),
  productId: z.string().trim().max(20).optional(),
});

/**
 * POST /api/batch/inforce: policy numbers (one list, or one number as a string) or a filter,
 * not both; `pdf` asks for a progress-report PDF of each policy in a zip (at most
 * INFORCE_BATCH_MAX_PDFS policies; more is a 400 that says so).
 */
export const inforceBatchRequestSchema = z
  .object({
    policyNumbers: z
      .union([
        z.array(z.string().trim().min(1).max(POLICY_NUMBER_MAX)),
        z
          .string()
          .trim()
          .min(1)
          .max(POLICY_NUMBER_MAX)
          .transform((one) => [one]),
      ])
      .optional(),
    filter: inforceBatchFilterSchema.optional(),
    pdf: z.boolean().default(false),
    language: z.enum(['E', 'F']).optional(),
  })
  .refine((body) => (body.policyNumbers === undefined) !== (body.filter === undefined), {
    message: 'Give policy numbers or a filter, not both.',
    path: ['policyNumbers'],
  })
  .refine(
    (body) =>
      body.policyNumbers === undefined ||
      (body.policyNumbers.length >= 1 && body.policyNumbers.length <= INFORCE_BATCH_MAX_POLICIES),
    {
      message: `Give from 1 to ${INFORCE_BATCH_MAX_POLICIES} policy numbers.`,
      path: ['policyNumbers'],
    },
  );
export type InforceBatchRequest = z.input<typeof inforceBatchRequestSchema>;

/** The answer to either POST: the batch, as GET /api/batch/{batchId} gives it (202 Accepted). */
export const batchFileSchema = z.object({
  /** What it holds: the results workbook, the combined PDF, the zip of PDFs. */
  kind: z.enum(['workbook', 'pdf', 'zip']),
  fileName: z.string(),
  /** The download address (GET /DB/{dir}/{file}: its owner only, until it expires). */
  url: z.string(),
  bytes: z.number().int().min(0),
});

export const batchSchema = z.object({
  batchId: z.string(),
  kind: z.enum(BATCH_KINDS),
  status: z.enum(BATCH_STATUSES),
  /** What was asked: the census file's name, or "12 policies" / the filter, for the list. */
  source: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows (lives or policies) in the batch, rows done so far, and of those the refused ones. */
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  refused: z.number().int().min(0),
  /** The first 200 refused rows (the workbook lists every one). */
  problems: z.array(batchRowProblemSchema),
  files: z.array(batchFileSchema),
  /** Why a failed batch failed, in the user's language. */
  errorText: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

/** GET /api/batch: the user's batches of the last 7 days, newest first. */
export const batchListSchema = z.object({ batches: z.array(batchSchema) });

/** POST /api/batch/{batchId}/cancel: the batch as it stands (cancelling one over changes nothing). */
export const batchIdParamsSchema = z.object({
  batchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
