import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// The user import (issue 16 §3; platform spec 2.10, 8): a good file's alert and counts, a bad
// file's row report that leaves everything as it was, the file's name and size in both languages.

async function openUsers(page: Page, signOutLabel: string) {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByRole('banner').getByRole('button', { name: signOutLabel })).toBeVisible();
  await page.goto('/admin/users');
}

function csv(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

test('an administrator imports a CSV and sees the alert and counts; a bad file shows every bad row', async ({
  page,
  consoleErrors,
}) => {
  await openUsers(page, 'Sign Out');
  const panel = page.getByRole('region', { name: 'Import users' });
  await expect(panel.getByText('No file chosen')).toBeVisible();

  // A good file: two new users, in one go.
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Select File' }).click();
  await (await chooser).setFiles(
    csv(
      'new-agents.csv',
      '\ufeffusername;firstName;agentID;role\nimported.one;Imported One;BA20001;Agent\nimported.two;Imported Two;BA20002;Agent\n',
    ),
  );
  await expect(panel.locator('#fileUserUploadName')).toHaveText('new-agents.csv');
  await expect(panel.locator('#fileUserUploadSize')).toHaveText(/^\d+\sBytes$/);
  await expect(panel.getByRole('radio', { name: /^Incremental/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Import User' }).click();
  await expect(page.getByText('Users imported successfully')).toBeVisible();
  await expect(panel.getByTestId('user-import-result')).toContainText('Created: 2');
  await expect(panel.getByTestId('user-import-result')).toContainText('Disabled: 0');
  // The list above shows them.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('imported.');
  await expect(page.getByRole('status').filter({ hasText: /^2 users$/ })).toBeVisible();

  // A bad file: a duplicate and an unknown column; nothing is imported.
  const again = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Select File' }).click();
  await (await again).setFiles(
    csv('bad.csv', 'username,shoeSize\nimported.three,42\nIMPORTED.THREE,43\n'),
  );
  await panel.getByRole('button', { name: 'Import User' }).click();
  await expect(page.getByText('Users import error')).toBeVisible();
  const problems = panel.getByTestId('user-import-problems');
  await expect(problems).toContainText('This column is not a user field.');
  await expect(problems.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('imported.three');
  await expect(page.getByRole('status').filter({ hasText: /^0 users$/ })).toBeVisible();
  // The browser logged the one refusal this test asked for; nothing else.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  consoleErrors.splice(0, consoleErrors.length);
});

test('a large file shows its rows read and written while it runs (PGlite too), and a bad last row still refuses it all', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await openUsers(page, 'Sign Out');
  const panel = page.getByRole('region', { name: 'Import users' });
  // 40,000 good rows, then one bad one: every row is read and written in the transaction
  // before the last one refuses the file, so the figures move and nothing stays.
  const rows = Array.from({ length: 40_000 }, (_, i) => `progress.${i},Progress ${i}`);
  const text = ['username,firstName', ...rows, 'progress.0,Twice'].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Select File' }).click();
  await (await chooser).setFiles(csv('large.csv', text));
  await panel.getByRole('button', { name: 'Import User' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: /Rows read: [\d,]+ · rows written: [1-9]/ }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Users import error')).toBeVisible({ timeout: 120_000 });
  const problems = panel.getByTestId('user-import-problems');
  await expect(problems).toContainText('This user name is already on line 2.');
  await expect(problems).toContainText('40,002');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('progress.');
  await expect(page.getByRole('status').filter({ hasText: /^0 users$/ })).toBeVisible();
  // The refusal, and perhaps a progress call that came before the import had begun (404).
  const refused =
    'Failed to load resource: the server responded with a status of 400 (Bad Request)';
  const notYet = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(consoleErrors.filter((error) => error === refused)).toHaveLength(1);
  expect(consoleErrors.filter((error) => error !== refused && error !== notYet)).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
});
