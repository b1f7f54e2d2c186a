// The data report as a job (decision 0084): run by whichever instance's queue takes it, for
// the session that asked (read again: one ended meanwhile gets nothing), its output kept in
// the same transaction as its result, so an attempt that lost the job keeps nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { DownloadLinkSigner } from '../../auth/download-links';
import type { Db } from '../../db/database';
import { type JobTask, PermanentJobError } from '../../jobs/queue';
import type { ReportRenderer } from '../../reports/pool';
import { TASK_TIMEOUT_MS } from '../../reports/pool';
import { findSessionWithUser, isLive } from '../../repositories/sessions';
import { accessSubjectOf } from '../../repositories/users';
import { type DataReportJob, keepDataReportOutputs, makeDataReport } from './run';

export function dataReportTask(deps: {
  db: Db;
  renderer: ReportRenderer;
  links: DownloadLinkSigner;
  log: FastifyBaseLogger;
}): JobTask {
  return {
    // A lost connection or a render thread that died is worth one more try (after 2.7 s).
    maxAttempts: 2,
    // The render pool's own task limit, the query and the writes, with room on a busy machine.
    timeoutMs: TASK_TIMEOUT_MS + 30_000,
    async run(payload, helpers) {
      const job = payload as DataReportJob;
      const now = new Date(job.now);
      const found = await findSessionWithUser(deps.db, job.sessionId);
      if (!found || !isLive(found.session, now)) throw new PermanentJobError('session ended');
      const auth = {
        user: found.user,
        session: found.session,
        subject: accessSubjectOf(found.user),
      };
      const made = await makeDataReport(
        { ...deps, now, auth, log: deps.log.child({ reportID: job.reportID }) },
        job.group,
        job.body,
        job.reportID,
      );
      await helpers.complete(made.result, (tx) =>
        keepDataReportOutputs(tx, auth.session.userId, made.outputs),
      );
    },
  };
}
