import { type NeedsAnalysis, needsAnalysisIdParamsSchema } from '@portal/contracts/needs';
import { type ReportOutput, reportOutputSchema } from '@portal/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { needsPdfModel, needsProjectionChart } from '../../reports/needs-model';
import type { ReportRenderer } from '../../reports/pool';
import { defineOnePdfJob } from '../../reports/single-pdf-job';
import { loadNeedsAnalysis } from '../../repositories/needs';

export interface NeedsPdfOptions {
  renderer: ReportRenderer;
}

/**
 * The PDF of a saved needs analysis (issue 22), in the agent's report language: rendered from
 * templates/needs.typ in the report pool as a job any instance may run (decision 0084), kept
 * as a report output and served, like every report, only to its owner by GET /DB/{dir}/{file}
 * (decisions 0012, 0027). Another agent's analysis answers 404, as one that does not exist.
 */
const needsPdfRoutes: FastifyPluginAsyncZod<NeedsPdfOptions> = async (app, options) => {
  const print = defineOnePdfJob<{ analysisId: string }, NeedsAnalysis, ReportOutput>(
    app,
    options.renderer,
    {
      task: 'needs-pdf',
      template: 'needs',
      reportName: 'needsAnalysis',
      notFound: 'No such needs analysis.',
      load: ({ analysisId }, auth) => loadNeedsAnalysis(app.db, auth.session.userId, analysisId),
      print: (analysis, { lang, company }, { auth, now }) => {
        const document = needsPdfModel(
          analysis,
          lang,
          { company, agentName: auth.user.profileName, agentCode: auth.user.agentID },
          now,
        );
        return {
          document,
          charts: needsProjectionChart(analysis, lang),
          downloadName: `${document.meta.title} - ${analysis.clientName}.pdf`.replace(
            /[\\/:*?"<>|]/g,
            '-',
          ),
        };
      },
      answer: ({ output }) => output,
    },
  );
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
      return print(auth, request.log, { analysisId: request.params.id });
    },
  );
};

export default needsPdfRoutes;
