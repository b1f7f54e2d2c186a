// Lighthouse's performance and accessibility scores of /login and the illustration screen
// (issue 25). Lighthouse stays outside the workspaces (STACK.md: it drags old types in), so it
// is loaded from the prefix it was installed into:
//   npm i --prefix /tmp/lighthouse lighthouse@12.8.2
//   LIGHTHOUSE_DIR=/tmp/lighthouse npm run bench -- web
// Each page is audited three times (LIGHTHOUSE_RUNS=n for more) with Lighthouse's default
// mobile settings (simulated slow 4G and a 4x slower CPU, cold cache) and the median score
// kept. Lighthouse scales the CPU time it sees, so a busy machine lowers the score: each run's
// one-minute load average is kept beside it. LIGHTHOUSE_REPORTS=/dir keeps each run's whole
// report there (JSON), to see which request chain and which element the largest paint
// waited for.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchFigure } from './suite';
import { signInForTab, storeSession } from './web-session';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MAX_FAILED_RUNS = 3;

/** The little of Lighthouse, chrome-launcher and puppeteer-core this file uses. */
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: undefined,
  page?: unknown,
) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const from = (dir: string, file: string) =>
  import(pathToFileURL(join(dir, 'node_modules', file)).href);

export async function runLighthouse(
  dir: string,
  base: string,
  label: string,
): Promise<BenchFigure[]> {
  const lighthouse = (await from(dir, 'lighthouse/core/index.js')).default as Lighthouse;
  const launcher = await from(dir, 'chrome-launcher/dist/index.js');
  const puppeteer = (await from(dir, 'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js'))
    .default as { connect(options: { browserURL: string }): Promise<PuppeteerBrowser> };
  const chrome: LaunchedChrome = await launcher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  try {
    const figures: BenchFigure[] = [];
    const audit = async (path: string, signInAs?: string) => {
      const scores: { performance: number; accessibility: number; lcp: number; tbt: number }[] = [];
      const loads: number[] = [];
      let failed = 0;
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        try {
          // Lighthouse clears the cache and the origin's storage, but not session storage:
          // a tab that holds a session opens the signed-in screen, as after a reload.
          if (signInAs) {
            const session = await signInForTab(base, signInAs);
            await page.goto(`${base}/favicon.svg`);
            await page.evaluate(storeSession, session);
          }
          loads.push(loadavg()[0] ?? 0);
          const result = await lighthouse(`${base}${path}`, flags, undefined, page);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          // A run whose trace Lighthouse could not read (NO_NAVSTART, seen about once in
          // twenty) scores 0 for what it failed to record, not for the page: it is run again.
          if (result.lhr.runtimeError) {
            if (++failed > MAX_FAILED_RUNS) {
              throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
            }
            console.warn(`Lighthouse ${path}: ${result.lhr.runtimeError.code}, run again`);
            loads.pop();
            run--;
            continue;
          }
          const { categories, audits } = result.lhr;
          const reports = process.env.LIGHTHOUSE_REPORTS;
          if (reports) {
            const name = `${label}${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
            await writeFile(join(reports, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
          }
          scores.push({
            performance: (categories.performance?.score ?? 0) * 100,
            accessibility: (categories.accessibility?.score ?? 0) * 100,
            lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
            tbt: audits['total-blocking-time']?.numericValue ?? 0,
          });
        } finally {
          await page.close();
        }
      }
      const middle = (key: keyof (typeof scores)[number]) =>
        [...scores.map((score) => score[key])].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
      figures.push({
        name: `${label}Lighthouse ${path} performance`,
        unit: 'score',
        value: middle('performance'),
        details: {
          lcpMs: middle('lcp'),
          tbtMs: middle('tbt'),
          runs: RUNS,
          profile: 'mobile',
          scores: scores.map((score) => score.performance).join(' '),
          loadAverages: loads.map((load) => load.toFixed(1)).join(' '),
        },
      });
      figures.push({
        name: `${label}Lighthouse ${path} accessibility`,
        unit: 'score',
        value: middle('accessibility'),
        details: { scores: scores.map((score) => score.accessibility).join(' ') },
      });
    };
    await audit('/login');
    await audit('/illustration/illustration', 'agent');
    return figures;
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}
