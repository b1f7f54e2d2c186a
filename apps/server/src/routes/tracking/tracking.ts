import { randomUUID } from 'node:crypto';
import { sendTrackingInfoSchema, trackingResultSchema } from '@portal/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { recordTrackingEvents } from '../../repositories/tracking';

/** Keys never kept in a detail, whatever a client sends. */
const SECRET_KEY = /pass(word)?|secret|token/i;

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * POST /tracking/sendTrackingInfo (platform spec 7): stores each event, append-only, and
 * answers header.trackingID, the browser session's tracking id (kept if the client sent one,
 * new otherwise). Who did it comes from the session, not from the header: the header's user
 * names are the client's word, and the session's are the ones stored.
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tracking/sendTrackingInfo',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tracking'],
        summary: 'Stores tracking events (one, or a batch) and answers the tracking id',
        security: [{ bearer: [] }],
        body: sendTrackingInfoSchema,
        response: responses(trackingResultSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const events = request.body;
      const trackingID =
        events.find((event) => event.header.trackingID)?.header.trackingID ?? randomUUID();
      const now = app.clock();
      await recordTrackingEvents(
        app.db,
        events.map((event) => ({
          at: now,
          username: auth.user.username,
          trackingUserName: auth.user.trackingUserName,
          agentId: auth.user.agentID,
          trackingId: trackingID,
          eventType: event.eventType,
          formName: event.header.formName,
          controlName: event.header.controlName,
          clientTimestamp: event.header.timestamp,
          detail: withoutSecrets(event.detail),
        })),
      );
      return { header: { trackingID }, stored: events.length };
    },
  );
};

export default trackingRoutes;
