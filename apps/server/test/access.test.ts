import { CHALLENGE_HEADER } from '@portal/contracts/auth';
import { userListSchema, userSchema } from '@portal/contracts/user';
import { API_POLICIES, type ApiPolicy, decideAccess } from '@portal/domain/access/api-policies';
import { SYSTEM_FLAG_KEYS, type SystemFlags } from '@portal/domain/access/permissions';
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USERS } from '../src/db/demo-data';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, injectWithLogin, signIn } from './helpers/http';

const routes: RouteOptions[] = [];
const refusals: unknown[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The two refused below reach this hook too (it runs first); they are not in the app.
    onRoute: (route) => {
      if (!route.url.startsWith('/api/forgotten')) routes.push(route);
    },
    beforeReady: (app) => {
      for (const config of [{}, { access: 'everyone' as ApiPolicy }] as FastifyContextConfig[]) {
        try {
          app.get(`/api/forgotten${refusals.length}`, { config }, async () => 'open');
        } catch (error) {
          refusals.push(error);
        }
      }
    },
  });
});
afterAll(async () => {
  await t?.app.close();
});

const methodsOf = (route: RouteOptions) => [route.method].flat();
const policyOf = (route: RouteOptions) => route.config?.access;
/** Our API routes (the docs UI and the web app's files are public by construction). */
const apiRoutes = () =>
  routes.filter((route) => !route.url.startsWith('/api/docs') && methodsOf(route)[0] !== 'HEAD');

describe('every route declares an access policy', () => {
  it('lists the routes and finds a known policy on each', () => {
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes
      .filter((route) => {
        const policy = policyOf(route);
        return policy === undefined || !Object.hasOwn(API_POLICIES, policy);
      })
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('gives the spec’s calls the expected policies', () => {
    const table = Object.fromEntries(
      apiRoutes().map((route) => [`${methodsOf(route).join(',')} ${route.url}`, policyOf(route)]),
    );
    expect(table).toMatchObject({
      'POST /users/authenticate': 'public',
      'POST /users/login': 'public',
      'POST /users/refresh': 'public',
      'POST /users/logout': 'public',
      'POST /users/unlock': 'userManagement',
      'GET /users': 'userManagement',
      'GET /users/:username': 'signedIn',
      'GET /users/AdminDashboard': 'admin',
      'POST /users/Uploadusers': 'usersAdmin',
      'GET /users/UploadusersTemplate': 'usersAdmin',
      'GET /users/UploadusersProgress/:progressId': 'usersAdmin',
      'GET /api/getTokenMethod': 'public',
      'GET /api/companySettings': 'public',
      'GET /health': 'public',
      'POST /tracking/sendTrackingInfo': 'signedIn',
      'GET /api/BI/WidgetData/:name': 'biWidgets',
      'GET /api/BI/TrackingEvents': 'tracking',
      'GET /api/BI/TrackingEvents/:id': 'tracking',
      'GET /api/BI/TrackingEventsExport': 'tracking',
      'GET /api/BI/WidgetCatalogue': 'biCatalogue',
      'PUT /api/BI/WidgetCatalogue/:widgetID': 'biCatalogue',
      'PUT /api/BI/WidgetCatalogueOrder': 'biCatalogue',
      'GET /DB/:dir/:file': 'signedIn',
      'POST /api/ReportLink': 'signedIn',
      'POST /users/directory/session': 'public',
      'GET /api/directorySettings': 'public',
    });
    // Only the spec's AD call also takes a directory token as bearer (decision 0049).
    const directory = apiRoutes().filter((route) => route.config?.directoryToken === true);
    expect(directory.map((route) => `${methodsOf(route).join(',')} ${route.url}`)).toEqual([
      'GET /users/:username',
    ]);
    // Only the report download also takes a signed link in place of the bearer (decision 0027).
    const linked = apiRoutes().filter((route) => route.config?.signedLinks === true);
    expect(linked.map((route) => `${methodsOf(route).join(',')} ${route.url}`)).toEqual([
      'GET /DB/:dir/:file',
    ]);
  });

  it('refuses a route that declares none, or an unknown one', async () => {
    expect(refusals).toHaveLength(2);
    for (const error of refusals) expect(String(error)).toMatch(/declares no access policy/);
    expect((await t.app.inject({ method: 'GET', url: '/api/forgotten0' })).statusCode).toBe(404);
  });
});

describe('guarded routes', () => {
  const guarded = () => apiRoutes().filter((route) => API_POLICIES[policyOf(route) as ApiPolicy]);
  const urlOf = (route: RouteOptions) => route.url.replace(':username', 'agent');

  it('answer 401 unauthenticated without a session, with a bad or a forged token', async () => {
    expect(guarded().length).toBeGreaterThan(0);
    const agent = await signIn(t.app, 'agent');
    const [header, payload] = agent.jwt.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const route of guarded()) {
      const method = methodsOf(route)[0] as 'GET';
      const url = urlOf(route);
      expectError(await t.app.inject({ method, url }), 401, 'unauthenticated');
      expectError(
        await t.app.inject({ method, url, headers: { authorization: 'Bearer nonsense' } }),
        401,
        'unauthenticated',
      );
      expectError(
        await injectAs(t.app, { ...agent, jwt: forged }, { method, url }),
        401,
        'unauthenticated',
      );
    }
  });

  it('answer 401 challengeMismatch when the challenge is not the session’s', async () => {
    const agent = await signIn(t.app, 'agent');
    const other = await signIn(t.app, 'agent');
    for (const route of guarded()) {
      const method = methodsOf(route)[0] as 'GET';
      for (const challenge of ['none', other.challenge]) {
        const response = await injectAs(t.app, agent, {
          method,
          url: urlOf(route),
          headers: { [CHALLENGE_HEADER]: challenge },
        });
        expectError(response, 401, 'challengeMismatch');
      }
      const noHeader = await t.app.inject({
        method,
        url: urlOf(route),
        headers: { authorization: `Bearer ${agent.jwt}` },
      });
      expectError(noHeader, 401, 'challengeMismatch');
    }
  });

  it('answer 403 forbidden to each demo user the policy refuses, and let the others in', async () => {
    let refused = 0;
    // One sign-in per user (argon2 is slow on purpose); the calls carry no body, so none of
    // them can end the session.
    const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
    const sessionOf = async (username: string) => {
      const tokens = sessions.get(username) ?? (await signIn(t.app, username));
      sessions.set(username, tokens);
      return tokens;
    };
    for (const route of guarded()) {
      const policy = policyOf(route) as ApiPolicy;
      for (const demo of DEMO_USERS) {
        const username = demo.profile.username;
        const subject = {
          permissions: demo.permissions,
          system: demoSystemFlags,
          defaultApplication: demo.profile.defaultApplication ?? 'New Business',
        };
        const response = await injectAs(t.app, await sessionOf(username), {
          method: methodsOf(route)[0] as 'GET',
          url: urlOf(route).replace('/agent', `/${username}`),
        });
        if (decideAccess(policy, subject) === 'forbidden') {
          expectError(response, 403, 'forbidden');
          refused += 1;
        } else {
          expect([401, 403], `${username} ${route.url}`).not.toContain(response.statusCode);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    // Every guarded route for each of the twelve demo users: longer than one call's budget.
  }, 90_000);
});

/** The demo company's flags, read from the seed's data, not from the server under test. */
const demoSystemFlags = Object.fromEntries(
  SYSTEM_FLAG_KEYS.map((key) => [key, DEMO_COMPANY[key] === true]),
) as SystemFlags;

describe('GET /users/{username}', () => {
  it('gives a user their own record', async () => {
    const response = await injectWithLogin(t.app, 'servicing', {
      method: 'GET',
      url: '/users/servicing',
    });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ username: 'servicing', defaultApplication: 'Inforce' });
    expect(user.permissions.isInforce.isActive).toBe(true);
  });

  it('refuses another user’s record to someone who does not manage users', async () => {
    const response = await injectWithLogin(t.app, 'servicing', {
      method: 'GET',
      url: '/users/agent',
    });
    expectError(response, 403, 'forbidden');
    // Asking about a user who does not exist is refused the same way: nothing is revealed.
    const missing = await injectWithLogin(t.app, 'servicing', {
      method: 'GET',
      url: '/users/ghost',
    });
    expectError(missing, 403, 'forbidden');
  });

  it('gives anyone’s record to those who manage users', async () => {
    for (const manager of ['admin', 'sysadmin']) {
      const response = await injectWithLogin(t.app, manager, {
        method: 'GET',
        url: '/users/agentfr',
      });
      expect(response.statusCode, manager).toBe(200);
      expect(response.json()).toMatchObject({ username: 'agentfr', inputLanguage: 'French' });
    }
    const missing = await injectWithLogin(t.app, 'admin', { method: 'GET', url: '/users/ghost' });
    expectError(missing, 404, 'notFound');
  });

  it('reads the user name in the path without regard to case', async () => {
    const agent = await signIn(t.app, 'agent');
    const response = await injectAs(t.app, agent, { method: 'GET', url: '/users/AGENT' });
    expect(response.json().username).toBe('agent');
  });
});

describe('GET /users', () => {
  it('lists every user, with profile, flags and permissions, for an admin', async () => {
    const response = await injectWithLogin(t.app, 'admin', { method: 'GET', url: '/users' });
    expect(response.statusCode).toBe(200);
    const list = userListSchema.parse(response.json());
    expect(list.map((user) => user.username).sort()).toEqual(
      DEMO_USERS.map((user) => user.profile.username).sort(),
    );
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
  });
});
