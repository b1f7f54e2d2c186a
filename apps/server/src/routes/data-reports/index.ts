// The data-report calls of platform spec 7 (issue 18; decision 0054): the reports a user may
// run, the in-force filter lists, and the four report calls, one per group.
import {
  DATA_REPORT_PATHS,
  dataReportListsResponseSchema,
  dataReportRequestSchema,
  dataReportResultSchema,
  dataReportsRequestSchema,
  dataReportsResponseSchema,
} from '@portal/contracts/data-reports';
import type { ApiPolicy } from '@portal/domain/access/api-policies';
import {
  DATA_REPORTS,
  type DataReportGroup,
  dataReportGroupsOf,
  dataReportScope,
} from '@portal/domain/reports/data-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import type { ReportRenderer } from '../../reports/pool';
import { dataReportLists } from '../../repositories/data-reports/lists';
import { wordsOf } from './document';
import { DATA_REPORT_TASK, dataReportTask, runDataReport } from './run';

const GROUP_POLICY = {
  proQuote: 'dataReportsProQuote',
  illustration: 'dataReportsIllustration',
  inforce: 'dataReportsInforce',
  admin: 'dataReportsAdmin',
} as const satisfies Record<DataReportGroup, ApiPolicy>;

export interface DataReportRoutesOptions {
  renderer: ReportRenderer;
}

const dataReportRoutes: FastifyPluginAsyncZod<DataReportRoutesOptions> = async (app, options) => {
  // The queries and renders run as jobs on any instance's queue (decision 0084).
  app.jobs.define(
    DATA_REPORT_TASK,
    dataReportTask({
      db: app.db,
      renderer: options.renderer,
      links: app.linkSigner,
      log: app.log,
    }),
  );
  app.post(
    '/api/DataReports',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['reports'],
        summary: 'The data reports this user may run, by group, named in their language',
        security: [{ bearer: [] }],
        body: dataReportsRequestSchema,
        response: responses(dataReportsResponseSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const w = wordsOf(auth.user.inputLanguage === 'French' ? 'fr' : 'en');
      return {
        groups: dataReportGroupsOf(auth.subject).map((group) => ({
          group,
          title: w.groups[group],
          reports: DATA_REPORTS.filter((r) => r.group === group).map((r) => ({
            reportNumber: r.reportNumber,
            reportName: r.key,
            title: w.reports[r.key],
          })),
        })),
      };
    },
  );

  app.post(
    '/api/DataReportLists',
    {
      // The lists filter the in-force reports: for those who may run them.
      config: { access: 'dataReportsInforce' },
      schema: {
        tags: ['reports'],
        summary: 'Churches, policy statuses and denominations of the in-force data, as filters',
        security: [{ bearer: [] }],
        response: responses(dataReportListsResponseSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const scope = dataReportScope(auth.subject, {
        username: auth.user.username,
        userId: auth.session.userId,
        agentID: auth.user.agentID,
      });
      return dataReportLists(app.db, scope, auth.user.inputLanguage === 'French' ? 'fr' : 'en');
    },
  );

  for (const [group, path] of Object.entries(DATA_REPORT_PATHS) as [DataReportGroup, string][]) {
    app.post(
      path,
      {
        // A group the user may not run is refused before its body is read (decision 0054).
        config: { access: GROUP_POLICY[group] },
        schema: {
          tags: ['reports'],
          summary: `Run a ${group} data report (PDF, or a workbook with PQWizard_chkStoreInExcel 1)`,
          security: [{ bearer: [] }],
          body: dataReportRequestSchema,
          response: responses(dataReportResultSchema),
        },
      },
      async (request) => {
        const auth = request.auth;
        if (!auth) throw forbidden();
        return runDataReport(
          { db: app.db, jobs: app.jobs, now: app.clock(), auth, log: request.log },
          group,
          request.body,
        );
      },
    );
  }
};

export default dataReportRoutes;
