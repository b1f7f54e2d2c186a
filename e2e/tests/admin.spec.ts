import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// The admin area (issue 16): an administrator creates a role, gives a user a role, resets a
// password that the user must change at the next sign-in; axe on each screen in both languages.

/** A signed-in API caller: the spec files share one database, so this one puts back what it changes. */
async function callerFor(request: APIRequestContext, username: string, password = 'demo1234') {
  const signedIn = await request.post('/users/authenticate', {
    headers: { 'x-challenge': 'none' },
    data: { username, password },
  });
  expect(signedIn.status()).toBe(200);
  const { jwt, challenge } = (await signedIn.json()) as { jwt: string; challenge: string };
  const headers = { authorization: `Bearer ${jwt}`, 'x-challenge': challenge };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
  };
}

interface HeldAccess {
  roleId: number | null;
  permissions: Record<string, unknown>;
}
let agentfrBefore: HeldAccess | undefined;

test.beforeAll(async ({ request }) => {
  const admin = await callerFor(request, 'admin');
  const found = await admin.get('/users?username=agentfr');
  expect(found.status()).toBe(200);
  const [user] = (await found.json()) as HeldAccess[];
  agentfrBefore = { roleId: user?.roleId ?? null, permissions: user?.permissions ?? {} };
});

test.afterAll(async ({ request }) => {
  // agentfr goes back to its own role; headoffice back to the demo password.
  const admin = await callerFor(request, 'admin');
  if (agentfrBefore) {
    const restored = await admin.post('/users/UpdateUserAccess', {
      username: 'agentfr',
      ...agentfrBefore,
    });
    expect(restored.status()).toBe(200);
  }
  const headoffice = await callerFor(request, 'headoffice', 'brand-new-1');
  const changed = await headoffice.post('/users/ChangePassword', {
    currentPassword: 'brand-new-1',
    newPassword: 'demo1234',
  });
  expect(changed.status()).toBe(200);
});

async function signInAs(page: Page, username: string, signOutLabel = 'Sign Out') {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page.getByRole('banner').getByRole('button', { name: signOutLabel })).toBeVisible();
}

async function signOut(page: Page, label = 'Sign Out') {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** axe once the dialog has finished fading in (a half-faded text fails contrast). */
async function expectDialogAccessible(page: Page, open: Locator) {
  await expect(open).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
}

async function openUser(page: Page, username: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  await expect(page.getByRole('status').filter({ hasText: /^1 user$/ })).toBeVisible();
  await page.getByRole('button', { name: `Open ${username}` }).click();
  const panel = page.getByRole('dialog', { name: `User ${username}` });
  await expect(panel).toBeVisible();
  return panel;
}

test('an administrator manages roles and users; the changes hold at the next sign-in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');

  // Roles: a new role in both languages.
  await page.goto('/admin/roles');
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('rowheader', { name: 'Administrator', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New role' }).click();
  const editor = page.getByRole('dialog', { name: 'New role' });
  await editor.getByRole('textbox', { name: 'Name (English)' }).fill('Claims reviewer');
  await editor.getByRole('textbox', { name: 'Name (French)' }).fill('Réviseur des sinistres');
  await editor.getByRole('checkbox', { name: 'Inforce: active' }).check();
  await editor.getByRole('checkbox', { name: 'Inforce: displayed' }).check();
  await expectDialogAccessible(page, editor);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The role Claims reviewer was saved.')).toBeVisible();
  const row = roles.getByRole('row', { name: /Claims reviewer/ });
  await expect(row).toContainText('Réviseur des sinistres');
  // A role nobody holds can be deleted; one held cannot.
  await expect(row.getByRole('button', { name: 'Delete Claims reviewer' })).toBeVisible();
  await expect(roles.getByRole('row', { name: /^Administrator/ })).toContainText(
    'Held by 1 user: it cannot be deleted.',
  );

  // Users: agentfr becomes an administrator.
  await page.goto('/admin/users');
  await expect(page.getByRole('region', { name: /^Users, page 1 of 1$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  let panel = await openUser(page, 'agentfr');
  await panel.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Administrator', exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: 'Administration: active' })).toBeChecked();
  await expectDialogAccessible(page, panel);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The access of agentfr was saved.')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Changes to this user' })).toContainText(
    'Access changed',
  );
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('audit-trail-agentfr.xlsx');
  await panel.getByRole('button', { name: 'Close' }).first().click();

  // The administrator cannot disable themselves.
  panel = await openUser(page, 'admin');
  await expect(panel.getByRole('switch', { name: /Account active/ })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Reset the password' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Close' }).first().click();

  // A password reset: a one-time password, shown once.
  panel = await openUser(page, 'headoffice');
  await panel.getByRole('button', { name: 'Clear the sign-in failures' }).click();
  await expect(page.getByText('The sign-in failures of headoffice were cleared')).toBeVisible();
  await panel.getByRole('button', { name: 'Reset the password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the password' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const temporary = (await panel.getByTestId('temporary-password').innerText()).trim();
  expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await signOut(page);

  // headoffice signs in with it and must choose a new password first, under the sign-in rule.
  await signIn(page, 'headoffice', temporary);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^New password/).fill('abc');
  await page.getByLabel(/^Confirm the new password/).fill('abc');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The password must have at least 5 characters.')).toBeVisible();
  await page.getByLabel(/^New password/).fill('brand-new-1');
  await page.getByLabel(/^Confirm the new password/).fill('brand-new-1');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await signOut(page);

  // agentfr, now an administrator, sees the admin screens in French.
  await signInAs(page, 'agentfr', 'Fermer la session');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Utilisateurs, page 1 de 1$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Rechercher des utilisateurs' }).fill('headoffice');
  await page.getByRole('button', { name: 'Ouvrir headoffice' }).click();
  const panelFr = page.getByRole('dialog', { name: 'Utilisateur headoffice' });
  await expect(
    panelFr.getByRole('table', { name: 'Modifications de cet utilisateur' }),
  ).toContainText('Mot de passe réinitialisé');
  await expectDialogAccessible(page, panelFr);
  await panelFr.getByRole('button', { name: 'Fermer' }).first().click();
  // The import panel gives the chosen file's size in French units (octets, Ko…).
  const importFr = page.getByRole('region', { name: 'Importer des utilisateurs' });
  const chooser = page.waitForEvent('filechooser');
  await importFr.getByRole('button', { name: 'Choisir un fichier' }).click();
  await (await chooser).setFiles({
    name: 'utilisateurs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('username\nun.agent\n', 'utf8'),
  });
  await expect(importFr.locator('#fileUserUploadSize')).toHaveText(/^\d+\soctets$/);
  await expectNoAxeViolations(page);
  // The dashboard and the widget catalogue, in French.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/bi');
  await expect(
    page.getByRole('table', { name: 'Catalogue des gadgets' }).getByRole('row'),
  ).toHaveCount(9);
  await expectNoAxeViolations(page);
  await page.goto('/admin/roles');
  await expect(
    page
      .getByRole('table', { name: 'Rôles' })
      .getByRole('rowheader', { name: 'Réviseur des sinistres' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard counts the administrator’s own sign-in and lists the latest changes', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const today = page.getByRole('listitem').filter({ hasText: 'Sign-ins today' });
  await expect(today.locator('p').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Accounts waiting' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Last imports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest changes' })).toBeVisible();
  await expectNoAxeViolations(page);
});
