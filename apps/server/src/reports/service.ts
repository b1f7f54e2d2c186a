// Runs a report call: checks the payload against the business rules, builds the document
// from the engine, renders it in the worker pool, keeps the outputs in the database (decision
// 0085) for download. Answers { resultCode, errorText, reportOutputFile, reportID }.
import type { IllustrationInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import {
  REPORT_RESULT,
  type ReportInputParsed,
  type ReportResult,
} from '@portal/contracts/reports';
import { canUseInforce, canUseNewBusiness } from '@portal/domain/access/products';
import { formRuleProblems } from '@portal/domain/fields/form-rules';
import { inforceScope } from '@portal/domain/inforce/access';
import { reportLanguageOf } from '@portal/domain/reports/defaults';
import {
  type IllustrationPage,
  illustrationReportList,
  pagesToPrint,
} from '@portal/domain/reports/pages';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../app-context';
import type { DownloadLinkSigner } from '../auth/download-links';
import type { Db } from '../db/database';
import { type EnginePool, EngineUnavailable } from '../engine/pool';
import { forbidden } from '../http/api-error';
import type { JobQueue, JobTask } from '../jobs/queue';
import { forgetJobsBefore } from '../jobs/status';
import { companyNameIn } from '../repositories/company';
import { loadPolicyWithHistory } from '../repositories/inforce';
import { loadNeedsAnalysis } from '../repositories/needs';
import { dataSheets, progressSheets, scalarRows } from './excel-model';
import {
  downloadName,
  type OutputKind,
  outputFileName,
  outputStamp,
  REPORT_RETENTION_MS,
} from './files';
import { hasNonGuaranteed } from './illustration-model';
import { catalogueOf, interpolate, type ReportLang } from './labels';
import type { ReportRenderer } from './pool';
import {
  claimReportID,
  type MadeReport,
  madeOutput,
  REPORT_JOB_TIMEOUT_MS,
  type ReportJobBase,
  releaseReport,
  reportJobTask,
  runReportJob,
} from './report-job';
import { deleteExpiredReportIdClaims, takeExpiredReportOutputs } from './repository';

export interface ReportContext {
  db: Db;
  renderer: ReportRenderer;
  /** The engine's threads: the document's numbers are worked out there (decision 0021). */
  engine: EnginePool;
  now: Date;
  auth: Auth;
  log: FastifyBaseLogger;
  links: DownloadLinkSigner;
}

type ErrorKey = keyof ReturnType<typeof catalogueOf>['errors'];

class ReportRefusal extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const userLang = (auth: Auth): ReportLang => (auth.user.inputLanguage === 'French' ? 'fr' : 'en');

function answer(reportID: string, code: number, errorText = ''): ReportResult {
  return { resultCode: code, errorText, reportOutputFile: '', reportID, outputs: [] };
}

/** The report's people: company in the report language, the signed-in agent. */
async function people(db: Db, auth: Auth, lang: ReportLang) {
  return {
    company: await companyNameIn(db, lang),
    agentName: auth.user.profileName,
    agentCode: auth.user.agentID,
  };
}

/** The spec's form-level checks before an illustration report (inforce spec 5; the domain's rules). */
function checkNames(input: IllustrationInput, body: ReportInputParsed): void {
  const form = body.formData;
  const joint = input.insureds.length > 1 || (input.lifeBasis ?? 'SINGLE') !== 'SINGLE';
  const [first] = formRuleProblems({
    names: { owner: form.ownerName, insured: form.insuredName },
    secondInsured: { required: joint, name: form.secondInsuredName },
  });
  if (first === 'ownerAndInsuredNames') throw new ReportRefusal('ownerAndInsured');
  if (first === 'allInsuredNames') throw new ReportRefusal('allInsureds');
}

/**
 * Shared Ownership data a client sends before the slideshow was finished are not a chosen
 * section (decision 0064): the report leaves them out, computes nothing from them and refuses
 * nothing for them, whatever a client not written by us sends.
 */
function withChosenSharedOwnership(form: ReportInputParsed['formData']) {
  return form.sharedOwnership?.finished === true ? form : { ...form, sharedOwnership: undefined };
}

function illustrationPages(
  body: ReportInputParsed,
  input: IllustrationInput,
  hasNeedsAnalysis: boolean,
): IllustrationPage[] {
  const product = validateIllustrationInput(input);
  const context = {
    hasNonGuaranteed: product.ok && hasNonGuaranteed(product.value.product),
    hasSharedOwnership: withChosenSharedOwnership(body.formData).sharedOwnership !== undefined,
    hasNeedsAnalysis,
  };
  const list =
    body.reportListItems.length > 0
      ? body.reportListItems
      : illustrationReportList(body.formData.pages, context);
  return pagesToPrint(list, context);
}

/** A rendered output, not yet kept: nothing is stored until the whole report is made. */
interface Produced {
  kind: Exclude<OutputKind, 'zip'>;
  fileName: string;
  data: Uint8Array;
  pages: number | null;
  downloadName: string;
}

/** The report call as a job (decision 0084): what the instance that runs it needs to know. */
export interface ReportJob extends ReportJobBase {
  body: ReportInputParsed;
}

export const REPORT_TASK = 'report';

/**
 * A report call: access, the report id claimed, then the render queued as a job that any
 * instance may run (decision 0084), and its answer once it ends.
 */
export async function runReport(
  ctx: Pick<ReportContext, 'db' | 'now' | 'auth' | 'log'> & {
    jobs: JobQueue;
    engineDeadlineMs: number;
  },
  body: ReportInputParsed,
): Promise<ReportResult> {
  const cat = catalogueOf(userLang(ctx.auth));
  // Access first: a forbidden report is a 403 whatever else the payload says.
  if (body.reportName === 'illustration' && !canUseNewBusiness(ctx.auth.subject)) throw forbidden();
  if (body.reportName === 'policyProgress' && !canUseInforce(ctx.auth.subject)) throw forbidden();
  void sweepExpired(ctx);
  const reportID = await claimReportID(ctx, body.reportID);
  const job: ReportJob = {
    sessionId: ctx.auth.session.id,
    reportID,
    body,
    now: ctx.now.toISOString(),
  };
  const ended = await runReportJob<ReportResult>(ctx, REPORT_TASK, job);
  if (ended.status === 'late')
    return answer(reportID, REPORT_RESULT.error, cat.errors.renderFailed);
  if (ended.status === 'failed') {
    // The engine busy or past its deadline on every attempt: a 503 with Retry-After.
    if (ended.error === 'engineBusy' || ended.error === 'engineTimeout')
      throw new EngineUnavailable(ended.error, ctx.engineDeadlineMs);
    ctx.log.error({ reportID, error: ended.error }, 'report job failed');
    return answer(reportID, REPORT_RESULT.error, cat.errors.renderFailed);
  }
  const { result } = ended;
  // A report that made nothing leaves nothing behind (its outputs are stored together or not
  // at all) and gives its id back, so the client may try again with it.
  if (result.resultCode !== REPORT_RESULT.ok) await releaseReport(ctx.db, reportID);
  return result;
}

/**
 * The report call's job: the engine busy or past its deadline is worth a second and a third
 * try (after 2.7 s and 7.4 s); a refusal or a render failure is an answer, never retried.
 */
export function reportTask(deps: Omit<ReportContext, 'now' | 'auth'>): JobTask {
  return reportJobTask<ReportJob>(deps, {
    maxAttempts: 3,
    timeoutMs: REPORT_JOB_TIMEOUT_MS,
    async make(job, ctx) {
      try {
        return await makeReport({ ...deps, ...ctx }, job.body, job.reportID);
      } catch (error) {
        // Kept by its kind, for the caller's 503.
        if (error instanceof EngineUnavailable) throw new Error(error.code);
        throw error;
      }
    },
  });
}

/**
 * The report itself, on whichever instance runs its job. The engine busy or past its deadline
 * throws (the job is tried again); everything else is an answer.
 */
export async function makeReport(
  ctx: ReportContext,
  body: ReportInputParsed,
  reportID: string,
): Promise<MadeReport<ReportResult>> {
  const cat = catalogueOf(userLang(ctx.auth));
  const refused = (code: number, text: string): MadeReport<ReportResult> => ({
    result: answer(reportID, code, text),
    outputs: [],
  });
  try {
    if (body.isOverridePath) throw new ReportRefusal('overridePath');
    if (!body.isRunPDF && !body.isRunExcel)
      return refused(REPORT_RESULT.nothingToRun, cat.errors.nothingToRun);
    const lang = reportLanguageOf(body.reportLanguage, body.reportSettings);
    const produced =
      body.reportName === 'illustration'
        ? await illustrationReport(ctx, body, reportID, lang)
        : await policyProgressReport(ctx, body, lang);
    const made = produced.map((p) =>
      madeOutput(ctx, {
        reportID,
        kind: p.kind,
        fileName: p.fileName,
        reportName: body.reportName,
        downloadName: p.downloadName,
        data: p.data,
        pages: p.pages,
        deleteWhenDone: body.isDeleteWhenDone,
      }),
    );
    const main = produced.find((p) => p.kind === 'pdf') ?? produced[0];
    const result: ReportResult = {
      resultCode: REPORT_RESULT.ok,
      errorText: '',
      reportOutputFile: main?.fileName ?? '',
      reportID,
      outputs: made.map((m) => m.output),
    };
    return { result, outputs: made.map((m) => m.toSave) };
  } catch (error) {
    if (error instanceof EngineUnavailable) throw error;
    if (error instanceof ReportRefusal)
      return refused(REPORT_RESULT.error, interpolate(cat.errors[error.key], error.values));
    ctx.log.error({ err: error, reportID, reportName: body.reportName }, 'report failed');
    return refused(REPORT_RESULT.error, cat.errors.renderFailed);
  }
}

async function illustrationReport(
  ctx: ReportContext,
  body: ReportInputParsed,
  reportID: string,
  lang: ReportLang,
): Promise<Produced[]> {
  const input = body.insuranceData as IllustrationInput | undefined;
  if (!input) throw new ReportRefusal('noIllustration');
  const checked = validateIllustrationInput(input);
  if (!checked.ok)
    throw new ReportRefusal('invalidIllustration', {
      problems: checked.problems.map((p) => `${p.field}: ${p.message}`).join(' '),
    });
  checkNames(input, body);
  // The needs analysis the case names (issue 22), when its page is asked for: the agent's
  // own, or the report is refused as for one that does not exist (never a page left out
  // without a word).
  const needsId = body.formData.needsAnalysisId;
  const needsAsked =
    body.formData.pages.needs === true ||
    body.reportListItems.some((item) => item.reportFile === 'needs');
  const needs =
    needsId && needsAsked
      ? await loadNeedsAnalysis(ctx.db, ctx.auth.session.userId, needsId)
      : null;
  if (needsId && needsAsked && !needs) throw new ReportRefusal('needsNotFound');
  const pages = illustrationPages(body, input, needs !== null);
  const job = await ctx.engine.run('illustrationReport', {
    input,
    form: withChosenSharedOwnership(body.formData),
    pages,
    needs,
    lang,
    people: await people(ctx.db, ctx.auth, lang),
    preparedOn: ctx.now,
    scalars: scalarRows(body, lang),
  });
  // Values past exact arithmetic (the largest deposit at the highest rates): refused as the
  // engine refuses a case (decision 0021).
  if (!job.ok)
    throw new ReportRefusal('invalidIllustration', {
      problems: job.problems.map((p) => `${p.field}: ${p.message}`).join(' '),
    });
  const built = job.value;
  const l = catalogueOf(lang).pdf;
  const stem = `${l.illustrationTitle} - ${built.document.meta.client}`;
  const stamp = outputStamp();
  const produced: Produced[] = [];
  if (body.isRunPDF) {
    const fileName = outputFileName(body.reportName, stamp, 'pdf');
    const out = await ctx.renderer.pdf(
      'illustration',
      built.document,
      built.charts,
      Math.floor(ctx.now.getTime() / 1000),
    );
    // The page plan did not hold: the PDF is right (compiled again with the page counter) but
    // took twice as long, and the plan's estimates want a look.
    if (out.fallback)
      ctx.log.warn(
        { reportID, ...out.fallback },
        'illustration overflowed its page plan; compiled again with counted pages',
      );
    produced.push({
      kind: 'pdf',
      fileName,
      data: out.pdf,
      pages: out.pages,
      downloadName: downloadName(body.pdfFileName, `${stem}.pdf`, 'pdf'),
    });
  }
  if (body.isRunExcel) {
    const fileName = outputFileName(body.reportName, stamp, 'xlsx');
    const sheets = [...built.sheets, ...dataSheets(body, lang)];
    const out = await ctx.renderer.xlsx(sheets, built.document.meta.company);
    produced.push({
      kind: 'xlsx',
      fileName,
      data: out.data,
      pages: null,
      downloadName: downloadName(body.xlsFileName, `${stem}.xlsx`, 'xlsx'),
    });
  }
  return produced;
}

/** The in-force policy-progress report of a policy the user may see (issue 8 §3). */
async function policyProgressReport(
  ctx: ReportContext,
  body: ReportInputParsed,
  lang: ReportLang,
): Promise<Produced[]> {
  const number = body.formData.policyNumber;
  if (number === '') throw new ReportRefusal('noPolicy');
  const loaded = await loadPolicyWithHistory(
    ctx.db,
    number,
    inforceScope(ctx.auth.subject, ctx.auth.user.agentID),
  );
  // A policy the user may not see is answered as one that does not exist.
  if (!loaded) throw new ReportRefusal('policyNotFound', { policyNumber: number });
  const who = await people(ctx.db, ctx.auth, lang);
  const status = loaded.status;
  const document = await ctx.engine.run('progressReport', {
    // Today is the server's day, as the policy lookup's load says (getpolicy).
    policy: { ...loaded.document, currentDate: ctx.now.toISOString().slice(0, 10) },
    status,
    history: loaded.history,
    lang,
    company: who.company,
    agentName: who.agentName,
    agentCode: who.agentCode,
    preparedOn: ctx.now,
  });
  const l = catalogueOf(lang).pdf;
  const stem = `${l.progressTitle} - ${loaded.document.policyNumber}`;
  const stamp = outputStamp();
  const produced: Produced[] = [];
  if (body.isRunPDF) {
    const fileName = outputFileName(body.reportName, stamp, 'pdf');
    const out = await ctx.renderer.pdf(
      'policy-progress',
      document,
      [],
      Math.floor(ctx.now.getTime() / 1000),
    );
    produced.push({
      kind: 'pdf',
      fileName,
      data: out.pdf,
      pages: out.pages,
      downloadName: downloadName(body.pdfFileName, `${stem}.pdf`, 'pdf'),
    });
  }
  if (body.isRunExcel) {
    const fileName = outputFileName(body.reportName, stamp, 'xlsx');
    const out = await ctx.renderer.xlsx(
      [...progressSheets(document), ...dataSheets(body, lang)],
      who.company,
    );
    produced.push({
      kind: 'xlsx',
      fileName,
      data: out.data,
      pages: null,
      downloadName: downloadName(body.xlsFileName, `${stem}.xlsx`, 'xlsx'),
    });
  }
  return produced;
}

/** Removes outputs past their retention (their bytes go with their rows, decision 0085). */
export async function sweepExpired(ctx: Pick<ReportContext, 'db' | 'now' | 'log'>) {
  try {
    await takeExpiredReportOutputs(ctx.db, ctx.now);
    // Report jobs end with their outputs (their key is the report id).
    await forgetJobsBefore(ctx.db, new Date(ctx.now.getTime() - REPORT_RETENTION_MS));
    await deleteExpiredReportIdClaims(ctx.db, ctx.now);
  } catch (error) {
    ctx.log.warn({ err: error }, 'report output sweep failed');
  }
}
