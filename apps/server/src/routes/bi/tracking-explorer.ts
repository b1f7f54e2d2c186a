import {
  TRACKING_EXPORT_MAX,
  trackingEventDetailSchema,
  trackingEventParamsSchema,
  trackingFilterSchema,
  trackingPageQuerySchema,
  trackingPageSchema,
} from '@portal/contracts/bi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { trackingEventById, trackingPage } from '../../repositories/tracking-explorer';
import { checkRange } from './range';
import { streamTrackingWorkbook } from './tracking-export';

/**
 * The tracking explorer (issue 19 §2, decision 0058): filtered keyset pages of the events,
 * one event with its form data, and the filtered events as a streamed Excel workbook. Who
 * may look: spec 6's tracking rule (BI on, and admin, BI or admin-system rights).
 */
const trackingExplorerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/BI/TrackingEvents',
    {
      config: { access: 'tracking' },
      schema: {
        tags: ['bi'],
        summary:
          'Tracking events by date range, user, event type, form and control, a keyset page at a time',
        security: [{ bearer: [] }],
        querystring: trackingPageQuerySchema,
        response: responses(trackingPageSchema),
      },
    },
    async (request) => {
      checkRange(request.query);
      const { after, limit, ...filter } = request.query;
      return trackingPage(app.db, filter, {
        after: after === undefined ? undefined : Number(after),
        limit,
      });
    },
  );

  app.get(
    '/api/BI/TrackingEvents/:id',
    {
      config: { access: 'tracking' },
      schema: {
        tags: ['bi'],
        summary: 'One tracking event with its detail (the form data)',
        security: [{ bearer: [] }],
        params: trackingEventParamsSchema,
        response: responses(trackingEventDetailSchema),
      },
    },
    async (request) => {
      const event = await trackingEventById(app.db, request.params.id);
      if (!event) throw notFound('No such tracking event.');
      return event;
    },
  );

  app.get(
    '/api/BI/TrackingEventsExport',
    {
      config: { access: 'tracking' },
      schema: {
        tags: ['bi'],
        summary: `The filtered tracking events as an Excel workbook, streamed (at most ${TRACKING_EXPORT_MAX})`,
        security: [{ bearer: [] }],
        querystring: trackingFilterSchema,
      },
    },
    async (request, reply) => {
      checkRange(request.query);
      const french = request.auth?.user.inputLanguage === 'French';
      return streamTrackingWorkbook(app, reply, request.query, french);
    },
  );
};

export default trackingExplorerRoutes;
