import { expect, test } from './fixtures';
import { describeWeight, recordPageWeight } from './page-weight';

/**
 * Issue 25: the sign-in page's weight, as the browser fetches it with a cold cache (every
 * JavaScript and CSS response until the page is usable and the network is quiet), each body
 * gzipped as our server would send it. Over budget, CI fails with the list of files.
 */
const BUDGET = { jsGzipBytes: 100 * 1024, cssGzipBytes: 30 * 1024 };

test('/login fetches at most 100 KB of JavaScript and 30 KB of CSS, gzip', async ({ page }) => {
  const weight = recordPageWeight(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByLabel('User name')).toBeEditable();
  const measured = await weight.stop();
  const files = describeWeight(measured);
  console.log(
    `/login: ${(measured.jsGzipBytes / 1024).toFixed(1)} KB JavaScript, ` +
      `${(measured.cssGzipBytes / 1024).toFixed(1)} KB CSS (gzip)\n${files}`,
  );
  expect(measured.jsGzipBytes, `JavaScript over budget:\n${files}`).toBeLessThanOrEqual(
    BUDGET.jsGzipBytes,
  );
  expect(measured.cssGzipBytes, `CSS over budget:\n${files}`).toBeLessThanOrEqual(
    BUDGET.cssGzipBytes,
  );
});
