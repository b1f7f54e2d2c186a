// The reports area: the report calls, the data reports and the /DB download, sharing one render pool that
// closes with the app.
import type { FastifyPluginAsync } from 'fastify';
import { createReportRenderer, type ReportRenderer } from '../../reports/pool';
import { sweepExpired } from '../../reports/service';
import batchRoutes from '../batch/index';
import dataReportRoutes from '../data-reports/index';
import needsPdfRoutes from '../needs/pdf';
import dbDownload from './db-download';
import eapplicationPdf from './eapplication-pdf';
import reportCalls from './report-calls';

export interface ReportsPluginOptions {
  /** A renderer to use instead of a new pool (benchmarks share one). */
  renderer?: ReportRenderer;
}

const reports: FastifyPluginAsync<ReportsPluginOptions> = async (app, options) => {
  const renderer = options.renderer ?? createReportRenderer();
  if (!options.renderer) app.addHook('onClose', () => renderer.close());
  app.metrics.watchRenderer(() => renderer.stats());
  app.addHook('onReady', async () => {
    await sweepExpired({ db: app.db, now: app.clock(), log: app.log });
  });
  await app.register(reportCalls, { renderer });
  // The needs analysis's PDF renders in the same pool (issue 22).
  await app.register(needsPdfRoutes, { renderer });
  // The data reports (issue 18) render in the same pool.
  await app.register(dataReportRoutes, { renderer });
  await app.register(dbDownload);
  await app.register(eapplicationPdf, { renderer });
  // Batch runs (issue 23 §2) make their workbooks and PDFs in the same pool.
  await app.register(batchRoutes, { renderer });
};

export default reports;
