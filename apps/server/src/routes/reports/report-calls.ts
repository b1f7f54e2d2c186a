// The report calls of inforce-and-illustration spec 7: POST /api/ReportData,
// POST /Report/NewBusinessReport, POST /api/RunReportData and POST {base}/RunReportData.
// Each takes the report payload and answers { resultCode, errorText, reportOutputFile,
// reportID } (decision 0012 says what each result code means).

import { errorResponseSchema } from '@portal/contracts/errors';
import {
  type ReportInputParsed,
  reportBaseParamsSchema,
  reportInputSchema,
  reportResultSchema,
} from '@portal/contracts/reports';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  preParsingHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import { engineResponses } from '../../engine/responses';
import { ApiError, forbidden } from '../../http/api-error';
import { catalogueOf, interpolate } from '../../reports/labels';
import {
  CallWindows,
  REPORT_BODY_LIMITS,
  reportBodyProblem,
  reportCallsPerMinute,
} from '../../reports/limits';
import type { ReportRenderer } from '../../reports/pool';
import { REPORT_TASK, reportTask, runReport } from '../../reports/service';

export interface ReportRoutesOptions {
  renderer: ReportRenderer;
}

const reportCalls: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  // The renders run as jobs on any instance's queue (decision 0084); this one runs them too.
  app.jobs.define(
    REPORT_TASK,
    reportTask({
      db: app.db,
      renderer: options.renderer,
      engine: app.engine,
      links: app.linkSigner,
      log: app.log,
    }),
  );
  const run = (request: { auth: Auth | null; log: FastifyBaseLogger }, body: ReportInputParsed) => {
    const auth = request.auth;
    if (!auth) throw forbidden();
    return runReport(
      {
        db: app.db,
        jobs: app.jobs,
        engineDeadlineMs: app.config.engine.deadlineMs,
        now: app.clock(),
        auth,
        log: request.log,
      },
      body,
    );
  };
  /** Report payloads carry data arrays: a larger body than the app's default, within bounds. */
  const bodyLimit = REPORT_BODY_LIMITS.bytes;
  /**
   * Report work is counted per user and per client address across all four routes (decision
   * 0023): a flood on one path is not a fresh allowance on the next.
   */
  const perMinute = reportCallsPerMinute(app.config.rateLimitPerMinute);
  const windows = new CallWindows(60_000);
  const words = (request: FastifyRequest) =>
    catalogueOf(request.auth?.user.inputLanguage === 'French' ? 'fr' : 'en').errors;
  const tooLarge = (request: FastifyRequest) =>
    new ApiError(
      413,
      'payloadTooLarge',
      interpolate(words(request).tooLarge, {
        megabytes: REPORT_BODY_LIMITS.bytes / 1_048_576,
        rows: REPORT_BODY_LIMITS.rows,
        cells: REPORT_BODY_LIMITS.cells,
      }),
    );
  /** Before the body is read: the call's count, and its declared size. */
  const admit: preParsingHookHandler = async (request, reply: FastifyReply, payload) => {
    const keys = [{ key: `address:${request.ip}`, max: perMinute.perAddress }];
    if (request.auth)
      keys.push({ key: `user:${request.auth.session.userId}`, max: perMinute.perUser });
    const wait = windows.take(keys);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new ApiError(
        429,
        'tooManyRequests',
        interpolate(words(request).tooMany, { seconds: wait }),
      );
    }
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) throw tooLarge(request);
    return payload;
  };
  /** Before the contract: the data arrays' rows and cells. */
  const bounded: preValidationHookHandler = async (request) => {
    if (reportBodyProblem(request.body)) throw tooLarge(request);
  };
  const limits = { bodyLimit, preParsing: admit, preValidation: bounded };
  const rateLimit = false as const;
  const schema = (summary: string) => ({
    tags: ['reports'],
    summary,
    security: [{ bearer: [] }],
    body: reportInputSchema,
    // A 503 when the engine is busy or past its deadline (decision 0021).
    response: { ...engineResponses(reportResultSchema), 413: errorResponseSchema },
  });

  app.post(
    '/api/ReportData',
    {
      ...limits,
      config: { access: 'signedIn', rateLimit },
      schema: schema('Generate a report (PDF and/or Excel)'),
    },
    (request) => run(request, request.body),
  );
  app.post(
    '/api/RunReportData',
    {
      ...limits,
      config: { access: 'signedIn', rateLimit },
      schema: schema('Run a report (PDF and/or Excel)'),
    },
    (request) => run(request, request.body),
  );
  app.post(
    '/Report/NewBusinessReport',
    {
      ...limits,
      config: { access: 'newBusiness', rateLimit },
      schema: schema('Generate the new-business illustration report'),
    },
    (request) => run(request, { ...request.body, reportName: 'illustration' }),
  );
  app.post(
    '/:base/RunReportData',
    {
      ...limits,
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
