// Every report-like call as a job (decision 0084): the report calls, the data reports, the
// needs-analysis and e-application PDFs. The call claims a report id, queues its job keyed by
// it and waits for the job's row; the job runs on whichever instance's queue takes it, for the
// session that asked (read again there, so a session ended meanwhile gets nothing), and keeps
// its outputs in the same transaction as its result, so an attempt that lost the job (timed
// out, or run again elsewhere) keeps nothing.
import { randomUUID } from 'node:crypto';
import { downloadPath, isSafeReportId, type ReportOutput } from '@portal/contracts/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../app-context';
import { type DownloadLinkSigner, linkedPath } from '../auth/download-links';
import type { Db } from '../db/database';
import { type JobQueue, type JobTask, PermanentJobError } from '../jobs/queue';
import { forgetJob } from '../jobs/status';
import { findSessionWithUser, isLive } from '../repositories/sessions';
import { accessSubjectOf } from '../repositories/users';
import { CONTENT_TYPES, type OutputKind, REPORT_RETENTION_MS } from './files';
import { REPORT_OUTPUT_LIMITS } from './limits';
import { databaseOutputStore, type OutputToSave } from './output-store';
import { TASK_TIMEOUT_MS } from './pool';
import { claimReportId, releaseReportId, takeOutputsPastUserLimit } from './repository';

/**
 * An attempt past this is failed (`timeout`) and not tried again: the render pool's own task
 * limit, the engine's or the query's work and the writes, with room on a busy machine.
 */
export const REPORT_JOB_TIMEOUT_MS = TASK_TIMEOUT_MS + 30_000;

/** How long a call waits for its job: the render deadline, a retry, and some room. */
export const REPORT_WAIT_MS = 150_000;

/** What every report-like job carries, whatever else its call needs. */
export interface ReportJobBase {
  /** The session that asked: read again by the job. */
  sessionId: string;
  /** The job's key and its outputs' folder. */
  reportID: string;
  /** The request's time: the report's dates and its outputs' expiry. */
  now: string;
}

/** What a job's own work sees: the caller as the job read it again. */
export interface ReportJobContext {
  now: Date;
  auth: Auth;
  log: FastifyBaseLogger;
}

/** What a report made: its answer, and its outputs to keep with it (none when refused). */
export interface MadeReport<Result> {
  result: Result;
  outputs: OutputToSave[];
}

/**
 * A report-like job: the session re-read and its caller rebuilt, `make` run for it, and the
 * result kept with its outputs in one transaction, within the owner's output limits.
 */
export function reportJobTask<Job extends ReportJobBase>(
  deps: { db: Db; log: FastifyBaseLogger },
  task: Pick<JobTask, 'maxAttempts' | 'timeoutMs'> & {
    make(job: Job, ctx: ReportJobContext): Promise<MadeReport<unknown>>;
  },
): JobTask {
  return {
    maxAttempts: task.maxAttempts,
    timeoutMs: task.timeoutMs,
    async run(payload, helpers) {
      const job = payload as Job;
      const now = new Date(job.now);
      const found = await findSessionWithUser(deps.db, job.sessionId);
      if (!found || !isLive(found.session, now)) throw new PermanentJobError('session ended');
      const auth: Auth = {
        user: found.user,
        session: found.session,
        subject: accessSubjectOf(found.user),
      };
      const made = await task.make(job, {
        now,
        auth,
        log: deps.log.child({ reportID: job.reportID }),
      });
      await helpers.complete(made.result, (tx) =>
        keepOutputs(tx, auth.session.userId, made.outputs),
      );
    },
  };
}

/** Keeps a made report's outputs (in the job's transaction) within the owner's limits. */
export async function keepOutputs(db: Db, ownerId: number, outputs: OutputToSave[]) {
  await databaseOutputStore(db).save(outputs);
  // A user keeps so many outputs: the oldest past the limit go (their bytes with them).
  if (outputs.length > 0) await takeOutputsPastUserLimit(db, ownerId, REPORT_OUTPUT_LIMITS);
}

/** One file a job made: its row and bytes to keep, and its entry in the caller's answer. */
export function madeOutput(
  ctx: ReportJobContext & { links: DownloadLinkSigner },
  file: {
    reportID: string;
    /** A report's own files (a batch's zip is made by the batch: decision 0086). */
    kind: Exclude<OutputKind, 'zip'>;
    fileName: string;
    reportName: string;
    downloadName: string;
    data: Uint8Array;
    pages: number | null;
    deleteWhenDone?: boolean;
  },
): { toSave: OutputToSave; output: ReportOutput } {
  const { reportID, fileName } = file;
  const bytes = file.data.byteLength;
  const url = downloadPath(reportID, fileName);
  const link = ctx.links.sign(ctx.auth.session.id, { dir: reportID, file: fileName }, ctx.now);
  return {
    toSave: {
      row: {
        reportId: reportID,
        fileName,
        ownerId: ctx.auth.session.userId,
        reportName: file.reportName,
        contentType: CONTENT_TYPES[file.kind],
        downloadName: file.downloadName,
        sizeBytes: bytes,
        pages: file.pages,
        deleteWhenDone: file.deleteWhenDone ?? false,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + REPORT_RETENTION_MS),
      },
      bytes: file.data,
    },
    output: {
      kind: file.kind,
      url,
      openUrl: linkedPath(url, link.token),
      fileName: file.downloadName,
      bytes,
      pages: file.pages,
    },
  };
}

/**
 * The id a report is filed under (decision 0026): the client's when it is a safe token no
 * other report holds, else a new one. Claimed before anything renders, so two calls with one
 * id never share it.
 */
export async function claimReportID(
  ctx: { db: Db; auth: Auth; now: Date },
  wanted?: string | null,
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

/**
 * Gives back the id of a report that made nothing (its job row with it), so the client may
 * try again with it.
 */
export async function releaseReport(db: Db, reportID: string): Promise<void> {
  await forgetJob(db, reportID);
  await releaseReportId(db, reportID);
}

export type ReportJobEnd<Result> =
  | { status: 'done'; result: Result }
  | { status: 'failed'; error: string | null }
  /** Still running past the wait: its own deadline will fail it; the id stays claimed. */
  | { status: 'late' };

/**
 * Queues a claimed report's job (its key has no other: the id was just claimed by this call)
 * and waits for it. A failed job gives its id back.
 */
export async function runReportJob<Result>(
  ctx: { db: Db; jobs: JobQueue; log: FastifyBaseLogger },
  taskName: string,
  job: ReportJobBase,
): Promise<ReportJobEnd<Result>> {
  const { reportID } = job;
  await ctx.jobs.add(taskName, reportID, job);
  const ended = await ctx.jobs.wait(reportID, REPORT_WAIT_MS);
  if (!ended) {
    ctx.log.error({ reportID, task: taskName }, 'report job did not end in time');
    return { status: 'late' };
  }
  if (ended.status === 'failed') {
    await releaseReport(ctx.db, reportID);
    return { status: 'failed', error: ended.error };
  }
  return { status: 'done', result: ended.result as Result };
}
