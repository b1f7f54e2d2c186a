import {
  DASHBOARD_PERIOD_DAYS,
  DAY_START_MAX_AGE_MS,
  dashboardQuerySchema,
  dashboardSchema,
} from '@portal/contracts/admin-dashboard';
import { canAdministerUsers } from '@portal/domain/access/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  countIllustrations,
  countLockedAccounts,
  countReports,
  countSignIns,
  countUsers,
  latestAudit,
  latestImports,
} from '../../repositories/admin-dashboard';

const DAY_MS = 24 * 60 * 60_000;

/**
 * GET /users/AdminDashboard (issue 16 §4, decision 0043): the figures of the admin
 * dashboard, each one query at the moment of asking. Whoever sees the Dashboard tab may ask
 * (the `admin` policy); the audit entries and imports only go to the admin permission.
 */
const dashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/AdminDashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'The admin dashboard: sign-ins, failures, waits, illustrations, reports, imports',
        description:
          'Every figure is counted when asked. `dayStart` is when "today" began for the caller ' +
          '(their local midnight as an instant, within the last 26 hours); without it, UTC ' +
          'midnight. The period is the last 30 days. `imports` and `latestAudit` are null for ' +
          'a viewer without the admin permission.',
        security: [{ bearer: [] }],
        querystring: dashboardQuerySchema,
        response: responses(dashboardSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const now = app.clock();
      let dayStart: Date;
      if (request.query.dayStart === undefined) {
        dayStart = new Date(now);
        dayStart.setUTCHours(0, 0, 0, 0);
      } else {
        dayStart = new Date(request.query.dayStart);
        const age = now.getTime() - dayStart.getTime();
        if (!(age >= 0 && age <= DAY_START_MAX_AGE_MS)) {
          const message = 'dayStart must be a moment within the last 26 hours.';
          throw new ApiError(400, 'validation', message, [{ path: 'dayStart', message }]);
        }
      }
      const since = new Date(now.getTime() - DASHBOARD_PERIOD_DAYS * DAY_MS);
      const trail = canAdministerUsers(auth.subject);
      const [usersCount, signIns, lockedAccounts, illustrations, reports, imports, audit] =
        await Promise.all([
          countUsers(app.db, since),
          countSignIns(app.db, { dayStart, since }),
          countLockedAccounts(app.db, now),
          countIllustrations(app.db, since),
          countReports(app.db, new Date(now.getTime() - DAY_MS)),
          trail ? latestImports(app.db) : null,
          trail ? latestAudit(app.db) : null,
        ]);
      return {
        asOf: now.toISOString(),
        dayStart: dayStart.toISOString(),
        activeUsers: usersCount.active,
        enabledUsers: usersCount.enabled,
        signInsToday: signIns.today,
        signInsPeriod: signIns.period,
        failedSignInsToday: signIns.failedToday,
        failedSignInsPeriod: signIns.failedPeriod,
        lockedAccounts,
        illustrationsPeriod: illustrations,
        reportsDay: reports,
        imports,
        latestAudit: audit,
      };
    },
  );
};

export default dashboardRoute;
