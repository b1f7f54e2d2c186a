// POST /api/eapplications/{id}/pdf: the application as a PDF in the caller's report language,
// filed as a report output the caller downloads with GET /DB/{dir}/{file} (decision 0012).
// Here rather than with the e-application routes because it renders in the reports' pool.

import { randomUUID } from 'node:crypto';
import { eApplicationIdParamsSchema } from '@portal/contracts/eapplication';
import { downloadPath, REPORT_RESULT, reportResultSchema } from '@portal/contracts/reports';
import { canAdministerEapplication } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedPath } from '../../auth/download-links';
import { applicationDocument } from '../../eapp/pdf-model';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  CONTENT_TYPES,
  downloadName,
  outputFileName,
  outputStamp,
  REPORT_RETENTION_MS,
} from '../../reports/files';
import { databaseOutputStore } from '../../reports/output-store';
import type { ReportRenderer } from '../../reports/pool';
import { claimReportId } from '../../reports/repository';
import { findCompany } from '../../repositories/company';
import { loadApplication } from '../../repositories/eapplications';

const eapplicationPdf: FastifyPluginAsyncZod<{ renderer: ReportRenderer }> = async (
  app,
  options,
) => {
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
      const scope = {
        userId: auth.session.userId,
        seesAll: canAdministerEapplication(auth.subject),
      };
      const application = await loadApplication(app.db, scope, request.params.id);
      if (!application) throw notFound('No such application.');
      const now = app.clock();
      const lang = auth.user.reportLanguage === 'French' ? 'fr' : 'en';
      const company = await findCompany(app.db);
      const document = applicationDocument(
        application,
        lang,
        {
          company: (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '',
          agentName: application.agentName,
          agentCode: auth.user.agentID,
        },
        now,
      );
      const reportID = randomUUID();
      await claimReportId(app.db, {
        reportId: reportID,
        ownerId: auth.session.userId,
        now,
        expiresAt: new Date(now.getTime() + REPORT_RETENTION_MS),
      });
      const out = await options.renderer.pdf(
        'eapplication',
        document,
        [],
        Math.floor(now.getTime() / 1000),
      );
      const fileName = outputFileName('eapplication', outputStamp(), 'pdf');
      const download = downloadName(
        '',
        `${document.meta.title} - ${application.number}.pdf`,
        'pdf',
      );
      await databaseOutputStore(app.db).save([
        {
          row: {
            reportId: reportID,
            fileName,
            ownerId: auth.session.userId,
            reportName: 'eapplication',
            contentType: CONTENT_TYPES.pdf,
            downloadName: download,
            sizeBytes: out.pdf.byteLength,
            pages: out.pages,
            deleteWhenDone: false,
            createdAt: now,
            expiresAt: new Date(now.getTime() + REPORT_RETENTION_MS),
          },
          bytes: out.pdf,
        },
      ]);
      const url = downloadPath(reportID, fileName);
      const link = app.linkSigner.sign(auth.session.id, { dir: reportID, file: fileName }, now);
      return {
        resultCode: REPORT_RESULT.ok,
        errorText: '',
        reportOutputFile: fileName,
        reportID,
        outputs: [
          {
            kind: 'pdf' as const,
            url,
            openUrl: linkedPath(url, link.token),
            fileName: download,
            bytes: out.pdf.byteLength,
            pages: out.pages,
          },
        ],
      };
    },
  );
};

export default eapplicationPdf;
