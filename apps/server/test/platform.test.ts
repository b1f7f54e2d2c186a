import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { CHALLENGE_HEADER } from '@portal/contracts/auth';
import { companySettingsSchema } from '@portal/contracts/company';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createThrowawayDatabase } from '../src/db/throwaway-database';
import { testConfig } from './helpers/app';
import { testDatabaseTarget } from './helpers/database';
import { expectError, freshAddress, injectAs, signIn } from './helpers/http';

/** Everything the app logs in this file, kept in memory to look for secrets in it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let database: Database;
let databaseClosed = false;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createThrowawayDatabase(testDatabaseTarget());
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
    database,
    logger: { stream: logStream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (!databaseClosed) await database?.close();
});

describe('public calls', () => {
  it('GET /health answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/getTokenMethod answers the configured method as a JSON string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/getTokenMethod' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toBe('"PASSWORD"');
  });

  it('GET /api/companySettings answers the About details without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/companySettings' });
    expect(response.statusCode).toBe(200);
    const settings = companySettingsSchema.parse(response.json());
    expect(settings).toEqual({
      displayName: { en: 'Boréal Life Portal', fr: 'Portail Boréal Vie' },
      blurb: {
        en: expect.stringContaining('Boréal Life'),
        fr: expect.stringContaining('Boréal Vie'),
      },
      helpDesk: {
        name: 'Boréal Help Desk',
        phone: '(416) 555-0199',
        tollFree: '1 800 555-0199',
        email: 'helpdesk@boreal-life.example',
      },
      productVersion: '1.2.1',
    });
    expect(response.body).not.toMatch(/isAdminSystem|isNewBusiness/);
  });

  it('public calls ignore the challenge header and any token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/companySettings',
      headers: { authorization: 'Bearer junk', [CHALLENGE_HEADER]: 'none' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('without a built web app', () => {
  it('GET / says how to build it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('other pages are a JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/inforce/policyLookup',
      headers: { accept: 'text/html' },
    });
    expectError(response, 404, 'notFound');
  });
});

describe('OpenAPI', () => {
  it('documents the calls with their schemas at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/users/authenticate',
        '/users/login',
        '/users/refresh',
        '/users/logout',
        '/users',
        '/users/{username}',
        '/api/getTokenMethod',
        '/api/companySettings',
        '/health',
      ]),
    );
    const authenticate = document.paths['/users/authenticate'].post;
    const body = authenticate.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(Object.keys(authenticate.responses)).toEqual(expect.arrayContaining(['200']));
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('documents the challenge header, and that refreshing a session needs it (issue 14 §1)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.challenge).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-challenge',
    });
    expect(document.paths['/users/refresh'].post.security).toEqual([{ challenge: [] }]);
    expect(document.paths['/users/login'].post.security).toEqual([{ challenge: [] }]);
  });

  it('documents what a spec-only client may send (decisions 0026 and 0027)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The download takes the bearer, or a signed link with no header.
    const download = document.paths['/DB/{dir}/{file}'].get;
    expect(download.security).toEqual([{ bearer: [] }, {}]);
    expect(download.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'link' })]),
    );
    expect(document.paths['/api/ReportLink'].post).toBeDefined();
    // One tracking event or a list of them.
    const tracking = document.paths['/tracking/sendTrackingInfo'].post.requestBody;
    const shapes = tracking.content['application/json'].schema.anyOf.map(
      (shape: { type: string }) => shape.type,
    );
    expect(shapes.sort()).toEqual(['array', 'object']);
    // A product id with or without its leading zeros, as text or a number.
    const [productId] = document.paths['/api/InterfaceFundSetup/{productId}'].get.parameters;
    expect(JSON.stringify(productId.schema)).not.toContain('{4}');
    expect(productId.description).toMatch(/602 and 0602/);
  });

  it('serves the documentation page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});

describe('security headers', () => {
  it('sends a strict policy on every answer', async () => {
    for (const url of ['/api/getTokenMethod', '/', '/users', '/api/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = response.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('compresses large answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('general rate limit', () => {
  it('answers 429 tooManyRequests past the limit from one address, but not /health or pages', async () => {
    const limit = app.config.rateLimitPerMinute;
    expect(limit).toBe(3000);
    const remoteAddress = freshAddress();
    const call = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, remoteAddress, headers });
    for (let i = 0; i < limit; i += 1) {
      const response = await call('/api/getTokenMethod');
      if (response.statusCode !== 200) throw new Error(`call ${i} answered ${response.statusCode}`);
    }
    expectError(await call('/api/getTokenMethod'), 429, 'tooManyRequests');
    expect((await call('/health')).statusCode).toBe(200);
    // The web app's pages and files are not counted (this test app has no built web app,
    // so a page is a 404 rather than index.html, but never a 429).
    expect((await call('/inforce/policyLookup', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await call('/assets/index.js')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/getTokenMethod' })).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a password, token, challenge, Authorization header or download link', async () => {
    const tokens = await signIn(app, 'agent');
    await injectAs(app, tokens, { method: 'GET', url: '/users/agent' });
    await app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { [CHALLENGE_HEADER]: tokens.challenge },
      payload: tokens,
    });
    await app.inject({
      method: 'POST',
      url: '/users/authenticate',
      payload: { username: 'agent', password: 'wrong-secret-77' },
    });
    await app.inject({ method: 'POST', url: '/users/refresh', payload: { refreshToken: 'short' } });
    const link = `${randomUUID()}.9999999999.secret-link-mac`;
    const download = await app.inject({
      method: 'GET',
      url: `/DB/report-1/illustration-0123abcd.pdf?link=${link}`,
    });
    expect(download.statusCode).toBe(401);
    const logs = logLines.join('');
    expect(logs).toContain('/DB/report-1/illustration-0123abcd.pdf?link=[redacted]');
    expect(logs).toContain('signed in');
    for (const secret of [
      'demo1234',
      'wrong-secret-77',
      tokens.jwt,
      tokens.refreshToken,
      tokens.challenge,
      'Bearer',
      'secret-link-mac',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

// Last: it takes the database away from the app.
describe('when the database is gone', () => {
  it('GET /health answers 503', async () => {
    await database.close();
    databaseClosed = true;
    const response = await app.inject({ method: 'GET', url: '/health' });
    expectError(response, 503, 'unavailable');
  });
});
