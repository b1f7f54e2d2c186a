import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { discardDraft, expect, signIn, test } from './fixtures';
import { nextPdf, pdfText } from './report-pdf';

/**
 * Shared Ownership (issue 21): the slideshow opened from Switch Products and from the
 * Concepts tab, its four form pages filled by keyboard in English and in French, axe on every
 * page in both languages, the values tab after Finish, and the report's section read back;
 * then the wizard variant an administrator chooses (decision 0081), by keyboard with axe on
 * each step in both languages.
 */

const WORDS = {
  en: {
    dialog: 'Shared Ownership concept',
    next: 'Next',
    finish: 'Finish',
    page: (n: number) => `Page ${n} of 17`,
    step: (n: number) => `Step ${n} of 5`,
    open: 'Open the Shared Ownership concept',
    values: 'Shared Ownership values',
    name: 'Executive’s name',
    company: 'Company name',
    beneficiary2: 'Beneficiary name 2',
    useFund2: 'Use fund row 2',
    allocation: (n: number) => `Allocation (%) ${n}`,
    premium: 'Premium amount',
    tab: 'Shared Ownership',
  },
  fr: {
    dialog: 'Concept de propriété partagée',
    next: 'Suivant',
    finish: 'Terminer',
    page: (n: number) => `Page ${n} de 17`,
    step: (n: number) => `Étape ${n} de 5`,
    open: 'Ouvrir le concept de propriété partagée',
    values: 'Valeurs de la propriété partagée',
    name: 'Nom du cadre',
    company: 'Nom de la société',
    beneficiary2: 'Nom du bénéficiaire 2',
    useFund2: 'Utiliser la ligne de fonds 2',
    allocation: (n: number) => `Répartition (%) ${n}`,
    premium: 'Montant de la prime',
    tab: 'Propriété partagée',
  },
} as const;

/** axe on the open dialog: the page under the modal is inert and checked by its own specs. */
async function expectDialogAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    // One document, no frames: the slideshow has none, and a frame that navigates stops axe.
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.afterEach(async ({ page }) => {
  await discardDraft(page);
});

/** Types into a field from the keyboard only, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Goes through the 17 pages with the keyboard (Enter on Next, Finish on the last), filling
 * the four form pages, with axe on every page.
 */
async function fillSlideshow(page: Page, lang: 'en' | 'fr') {
  const w = WORDS[lang];
  const dialog = page.getByRole('dialog', { name: w.dialog });
  const press = async (name: string) => {
    await dialog.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  };
  for (let n = 1; n <= 17; n++) {
    await expect(dialog.getByRole('status').filter({ hasText: w.page(n) })).toBeVisible();
    if (n === 5) {
      // The form waits for the product setup (3 s when it was not loaded yet).
      await typeInto(page, dialog.getByLabel(w.name), 'Alex Tremblay');
      await typeInto(page, dialog.getByLabel(w.company), 'Tremblay Manufacturing');
    }
    if (n === 10) {
      await typeInto(page, dialog.getByLabel(w.beneficiary2), 'Marie Tremblay');
    }
    if (n === 13) {
      await dialog.getByLabel(w.useFund2).focus();
      await page.keyboard.press('Space');
      await typeInto(page, dialog.getByLabel(w.allocation(1)), '60');
      await typeInto(page, dialog.getByLabel(w.allocation(2)), '40');
    }
    if (n === 14) await typeInto(page, dialog.getByLabel(w.premium), '5000');
    await expectDialogAxeClean(page);
    await press(n === 17 ? w.finish : w.next);
  }
  await expect(dialog).toBeHidden();
}

test('agent: from Switch Products, fill by keyboard, Finish, see the values and the report’s section', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);
  await page.getByRole('button', { name: 'New illustration' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Alex Tremblay');
  await page.getByLabel('Owner name').fill('Alex Tremblay');
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByLabel('Face amount ($)').fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/\d/);

  await page.getByRole('button', { name: 'Switch Products' }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch Products' });
  await switcher.getByRole('button', { name: 'Illustration (current)' }).click();
  await switcher.getByRole('button', { name: 'Choose' }).click();
  await fillSlideshow(page, 'en');

  // Finish shows the values tab.
  await expect(page.getByRole('tab', { name: 'Shared Ownership' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Shared Ownership values' })).toBeVisible();
  await expect(page.getByText(/Alex Tremblay and Tremblay Manufacturing/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Marie Tremblay' })).toBeVisible();

  await page.getByRole('tab', { name: 'Report pages' }).click();
  await page
    .getByRole('group', { name: 'Reports' })
    .getByRole('button', { name: 'Generate PDF' })
    .click();
  const text = await pdfText(await nextPdf(page));
  expect(text).toContain('It is not an insurance product');
  expect(text).toContain('Tremblay Manufacturing');
  expect(text).toContain('Marie Tremblay');
  expect(text).toContain('Corporation · Cost of insurance paid');
});

test('agentfr: from the Concepts tab, in French, axe on every page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'agentfr');
  await expect(page).toHaveURL(/\/illustration$/);
  await page.getByRole('tab', { name: 'Concepts' }).click();
  await page.getByRole('button', { name: 'Ouvrir le concept de propriété partagée' }).click();
  await fillSlideshow(page, 'fr');
  await expect(
    page.getByRole('heading', { name: 'Valeurs de la propriété partagée' }),
  ).toBeVisible();
  await expect(page.getByText(/Alex Tremblay et Tremblay Manufacturing/)).toBeVisible();
});

/** The wizard's five steps by keyboard: three intro slides, basic information, premium. */
async function fillWizard(page: Page, lang: 'en' | 'fr') {
  const w = WORDS[lang];
  const dialog = page.getByRole('dialog', { name: w.dialog });
  for (let n = 1; n <= 5; n++) {
    await expect(dialog.getByRole('status').filter({ hasText: w.step(n) })).toBeVisible();
    if (n === 4) {
      await typeInto(page, dialog.getByLabel(w.name), 'Alex Tremblay');
      await typeInto(page, dialog.getByLabel(w.company), 'Tremblay Manufacturing');
    }
    if (n === 5) await typeInto(page, dialog.getByLabel(w.premium), '5000');
    await expectDialogAxeClean(page);
    await dialog.getByRole('button', { name: n === 5 ? w.finish : w.next, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: w.values })).toBeVisible();
}

test('admin chooses the wizard on the Roles screen; agent and agentfr go through it by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/roles');
  const choice = page.getByRole('combobox', { name: 'Shared Ownership opens as' });
  await expect(choice).toBeEnabled();
  await choice.selectOption('wizard');
  await expect(page.getByText('The Shared Ownership presentation was saved.')).toBeVisible();
  const admin = await page.evaluate(() => ({
    authorization: `Bearer ${sessionStorage.getItem('token')}`,
    'x-challenge': sessionStorage.getItem('challenge') ?? '',
  }));
  try {
    for (const [user, lang] of [
      ['agent', 'en'],
      ['agentfr', 'fr'],
    ] as const) {
      const context = await browser.newContext();
      const agent = await context.newPage();
      try {
        await agent.goto('/login');
        await signIn(agent, user);
        await expect(agent).toHaveURL(/\/illustration$/);
        await agent.getByRole('tab', { name: 'Concepts' }).click();
        await agent.getByRole('button', { name: WORDS[lang].open }).click();
        await fillWizard(agent, lang);
      } finally {
        await discardDraft(agent);
        await context.close();
      }
    }
  } finally {
    // The other specs of this shard expect the default.
    const reset = await page.request.post('/users/SharedOwnershipVariant', {
      headers: admin,
      data: { variant: 'slideshow' },
    });
    expect(reset.status()).toBe(200);
  }
});
