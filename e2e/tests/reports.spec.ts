import type { Page, Response, Route } from '@playwright/test';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { resolveInput } from '@portal/actuarial/input';
import { ledgerColumns } from '@portal/actuarial/ledger';
import { illustrationInputSchema } from '@portal/contracts/illustration';
import ExcelJS from 'exceljs';
import { discardDraft, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Reports (issue 8): the illustration PDF and workbook from the screen, the progress report. */

/** The columns of a ledger sheet that are not money (kept as they are; money is in dollars). */
/**
 * How a ledger sheet writes each column's cell: money in dollars, rates as ratios (the cell
 * format shows them as percentages; the engine keeps the credited rate in percent), years as
 * they are, and "n/a" where an IRR means nothing (engine README §IRR).
 */
function cellOf(column: string, value: number): number | string {
  if (column === 'irrDeathBenefit' || column === 'irrCashValue')
    return Number.isNaN(value) ? 'n/a' : value;
  if (column === 'averageInterest') return value / 100;
  if (column === 'etiYears') return value;
  return value / 100;
}

async function signInTo(page: Page, username: string, landing: RegExp) {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page).toHaveURL(landing);
}

/** A valid term 20 case for a named 40-year-old, in the screen's language. */
async function fillCase(page: Page, lang: 'en' | 'fr', name: string) {
  const words =
    lang === 'en'
      ? { startNew: 'New illustration', name: 'Name', owner: 'Owner name', age: 'Age' }
      : { startNew: 'Nouvelle illustration', name: 'Nom', owner: 'Nom du titulaire', age: 'Âge' };
  // Whatever an earlier spec left in progress, start a new case.
  await page.getByRole('button', { name: words.startNew }).click();
  await page.getByLabel(words.name, { exact: true }).fill(name);
  await page.getByLabel(words.owner).fill(name);
  await page.getByLabel(words.age, { exact: true }).fill('40');
  await page.getByLabel(lang === 'en' ? 'Face amount ($)' : 'Capital assuré ($)').fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/\d/);
}

/**
 * A report output fetched from GET /DB/{dir}/{file}, by this page or by a window it opened
 * (the PDF's new window loads it itself through its signed link).
 */
function outputResponse(page: Page, extension: 'pdf' | 'xlsx') {
  return page.context().waitForEvent('response', {
    predicate: (r) =>
      r.request().method() === 'GET' &&
      new URL(r.url()).pathname.startsWith('/DB/') &&
      new URL(r.url()).pathname.endsWith(`.${extension}`),
    timeout: 60_000,
  });
}

/**
 * Holds the report call until released, so the loading overlay can be checked while it is
 * up whatever the speed of the machine.
 */
async function holdReportCalls(page: Page, path: RegExp) {
  const held: Route[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(path, (route) => {
    held.push(route);
    arrived();
  });
  return {
    arrived: first,
    async release() {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(path);
    },
  };
}

/**
 * The new page loaded the PDF straight from the report server (decision 0027): its own
 * request, with the signed link and no bearer header, answered 200 application/pdf with a PDF
 * of some size (the bytes start with %PDF-).
 */
async function expectPdfOpened(response: Response, opened: Page) {
  const address = new URL(response.url());
  expect(address.searchParams.get('link')).toBeTruthy();
  expect(response.request().headers().authorization).toBeUndefined();
  expect(response.frame().page()).toBe(opened);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  // The page shows the PDF in Chromium's viewer, whose page the response's body becomes: the
  // same link, fetched again within its minutes and without any header, gives the file.
  const again = await opened.request.get(response.url());
  expect(again.status()).toBe(200);
  const bytes = await again.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.byteLength).toBeGreaterThan(10_000);
  await opened.close();
}

test.afterEach(({ page }) => discardDraft(page));

test('agent: Generate PDF opens the PDF in a new page, Generate Excel saves the engine’s ledger', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'agent', /\/illustration$/);
  await fillCase(page, 'en', 'Jean Tremblay');
  await page.getByRole('tab', { name: 'Report pages' }).click();
  const reports = page.getByRole('group', { name: 'Reports' });
  await expect(reports.getByText('Report language: English')).toBeVisible();

  // PDF: the overlay while the report runs (axe with it up), then the PDF in a new page.
  const hold = await holdReportCalls(page, /\/Report\/NewBusinessReport$/);
  const popup = page.waitForEvent('popup');
  const pdfResponse = outputResponse(page, 'pdf');
  const reportCall = page.waitForRequest(/\/Report\/NewBusinessReport$/);
  await reports.getByRole('button', { name: 'Generate PDF' }).click();
  await hold.arrived;
  await expect(
    page.getByRole('status').filter({ hasText: 'Preparing your report…' }),
  ).toBeVisible();
  await expect(reports.getByRole('button', { name: 'Generate Excel' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await hold.release();
  const sent = (await reportCall).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    reportName: 'illustration',
    isRunPDF: true,
    isRunExcel: false,
    formData: { ownerName: 'Jean Tremblay', insuredName: 'Jean Tremblay' },
  });
  await expectPdfOpened(await pdfResponse, await popup);
  await expect(page.getByRole('status').filter({ hasText: 'Preparing your report…' })).toHaveCount(
    0,
  );

  // Excel: saved as a file; its Guaranteed sheet's first row is the engine's first year.
  const download = page.waitForEvent('download');
  const excelCall = page.waitForRequest(/\/Report\/NewBusinessReport$/);
  await reports.getByRole('button', { name: 'Generate Excel' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
  const input = illustrationInputSchema.parse(
    ((await excelCall).postDataJSON() as { insuranceData: unknown }).insuranceData,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await saved.path());
  const sheet = workbook.getWorksheet('Guaranteed');
  if (!sheet) throw new Error('the workbook has no Guaranteed sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 2)).toEqual(['Year', 'Age']);
  // The server's own step: the contract's parse, then the engine.
  const ledger = illustrateResolved(resolveInput(input as IllustrationInput)).ledgers.guaranteed;
  const columns = ledgerColumns.filter((c) => c !== 'age');
  const expected = [
    1,
    ledger.age[0],
    ...columns.map((c) => cellOf(c, ledger[c][0] ?? 0)),
    ...ledger.funds.map((f) => (f.values[0] ?? 0) / 100),
  ];
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expected);
  // A term 20 case that pays a premium and has cover in its first year.
  expect(expected[columns.indexOf('premium') + 2]).toBeGreaterThan(0);
  expect(expected[columns.indexOf('deathBenefit') + 2]).toBe(500_000);
});

test('agentfr: the report buttons and the overlay in French, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, 'agentfr', /\/illustration$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await fillCase(page, 'fr', 'Geneviève Côté');
  await page.getByRole('tab', { name: 'Pages du rapport' }).click();
  const reports = page.getByRole('group', { name: 'Rapports' });
  await expect(reports.getByRole('button', { name: 'Produire le PDF' })).toBeEnabled();
  await expect(reports.getByRole('button', { name: 'Produire le fichier Excel' })).toBeEnabled();
  await expect(reports.getByText(/^Langue du rapport\u00a0?: /)).toBeVisible();
  await expect(reports.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const hold = await holdReportCalls(page, /\/Report\/NewBusinessReport$/);
  const popup = page.waitForEvent('popup');
  const pdfResponse = outputResponse(page, 'pdf');
  await reports.getByRole('button', { name: 'Produire le PDF' }).click();
  await hold.arrived;
  await expect(
    page.getByRole('status').filter({ hasText: 'Préparation de votre rapport…' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await hold.release();
  await expectPdfOpened(await pdfResponse, await popup);
});

test('servicing: the policy-progress report of a showcase policy', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'servicing');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page.getByRole('button', { name: /Sign Out|Fermer la session/ }).first(),
  ).toBeVisible();
  await page.goto('/inforce/policyLookup');
  await page.getByRole('textbox', { name: /^Policy number/ }).fill('WL100001');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Policy WL100001' })).toBeVisible();
  const report = page.getByRole('group', { name: 'Policy Progress Report' });

  const hold = await holdReportCalls(page, /\/api\/RunReportData$/);
  const call = page.waitForRequest(/\/api\/RunReportData$/);
  const popup = page.waitForEvent('popup');
  const pdfResponse = outputResponse(page, 'pdf');
  await report.getByRole('button', { name: 'Generate PDF' }).click();
  await hold.arrived;
  await expect(
    page.getByRole('status').filter({ hasText: 'Preparing your report…' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await hold.release();
  expect((await call).postDataJSON()).toMatchObject({
    reportName: 'policyProgress',
    formData: { policyNumber: 'WL100001' },
    isRunPDF: true,
  });
  await expectPdfOpened(await pdfResponse, await popup);

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Generate Excel' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/WL100001.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await saved.path());
  const summary = workbook.worksheets[0];
  const cells = (summary?.getSheetValues() ?? []).flatMap((row) =>
    Array.isArray(row) ? row.map(String) : [],
  );
  expect(cells).toContain('WL100001');
});
