import { randomUUID } from 'node:crypto';
import { needsAnalysisIdParamsSchema } from '@portal/contracts/needs';
import { downloadPath, reportOutputSchema } from '@portal/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedPath } from '../../auth/download-links';
import { forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  CONTENT_TYPES,
  outputFileName,
  outputStamp,
  REPORT_RETENTION_MS,
} from '../../reports/files';
import { needsPdfModel, needsProjectionChart } from '../../reports/needs-model';
import { databaseOutputStore } from '../../reports/output-store';
import type { ReportRenderer } from '../../reports/pool';
import { findCompany } from '../../repositories/company';
import { loadNeedsAnalysis } from '../../repositories/needs';

export interface NeedsPdfOptions {
  renderer: ReportRenderer;
}

/**
 * The PDF of a saved needs analysis (issue 22), in the agent's report language: rendered from
 * templates/needs.typ in the report pool, kept as a report output and served, like every
 * report, only to its owner by GET /DB/{dir}/{file} (decisions 0012, 0027).
 */
const needsPdfRoutes: FastifyPluginAsyncZod<NeedsPdfOptions> = async (app, options) => {
  app.post(
    '/api/needs-analyses/:id/pdf',
    {
      config: { access: 'needsAnalysis' },
      schema: {
        tags: ['needs'],
        security: [{ bearer: [] }],
        summary: 'Print one of the signed-in agent’s needs analyses as a PDF',
        params: needsAnalysisIdParamsSchema,
        response: responses(reportOutputSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const ownerId = auth.session.userId;
      const analysis = await loadNeedsAnalysis(app.db, ownerId, request.params.id);
      if (!analysis) throw notFound('No such needs analysis.');
      const now = app.clock();
      const lang = auth.user.reportLanguage === 'French' ? 'fr' : 'en';
      const company = await findCompany(app.db);
      const document = needsPdfModel(
        analysis,
        lang,
        {
          company: (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '',
          agentName: auth.user.profileName,
          agentCode: auth.user.agentID,
        },
        now,
      );
      const out = await options.renderer.pdf(
        'needs',
        document,
        needsProjectionChart(analysis, lang),
        Math.floor(now.getTime() / 1000),
      );
      const reportId = randomUUID();
      const fileName = outputFileName('needsAnalysis', outputStamp(), 'pdf');
      const download = `${document.meta.title} - ${analysis.clientName}.pdf`.replace(
        /[\\/:*?"<>|]/g,
        '-',
      );
      await databaseOutputStore(app.db).save([
        {
          row: {
            reportId,
            fileName,
            ownerId,
            reportName: 'needsAnalysis',
            contentType: CONTENT_TYPES.pdf,
            downloadName: download,
            sizeBytes: out.pdf.byteLength,
            pages: out.pages,
            createdAt: now,
            expiresAt: new Date(now.getTime() + REPORT_RETENTION_MS),
          },
          bytes: out.pdf,
        },
      ]);
      const url = downloadPath(reportId, fileName);
      const link = app.linkSigner.sign(auth.session.id, { dir: reportId, file: fileName }, now);
      return {
        kind: 'pdf' as const,
        url,
        openUrl: linkedPath(url, link.token),
        fileName: download,
        bytes: out.pdf.byteLength,
        pages: out.pages,
      };
    },
  );
};

export default needsPdfRoutes;
