// The data-report calls (platform spec 7; issue 18; decision 0054): POST /api/DataReports,
// POST /api/DataReportLists and the four POST /api/BI/BI…Report calls. Unknown properties are
// stripped; a body that is not this shape is a 400 that changes nothing.
import { DATA_REPORT_GROUPS } from '@portal/domain/reports/data-reports';
import { z } from 'zod';
import { isSafeReportId, reportResultSchema, reportScalarSchema } from './reports';

/** The scalars a data report reads (spec 7). */
export const DATA_REPORT_SCALARS = {
  start: 'PQWizard_StartDate',
  end: 'PQWizard_EndDate',
  excel: 'PQWizard_chkStoreInExcel',
} as const;

/** POST /api/DataReports: the current user (the server reads the session, not this body). */
export const dataReportsRequestSchema = z
  .object({ user: z.record(z.string(), z.unknown()).optional() })
  .default({});

export const dataReportGroupSchema = z.enum(DATA_REPORT_GROUPS);

export const dataReportsResponseSchema = z.object({
  groups: z.array(
    z.object({
      group: dataReportGroupSchema,
      title: z.string(),
      reports: z.array(
        z.object({ reportNumber: z.number().int(), reportName: z.string(), title: z.string() }),
      ),
    }),
  ),
});
export type DataReportsResponse = z.infer<typeof dataReportsResponseSchema>;

/** POST /api/DataReportLists: the in-force reports' filters, from the in-force data. */
export const dataReportListsResponseSchema = z.object({
  churchList: z.array(
    z.object({
      churchNumber: z.number().int(),
      churchName: z.string(),
      churchCity: z.string(),
      churchProvince: z.string(),
    }),
  ),
  policyStatusList: z.array(
    z.object({ policyStatusCode: z.string(), policyStatusDescription: z.string() }),
  ),
  denominationList: z.array(z.object({ denomination: z.string() })),
});
export type DataReportListsResponse = z.infer<typeof dataReportListsResponseSchema>;

/**
 * The data-report request (spec 7): user, list of scalars, generated report id, report
 * number, report name. Scalars are typed as the report calls' are (dates at midday UTC,
 * booleans 1 or 0); a malformed one is a 400.
 */
export const dataReportRequestSchema = z.object({
  user: z.record(z.string(), z.unknown()).optional(),
  reportScalarItems: z.array(reportScalarSchema).min(1).max(20),
  reportID: z
    .string()
    .max(64)
    .refine((id) => id === '' || isSafeReportId(id), 'A report id is letters, digits, - and _.')
    .default(''),
  reportNumber: z.number().int().min(1).max(9999),
  reportName: z.string().max(120).default(''),
  /** Optional in-force filters from POST /api/DataReportLists. */
  policyStatusCode: z.string().max(20).default(''),
  churchName: z.string().max(200).default(''),
});
export type DataReportRequest = z.input<typeof dataReportRequestSchema>;
export type DataReportRequestParsed = z.infer<typeof dataReportRequestSchema>;

export const dataReportResultSchema = reportResultSchema;
export type DataReportResult = z.infer<typeof dataReportResultSchema>;

/** The four report paths of spec 7 and the group each runs. */
export const DATA_REPORT_PATHS = {
  proQuote: '/api/BI/BIProQuoteReport',
  illustration: '/api/BI/BINewBizReport',
  inforce: '/api/BI/BIInforceReport',
  admin: '/api/BI/BIAdminReport',
} as const satisfies Record<(typeof DATA_REPORT_GROUPS)[number], string>;
