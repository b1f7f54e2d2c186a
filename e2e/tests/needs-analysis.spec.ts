import type { Page } from '@playwright/test';
import { discardDraft, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { nextPdf, pdfText } from './report-pdf';

/** Types into a field as a keyboard user does: focus, then keys. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).focus();
  await page.keyboard.type(text);
}

// Three screens each filled field by field on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

// Decision 0067's worked examples, typed.
const COMMON: [string, string][] = [
  ['Client name', 'Marie Gagnon'],
  ['Debts', '15000'],
  ['Mortgage balance', '250000'],
  ['Final expenses', '25000'],
  ['Children’s education', '80000'],
  ['Emergency fund', '30000'],
  ['Existing life insurance', '200000'],
  ['Liquid assets', '50000'],
];

/** The control items behind COMMON's labels, for the analysis saved through the API. */
const FIELD_NAMES: Record<string, string> = {
  'Client name': 'txtNeedsClientName',
  Debts: 'txtNeedsDebts',
  'Mortgage balance': 'txtNeedsMortgage',
  'Final expenses': 'txtNeedsFinalExpenses',
  'Children’s education': 'txtNeedsEducation',
  'Emergency fund': 'txtNeedsEmergencyFund',
  'Existing life insurance': 'txtNeedsExistingCoverage',
  'Liquid assets': 'txtNeedsLiquidAssets',
};

test('a visitor runs a lite analysis by keyboard; nothing is saved and sign-in is asked to illustrate', async ({
  page,
}) => {
  await page.goto('/proneeds');
  await expect(page.getByText(/nothing is saved on the server/)).toBeVisible();
  // The full analysis needs the full right (decision 0068): a visitor gets lite only.
  await expect(page.getByRole('radio', { name: 'Full analysis' })).toHaveCount(0);
  for (const [label, text] of [
    ...COMMON,
    ['Yearly income to replace', '60000'],
    ['Years of income', '20'],
    ['Income indexation (%)', '2'],
    ['Discount rate (%)', '5'],
  ] as [string, string][]) {
    await typeInto(page, label, text);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('needs-incomeCapital')).toContainText('$923,920.31');
  await expect(page.getByTestId('needs-shortfall')).toContainText('$1,073,920.31');
  await expect(page.getByTestId('needs-suggestedFace')).toContainText('$1,074,000.00');
  await expect(page.getByRole('link', { name: 'Sign in to illustrate this need.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the analysis' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an agent runs a full analysis by keyboard, saves it and illustrates the need', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration/);
  await page.goto('/proneeds');
  const lite = page.getByRole('radio', { name: 'Lite analysis' });
  await lite.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Full analysis' })).toBeChecked();
  for (const [label, text] of [
    ...COMMON,
    ['Yearly income to replace', '80000'],
    ['Years of income', '25'],
    ['Spouse’s yearly income', '30000'],
    ['CPP/QPP survivor’s pension', '8000'],
    ['Inflation (%)', '2.5'],
    ['After-tax return (%)', '4.5'],
    ['Monthly income needed if disabled', '4500'],
    ['Monthly disability benefit held', '2000'],
  ] as [string, string][]) {
    await typeInto(page, label, text);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('needs-incomeCapital')).toContainText('$840,792.11');
  await expect(page.getByTestId('needs-suggestedFace')).toContainText('$991,000.00');
  await expect(page.getByTestId('needs-disability')).toContainText('$2,500.00');
  await expect(page.getByRole('heading', { name: 'Capital projection' })).toBeVisible();
  // The chart is ECharts, loaded on first use, drawn as SVG.
  await expect(
    page
      .locator('svg')
      .filter({ has: page.locator('path') })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/needs-analyses') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save the analysis' }).press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('The analysis is saved.')).toBeVisible();

  // The PDF, in the agent's report language, read back from its download.
  const pdf = nextPdf(page);
  await page.getByRole('button', { name: 'PDF of the analysis', exact: true }).press('Enter');
  const text = await pdfText(await pdf);
  expect(text).toContain('Marie Gagnon');
  expect(text).toContain('Suggested face amount $991,000.00');
  expect(text).toContain('Capital projection');

  await page.getByRole('button', { name: 'Illustrate this need' }).press('Enter');
  await expect(page).toHaveURL(/\/illustration\/illustration$/);
  await expect(page.getByLabel('Face amount ($)')).toHaveValue(/991[,\s\u00a0\u202f]?000/);
  await expect(page.getByLabel('Name', { exact: true }).first()).toHaveValue('Marie Gagnon');

  // Saving the case ties the analysis to it; its report offers and prints the needs page.
  await page.getByLabel('Age', { exact: true }).fill('45');
  await expect(page.getByTestId('premium-value')).toHaveText(/\d/);
  await page.getByRole('button', { name: 'Save case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the illustration case' });
  await dialog.getByLabel('Case name').fill('Gagnon needs');
  const tied = page.waitForResponse(
    (response) =>
      /\/api\/needs-analyses\/[^/]+\/case$/.test(response.url()) &&
      response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await tied).status()).toBe(200);
  await page.getByRole('tab', { name: 'Report pages' }).click();
  await expect(page.getByTestId('needs-page')).toContainText(
    'Needs analysis of Marie Gagnon, saved',
  );
  const needsPage = page.getByRole('checkbox', { name: 'Needs analysis page' });
  await needsPage.focus();
  await page.keyboard.press('Space');
  await expect(needsPage).toBeChecked();
  const report = nextPdf(page);
  await page
    .getByRole('group', { name: 'Reports' })
    .getByRole('button', { name: 'Generate PDF' })
    .click();
  const illustration = await pdfText(await report);
  expect(illustration).toContain('Needs analysis — Full analysis');
  expect(illustration).toContain('Suggested face amount $991,000.00');
  expect(illustration).toContain('Capital projection');

  // The saved analyses: which case each belongs to; one opens by keyboard to continue.
  await page.goto('/proneeds');
  const list = page.getByTestId('needs-saved');
  const row = list.getByRole('row').filter({ hasText: 'Gagnon needs' });
  await expect(row).toContainText('Marie Gagnon');
  await expect(row).toContainText('$991,000.00');
  await row.getByRole('button', { name: /^Open the analysis of Marie Gagnon/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('needs-opened')).toContainText(
    'Tied to the illustration case “Gagnon needs”.',
  );
  await expect(page.getByRole('radio', { name: 'Full analysis' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Years of income' })).toHaveValue('25');
  await expect(page.getByTestId('needs-suggestedFace')).toContainText('$991,000.00');
  await expect(
    page.getByRole('button', { name: 'PDF of the analysis', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await discardDraft(page);

  // In French (agentfr's language), with an analysis saved through the API: the list, axe clean.
  await page.goto('/login');
  await signIn(page, 'agentfr');
  await expect(page).toHaveURL(/\/illustration/);
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('token') ?? '',
    challenge: sessionStorage.getItem('challenge') ?? '',
  }));
  const liteValues = Object.fromEntries([
    ...COMMON.map(([label, text]) => [FIELD_NAMES[label], text]),
    ['txtNeedsAnnualIncome', '60000'],
    ['txtNeedsIncomeYears', '20'],
    ['txtNeedsIndexation', '2'],
    ['txtNeedsDiscountRate', '5'],
  ]);
  const stored = await page.request.post('/api/needs-analyses', {
    headers: { authorization: `Bearer ${session.token}`, 'x-challenge': session.challenge },
    data: { kind: 'lite', language: 'en', values: liteValues },
  });
  expect(stored.status()).toBe(200);
  await page.goto('/proneeds');
  await expect(page.getByRole('heading', { name: 'Analyses enregistrées' })).toBeVisible();
  const frRow = page
    .getByTestId('needs-saved')
    .getByRole('row')
    .filter({ hasText: 'Marie Gagnon' });
  await expect(frRow).toContainText(/1\s074\s000,00\s\$/);
  await expect(frRow).toContainText('Aucun pour l’instant');
  await expect(
    frRow.getByRole('button', { name: /^PDF de l’analyse de Marie Gagnon/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await discardDraft(page);
});

test('the gallery shows every building block with its control item, in both languages', async ({
  page,
}) => {
  await page.goto('/template');
  await expect(page.getByRole('heading', { level: 1, name: 'Template' })).toBeVisible();
  await expect(page.getByText('Control item of cboTemplateOnlyOne')).toBeVisible();
  // Fewer than two options: the select draws nothing.
  await expect(page.getByLabel('A select with one option')).toHaveCount(0);
  // The multi-check joins its values with a pipe.
  await page.getByRole('checkbox', { name: 'Term 10' }).check();
  await page.getByRole('checkbox', { name: 'Child rider' }).check();
  await expect(page.getByText('Value: T10|CHILD')).toBeVisible();
  // Tabs: the hidden ones are not drawn; the disabled ones cannot be chosen.
  await expect(page.getByRole('tab', { name: 'Hidden by a flag' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Disabled by a flag' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modèle' })).toBeVisible();
  await expect(page.getByText('Élément de contrôle de cboTemplateOnlyOne')).toBeVisible();
  await expect(page.getByText('Valeur : T10|CHILD')).toBeVisible();
  await expectNoAxeViolations(page);
});
