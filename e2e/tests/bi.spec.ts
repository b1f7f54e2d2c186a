import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// BI (issue 19): the analyst's dashboard shows their widgets in their profile's order, without
// the one turned OFF; the tracking explorer filtered to one user; /admin/bi; axe on each, in
// English and in French. The specs share one database: the analyst's widgets and language are
// put back as they were.

async function callerFor(request: APIRequestContext, username: string) {
  const signedIn = await request.post('/users/authenticate', {
    headers: { 'x-challenge': 'none' },
    data: { username, password: 'demo1234' },
  });
  expect(signedIn.status()).toBe(200);
  const { jwt, challenge } = (await signedIn.json()) as { jwt: string; challenge: string };
  const headers = { authorization: `Bearer ${jwt}`, 'x-challenge': challenge };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
  };
}

interface Widget {
  widgetID: number;
  isActive: boolean;
  displayOrder: number;
  title: { en: string; fr: string };
}
let stored: { widgets: unknown[]; inputLanguage: string } | undefined;

test.beforeAll(async ({ request }) => {
  const analyst = await callerFor(request, 'analyst');
  const user = (await (await analyst.get('/users/analyst')).json()) as typeof stored;
  stored = user && { widgets: user.widgets, inputLanguage: user.inputLanguage };
});

test.afterAll(async ({ request }) => {
  if (!stored) return;
  const analyst = await callerFor(request, 'analyst');
  const restored = await analyst.post('/users/update', { username: 'analyst', ...stored });
  expect(restored.status()).toBe(200);
});

/** Arranges the analyst's dashboard: the third widget first, the second OFF. */
async function arrange(request: APIRequestContext, inputLanguage: 'English' | 'French') {
  const analyst = await callerFor(request, 'analyst');
  const all = (await (await analyst.post('/api/BI/GetAllUserWidgets', {})).json()) as Widget[];
  const [first, second, third, ...rest] = all;
  if (!first || !second || !third) throw new Error('fewer than three widgets');
  const order = [third, first, second, ...rest];
  const widgets = order.map((widget, index) => ({
    widgetID: widget.widgetID,
    isActive: widget.widgetID !== second.widgetID,
    displayOrder: index + 1,
  }));
  const saved = await analyst.post('/users/update', {
    username: 'analyst',
    widgets,
    inputLanguage,
  });
  expect(saved.status()).toBe(200);
  return order.filter((widget) => widget.widgetID !== second.widgetID);
}

async function dashboardTitles(page: Page) {
  const cards = page.getByTestId('bi-widgets');
  // Every card has finished loading (figures, empty or error) before anything is read.
  await expect(cards.getByRole('status')).toHaveCount(0);
  return cards.getByRole('heading', { level: 3 });
}

for (const language of ['English', 'French'] as const) {
  test(`analyst: dashboard in profile order without the OFF widget, tracking of one user (${language})`, async ({
    page,
    request,
  }) => {
    // Two screens, two axe runs and eight charts: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    const french = language === 'French';
    const shown = await arrange(request, language);
    // Signing in on a page brings the visitor back to it.
    await page.goto('/bi/widgets');
    await signIn(page, 'analyst');
    await expect(
      page.getByRole('heading', { level: 2, name: french ? 'Tableau de bord' : 'Dashboard' }),
    ).toBeVisible();
    const titles = await dashboardTitles(page);
    await expect(titles).toHaveText(
      shown.map((widget) => (french ? widget.title.fr : widget.title.en)),
    );
    await expectNoAxeViolations(page);

    await page.goto('/bi/tracking');
    const filters = page.getByRole('form', { name: french ? 'Filtres' : 'Filters' });
    await filters.getByLabel(french ? 'Nom d’utilisateur' : 'User name').fill('analyst');
    await filters.getByRole('button', { name: french ? 'Rechercher' : 'Search' }).click();
    const rows = page.getByRole('table', {
      name: french ? 'Événements de suivi' : 'Tracking events',
    });
    // The unfiltered page may still be drawn when Search is pressed: wait for the filtered one.
    const users = rows.locator('tbody tr td:nth-child(2)');
    await expect(users.first()).toHaveText('analyst');
    await expect(users.filter({ hasNotText: /^analyst$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('an administrator sees the widget catalogue on /admin/bi, with no axe violations', async ({
  page,
}) => {
  await page.goto('/admin/bi');
  await signIn(page, 'admin');
  const table = page.getByRole('table', { name: 'Widget catalogue' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('button', { name: 'Move Sign-ins per day down' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
