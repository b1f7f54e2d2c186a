// The report render as a job (decision 0084): run by whichever instance's queue takes it, for
// the session that asked (read again here, so a session ended meanwhile gets nothing), its
// outputs kept in the same transaction as its result, so an attempt that lost the job (timed
// out, or run again elsewhere) keeps nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { DownloadLinkSigner } from '../auth/download-links';
import type { Db } from '../db/database';
import { type EnginePool, EngineUnavailable } from '../engine/pool';
import { type JobTask, PermanentJobError } from '../jobs/queue';
import { findSessionWithUser, isLive } from '../repositories/sessions';
import { accessSubjectOf } from '../repositories/users';
import type { ReportRenderer } from './pool';
import { TASK_TIMEOUT_MS } from './pool';
import { keepOutputs, makeReport, type ReportJob } from './service';

/**
 * An attempt past this is failed (`timeout`) and not tried again: the render pool's own task
 * limit, the engine's work and the writes, with room on a busy machine.
 */
export const REPORT_JOB_TIMEOUT_MS = TASK_TIMEOUT_MS + 30_000;

export function reportTask(deps: {
  db: Db;
  renderer: ReportRenderer;
  engine: EnginePool;
  links: DownloadLinkSigner;
  log: FastifyBaseLogger;
}): JobTask {
  return {
    // The engine busy or past its deadline is worth a second and a third try (after 2.7 s and
    // 7.4 s); a refusal or a render failure is an answer, never retried.
    maxAttempts: 3,
    timeoutMs: REPORT_JOB_TIMEOUT_MS,
    async run(payload, helpers) {
      const job = payload as ReportJob;
      const now = new Date(job.now);
      const found = await findSessionWithUser(deps.db, job.sessionId);
      if (!found || !isLive(found.session, now)) throw new PermanentJobError('session ended');
      const auth = {
        user: found.user,
        session: found.session,
        subject: accessSubjectOf(found.user),
      };
      let made: Awaited<ReturnType<typeof makeReport>>;
      try {
        made = await makeReport(
          { ...deps, now, auth, log: deps.log.child({ reportID: job.reportID }) },
          job.body,
          job.reportID,
        );
      } catch (error) {
        // Kept by its kind, for the caller's 503.
        if (error instanceof EngineUnavailable) throw new Error(error.code);
        throw error;
      }
      await helpers.complete(made.result, (tx) =>
        keepOutputs(tx, auth.session.userId, made.outputs),
      );
    },
  };
}
