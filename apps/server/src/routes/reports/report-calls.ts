// The report calls of inforce-and-illustration spec 7: POST /api/ReportData,
// POST /Report/NewBusinessReport, POST /api/RunReportData and POST {base}/RunReportData.
// Each takes the report payload and answers { resultCode, errorText, reportOutputFile,
// reportID } (decision 0012 says what each result code means).

import {
  type ReportInputParsed,
  reportBaseParamsSchema,
  reportInputSchema,
  reportResultSchema,
} from '@portal/contracts/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { engineResponses } from '../../engine/responses';
import { forbidden } from '../../http/api-error';
import type { ReportRenderer } from '../../reports/pool';
import { runReport } from '../../reports/service';

export interface ReportRoutesOptions {
  renderer: ReportRenderer;
}

const reportCalls: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  const run = (request: { auth: Auth | null; log: FastifyBaseLogger }, body: ReportInputParsed) => {
    const auth = request.auth;
    if (!auth) throw forbidden();
    return runReport(
      {
        db: app.db,
        dataDir: app.config.dataDir,
        renderer: options.renderer,
        engine: app.engine,
        now: app.clock(),
        auth,
        log: request.log,
        links: app.linkSigner,
      },
      body,
    );
  };
  /** Report payloads carry data arrays: a larger body than the app's default. */
  const bodyLimit = 16 * 1_048_576;
  /**
   * Each report keeps a render thread busy for a fraction of a second: a client address may
   * make a fiftieth of the general API limit a minute (60 by default; decision 0012).
   */
  const rateLimit = {
    max: Math.max(1, Math.floor(app.config.rateLimitPerMinute / 50)),
    timeWindow: 60_000,
  };
  const schema = (summary: string) => ({
    tags: ['reports'],
    summary,
    security: [{ bearer: [] }],
    body: reportInputSchema,
    // A 503 when the engine is busy or past its deadline (decision 0021).
    response: engineResponses(reportResultSchema),
  });

  app.post(
    '/api/ReportData',
    {
      bodyLimit,
      config: { access: 'signedIn', rateLimit },
      schema: schema('Generate a report (PDF and/or Excel)'),
    },
    (request) => run(request, request.body),
  );
  app.post(
    '/api/RunReportData',
    {
      bodyLimit,
      config: { access: 'signedIn', rateLimit },
      schema: schema('Run a report (PDF and/or Excel)'),
    },
    (request) => run(request, request.body),
  );
  app.post(
    '/Report/NewBusinessReport',
    {
      bodyLimit,
      config: { access: 'newBusiness', rateLimit },
      schema: schema('Generate the new-business illustration report'),
    },
    (request) => run(request, { ...request.body, reportName: 'illustration' }),
  );
  app.post(
    '/:base/RunReportData',
    {
      bodyLimit,
      config: { access: 'signedIn', rateLimit },
      schema: {
        ...schema('Run a report on a caller-supplied base path'),
        params: reportBaseParamsSchema,
      },
    },
    (request) => run(request, request.body),
  );
};

export default reportCalls;
