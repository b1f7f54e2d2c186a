import type { Page, Request } from '@playwright/test';
import { discardDraft, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Every first-year-premium request the page sends, with its body. */
function recordPremiumRequests(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/GetFirstYearPremium'))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function openIllustration(page: Page, username = 'agent') {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/illustration$/);
}

test.afterEach(({ page }) => discardDraft(page));

test('term 20 for a 40-year-old non-smoker: the premium appears while typing', async ({ page }) => {
  const requests = recordPremiumRequests(page);
  await openIllustration(page);
  // Whatever an earlier spec left in progress, start a new case.
  await page.getByRole('button', { name: 'New illustration' }).click();
  await expect(
    page.getByText('Enter the insured and the coverage to see the premium.'),
  ).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Jean Tremblay');
  await page.getByLabel('Owner name').fill('Jean Tremblay');
  await page.getByLabel('Age', { exact: true }).fill('40');
  await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('Term 20');
  await page.getByLabel('Face amount ($)').pressSequentially('500000');
  const premium = page.getByTestId('premium-value');
  await expect(premium).toHaveText(/^\$\d{2,3}\.\d{2}$/);
  // A request per keystroke once the input is valid, each cancelling the one before.
  expect(requests.length).toBeGreaterThanOrEqual(2);
  expect(requests.at(-1)).toMatchObject({ productId: '0132', faceAmount: 500000 });
  await expect(page.getByTestId('annual-premium')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expectNoAxeViolations(page);
});

test('a field error turns the premium to Not Applicable and sends nothing invalid', async ({
  page,
}) => {
  const requests = recordPremiumRequests(page);
  await openIllustration(page);
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByLabel('Face amount ($)').fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  const sent = requests.length;

  await page.getByLabel('Face amount ($)').fill('lots');
  await expect(page.getByText('Left out, as this field does not take it: “lots”.')).toBeVisible();
  // On the field, and in the form's summary of errors.
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByTestId('error-summary')).toContainText(
    'Face amount ($): This field is required.',
  );
  await expect(page.getByTestId('premium-value')).toHaveText('Not Applicable');

  await page.getByLabel('Face amount ($)').fill('10000');
  await expect(
    page.getByText('The face amount must be from $50,000 to $10,000,000.').first(),
  ).toBeVisible();
  await expect(page.getByTestId('premium-value')).toHaveText('Not Applicable');

  await page.getByLabel('Face amount ($)').fill('500000');
  await page.getByLabel('Age', { exact: true }).fill('130');
  await expect(
    page.getByText('The age must be from 18 to 65 for this product.').first(),
  ).toBeVisible();
  await expect(page.getByTestId('premium-value')).toHaveText('Not Applicable');
  await page.getByLabel('Age', { exact: true }).fill('40');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  // Only valid input ever left the browser.
  for (const body of requests.slice(sent)) {
    expect(body.faceAmount).toBe(500000);
    expect((body.insureds as { issueAge: number }[])[0]?.issueAge).toBe(40);
  }
});

test('universal life: allocate funds, see the ledger and the chart', async ({ page }) => {
  await openIllustration(page);
  await page.getByLabel('Name', { exact: true }).fill('Marie Roy');
  await page.getByLabel('Age', { exact: true }).fill('35');
  await choose(page, 'Product', 'Universal Life');
  await page.getByLabel('Face amount ($)').fill('250000');
  await page.getByLabel('Planned annual deposit ($)').fill('3000');
  await page.getByLabel('Daily Interest Account allocation (%)').fill('60');
  await page.getByLabel('Canadian Bond Fund allocation (%)').fill('30');
  await page.getByLabel('Canadian Equity Index Fund allocation (%)').fill('0');
  await page.getByLabel('Asia Pacific Equity Fund allocation (%)').fill('0');
  await expect(
    page.getByText('The allocations must total 100 % (now 90 %).').first(),
  ).toBeVisible();
  await expect(page.getByTestId('premium-value')).toHaveText('Not Applicable');
  await page.getByLabel('Canadian Bond Fund allocation (%)').fill('40');
  await expect(page.getByTestId('premium-value')).toHaveText('$250.00');

  await page.getByRole('tab', { name: 'Results' }).click();
  const table = page.getByRole('region', { name: 'Illustration values by policy year' });
  await expect(table.getByRole('columnheader', { name: 'Guaranteed', exact: true })).toBeVisible();
  await expect(
    table.getByRole('columnheader', { name: 'Non-guaranteed (current scale)', exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '10', exact: true })).toBeVisible();
  await expect(page.getByTestId('ledger-chart').locator('svg')).toBeVisible();
  await page.getByRole('radio', { name: 'At an interval' }).check();
  await page.getByLabel('Interval (years)').fill('10');
  await expect(table.getByRole('rowheader', { name: '5', exact: true })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: '20', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('save the case, sign out, sign in, open it intact; rename, duplicate, delete', async ({
  page,
}) => {
  await openIllustration(page);
  await page.getByLabel('Name', { exact: true }).fill('Luc Gagnon');
  await page.getByLabel('Owner name').fill('Luc Gagnon');
  await page.getByLabel('Age', { exact: true }).fill('45');
  await page.getByLabel('Face amount ($)').fill('750000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  const premium = await page.getByTestId('premium-value').textContent();
  await page.getByRole('button', { name: 'Save case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the illustration case' });
  await dialog.getByLabel('Case name').fill('Gagnon term 20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The case “Gagnon term 20” is saved.')).toBeVisible();

  // A change made just before Sign Out, sooner than the form's own save would send it, is
  // kept too (sign-out sends it first).
  await page.getByLabel('Owner name').fill('Anne Gagnon');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);
  // Signing out kept the form in progress: it is back, and says so.
  await expect(page.getByText('Your illustration in progress was restored.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Luc Gagnon');
  await expect(page.getByLabel('Owner name')).toHaveValue('Anne Gagnon');
  // Away from the field, an amount shows as the language writes it.
  await expect(page.getByLabel('Face amount ($)')).toHaveValue('$750,000');
  await page.getByRole('button', { name: 'New illustration' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await page.getByRole('link', { name: 'Saved Illustrations' }).click();
  await expect(page).toHaveURL(/\/illustration\/savedIllustration$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Search by client or case name').fill('gagnon');
  await page.getByRole('button', { name: 'Open Gagnon term 20' }).click();
  await expect(page).toHaveURL(/\/illustration\/illustration$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Luc Gagnon');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('45');
  await expect(page.getByLabel('Face amount ($)')).toHaveValue('$750,000');
  await expect(page.getByTestId('premium-value')).toHaveText(premium ?? '');
  await expect(page.getByText('Open case: Gagnon term 20')).toBeVisible();

  await page.getByRole('link', { name: 'Saved Illustrations' }).click();
  await page.getByRole('button', { name: 'Rename Gagnon term 20' }).click();
  await page.getByLabel('New name').fill('Gagnon T20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'Gagnon T20', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate Gagnon T20' }).click();
  await expect(page.getByRole('rowheader', { name: 'Gagnon T20 (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Gagnon T20 (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this case?' });
  await expect(confirm).toContainText('The case “Gagnon T20 (2)” will be deleted for good.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('rowheader', { name: 'Gagnon T20 (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Gagnon T20 (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this case?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('rowheader', { name: 'Gagnon T20 (2)' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'Gagnon T20', exact: true })).toBeVisible();
});

test('the whole flow in French, with French number formats, axe clean', async ({ page }) => {
  await openIllustration(page, 'agentfr');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await page.getByLabel('Nom', { exact: true }).fill('Geneviève Côté');
  await page.getByLabel('Nom du titulaire').fill('Geneviève Côté');
  await page.getByLabel('Âge', { exact: true }).fill('40');
  await page.getByLabel('Capital assuré ($)').fill('500000');
  // fr-CA: comma decimals and the dollar sign after a no-break space.
  await expect(page.getByTestId('premium-value')).toHaveText(/^\d{2,3},\d{2}\u00a0\$$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Capital assuré ($)').fill('beaucoup');
  // The mask takes digits only, and says what it left out.
  await expect(
    page.getByText('Laissé de côté, car ce champ ne l’accepte pas\u00a0: «\u00a0beaucoup\u00a0».'),
  ).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page.getByTestId('premium-value')).toHaveText('Sans objet');
  await page.getByLabel('Capital assuré ($)').fill('500000');
  await page.getByRole('tab', { name: 'Résultats' }).click();
  const table = page.getByRole('region', { name: 'Valeurs de l’illustration par année de police' });
  await expect(table.getByRole('columnheader', { name: 'Garanti', exact: true })).toBeVisible();
  await expect(
    table
      .getByRole('cell')
      .filter({ hasText: /\d\u00a0\$$/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le dossier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer le dossier d’illustration' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le dossier « Geneviève Côté » est enregistré.')).toBeVisible();
  await page.getByRole('link', { name: 'Illustrations enregistrées' }).click();
  await expect(page.getByRole('rowheader', { name: 'Geneviève Côté' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('report pages and concepts: choices kept, concepts computed, axe clean', async ({ page }) => {
  await openIllustration(page);
  await page.getByLabel('Age', { exact: true }).fill('45');
  await choose(page, 'Product', 'Whole Life Participating');
  await page.getByLabel('Face amount ($)').fill('250000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);
  await page.getByRole('tab', { name: 'Report pages' }).click();
  await expect(page.getByText(/You must enter the name of the policy owner/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Charitable giving' }).check();
  await page.getByRole('checkbox', { name: 'Product compare' }).check();
  await page.getByRole('checkbox', { name: 'Income storyboard' }).check();
  await expect(page.getByText('Blank: the retirement age, 65')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep these choices as my defaults' }).click();
  await expect(page.getByText('Your report choices are kept.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('newBusinessSelections') ?? ''))
    .toContain('"chkCharitableGiving":true');

  await page.getByRole('tab', { name: 'Concepts' }).click();
  await expect(page.getByRole('heading', { name: 'Internal rate of return' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Charitable giving' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product compare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income payout' })).toBeVisible();
  await expect(page.getByText('Tax-free yearly income from policy loans')).toBeVisible();
  await expectNoAxeViolations(page);
});
