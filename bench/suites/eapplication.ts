// The e-application's figures (issue 20 §4):
// - the whole validation (the spec's rules and every field's control item), which runs on every
//   change in the browser and once more on Submit on the server: under Node, and in Chromium
//   in the built app, where the form reports each run as a User Timing measure (eapp:validate)
//   while a person types into a complete application;
// - the time from Submit to the stored application: POST /api/eapplications over HTTP against
//   the real server on PGlite (validation, sealing the secrets, the row, its history), until the
//   answer is read.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EAPP_ITEMS, lengthsFromItems } from '@portal/contracts/eapp-items';
import type { EAppForm } from '@portal/domain/eapp/form';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { validateEApplication } from '@portal/domain/eapp/validate';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { loadConfig } from '@portal/server/config';
import { catalogueOf, toEngineItems } from '@portal/server/routes/controls/engine-items';
import { chromium } from 'playwright-core';
import { listen, signIn } from '../http-load';
import { type BenchFigure, type BenchSuite, timeCalls } from '../suite';
import { signInForTab, storeSession } from '../web-session';

const BROWSER_KEYSTROKES = Number(process.env.EAPP_BENCH_KEYSTROKES ?? 300);
const SUBMITS = Number(process.env.EAPP_BENCH_SUBMITS ?? 200);

const three = (share: string) =>
  (['Primary', 'Primary', 'Contingent'] as const).map((beneficiaryClass) => ({
    name: 'Alex Roy',
    relationship: 'Child',
    beneficiaryClass,
    share,
  }));

/** Every beneficiary list at its 3: the most the validation ever has to read. */
const full: EAppForm = completeForm({
  beneficiaries: {
    base: three('33.33'),
    childRider1: three('50'),
    childRider2: three('50'),
    termRider1: three('50'),
    termRider2: three('50'),
  },
});

const broken: EAppForm = completeForm({
  postalCode: '',
  ownerLastName: '',
  ownerFirstName: '',
  joint: true,
  paymentDeclaration: false,
  declarationAuthorization: false,
  ownerSin: '1',
  transit: '',
  health: { ...full.health, q2a: 'Y', q3b: 'Y' },
  beneficiaries: { ...full.beneficiaries, base: three('60') },
});

function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
}

function figure(name: string, samples: readonly number[], digits = 4): BenchFigure {
  const { median, p95, count } = percentiles(samples);
  return {
    name,
    unit: 'ms (median)',
    value: Number(median.toFixed(digits)),
    details: { p95: Number(p95.toFixed(digits)), runs: count },
  };
}

/** As the server's Submit runs it: the seeded items, their lengths and their texts. */
function nodeFigures(): BenchFigure[] {
  const language = 'fr' as const;
  const options = {
    language,
    lengths: lengthsFromItems(EAPP_ITEMS),
    items: toEngineItems(EAPP_ITEMS, language),
    catalogue: catalogueOf(EAPP_ITEMS, language),
  };
  return (
    [
      ['complete application', full],
      ['application breaking every rule', broken],
    ] as const
  ).map(([label, form]) =>
    figure(
      `validateEApplication under Node: ${label}`,
      timeCalls(() => validateEApplication(form, options), { warmup: 200, runs: 2000 }),
    ),
  );
}

const here = fileURLToPath(new URL('.', import.meta.url));
const WEB_DIST = process.env.EAPP_BENCH_WEB_DIST ?? resolve(here, '../../apps/web/dist');

/** Runs in the page before the app: keeps every eapp:validate measure the form reports. */
function collectValidations(): void {
  const kept: number[] = [];
  (window as unknown as { __eappValidate: number[] }).__eappValidate = kept;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'eapp:validate') kept.push(entry.duration);
  }).observe({ type: 'measure' });
}

async function browserAndSubmitFigures(): Promise<BenchFigure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-eapp-'));
  const app = await buildAppOnFreshDatabase(
    loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const base = await listen(app);
    const figures: BenchFigure[] = [];

    // The browser: a complete application in this tab's session storage ('eAppFormData'), and
    // a person typing the details of a health answer into it, one validation per keystroke.
    const session = await signInForTab(base, 'agent');
    const context = await browser.newContext({ locale: 'en-CA' });
    await context.addInitScript(storeSession, session);
    await context.addInitScript(
      ([key, form]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, form);
      },
      ['eAppFormData', JSON.stringify({ ...full, pricing: null })] as const,
    );
    await context.addInitScript(collectValidations);
    const page = await context.newPage();
    await page.goto(`${base}/eapplication`);
    const details = page.getByRole('textbox', { name: /^Details/ });
    await details.waitFor();
    await page.evaluate(() => {
      (window as unknown as { __eappValidate: number[] }).__eappValidate.length = 0;
    });
    await details.click();
    await details.pressSequentially('a'.repeat(BROWSER_KEYSTROKES), { timeout: 600_000 });
    const validations = await page.evaluate(
      () => (window as unknown as { __eappValidate: number[] }).__eappValidate,
    );
    figures.push(
      figure(
        'validateEApplication in Chromium (built app, per keystroke): complete application',
        validations,
      ),
    );
    await context.close();

    // Submit to stored, over HTTP.
    const { headers } = await signIn(base, 'agent');
    const submit = () =>
      fetch(`${base}/api/eapplications`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ form: full }),
      });
    for (let i = 0; i < 10; i++) await (await submit()).arrayBuffer();
    const stored: number[] = [];
    for (let i = 0; i < SUBMITS; i++) {
      const start = performance.now();
      const response = await submit();
      await response.arrayBuffer();
      stored.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`Submit answered ${response.status}`);
    }
    figures.push(
      figure('Submit to the stored application (POST /api/eapplications, PGlite)', stored, 2),
    );
    return figures;
  } finally {
    await browser.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const suite: BenchSuite = {
  name: 'eapplication',
  async run(): Promise<BenchFigure[]> {
    return [...nodeFigures(), ...(await browserAndSubmitFigures())];
  },
};

export default suite;
