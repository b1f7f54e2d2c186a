import {
  dateRangeQuerySchema,
  widgetFiguresSchema,
  widgetNameParamsSchema,
} from '@portal/contracts/bi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { widgetFigures } from '../../repositories/bi-figures';
import { checkRange } from './range';

/**
 * GET /api/BI/WidgetData/{name}?from&to (issue 19, decision 0056): one widget's figures, so
 * the dashboard asks for each widget on its own and one failure leaves the others standing.
 * Who may ask: the Widgets tab's rule; the figures are the portal's activity as a whole.
 */
const figureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/BI/WidgetData/:name',
    {
      config: { access: 'biWidgets' },
      schema: {
        tags: ['bi'],
        summary: 'One dashboard widget’s figures over a range of UTC days (from the daily roll-up)',
        security: [{ bearer: [] }],
        params: widgetNameParamsSchema,
        querystring: dateRangeQuerySchema,
        response: responses(widgetFiguresSchema),
      },
    },
    async (request) => {
      checkRange(request.query);
      return widgetFigures(app.db, request.params.name, request.query);
    },
  );
};

export default figureRoutes;
