// A call that prints one saved thing as one PDF, as a job (decision 0084): the needs analysis
// and the e-application. The call refuses at once what the caller may not see (404, as one
// that does not exist); the job reads the thing again for the session's user on the instance
// that runs it (one gone meanwhile is the call's 404 too), prints it in the user's report
// language with the company's name, and keeps it as a report output.
import type { ReportOutput } from '@portal/contracts/reports';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Auth } from '../app-context';
import { notFound } from '../http/api-error';
import { PermanentJobError } from '../jobs/queue';
import { companyNameIn } from '../repositories/company';
import type { ChartSpec } from './charts';
import { outputFileName, outputStamp } from './files';
import type { ReportLang } from './labels';
import type { ReportRenderer } from './pool';
import {
  claimReportID,
  madeOutput,
  REPORT_JOB_TIMEOUT_MS,
  type ReportJobBase,
  type ReportJobContext,
  reportJobTask,
  runReportJob,
} from './report-job';

/** The reason a job fails with when its thing is gone or no longer the caller's. */
const GONE = 'not found';

/** What one printed thing is: `Fields` name it (an id), `Subject` is the thing read. */
export interface OnePdf<Fields extends object, Subject, Result> {
  /** The job's task name. */
  task: string;
  /** The template under reports/templates, and the output's report name. */
  template: string;
  reportName: string;
  /** The 404's message when the caller may not see the thing. */
  notFound: string;
  /** The thing, read for this user; null when they may not see it (any more). */
  load(fields: Fields, auth: Auth): Promise<Subject | null>;
  /** Its document, charts and the name the download is saved under. */
  print(
    subject: Subject,
    words: { lang: ReportLang; company: string },
    ctx: ReportJobContext,
  ): { document: object; charts: ChartSpec[]; downloadName: string };
  /** The call's answer, its one output made under the generated `fileName`. */
  answer(made: { output: ReportOutput; fileName: string; reportID: string }): Result;
}

/**
 * Makes the job known to the instance's queue, and gives the call that queues it and answers
 * with its result. A render thread that died is worth one more try (after 2.7 s), as for a
 * data report; any failure left, or a job still running past the wait, is the 500 an
 * exception in the call always was.
 */
export function defineOnePdfJob<Fields extends object, Subject, Result>(
  app: FastifyInstance,
  renderer: ReportRenderer,
  spec: OnePdf<Fields, Subject, Result>,
): (auth: Auth, log: FastifyBaseLogger, fields: Fields) => Promise<Result> {
  type Job = Fields & ReportJobBase;
  app.jobs.define(
    spec.task,
    reportJobTask<Job>(app, {
      maxAttempts: 2,
      timeoutMs: REPORT_JOB_TIMEOUT_MS,
      async make(job, ctx) {
        const subject = await spec.load(job, ctx.auth);
        if (subject === null) throw new PermanentJobError(GONE);
        const lang: ReportLang = ctx.auth.user.reportLanguage === 'French' ? 'fr' : 'en';
        const printed = spec.print(
          subject,
          { lang, company: await companyNameIn(app.db, lang) },
          ctx,
        );
        const out = await renderer.pdf(
          spec.template,
          printed.document,
          printed.charts,
          Math.floor(ctx.now.getTime() / 1000),
        );
        const fileName = outputFileName(spec.reportName, outputStamp(), 'pdf');
        const { reportID } = job;
        const made = madeOutput(
          { ...ctx, links: app.linkSigner },
          {
            reportID,
            kind: 'pdf',
            fileName,
            reportName: spec.reportName,
            downloadName: printed.downloadName,
            data: out.pdf,
            pages: out.pages,
          },
        );
        return {
          result: spec.answer({ output: made.output, fileName, reportID }),
          outputs: [made.toSave],
        };
      },
    }),
  );
  return async (auth, log, fields) => {
    if ((await spec.load(fields, auth)) === null) throw notFound(spec.notFound);
    const now = app.clock();
    const ctx = { db: app.db, jobs: app.jobs, log, auth, now };
    const reportID = await claimReportID(ctx);
    const job: Job = { ...fields, sessionId: auth.session.id, reportID, now: now.toISOString() };
    const ended = await runReportJob<Result>(ctx, spec.task, job);
    if (ended.status === 'done') return ended.result;
    if (ended.status === 'failed' && ended.error === GONE) throw notFound(spec.notFound);
    throw new Error(
      `${spec.task} job ${reportID} ${ended.status === 'late' ? 'did not end in time' : `failed: ${ended.error}`}`,
    );
  };
}
