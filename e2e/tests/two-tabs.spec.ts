import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** The answers to POST /users/refresh a tab gets, by status. */
function watchRefreshes(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/users/refresh')) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

test('two tabs of one session refreshing at once both stay signed in (decision 0002)', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);

  // A second tab opened from the first: the browser copies the tab's session storage, so both
  // hold the same jwt, challenge and refresh token.
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => {
      window.open(window.location.href);
    }),
  ]);
  await expect(second).toHaveURL(/\/illustration$/);
  await expect(second.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const tabs = [page, second];
  const refreshes = tabs.map(watchRefreshes);
  // Both jwts stop working at once (as at the end of their 15 minutes), then both tabs load:
  // each meets a 401 and refreshes with the same refresh token, at the same time.
  for (const tab of tabs) {
    await tab.evaluate(() => sessionStorage.setItem('token', 'expired.jwt.token'));
  }
  await Promise.all(tabs.map((tab) => tab.reload()));

  for (const [i, tab] of tabs.entries()) {
    await expect(tab).toHaveURL(/\/illustration$/);
    await expect(tab.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect.poll(() => refreshes[i]?.length ?? 0).toBeGreaterThan(0);
  }
  expect(refreshes.flat().every((status) => status === 200)).toBe(true);
  // The tokens both tabs now hold are the session's: they refresh again and carry on.
  for (const tab of tabs) {
    await tab.evaluate(() => sessionStorage.setItem('token', 'expired.jwt.token'));
    await tab.reload();
    await expect(tab).toHaveURL(/\/illustration$/);
    await expect(tab.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  }
  expect(refreshes.flat().every((status) => status === 200)).toBe(true);
});
