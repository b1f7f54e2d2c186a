import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * The data reports (issue 18): one report of each group as a PDF in a new window and as a
 * workbook download, in English and in French (every group the French agent may run); axe on
 * the screen with the in-force filters; the remembered range survives signing out, and result
 * code 2 is an Error alert with the server's text; a premium looked at on the illustration
 * screen counts in the ProQuote report (decision 0078).
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
  test.setTimeout(180_000);
  await signInTo(page, 'agentfr', '/inforce/dataReports');
  await expect(page.getByRole('heading', { name: 'Rapports de données', level: 1 })).toBeVisible();
  // An agent runs no Admin report.
  await expect(page.getByRole('region', { name: 'Rapports d’administration' })).toHaveCount(0);
  // The in-force filters are in the Inforce group, in French.
  const inforce = page.getByRole('region', { name: 'Rapports des polices en vigueur' });
  await expect(inforce.getByLabel('Statut de la police')).toBeVisible();
  await expect(inforce.getByLabel('Église')).toBeVisible();
  await expectNoAxeViolations(page);
  // One report of each of the agent's groups as a PDF, then as a workbook.
  const reports = [
    ['Soumissions par conseiller', 'Conseiller'],
    ['Illustrations enregistrées', 'Conseiller'],
    ['Polices par type', 'Type'],
  ] as const;
  for (const [report] of reports) await runPdf(page, report);
  await page.getByLabel('Enregistrer dans Excel').check();
  for (const [report, header] of reports) await runExcel(page, report, header);
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

/** The number in the workbook's row whose first cell names the product code, else 0. */
async function quotesOf(page: Page, productId: string): Promise<number> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Quotes by product', exact: true }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  let count = 0;
  workbook.worksheets[0]?.eachRow((row) => {
    if (String(row.getCell(1).value).endsWith(`(${productId})`))
      count = Number(row.getCell(2).value);
  });
  return count;
}

test('a premium the agent looked at on the illustration screen counts in Quotes by product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'agent', '/inforce/dataReports');
  await page.getByLabel('Store in Excel').check();
  // The agent's own quotes this year, before (other specs may have quoted as agent too).
  await expect(page.getByRole('button', { name: 'Quotes by product', exact: true })).toBeEnabled();
  const productId = '0132';
  const before = await quotesOf(page, productId);

  await page.goto('/illustration/illustration');
  await page.getByRole('button', { name: 'New illustration' }).click();
  const quoted = page.waitForRequest(
    (request) =>
      request.url().endsWith('/tracking/sendTrackingInfo') &&
      (request.postData() ?? '').includes('"btnCalculate"'),
  );
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByLabel('Face amount ($)').fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  const sent = JSON.parse((await quoted).postData() ?? '[]');
  const events = (Array.isArray(sent) ? sent : [sent]).filter(
    (e: { header: { controlName: string } }) => e.header.controlName === 'btnCalculate',
  );
  expect(events).toHaveLength(1);
  expect(events[0].detail).toMatchObject({ productId, insuredAge: '40', faceAmount: '500000' });

  await page.goto('/inforce/dataReports');
  await page.getByLabel('Store in Excel').check();
  expect(await quotesOf(page, productId)).toBe(before + 1);
});
