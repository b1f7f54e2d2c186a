// Runs one data report (issue 18; decision 0054): the group's access, the report number, the
// range; then, as a job any instance may run (decision 0084), the query in the user's scope,
// the PDF or the workbook kept in the database (decision 0085) for GET /DB/{dir}/{file}. A refusal the spec answers with result code 2 writes
// nothing; a malformed body never reaches here (400).

import { randomUUID } from 'node:crypto';
import {
  DATA_REPORT_SCALARS,
  type DataReportRequestParsed,
  type DataReportResult,
} from '@portal/contracts/data-reports';
import { downloadPath, isSafeReportId, REPORT_RESULT } from '@portal/contracts/reports';
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
import { type DownloadLinkSigner, linkedPath } from '../../auth/download-links';
import type { Db } from '../../db/database';
import { ApiError, forbidden } from '../../http/api-error';
import { type JobQueue, PermanentJobError } from '../../jobs/queue';
import { forgetJob } from '../../jobs/status';
import {
  CONTENT_TYPES,
  outputFileName,
  outputStamp,
  REPORT_RETENTION_MS,
} from '../../reports/files';
import { interpolate, type ReportLang } from '../../reports/labels';
import { REPORT_OUTPUT_LIMITS } from '../../reports/limits';
import { databaseOutputStore, type OutputToSave } from '../../reports/output-store';
import type { ReportRenderer } from '../../reports/pool';
import { claimReportId, releaseReportId, takeOutputsPastUserLimit } from '../../reports/repository';
import { findCompany } from '../../repositories/company';
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
export interface DataReportJob {
  sessionId: string;
  group: DataReportGroup;
  body: DataReportRequestParsed;
  reportID: string;
  /** The request's time: the range's "today", the report's dates, its output's expiry. */
  now: string;
}

export const DATA_REPORT_TASK = 'data-report';

/** How long a data-report call waits for its job (the render deadline and a retry). */
const DATA_REPORT_WAIT_MS = 150_000;

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

  const reportID = await claimId(ctx, echoId);
  const release = async () => {
    await forgetJob(ctx.db, reportID);
    await releaseReportId(ctx.db, reportID);
  };
  const job: DataReportJob = {
    sessionId: auth.session.id,
    group,
    body,
    reportID,
    now: ctx.now.toISOString(),
  };
  await ctx.jobs.add(DATA_REPORT_TASK, reportID, job);
  const ended = await ctx.jobs.wait(reportID, DATA_REPORT_WAIT_MS);
  if (!ended) {
    ctx.log.error({ reportID }, 'data report job did not end in time');
    return refusal(reportID, errors.renderFailed);
  }
  if (ended.status === 'failed') {
    await release();
    ctx.log.error(
      { reportID, reportNumber: report.reportNumber, error: ended.error },
      'data report failed',
    );
    return refusal(reportID, errors.renderFailed);
  }
  return ended.result as DataReportResult;
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
): Promise<{ result: DataReportResult; outputs: OutputToSave[] }> {
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

/** Keeps a data report's output (in its job's transaction) within the owner's limits. */
export async function keepDataReportOutputs(db: Db, ownerId: number, outputs: OutputToSave[]) {
  await databaseOutputStore(db).save(outputs);
  // A user keeps so many outputs: the oldest past the limit go (their bytes with them).
  await takeOutputsPastUserLimit(db, ownerId, REPORT_OUTPUT_LIMITS);
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

async function claimId(
  ctx: Pick<DataReportContext, 'db' | 'auth' | 'now'>,
  wanted: string,
): Promise<string> {
  const claim = (reportId: string) =>
    claimReportId(ctx.db, {
      reportId,
      ownerId: ctx.auth.session.userId,
      now: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + REPORT_RETENTION_MS),
    });
  if (wanted !== '' && (await claim(wanted))) return wanted;
  for (;;) {
    const generated = randomUUID();
    if (await claim(generated)) return generated;
  }
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
): Promise<{ result: DataReportResult; outputs: OutputToSave[] }> {
  const { report, table, lang, w } = job;
  const filters = filterLines(job.filters, lang, w);
  const company = await findCompany(ctx.db);
  const from = dayText(job.scalars.from);
  const to = dayText(job.scalars.to);
  const meta = {
    lang,
    company: (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '',
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
  const bytes = data.byteLength;
  const outputs: OutputToSave[] = [
    {
      row: {
        reportId: job.reportID,
        fileName,
        ownerId: ctx.auth.session.userId,
        reportName: slug,
        contentType: CONTENT_TYPES[kind],
        downloadName: download,
        sizeBytes: bytes,
        pages,
        deleteWhenDone: false,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + REPORT_RETENTION_MS),
      },
      bytes: data,
    },
  ];
  const url = downloadPath(job.reportID, fileName);
  const link = ctx.links.sign(ctx.auth.session.id, { dir: job.reportID, file: fileName }, ctx.now);
  const result: DataReportResult = {
    resultCode: REPORT_RESULT.ok,
    errorText: '',
    reportOutputFile: fileName,
    reportID: job.reportID,
    outputs: [
      { kind, url, openUrl: linkedPath(url, link.token), fileName: download, bytes, pages },
    ],
  };
  return { result, outputs };
}
