// Runs one data report (issue 18; decision 0054): the group's access, the report number, the
// range; then, as a job any instance may run (decision 0084), the query in the user's scope,
// the PDF or the workbook kept in the database (decision 0085) for GET /DB/{dir}/{file}. A refusal the spec answers with result code 2 writes
// nothing; a malformed body never reaches here (400).

import {
  DATA_REPORT_SCALARS,
  type DataReportRequestParsed,
  type DataReportResult,
} from '@portal/contracts/data-reports';
import { isSafeReportId, REPORT_RESULT } from '@portal/contracts/reports';
import { POLICY_STATUSES } from '@portal/domain/labels/statuses';
import {
  canRunDataReportGroup,
  type DataReportGroup,
  dataReportByNumber,
  dataReportScope,
  rangeProblem,
} from '@portal/domain/reports/data-reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../app-context';
import type { DownloadLinkSigner } from '../../auth/download-links';
import type { Db } from '../../db/database';
import { ApiError, forbidden } from '../../http/api-error';
import { type JobQueue, type JobTask, PermanentJobError } from '../../jobs/queue';
import { outputFileName, outputStamp } from '../../reports/files';
import { interpolate, type ReportLang } from '../../reports/labels';
import type { ReportRenderer } from '../../reports/pool';
import {
  claimReportID,
  type MadeReport,
  madeOutput,
  REPORT_JOB_TIMEOUT_MS,
  type ReportJobBase,
  reportJobTask,
  runReportJob,
} from '../../reports/report-job';
import { companyNameIn } from '../../repositories/company';
import { DATA_REPORT_QUERIES, instant } from '../../repositories/data-reports';
import { barChart, dayText, formatTable, pdfModel, sheets, wordsOf } from './document';

export interface DataReportContext {
  db: Db;
  renderer: ReportRenderer;
  now: Date;
  auth: Auth;
  log: FastifyBaseLogger;
  links: DownloadLinkSigner;
}

const DAY_MS = 86_400_000;

const refusal = (reportID: string, errorText: string): DataReportResult => ({
  resultCode: REPORT_RESULT.error,
  errorText,
  reportOutputFile: '',
  reportID,
  outputs: [],
});

/** The scalars this report reads; one of the right name but the wrong type is a 400. */
function readScalars(body: DataReportRequestParsed) {
  const find = (name: string) =>
    body.reportScalarItems.find((s) => s.name.toLowerCase() === name.toLowerCase());
  const dateOf = (name: string): string | null => {
    const scalar = find(name);
    if (!scalar) return null;
    if (scalar.dataType !== 'Date')
      throw new ApiError(400, 'validation', `${name} must be a date sent at midday UTC.`, [
        { path: 'reportScalarItems', message: `${name} must be a date.` },
      ]);
    return scalar.value.slice(0, 10);
  };
  const excel = find(DATA_REPORT_SCALARS.excel);
  if (excel && excel.dataType !== 'Boolean')
    throw new ApiError(400, 'validation', `${DATA_REPORT_SCALARS.excel} must be 1 or 0.`, [
      { path: 'reportScalarItems', message: `${DATA_REPORT_SCALARS.excel} must be 1 or 0.` },
    ]);
  return {
    from: dateOf(DATA_REPORT_SCALARS.start),
    to: dateOf(DATA_REPORT_SCALARS.end),
    excel: excel?.dataType === 'Boolean' && excel.value === 1,
  };
}

/** The data report as a job (decision 0084): what the instance that runs it needs. */
export interface DataReportJob extends ReportJobBase {
  group: DataReportGroup;
  body: DataReportRequestParsed;
}

export const DATA_REPORT_TASK = 'data-report';

/**
 * A data-report call: access, the body's checks (a refusal writes nothing), the report id
 * claimed, then the query and render as a job any instance may run (decision 0084).
 */
export async function runDataReport(
  ctx: Pick<DataReportContext, 'db' | 'now' | 'auth' | 'log'> & { jobs: JobQueue },
  group: DataReportGroup,
  body: DataReportRequestParsed,
): Promise<DataReportResult> {
  const { auth } = ctx;
  // Access first: a group the user may not run is a 403 whatever the rest says.
  if (!canRunDataReportGroup(auth.subject, group)) throw forbidden();
  const scalars = readScalars(body);
  const errors = wordsOf(auth.user.inputLanguage === 'French' ? 'fr' : 'en').errors;
  const echoId = isSafeReportId(body.reportID) ? body.reportID : '';
  const report = dataReportByNumber(body.reportNumber);
  if (!report || report.group !== group)
    return refusal(echoId, interpolate(errors.unknownReport, { reportNumber: body.reportNumber }));
  if (scalars.from === null || scalars.to === null) return refusal(echoId, errors.missingDates);
  const today = ctx.now.toISOString().slice(0, 10);
  const problem = rangeProblem(scalars.from, scalars.to, today);
  if (problem === 'futureDate')
    return refusal(echoId, interpolate(errors.futureDate, { today: dayText(today) }));
  if (problem === 'toBeforeFrom')
    return refusal(
      echoId,
      interpolate(errors.toBeforeFrom, { from: dayText(scalars.from), to: dayText(scalars.to) }),
    );

  const reportID = await claimReportID(ctx, echoId);
  const job: DataReportJob = {
    sessionId: auth.session.id,
    group,
    body,
    reportID,
    now: ctx.now.toISOString(),
  };
  const ended = await runReportJob<DataReportResult>(ctx, DATA_REPORT_TASK, job);
  if (ended.status === 'late') return refusal(reportID, errors.renderFailed);
  if (ended.status === 'failed') {
    ctx.log.error(
      { reportID, reportNumber: report.reportNumber, error: ended.error },
      'data report failed',
    );
    return refusal(reportID, errors.renderFailed);
  }
  return ended.result;
}

/** The data report's job: a lost connection or a render thread that died is worth one more try (after 2.7 s). */
export function dataReportTask(deps: Omit<DataReportContext, 'now' | 'auth'>): JobTask {
  return reportJobTask<DataReportJob>(deps, {
    maxAttempts: 2,
    timeoutMs: REPORT_JOB_TIMEOUT_MS,
    make: (job, ctx) => makeDataReport({ ...deps, ...ctx }, job.group, job.body, job.reportID),
  });
}

/**
 * The data report itself, on whichever instance runs its job: the query in the user's scope,
 * then the PDF or the workbook. The body was checked by the call; a failure throws (the job
 * is tried again, then failed).
 */
export async function makeDataReport(
  ctx: DataReportContext,
  group: DataReportGroup,
  body: DataReportRequestParsed,
  reportID: string,
): Promise<MadeReport<DataReportResult>> {
  const { auth } = ctx;
  const scalars = readScalars(body);
  const report = dataReportByNumber(body.reportNumber);
  if (!report || report.group !== group || scalars.from === null || scalars.to === null)
    throw new PermanentJobError('not a checked data report');
  const lang: ReportLang = auth.user.reportLanguage === 'French' ? 'fr' : 'en';
  const scope = dataReportScope(auth.subject, {
    username: auth.user.username,
    userId: auth.session.userId,
    agentID: auth.user.agentID,
  });
  const from = new Date(`${scalars.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${scalars.to}T00:00:00Z`) + DAY_MS);
  const table = await DATA_REPORT_QUERIES[report.key]({
    db: ctx.db,
    from: instant(from),
    until: instant(until),
    fromDay: scalars.from,
    toDay: scalars.to,
    scope,
    policyStatusCode: body.policyStatusCode,
    churchName: body.churchName,
  });
  return produce(ctx, {
    reportID,
    report,
    table,
    lang,
    excel: scalars.excel,
    scalars,
    scope: scope.kind,
    filters: report.group === 'inforce' ? body : { policyStatusCode: '', churchName: '' },
    w: wordsOf(lang),
  });
}

/** The in-force filters as the report says them: "Policy status: Lapsed", in its language. */
function filterLines(
  filters: { policyStatusCode: string; churchName: string },
  lang: ReportLang,
  w: ReturnType<typeof wordsOf>,
): { label: string; value: string; text: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (filters.policyStatusCode !== '')
    lines.push({
      label: w.pdf.aboutStatus,
      value: POLICY_STATUSES.find(filters.policyStatusCode)?.[lang] ?? filters.policyStatusCode,
    });
  if (filters.churchName !== '')
    lines.push({ label: w.pdf.aboutChurch, value: filters.churchName });
  return lines.map((line) => ({
    ...line,
    text: `${line.label}${lang === 'fr' ? '\u00a0' : ''}: ${line.value}`,
  }));
}

async function produce(
  ctx: DataReportContext,
  job: {
    reportID: string;
    report: NonNullable<ReturnType<typeof dataReportByNumber>>;
    table: Awaited<ReturnType<(typeof DATA_REPORT_QUERIES)['adminSummary']>>;
    lang: ReportLang;
    excel: boolean;
    scalars: { from: string | null; to: string | null };
    scope: 'all' | 'agent';
    /** The in-force filters the query applied ('' for none): the document says them. */
    filters: { policyStatusCode: string; churchName: string };
    w: ReturnType<typeof wordsOf>;
  },
): Promise<MadeReport<DataReportResult>> {
  const { report, table, lang, w } = job;
  const filters = filterLines(job.filters, lang, w);
  const company = await companyNameIn(ctx.db, lang);
  const from = dayText(job.scalars.from);
  const to = dayText(job.scalars.to);
  const meta = {
    lang,
    company,
    title: w.reports[report.key],
    group: w.groups[report.group],
    description: w.descriptions[report.key],
    range: interpolate(w.pdf.range, { from, to }),
    from,
    to,
    // Whose rows, then any in-force filter: "All agents · Policy status: Lapsed".
    scope: [
      job.scope === 'all' ? w.pdf.scopeAll : w.pdf.scopeOwn,
      ...filters.map((f) => f.text),
    ].join(' · '),
    filters,
    prepared: interpolate(w.pdf.prepared, {
      date: dayText(ctx.now.toISOString().slice(0, 10)),
      user: ctx.auth.user.profileName || ctx.auth.user.username,
    }),
  };
  const formatted = formatTable(report, table, lang);
  const stamp = outputStamp();
  const slug = `data-${report.key}`;
  let fileName: string;
  let data: Uint8Array;
  let pages: number | null = null;
  if (job.excel) {
    fileName = outputFileName(slug, stamp, 'xlsx');
    data = (await ctx.renderer.xlsx(sheets(meta, report, table, formatted), meta.company)).data;
  } else {
    fileName = outputFileName(slug, stamp, 'pdf');
    const chart = table.chart !== undefined && table.rows.length > 1;
    const charts =
      chart && table.chart !== undefined ? [barChart(formatted, table, table.chart)] : [];
    const out = await ctx.renderer.pdf(
      'data-report',
      pdfModel(meta, formatted, chart),
      charts,
      Math.floor(ctx.now.getTime() / 1000),
    );
    data = out.pdf;
    pages = out.pages;
  }
  const kind = job.excel ? 'xlsx' : 'pdf';
  const download = `${meta.title} ${job.scalars.from} ${job.scalars.to}.${kind}`.replace(
    /[\\/:*?"<>|]/g,
    '',
  );
  const made = madeOutput(ctx, {
    reportID: job.reportID,
    kind,
    fileName,
    reportName: slug,
    downloadName: download,
    data,
    pages,
  });
  const result: DataReportResult = {
    resultCode: REPORT_RESULT.ok,
    errorText: '',
    reportOutputFile: fileName,
    reportID: job.reportID,
    outputs: [made.output],
  };
  return { result, outputs: [made.toSave] };
}
