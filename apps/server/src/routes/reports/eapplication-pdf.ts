// POST /api/eapplications/{id}/pdf: the application as a PDF in the caller's report language,
// rendered as a job any instance may run (decision 0084) and filed as a report output the
// caller downloads with GET /DB/{dir}/{file} (decision 0012).
// Here rather than with the e-application routes because it renders in the reports' pool.

import { type EApplication, eApplicationIdParamsSchema } from '@portal/contracts/eapplication';
import { REPORT_RESULT, type ReportResult, reportResultSchema } from '@portal/contracts/reports';
import { canAdministerEapplication } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDocument } from '../../eapp/pdf-model';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { downloadName } from '../../reports/files';
import type { ReportRenderer } from '../../reports/pool';
import { defineOnePdfJob } from '../../reports/single-pdf-job';
import { loadApplication } from '../../repositories/eapplications';

const eapplicationPdf: FastifyPluginAsyncZod<{ renderer: ReportRenderer }> = async (
  app,
  options,
) => {
  const print = defineOnePdfJob<{ applicationId: string }, EApplication, ReportResult>(
    app,
    options.renderer,
    {
      task: 'eapplication-pdf',
      template: 'eapplication',
      reportName: 'eapplication',
      notFound: 'No such application.',
      // The agent's own applications, or any for an e-application administrator.
      load: ({ applicationId }, auth) =>
        loadApplication(
          app.db,
          { userId: auth.session.userId, seesAll: canAdministerEapplication(auth.subject) },
          applicationId,
        ),
      print: (application, { lang, company }, { auth, now }) => {
        const document = applicationDocument(
          application,
          lang,
          { company, agentName: application.agentName, agentCode: auth.user.agentID },
          now,
        );
        const name = `${document.meta.title} - ${application.number}.pdf`;
        return { document, charts: [], downloadName: downloadName('', name, 'pdf') };
      },
      answer: ({ output, fileName, reportID }) => ({
        resultCode: REPORT_RESULT.ok,
        errorText: '',
        reportOutputFile: fileName,
        reportID,
        outputs: [output],
      }),
    },
  );
  app.post(
    '/api/eapplications/:id/pdf',
    {
      config: { access: 'eapplication' },
      schema: {
        tags: ['eapplication'],
        summary:
          'The application PDF (every answer, the account masked but its last 3 digits), in the caller’s report language; the agent’s own, or any for an e-application administrator',
        security: [{ bearer: [] }],
        params: eApplicationIdParamsSchema,
        response: responses(reportResultSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      return print(auth, request.log, { applicationId: request.params.id });
    },
  );
};

export default eapplicationPdf;
