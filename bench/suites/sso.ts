// Directory sign-in against password sign-in in Chromium (issue 17's figure): the time from
// the Login click to the landing screen's first usable field, the same user, interleaved runs
// in one process so that a busy machine weighs on both alike. Password: the credentials are
// typed before the click. Directory (AD, against the real development provider): Login opens
// the provider's pop-up, whose form is filled at once (no human pause), then the pop-up
// closes, a silent token acquisition follows and the portal session is opened; so the AD
// figure is the whole machinery's cost, the provider's own pages included. A further AD
// figure: a returning user whose directory session is alive opens /login and is signed in
// without a click (app start, spec 4).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { startDevProvider } from '@portal/server/auth/directory/dev-provider';
import { loadConfig } from '@portal/server/config';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { BenchSuite } from '../suite';

const RUNS = Number(process.env.BENCH_SSO_RUNS ?? 20);
const USER = 'agent';
const LANDING = '/illustration';
const FIELD =
  'main input:not([type=hidden]):not(:disabled):not([name=username]):not([name=password]), main select:not(:disabled)';
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

// In the page before its scripts: when the landing field is first drawn, and when Login was
// clicked, both on the page's clock. A string: tsx would wrap a function's inner names.
const WATCH = `
  window.__landed = new Promise((done) => {
    const ready = () =>
      location.pathname.startsWith(${JSON.stringify(LANDING)}) &&
      [...document.querySelectorAll(${JSON.stringify(FIELD)})].some(
        (field) => !field.disabled && field.getClientRects().length > 0,
      );
    const check = () => {
      if (!ready()) return false;
      requestAnimationFrame(() => done(performance.now()));
      return true;
    };
    document.addEventListener('DOMContentLoaded', () => {
      if (check()) return;
      const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  });
  document.addEventListener('click', (event) => {
    const button = event.target?.closest?.('button');
    if (button && button.textContent.trim() === 'Login') window.__clickAt = performance.now();
  }, true);
`;

const landedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __landed: Promise<number> }).__landed);
const clickAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clickAt: number }).__clickAt);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function serve(env: Record<string, string>, dataDir: string, port: number) {
  const app = await buildAppOnFreshDatabase(
    loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    }),
  );
  await app.listen({ port, host: 'localhost' });
  return app;
}

async function passwordRun(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-CA' });
  try {
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[name=username]').fill(USER);
    await page.locator('input[name=password]').fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    return (await landedAt(page)) - (await clickAt(page));
  } finally {
    await context.close();
  }
}

/** A pop-up sign-in from a fresh context; then, the directory session alive, one silent one. */
async function directoryRuns(browser: Browser, base: string): Promise<[number, number]> {
  const context = await browser.newContext({ locale: 'en-CA' });
  try {
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.waitFor();
    const popupOpened = page.waitForEvent('popup');
    await login.click();
    const popup = await popupOpened;
    await popup.locator('input[name="login"]').fill(USER);
    await popup.locator('input[name="password"]').fill('directory-password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    const popupFigure = (await landedAt(page)) - (await clickAt(page));

    // A new tab of the same browser: the directory's session signs it in without a click.
    const second = await context.newPage();
    await second.goto(`${base}/login`, { waitUntil: 'commit' });
    const silentFigure = await landedAt(second);
    return [popupFigure, silentFigure];
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const p90 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.9 * values.length))] ??
  0;

const suite: BenchSuite = {
  name: 'sso',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-sso-'));
    const adPort = await freePort();
    const adBase = `http://localhost:${adPort}`;
    const provider = await startDevProvider({
      clients: [{ clientId: 'portal', redirectUris: [`${adBase}/login`] }],
    });
    const apps: FastifyInstance[] = [];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const password = await serve({}, join(dataDir, 'password'), await freePort());
      apps.push(password);
      const passwordBase = `http://localhost:${(password.server.address() as { port: number }).port}`;
      apps.push(
        await serve(
          { AUTH_METHOD: 'AD', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'portal' },
          join(dataDir, 'ad'),
          adPort,
        ),
      );
      // One warm-up of each, not counted (server JIT, first queries, the provider's keys).
      await passwordRun(browser, passwordBase);
      await directoryRuns(browser, adBase);
      const samples = { password: [] as number[], popup: [] as number[], silent: [] as number[] };
      for (let run = 0; run < RUNS; run++) {
        samples.password.push(await passwordRun(browser, passwordBase));
        const [popup, silent] = await directoryRuns(browser, adBase);
        samples.popup.push(popup);
        samples.silent.push(silent);
      }
      const figure = (name: string, values: number[]) => ({
        name,
        unit: 'ms',
        value: median(values),
        details: { p90: p90(values), min: Math.min(...values), runs: values.length },
      });
      return [
        figure('password: Login click to /illustration usable', samples.password),
        figure(
          'AD: Login click to /illustration usable (pop-up, form filled at once)',
          samples.popup,
        ),
        figure(
          'AD: new tab to /illustration usable (silent, directory session alive)',
          samples.silent,
        ),
        {
          name: 'AD pop-up over password, medians',
          unit: 'ms',
          value: median(samples.popup) - median(samples.password),
        },
      ];
    } finally {
      await browser.close();
      for (const app of apps) await app.close();
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
