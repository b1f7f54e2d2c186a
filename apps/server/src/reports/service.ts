// Runs a report call: checks the payload against the business rules, builds the document
// from the engine, renders it in the worker pool, keeps the outputs in the database (decision
// 0085) for download. Answers { resultCode, errorText, reportOutputFile, reportID }.
import { randomUUID } from 'node:crypto';
import type { IllustrationInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import {
  downloadPath,
  isSafeReportId,
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
import { type DownloadLinkSigner, linkedPath } from '../auth/download-links';
import type { Db } from '../db/database';
import { type EnginePool, EngineUnavailable } from '../engine/pool';
import { forbidden } from '../http/api-error';
import type { JobQueue } from '../jobs/queue';
import { forgetJob, forgetJobsBefore } from '../jobs/status';
import { findCompany } from '../repositories/company';
import { loadPolicyWithHistory } from '../repositories/inforce';
import { loadNeedsAnalysis } from '../repositories/needs';
import { dataSheets, progressSheets, scalarRows } from './excel-model';
import {
  CONTENT_TYPES,
  downloadName,
  type OutputKind,
  outputFileName,
  outputStamp,
  REPORT_RETENTION_MS,
} from './files';
import { hasNonGuaranteed } from './illustration-model';
import { catalogueOf, interpolate, type ReportLang } from './labels';
import { REPORT_OUTPUT_LIMITS } from './limits';
import { databaseOutputStore, type OutputToSave } from './output-store';
import type { ReportRenderer } from './pool';
import {
  claimReportId,
  deleteExpiredReportIdClaims,
  releaseReportId,
  takeExpiredReportOutputs,
  takeOutputsPastUserLimit,
} from './repository';

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
  const company = await findCompany(db);
  return {
    company: (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '',
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

/**
 * The id this report is filed under (decision 0026): the client's when it is a safe token no
 * other report holds, else a new one. Claimed before anything renders, so two calls with one
 * id never share it.
 */
async function claimId(
  ctx: Pick<ReportContext, 'db' | 'auth' | 'now'>,
  wanted: string | null | undefined,
): Promise<string> {
  const claim = (reportId: string) =>
    claimReportId(ctx.db, {
      reportId,
      ownerId: ctx.auth.session.userId,
      now: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + REPORT_RETENTION_MS),
    });
  if (isSafeReportId(wanted) && (await claim(wanted))) return wanted;
  for (;;) {
    const generated = randomUUID();
    if (await claim(generated)) return generated;
  }
}

/** How long a report call waits for its job: the render deadline, a retry, and some room. */
export const REPORT_WAIT_MS = 150_000;

/** The report call as a job (decision 0084): what the instance that runs it needs to know. */
export interface ReportJob {
  sessionId: string;
  reportID: string;
  body: ReportInputParsed;
  /** The request's time: the report's dates and its outputs' expiry. */
  now: string;
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
  const reportID = await claimId(ctx, body.reportID);
  // A report that made nothing leaves nothing behind (its outputs are stored together or not
  // at all) and gives its id back, so the client may try again with it.
  const release = async () => {
    await forgetJob(ctx.db, reportID);
    await releaseReportId(ctx.db, reportID);
  };
  const job: ReportJob = {
    sessionId: ctx.auth.session.id,
    reportID,
    body,
    now: ctx.now.toISOString(),
  };
  // The id was just claimed by this call: its key has no other job.
  await ctx.jobs.add(REPORT_TASK, reportID, job);
  const ended = await ctx.jobs.wait(reportID, REPORT_WAIT_MS);
  if (!ended) {
    // Still running past the wait: its own deadline will fail it; the id stays claimed.
    ctx.log.error({ reportID }, 'report job did not end in time');
    return answer(reportID, REPORT_RESULT.error, cat.errors.renderFailed);
  }
  if (ended.status === 'failed') {
    await release();
    // The engine busy or past its deadline on every attempt: a 503 with Retry-After.
    if (ended.error === 'engineBusy' || ended.error === 'engineTimeout')
      throw new EngineUnavailable(ended.error, ctx.engineDeadlineMs);
    ctx.log.error({ reportID, error: ended.error }, 'report job failed');
    return answer(reportID, REPORT_RESULT.error, cat.errors.renderFailed);
  }
  const result = ended.result as ReportResult;
  if (result.resultCode !== REPORT_RESULT.ok) await release();
  return result;
}

/** What a report made: its answer, and its outputs to keep with it (none when refused). */
export interface MadeReport {
  result: ReportResult;
  outputs: OutputToSave[];
}

/**
 * The report itself, on whichever instance runs its job. The engine busy or past its deadline
 * throws (the job is tried again); everything else is an answer.
 */
export async function makeReport(
  ctx: ReportContext,
  body: ReportInputParsed,
  reportID: string,
): Promise<MadeReport> {
  const cat = catalogueOf(userLang(ctx.auth));
  const refused = (code: number, text: string): MadeReport => ({
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
    const outputs = produced.map((p) => ({
      row: {
        reportId: reportID,
        fileName: p.fileName,
        ownerId: ctx.auth.session.userId,
        reportName: body.reportName,
        contentType: CONTENT_TYPES[p.kind],
        downloadName: p.downloadName,
        sizeBytes: p.data.byteLength,
        pages: p.pages,
        deleteWhenDone: body.isDeleteWhenDone,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + REPORT_RETENTION_MS),
      },
      bytes: p.data,
    }));
    const main = produced.find((p) => p.kind === 'pdf') ?? produced[0];
    const result: ReportResult = {
      resultCode: REPORT_RESULT.ok,
      errorText: '',
      reportOutputFile: main?.fileName ?? '',
      reportID,
      outputs: produced.map((p) => {
        const url = downloadPath(reportID, p.fileName);
        const link = ctx.links.sign(
          ctx.auth.session.id,
          { dir: reportID, file: p.fileName },
          ctx.now,
        );
        return {
          kind: p.kind,
          url,
          openUrl: linkedPath(url, link.token),
          fileName: p.downloadName,
          bytes: p.data.byteLength,
          pages: p.pages,
        };
      }),
    };
    return { result, outputs };
  } catch (error) {
    if (error instanceof EngineUnavailable) throw error;
    if (error instanceof ReportRefusal)
      return refused(REPORT_RESULT.error, interpolate(cat.errors[error.key], error.values));
    ctx.log.error({ err: error, reportID, reportName: body.reportName }, 'report failed');
    return refused(REPORT_RESULT.error, cat.errors.renderFailed);
  }
}

/** Keeps a made report's outputs (in the job's transaction) within the owner's limits. */
export async function keepOutputs(db: Db, ownerId: number, outputs: OutputToSave[]) {
  await databaseOutputStore(db).save(outputs);
  // A user keeps so many outputs: the oldest past the limit go (their bytes with them).
  if (outputs.length > 0) await takeOutputsPastUserLimit(db, ownerId, REPORT_OUTPUT_LIMITS);
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
