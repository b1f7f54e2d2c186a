import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// The batch screens (issue 23 §2; decision 0086): head office illustrates a small census with
// one bad row and follows it to done, reads the refused row and opens the workbook; runs an
// in-force batch by policy numbers (one unknown); axe on both screens in English and French;
// a user without the batch permissions sees neither tab and is sent to the section. The
// specs share one database: head office's language is put back as it was.

async function apiHeaders(request: APIRequestContext, username: string) {
  const signedIn = await request.post('/users/authenticate', {
    headers: { 'x-challenge': 'none' },
    data: { username, password: 'demo1234' },
  });
  expect(signedIn.status()).toBe(200);
  const { jwt, challenge } = (await signedIn.json()) as { jwt: string; challenge: string };
  return { authorization: `Bearer ${jwt}`, 'x-challenge': challenge };
}

async function setInputLanguage(
  request: APIRequestContext,
  username: string,
  inputLanguage: 'English' | 'French',
) {
  const response = await request.post('/users/update', {
    headers: await apiHeaders(request, username),
    data: { username, inputLanguage },
  });
  expect(response.status()).toBe(200);
}

async function signInTo(page: Page, username: string, path: string) {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(path);
}

async function workbookOf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet | undefined, n: number) =>
  (sheet?.getRow(n).values as unknown[] | undefined)?.slice(1, 4);

const CENSUS = [
  'reference,product,age,sex,smoker class,face amount,annual premium,payment mode',
  'Alice,0131,35,F,N,250000,,Annual',
  'Bob,0131,150,M,N,100000,,Annual',
  'Carol,0132,40,M,N,500000,,Monthly',
].join('\r\n');

test.afterAll(async ({ request }) => {
  await setInputLanguage(request, 'headoffice', 'English');
});

test('head office illustrates a census with one bad row: progress to done, the refused row, the workbook', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'headoffice', '/illustration/batch');
  await expect(page.getByRole('heading', { name: 'Batch illustrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Batch illustrations' })).toBeVisible();
  await expectNoAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select the census file' }).click();
  await (await chooser).setFiles({
    name: 'group-case.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CENSUS, 'utf8'),
  });
  await expect(page.getByTestId('census-file')).toHaveText(
    /^File: group-case\.csv · Size: \d+\sBytes$/,
  );
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The batch was sent: its progress is shown below.')).toBeVisible();

  const card = page.getByRole('article', { name: 'group-case.csv' }).first();
  await expect(card.getByText('Done')).toBeVisible({ timeout: 120_000 });
  const bar = card.getByRole('progressbar', { name: 'Progress of group-case.csv' });
  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuetext', '3 of 3 rows');
  await expect(card.getByText('3 of 3 rows · 1 row refused')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel the batch' })).toHaveCount(0);
  const refused = card.getByRole('table', { name: 'Refused rows of group-case.csv' });
  await expect(refused.getByRole('row')).toHaveText([
    'LineReferenceColumnProblem',
    '3BobIssue ageThis value is outside the allowed range.',
  ]);
  await expectNoAxeViolations(page);

  // The workbook: the two lives illustrated, the refused one on its own sheet.
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /^Results workbook: / }).click();
  const workbook = await workbookOf(await download);
  const [results, refusedSheet] = workbook.worksheets;
  expect(rowValues(results, 1)).toEqual(['Line', 'Reference', 'Product']);
  expect(rowValues(results, 2)?.slice(0, 2)).toEqual([2, 'Alice']);
  expect(rowValues(results, 3)?.slice(0, 2)).toEqual([4, 'Carol']);
  expect(results?.actualRowCount).toBe(3);
  expect(rowValues(refusedSheet, 2)).toEqual([3, 'Bob', 'Issue age']);

  // The combined PDF, by its own link (signed: it opens without the session's headers).
  const pdfHref = await card.getByRole('link', { name: /^Combined PDF: / }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('head office runs an in-force batch by policy numbers; the unknown one is a refused row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'headoffice', '/inforce/batch');
  await expect(page.getByRole('heading', { name: 'In-force batch', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const box = page.getByRole('textbox', { name: 'Policy numbers' });
  await box.fill('WL100001\nLT100001, NOPE0000\nWL100001');
  await expect(page.getByText('3 policy numbers')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The batch was sent: its progress is shown below.')).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByText('Done')).toBeVisible({ timeout: 120_000 });
  await expect(card.getByText('3 of 3 rows · 1 row refused')).toBeVisible();
  await expect(card.getByRole('row', { name: /NOPE0000/ })).toHaveText(
    '3NOPE0000Whole rowNo policy with this number.',
  );
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /^Results workbook: / }).click();
  const [values, refusedSheet] = (await workbookOf(await download)).worksheets;
  expect(rowValues(values, 1)?.slice(0, 2)).toEqual(['Line', 'Policy number']);
  expect(rowValues(values, 2)?.slice(0, 2)).toEqual([1, 'WL100001']);
  expect(rowValues(values, 3)?.slice(0, 2)).toEqual([2, 'LT100001']);
  expect(values?.actualRowCount).toBe(3);
  expect(rowValues(refusedSheet, 2)).toEqual([3, 'NOPE0000', 'No policy with this number.']);
  await expectNoAxeViolations(page);
});

test('both screens in French, axe clean; the French template is illustrated whole', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await setInputLanguage(request, 'headoffice', 'French');
  await signInTo(page, 'headoffice', '/illustration/batch');
  await expect(
    page.getByRole('heading', { name: 'Illustrations par lots', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Illustrer un groupe' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Les colonnes du fichier' })).toBeVisible();
  // The batch of the first test, in French.
  await expect(
    page.getByRole('article').first().getByText('Terminé', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The template, made in the browser in French, is a census the server illustrates whole.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le modèle de fichier' }).click();
  const template = await saved;
  expect(template.suggestedFilename()).toBe('modele-groupe.csv');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir le fichier du groupe' }).click();
  await (await chooser).setFiles({
    name: template.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: await readFile(await template.path()),
  });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const card = page.getByRole('article').first();
  await expect(card.getByText('Terminé', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(card.getByText('2 lignes sur 2', { exact: true })).toBeVisible();

  await page.goto('/inforce/batch');
  await expect(page.getByRole('link', { name: 'Lots de contrats en vigueur' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Lots de contrats en vigueur', level: 1 }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Par filtre' }).check();
  await expect(page.getByRole('combobox', { name: 'Statut de la police' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a user without the batch permissions sees no batch tab and is sent to the section', async ({
  page,
}) => {
  await signInTo(page, 'agent', '/illustration/batch');
  await expect(page).toHaveURL(/\/illustration$/);
  await expect(page.getByRole('link', { name: 'Saved Illustrations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Batch illustrations' })).toHaveCount(0);
  await page.goto('/inforce/batch');
  await expect(page).toHaveURL(/\/inforce$/);
  await expect(page.getByRole('link', { name: 'Data Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'In-force batch' })).toHaveCount(0);
});
