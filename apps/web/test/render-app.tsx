import { DEFAULT_EAPP_SETTINGS } from '@portal/contracts/eapplication';
import type { User } from '@portal/contracts/user';
import { act, type RenderResult, render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router';
import { App } from '@/app/app';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { controlItemMap } from './control-items';
import { companySettings } from './fixtures';
import { fakeServer, type Handler, json } from './server';

const TRACKING_ID = '5b0d7c3e-4b7e-4d44-9a51-1f2b8c2f1a11';
const trackedCount = (body: unknown) => (Array.isArray(body) ? body.length : 1);

interface RenderAppOptions {
  path?: string;
  /** The user the app start restored, or null for an anonymous visitor. */
  user?: User | null;
  routes?: Record<string, Handler>;
}

/** The admin dashboard's call: "today" from the browser's local midnight. */
export function dashboardRoute(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return `GET /users/AdminDashboard?dayStart=${encodeURIComponent(midnight.toISOString())}`;
}

/** A fake server with the routes every page of the app calls, and `routes` over them. */
export function appServer(routes: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /api/companySettings': () => json(companySettings),
    'GET /api/getTokenMethod': () => json('PASSWORD'),
    // The illustration screens (the agent's landing page) load these on sight.
    'GET /api/illustrations/products': () => json({ products: [], riders: [] }),
    'GET /api/illustrations': () => json([]),
    'GET /api/illustrations/draft': () => json({ form: null, updatedAt: null }),
    // Opening Shared Ownership asks which dialog the company uses (decision 0081).
    'GET /users/SharedOwnershipVariant': () => json({ variant: 'slideshow' }),
    // The admin landing page (/admin/dashboard) asks for its figures.
    [dashboardRoute()]: () =>
      json({
        asOf: '2026-03-02T14:00:00.000Z',
        dayStart: '2026-03-02T05:00:00.000Z',
        activeUsers: 0,
        enabledUsers: 0,
        signInsToday: 0,
        signInsPeriod: 0,
        failedSignInsToday: 0,
        failedSignInsPeriod: 0,
        lockedAccounts: 0,
        illustrationsPeriod: 0,
        reportsDay: 0,
        imports: null,
        latestAudit: null,
      }),
    // The BI landing page (/bi/widgets) asks for the user's widgets; none unless a test says.
    'POST /api/BI/GetAllUserWidgets': () => json([]),
    // Every signed-in route loads the control items first (spec 2.1); the seeded ones.
    'GET /api/GetControlItems': () => json(controlItemMap()),
    // /eapp-settings reads the user's e-application preferences (decision 0062): the defaults.
    'GET /api/eapp-settings': () => json(DEFAULT_EAPP_SETTINGS),
    // The data-reports screen (issue 18) asks which reports the user may run: none by default.
    'POST /api/DataReports': () => json({ groups: [] }),
    // The building blocks send their events (issue 4 §5); a test reads them in server.calls.
    'POST /tracking/sendTrackingInfo': (call) =>
      json({ header: { trackingID: TRACKING_ID }, stored: trackedCount(call.body) }),
    ...routes,
  });
}

/** The whole app in a memory router, against a fake server with the public routes. */
export async function renderApp({ path = '/', user = null, routes = {} }: RenderAppOptions = {}) {
  const server = appServer(routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }
  let view: RenderResult | undefined;
  // The app start suspends (React's use()), so the first render is awaited inside act.
  await act(async () => {
    view = render(
      <App start={Promise.resolve(user)} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Probe />
        </MemoryRouter>
      </App>,
    );
  });
  return {
    ...(view as RenderResult),
    server,
    queryClient,
    /** The router's current location. */
    location: () => probe.location as Location,
    /** The browser's Back button. */
    back: () => (probe.navigate as NavigateFunction)(-1),
  };
}
