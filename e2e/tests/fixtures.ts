import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Leaves no illustration in progress behind for the specs that sign in after this one (they
 * share one database): the app is stopped first, so no autosave lands after the delete.
 */
export async function discardDraft(page: Page) {
  if (page.isClosed()) return;
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    challenge: sessionStorage.getItem('challenge') ?? '',
  }));
  await page.goto('about:blank');
  if (!session.token) return;
  await page.request.delete('/api/illustrations/draft', {
    headers: { authorization: `Bearer ${session.token}`, 'x-challenge': session.challenge },
  });
}

/**
 * From an open route of the route table (/developer, /proneeds, /template), which a visitor
 * who is not signed in sees as it is (decision 0003): its Sign in link, which comes back here.
 */
export async function openSignIn(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Any console error or page error fails the test that caused it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedNetworkError(message.text())) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser logs refused calls (401 on a wrong password) by itself; those are expected. */
function isExpectedNetworkError(text: string) {
  return /Failed to load resource: the server responded with a status of 40[13]/.test(text);
}

export { expect };
