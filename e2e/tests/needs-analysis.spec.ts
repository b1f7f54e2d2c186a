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
  await page.getByRole('button', { name: 'PDF of the analysis' }).press('Enter');
  const text = await pdfText(await pdf);
  expect(text).toContain('Marie Gagnon');
  expect(text).toContain('Suggested face amount $991,000.00');
  expect(text).toContain('Capital projection');

  await page.getByRole('button', { name: 'Illustrate this need' }).press('Enter');
  await expect(page).toHaveURL(/\/illustration\/illustration$/);
  await expect(page.getByLabel('Face amount ($)')).toHaveValue(/991[,\s\u00a0\u202f]?000/);
  await expect(page.getByLabel('Name', { exact: true }).first()).toHaveValue('Marie Gagnon');
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
