import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/http';

const INDEX = '<!doctype html><html><head><title>Portal</title></head><body>app</body></html>';
const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app");\n');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('the built web app', () => {
  it.each(['/', '/inforce/policyLookup', '/illustration', '/login', '/bi/widgets?x=1'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await page('/assets/index-3f9a1c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without a long cache', async () => {
    const response = await page('/favicon.svg', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/nothing', '/users/agent/more', '/tracking/x', '/Report/1', '/DB/x', '/health/x'])(
    'answers an unknown API path %s with a JSON 404, even to a browser',
    async (url) => {
      expectError(await page(url), 404, 'notFound');
    },
  );

  it('answers a missing file that is not a page with a 404', async () => {
    expectError(await page('/assets/missing.js', '*/*'), 404, 'notFound');
    expectError(await page('/inforce/policyLookup', 'application/json'), 404, 'notFound');
    const post = await t.app.inject({ method: 'POST', url: '/inforce/policyLookup' });
    expectError(post, 404, 'notFound');
  });

  it('does not serve files outside the build', async () => {
    for (const url of [
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await page(url, '*/*');
      expect(response.body, url).not.toMatch(/root:|"name"/);
    }
  });
});
