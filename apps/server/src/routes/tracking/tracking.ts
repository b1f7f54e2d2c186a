import { randomUUID } from 'node:crypto';
import {
  sendTrackingInfoSchema,
  type TrackingEvent,
  type TrackingResult,
  trackingEventSchema,
  trackingEventsOf,
  trackingResultSchema,
} from '@portal/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { ApiError, forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { recordTrackingEvents } from '../../repositories/tracking';

/** Keys never kept in a detail, whatever a client sends. */
const SECRET_KEY = /pass(word)?|secret|token/i;

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEY.test(key)));
}

const issuesOf = (error: ZodError) =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));

/**
 * POST /tracking/sendTrackingInfo (platform spec 7; decision 0026): one event or a list, each
 * read on its own and liberally. The events that can be stored are stored, append-only; the
 * answer says which were refused and why. Only when none can be stored is it a 400 (and then
 * nothing changed). header.trackingID is the visit's id: the one the client sent when the
 * server issued it, else a new one. Who did it comes from the session, not from the header.
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tracking/sendTrackingInfo',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tracking'],
        summary:
          'Stores tracking events (one, or a list) and answers the tracking id and any refused',
        security: [{ bearer: [] }],
        body: sendTrackingInfoSchema,
        response: responses(trackingResultSchema),
      },
    },
    async (request): Promise<TrackingResult> => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const accepted: TrackingEvent[] = [];
      const refused: TrackingResult['refused'] = [];
      trackingEventsOf(request.body).forEach((raw, index) => {
        const parsed = trackingEventSchema.safeParse(raw);
        if (parsed.success) accepted.push(parsed.data);
        else refused.push({ index, issues: issuesOf(parsed.error) });
      });
      if (accepted.length === 0) {
        const issues = refused.flatMap(({ index, issues }) =>
          issues.map((issue) => ({
            path: issue.path === '' ? String(index) : `${index}.${issue.path}`,
            message: issue.message,
          })),
        );
        throw new ApiError(400, 'validation', 'No tracking event could be stored.', issues);
      }
      const trackingID =
        accepted.find((event) => event.header.trackingID)?.header.trackingID ?? randomUUID();
      const now = app.clock();
      await recordTrackingEvents(
        app.db,
        accepted.map((event) => ({
          at: now,
          username: auth.user.username,
          trackingUserName: auth.user.trackingUserName,
          agentId: auth.user.agentID,
          trackingId: event.header.trackingID ?? trackingID,
          eventType: event.eventType,
          formName: event.header.formName,
          controlName: event.header.controlName,
          clientTimestamp: event.header.timestamp,
          detail: withoutSecrets(event.detail),
        })),
      );
      if (refused.length > 0) request.log.info({ refused }, 'tracking events refused');
      return { header: { trackingID }, stored: accepted.length, refused };
    },
  );
};

export default trackingRoutes;
