// The report calls (inforce-and-illustration spec 3 and 7; platform spec 4 and 7):
// POST /api/ReportData, /Report/NewBusinessReport, /api/RunReportData and {base}/RunReportData
// take the report payload and answer { resultCode, errorText, reportOutputFile, reportID };
// GET /DB/{dir}/{file} downloads an output. Unknown properties are stripped.
import { z } from 'zod';
import { illustrationInputSchema } from './illustration';
import { sharedOwnershipDataSchema } from './shared-ownership';
import { languageSchema } from './user';

const name = z.string().trim().min(1).max(120);
const text = z.string().max(4000);

/** Result codes: 0 done; 1 nothing asked (neither PDF nor Excel); 2 error with errorText. */
export const REPORT_RESULT = { ok: 0, nothingToRun: 1, error: 2 } as const;
export type ReportResultCode = (typeof REPORT_RESULT)[keyof typeof REPORT_RESULT];

export const reportSettingsSchema = z.object({
  zoom: z.number().int().min(10).max(400).default(121),
  language: z.enum(['E', 'F']).default('E'),
  scalarMethod: z.string().max(8).default('D'),
});

export const reportListItemSchema = z.object({
  name: z.string().max(120),
  reportFile: z.string().max(120),
  custom: z.boolean().default(false),
  required: z.boolean().default(false),
  pageBreak: z.boolean().default(true),
  custColFile: z.string().max(120).default(''),
});
export type ReportListItemBody = z.infer<typeof reportListItemSchema>;

const middayUtc = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T12:00:00(\.000)?Z$/,
    'Send dates as midday UTC (YYYY-MM-DDT12:00:00Z).',
  );

/**
 * The spec's data types (platform spec 3: "string, integer, long integer, double, boolean,
 * date, single") as clients write them: any case, 'long integer' with or without its space.
 */
const DATA_TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'String',
  integer: 'Integer',
  long: 'Long',
  longinteger: 'Long',
  double: 'Double',
  boolean: 'Boolean',
  date: 'Date',
  single: 'Single',
};

function withCanonicalDataType(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('dataType' in raw)) return raw;
  const dataType = (raw as { dataType: unknown }).dataType;
  if (typeof dataType !== 'string') return raw;
  const name = DATA_TYPE_NAMES[dataType.replace(/[\s_-]/g, '').toLowerCase()];
  return name ? { ...raw, dataType: name } : raw;
}

/**
 * One typed value per scalar; booleans as 1 or 0, dates as midday UTC (shown dd/MM/yyyy).
 * The data type is read in any case (string, String, STRING; decision 0026).
 */
const typedScalarSchema = z.discriminatedUnion('dataType', [
  z.object({
    name,
    dataType: z.literal('String'),
    value: text,
    format: z.string().max(40).default(''),
  }),
  z.object({
    name,
    dataType: z.enum(['Integer', 'Long']),
    value: z.number().int().refine(Number.isSafeInteger, 'Too large.'),
    format: z.string().max(40).default(''),
  }),
  z.object({
    name,
    dataType: z.enum(['Double', 'Single']),
    value: z.number().finite(),
    format: z.string().max(40).default(''),
  }),
  z.object({
    name,
    dataType: z.literal('Boolean'),
    value: z.union([z.literal(0), z.literal(1)]),
    format: z.string().max(40).default(''),
  }),
  z.object({
    name,
    dataType: z.literal('Date'),
    value: middayUtc,
    format: z.string().max(40).default('dd/MM/yyyy'),
  }),
]);
export const reportScalarSchema = z.preprocess(withCanonicalDataType, typedScalarSchema).meta({
  description:
    'A report parameter: name, dataType (string, integer, long integer, double, boolean, date or single, in any case), one typed value (a boolean as 1 or 0, a date as midday UTC) and a format.',
});
export type ReportScalarBody = z.infer<typeof reportScalarSchema>;

export const reportInputItemSchema = z.object({
  name,
  value: z.union([text, z.number().finite(), z.boolean()]),
});

export const reportColumnItemSchema = z.object({
  name,
  header: z.string().max(200).default(''),
  format: z.string().max(40).default(''),
});

const rate = z.number().min(0).max(0.25);
const taxRate = z.number().min(0).max(0.6);

export const DEFAULT_CONCEPT_RATES = {
  charitable: { intRate: 0.05, taxRate: 0.4 },
  investment: { intRate: 0.05, taxRate: 0.45 },
  income: { loanRate: 0.06, intRate: 0.05, taxRate: 0.45, payoutYears: 20 },
};

/** The illustration form's extra data the report prints (names, agent, page flags). */
export const reportFormDataSchema = z.object({
  ownerName: z.string().trim().max(120).default(''),
  insuredName: z.string().trim().max(120).default(''),
  secondInsuredName: z.string().trim().max(120).default(''),
  /** Free note printed on the cover; split in pieces of 100 characters. */
  notes: z.string().max(2000).default(''),
  pages: z
    .object({
      cover: z.boolean(),
      needs: z.boolean(),
      coverage: z.boolean(),
      summary: z.boolean(),
      ledger: z.boolean(),
      illustratedLedger: z.boolean(),
      alternateLedger: z.boolean(),
      tax: z.boolean(),
      underwriting: z.boolean(),
      productCompare: z.boolean(),
      irr: z.boolean(),
      charitableGiving: z.boolean(),
      insuranceAsInvestment: z.boolean(),
      income: z.boolean(),
      signature: z.boolean(),
    })
    .partial()
    .default({}),
  /** Products the compare page sets beside this one (same insured, face and mode). */
  compareProductIds: z.array(illustrationInputSchema.shape.productId).max(3).default([]),
  /** The concept pages' rates (decimals) and the income plan (decision 0012). */
  conceptRates: z
    .object({
      charitable: z
        .object({ intRate: rate.default(0.05), taxRate: taxRate.default(0.4) })
        .default({ intRate: 0.05, taxRate: 0.4 }),
      investment: z
        .object({ intRate: rate.default(0.05), taxRate: taxRate.default(0.45) })
        .default({ intRate: 0.05, taxRate: 0.45 }),
      income: z
        .object({
          loanRate: rate.default(0.06),
          intRate: rate.default(0.05),
          taxRate: taxRate.default(0.45),
          startAge: z.number().int().min(18).max(100).optional(),
          payoutYears: z.number().int().min(1).max(40).default(20),
        })
        .default({ loanRate: 0.06, intRate: 0.05, taxRate: 0.45, payoutYears: 20 }),
    })
    .default(DEFAULT_CONCEPT_RATES),
  /** In-force policy number for the policy-progress report. */
  policyNumber: z.string().trim().max(20).default(''),
  /**
   * The Shared Ownership slideshow's merged data (issue 21), sent when the concept is finished
   * and chosen (chkSharedOwnership): the server computes its values for the report itself.
   */
  sharedOwnership: sharedOwnershipDataSchema.optional(),
  /**
   * The agent's needs analysis tied to the case (issue 22): its page prints when chosen
   * (pages.needs). The server loads it owner-only; another's answers as one that does not exist.
   */
  needsAnalysisId: z.string().uuid().optional(),
});
export type ReportFormData = z.infer<typeof reportFormDataSchema>;

export const REPORT_NAMES = ['illustration', 'policyProgress'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const fileName = z.string().max(200).default('');

/**
 * A report id the server honours when the client supplies it (the spec's client generates
 * one and fetches by it) and no report has it yet: letters, digits, dash and underscore, at
 * most 64 (decision 0026). Any other id is replaced by one the server makes.
 */
export const SAFE_REPORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isSafeReportId(id: unknown): id is string {
  return typeof id === 'string' && SAFE_REPORT_ID.test(id);
}

/**
 * The most a report body may carry (decision 0023): its size in bytes, and the rows and
 * cells of its data arrays together. Past any of them the call is a 413 and nothing runs.
 */
export const REPORT_BODY_LIMITS = {
  bytes: 4 * 1_048_576,
  rows: 2_000,
  cells: 120_000,
} as const;

/** The report payload of spec 3. `user` is accepted and ignored: the session says who. */
export const reportInputSchema = z.object({
  user: z.unknown().optional(),
  reportID: z
    .preprocess(
      (raw) => (typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw),
      z.string().max(500).nullish(),
    )
    .meta({
      description:
        'The id to file the report under: used when it is letters, digits, - and _ (at most 64) and no report has it yet; otherwise the server makes one. The answer carries the id used.',
    }),
  reportName: z.enum(REPORT_NAMES),
  reportNumber: z.number().int().min(0).max(9999).default(4),
  reportSettings: reportSettingsSchema.default({ zoom: 121, language: 'E', scalarMethod: 'D' }),
  reportInputItems: z.array(reportInputItemSchema).max(200).default([]),
  reportListItems: z.array(reportListItemSchema).max(40).default([]),
  reportScalarItems: z.array(reportScalarSchema).max(200).default([]),
  reportColumnItems: z.array(reportColumnItemSchema).max(60).default([]),
  reportDataArray: z
    .array(z.array(z.number().finite()).max(60))
    .max(REPORT_BODY_LIMITS.rows)
    .default([]),
  reportColumnStringItems: z.array(reportColumnItemSchema).max(60).default([]),
  reportDataArrayString: z
    .array(z.array(z.string().max(500)).max(60))
    .max(REPORT_BODY_LIMITS.rows)
    .default([]),
  isRunExcel: z.boolean().default(false),
  isRunPDF: z.boolean().default(true),
  pdfFileName: fileName,
  xlsFileName: fileName,
  isOverridePath: z.boolean().default(false),
  pathType: z.string().max(20).default(''),
  pdfOverridePath: z.string().max(500).default(''),
  xlsOverridePath: z.string().max(500).default(''),
  isDeleteWhenDone: z.boolean().default(false),
  reportLanguage: languageSchema.optional(),
  insuranceData: illustrationInputSchema.optional(),
  formData: reportFormDataSchema.default({
    ownerName: '',
    insuredName: '',
    secondInsuredName: '',
    notes: '',
    pages: {},
    compareProductIds: [],
    conceptRates: DEFAULT_CONCEPT_RATES,
    policyNumber: '',
  }),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportInputParsed = z.infer<typeof reportInputSchema>;

export const reportOutputSchema = z.object({
  kind: z.enum(['pdf', 'xlsx']),
  /** GET /DB/{dir}/{file}, with the bearer token and challenge. */
  url: z.string(),
  /**
   * The same file without any header: a signed link for a new window, valid a few minutes,
   * for this session only (decision 0027). POST /api/ReportLink makes a fresh one.
   */
  openUrl: z.string(),
  fileName: z.string(),
  /** The file's size in bytes. */
  bytes: z.number().int(),
  pages: z.number().int().nullable(),
});

export type ReportOutput = z.infer<typeof reportOutputSchema>;

export const reportResultSchema = z.object({
  resultCode: z.number().int(),
  errorText: z.string(),
  /** The main output's file name (the PDF when both were asked), '' on error. */
  reportOutputFile: z.string(),
  /** The id used: the client's when it was safe and unused, else the server's (decision 0026). */
  reportID: z.string(),
  outputs: z.array(reportOutputSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportBaseParamsSchema = z.object({
  base: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'Unknown base path.'),
});

/** POST /api/ReportLink: a fresh signed link to an output the caller may download. */
export const reportLinkRequestSchema = z.object({
  reportID: z.string().min(1).max(64),
  reportOutputFile: z.string().min(1).max(64),
});
export const reportLinkSchema = z.object({
  /** GET /DB/{reportID}/{reportOutputFile}?link=… */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/** The download path of an output (spec: GET /DB{dir}/{file}, dir with its leading slash). */
export const downloadPath = (reportID: string, file: string) =>
  `/DB/${encodeURIComponent(reportID)}/${encodeURIComponent(file)}`;
