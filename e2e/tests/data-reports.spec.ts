import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * The data reports (issue 18): one report of each group as a PDF in a new window and as a
 * workbook download, in English and in French; axe on the screen; the remembered range
 * survives signing out, and result code 2 is an Error alert with the server's text.
 */

async function signInTo(page: Page, username: string, path: string) {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(path);
}

async function runPdf(page: Page, report: string) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: report, exact: true }).click();
  const win = await popup;
  const response = await win.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.pdf'));
  expect(response.status()).toBe(200);
  // Chromium's PDF viewer takes the document over and can hide its headers from the page's
  // response: the signed link is fetched again (it stays valid five minutes) and read.
  const again = await page.request.get(response.url());
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await win.close();
}

async function runExcel(page: Page, report: string, header: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: report, exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe(header);
}

test('analyst, in English: one report of each group as PDF and as Excel, axe clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'analyst', '/bi/biReports');
  await expect(page.getByRole('heading', { name: 'BI Reports', level: 1 })).toBeVisible();
  for (const group of [
    'ProQuote reports',
    'Illustration reports',
    'Inforce reports',
    'Admin reports',
  ])
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  await expect(
    page.getByText('Illustrations calculated in the range, counted by product.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const reports = [
    ['Quotes by product', 'Product'],
    ['Saved illustrations', 'Agent'],
    ['Policies by type', 'Type'],
    ['Administration summary', 'Figure'],
  ] as const;
  for (const [report] of reports) await runPdf(page, report);
  await page.getByLabel('Store in Excel').check();
  for (const [report, header] of reports) await runExcel(page, report, header);
});

test('agentfr, in French: the screen on /inforce/dataReports, PDF and Excel, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInTo(page, 'agentfr', '/inforce/dataReports');
  await expect(page.getByRole('heading', { name: 'Rapports de données', level: 1 })).toBeVisible();
  // An agent runs no Admin report.
  await expect(page.getByRole('region', { name: 'Rapports d’administration' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await runPdf(page, 'Soumissions par conseiller');
  await page.getByLabel('Enregistrer dans Excel').check();
  await runExcel(page, 'Polices par type', 'Type');
});

test('the remembered range survives signing out; To before From is an Error alert', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInTo(page, 'analyst', '/bi/biReports');
  const year = new Date().getFullYear();
  const from = page.getByLabel('From Date');
  await expect(from).toHaveValue(`01/01/${year}`);
  await from.fill(`${year}-02-01`);
  await from.blur();
  await expect(from).toHaveValue(`01/02/${year}`);
  // Saved through POST /users/update (a range with To before From is not saved).
  await page.getByLabel('To Date').fill(`${year}-01-15`);
  await page.getByLabel('To Date').blur();
  await page.getByRole('button', { name: 'Quotes by agent', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'is before the From Date' }),
  ).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInTo(page, 'analyst', '/bi/biReports');
  await expect(page.getByLabel('From Date')).toHaveValue(`01/02/${year}`);
  // Put the analyst's range back for the specs that follow (one shared database).
  const restored = page.waitForResponse((r) => r.url().endsWith('/users/update'));
  await page.getByLabel('From Date').fill(`${year}-01-01`);
  await page.getByLabel('From Date').blur();
  expect((await restored).status()).toBe(200);
});
