// The web app's first load in Chromium on the built app (issue 25): for /login and two
// signed-in screens, the gzip bytes of JavaScript and CSS the browser fetched, the time from
// navigation to the first usable field with a cold cache, and the time from the Login click
// to the landing screen's first usable field, the credentials typed at a person's pace (the
// app may prefetch meanwhile). Every run is a new browser context, so nothing is cached.
//
// BENCH_WEB_DISTS=before=/path/to/dist,after=apps/web/dist measures several builds in the same
// run, their runs interleaved so that a busy machine weighs on each alike.
// LIGHTHOUSE_DIR=/prefix where `npm i --prefix /prefix lighthouse@12.8.2` installed Lighthouse
// (outside the workspaces, STACK.md) adds its performance and accessibility scores.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { loadConfig } from '@portal/server/config';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type PageWeight, recordPageWeight } from '../../e2e/tests/page-weight';
import { listen } from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';
import { runLighthouse } from '../web-lighthouse';
import { signInForTab, storeSession } from '../web-session';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 20);
/** About 150 words a minute: a quick typist's pace between keys. */
const TYPING_DELAY_MS = 80;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** An enabled, drawn field of the screen; the login form's two fields do not count as landing. */
const FIELD =
  'main input:not([type=hidden]):not(:disabled), main textarea:not(:disabled), main select:not(:disabled)';
const LANDING_FIELD = FIELD.split(', ')
  .map((selector) => `${selector}:not([name=username]):not([name=password])`)
  .join(', ');

interface RouteCase {
  path: string;
  user: string;
  /** Opened with a restored session (a reload or a bookmark of a signed-in user). */
  signedIn: boolean;
  /** Where the Login click lands: the user's default destination, or the deep link. */
  landing: string;
}

const ROUTES: RouteCase[] = [
  { path: '/login', user: 'agent', signedIn: false, landing: '/illustration' },
  {
    path: '/illustration/illustration',
    user: 'agent',
    signedIn: true,
    landing: '/illustration/illustration',
  },
  {
    path: '/inforce/policyLookup',
    user: 'servicing',
    signedIn: true,
    landing: '/inforce/policyLookup',
  },
];

interface Build {
  label: string;
  dist: string;
}

interface Samples {
  weights: PageWeight[];
  firstUsable: number[];
  loginToLanding: number[];
}

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

function builds(): Build[] {
  const listed = process.env.BENCH_WEB_DISTS;
  if (!listed) return [{ label: '', dist: join(root, 'apps/web/dist') }];
  return listed.split(',').map((entry) => {
    const [label = '', dist = ''] = entry.split('=');
    return { label: `${label} `, dist: resolve(root, dist) };
  });
}

/**
 * In the page before any of its scripts: `__usable(selector, path)` resolves with the page's
 * clock (ms since navigation started) at the first frame where the path matches and a field
 * matching the selector is enabled and drawn; `__clickAt` is when a submit button was clicked.
 */
// A string, not a function: tsx would wrap the function's inner names in a helper the page
// does not have.
const WATCH_USABLE = `
  window.__usable = (selector, path) => new Promise((done) => {
    const ready = () =>
      location.pathname.startsWith(path) &&
      [...document.querySelectorAll(selector)].some(
        (field) => !field.disabled && field.getClientRects().length > 0,
      );
    const settle = () => requestAnimationFrame(() => done(performance.now()));
    if (ready()) return settle();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      settle();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  document.addEventListener('click', (event) => {
    if (event.target?.closest?.('button[type=submit]')) window.__clickAt = performance.now();
  }, true);
`;

const usable = (page: Page, selector: string, path: string) =>
  page.evaluate(
    ([s, p]) =>
      (window as unknown as { __usable(s: string, p: string): Promise<number> }).__usable(s, p),
    [selector, path] as const,
  );

/** Waits until nothing has been in flight for half a second (at most five seconds). */
async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-CA',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(WATCH_USABLE);
  return context;
}

/** Types the demo credentials as a person would, clicks Login, times the landing screen. */
async function signInAndLand(page: Page, route: RouteCase): Promise<number> {
  const username = page.locator('input[name=username]');
  await username.click();
  await username.pressSequentially(route.user, { delay: TYPING_DELAY_MS });
  const password = page.locator('input[name=password]');
  await password.click();
  await password.pressSequentially('demo1234', { delay: TYPING_DELAY_MS });
  const landed = usable(page, LANDING_FIELD, route.landing);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const landedAt = await landed;
  const clickAt = await page.evaluate(() => (window as unknown as { __clickAt: number }).__clickAt);
  return landedAt - clickAt;
}

async function measure(browser: Browser, base: string, route: RouteCase, samples: Samples) {
  const first = await newContext(browser);
  try {
    if (route.signedIn) {
      await first.addInitScript(storeSession, await signInForTab(base, route.user));
    }
    const page = await first.newPage();
    const weight = recordPageWeight(page);
    await page.goto(`${base}${route.path}`, { waitUntil: 'commit' });
    samples.firstUsable.push(await usable(page, FIELD, route.path));
    await networkQuiet(page);
    samples.weights.push(await weight.stop());
    if (!route.signedIn) samples.loginToLanding.push(await signInAndLand(page, route));
  } finally {
    await first.close();
  }
  if (!route.signedIn) return;
  // Signed out, the deep link goes to /login and, after the sign-in, back to the screen.
  const second = await newContext(browser);
  try {
    const page = await second.newPage();
    await page.goto(`${base}${route.path}`, { waitUntil: 'commit' });
    await usable(page, FIELD, '/login');
    samples.loginToLanding.push(await signInAndLand(page, route));
  } finally {
    await second.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function figuresOf(label: string, route: RouteCase, samples: Samples): BenchFigure[] {
  const js = median(samples.weights.map((weight) => weight.jsGzipBytes)) / 1024;
  const css = median(samples.weights.map((weight) => weight.cssGzipBytes)) / 1024;
  const files = median(samples.weights.map((weight) => weight.files.length));
  const time = (values: number[]) => ({
    p90: percentile(values, 0.9),
    min: Math.min(...values),
    runs: values.length,
  });
  return [
    {
      name: `${label}${route.path} JavaScript fetched`,
      unit: 'KB gzip',
      value: js,
      details: { cssKBGzip: css, files },
    },
    {
      name: `${label}${route.path} first usable field, cold cache`,
      unit: 'ms',
      value: median(samples.firstUsable),
      details: { ...time(samples.firstUsable), signedIn: route.signedIn ? 'yes' : 'no' },
    },
    {
      name: `${label}${route.path} Login click to ${route.landing} usable`,
      unit: 'ms',
      value: median(samples.loginToLanding),
      details: { ...time(samples.loginToLanding), user: route.user },
    },
  ];
}

async function serve(
  dist: string,
  dataDir: string,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildAppOnFreshDatabase(
    loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      // The general limit would count the bench's own sign-ins and screens.
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  return { app, base: await listen(app) };
}

const suite: BenchSuite = {
  name: 'web',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-web-'));
    const servers: { build: Build; app: FastifyInstance; base: string }[] = [];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      for (const [index, build] of builds().entries()) {
        servers.push({ build, ...(await serve(build.dist, join(dataDir, String(index)))) });
      }
      const samples = new Map<string, Samples>();
      const of = (label: string, route: RouteCase) => {
        const key = `${label}${route.path}`;
        const entry = samples.get(key) ?? { weights: [], firstUsable: [], loginToLanding: [] };
        samples.set(key, entry);
        return entry;
      };
      // One warm-up round per build (server JIT, the database's first queries), not counted.
      for (const { base } of servers) {
        for (const route of ROUTES) await measure(browser, base, route, of('warm-up', route));
      }
      for (let run = 0; run < RUNS; run++) {
        for (const { build, base } of servers) {
          for (const route of ROUTES) await measure(browser, base, route, of(build.label, route));
        }
      }
      const figures = servers.flatMap(({ build }) =>
        ROUTES.flatMap((route) => figuresOf(build.label, route, of(build.label, route))),
      );
      if (process.env.LIGHTHOUSE_DIR) {
        for (const { build, base } of servers) {
          figures.push(...(await runLighthouse(process.env.LIGHTHOUSE_DIR, base, build.label)));
        }
      }
      return figures;
    } finally {
      await browser.close();
      for (const { app } of servers) await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
