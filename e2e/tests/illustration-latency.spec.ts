// Measures (does not assert) two figures of issue 7 §4 and writes them to
// bench/results/illustration-ui.json: keystroke-to-premium latency in Chromium from the
// screen's performance marks, and the JavaScript the /illustration route loads (gzip).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { discardDraft, expect, signIn, test } from './fixtures';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../apps/web/dist');
const results = join(here, '../../bench/results');

const gzipBytes = (urlPath: string) =>
  gzipSync(readFileSync(join(dist, urlPath)), { level: 9 }).length;

function quantile(sorted: number[], q: number) {
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

test.afterEach(({ page }) => discardDraft(page));

test('keystroke-to-premium latency and the JavaScript of /illustration', async ({ page }) => {
  // Twenty measured keystrokes after a sign-in: 17 s idle, past 30 s on a busy machine.
  test.setTimeout(120_000);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/login');
  const loginScripts = new Set(scripts);
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);
  await page.getByLabel('Age', { exact: true }).fill('40');
  const face = page.getByLabel('Face amount ($)');
  await face.fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  const routeScripts = [...scripts];

  // One keystroke at a time: delete the last digit (a valid face), then type it back.
  await page.evaluate(() => performance.clearMeasures('illustration:keystroke-to-premium'));
  const rounds = 40;
  const measured = () =>
    page.evaluate(
      () => performance.getEntriesByName('illustration:keystroke-to-premium', 'measure').length,
    );
  for (let k = 0; k < rounds; k++) {
    for (const key of ['Backspace', '0']) {
      const before = await measured();
      await face.press('End');
      await face.press(key);
      await expect.poll(measured).toBeGreaterThan(before);
    }
  }
  await expect(face).toHaveValue('500000');
  const samples = (
    await page.evaluate(() =>
      performance
        .getEntriesByName('illustration:keystroke-to-premium', 'measure')
        .map((entry) => entry.duration),
    )
  ).sort((a, b) => a - b);

  // The part of it spent on the call itself (browser resource timing).
  const roundTrips = (
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/GetFirstYearPremium'))
        .map((entry) => entry.duration),
    )
  ).sort((a, b) => a - b);

  // The chart library comes only with the Results tab.
  const beforeResults = new Set(scripts);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByTestId('ledger-chart').locator('svg')).toBeVisible();
  const chartScripts = [...scripts].filter((path) => !beforeResults.has(path));

  const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipBytes(path), 0);
  const figures = {
    measuredAt: new Date().toISOString(),
    keystrokeToPremiumMs: {
      median: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      max: samples.at(-1),
      samples: samples.length,
      target: 50,
    },
    premiumCallRoundTripMs: {
      median: quantile(roundTrips, 0.5),
      p95: quantile(roundTrips, 0.95),
      samples: roundTrips.length,
    },
    javascriptGzipBytes: {
      loginPage: sum([...loginScripts]),
      illustrationRoute: sum(routeScripts),
      illustrationRouteOwnChunks: sum(routeScripts.filter((path) => !loginScripts.has(path))),
      chartOnResultsTab: sum(chartScripts),
    },
  };
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'illustration-ui.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures));
  expect(samples.length).toBeGreaterThan(0);
});
