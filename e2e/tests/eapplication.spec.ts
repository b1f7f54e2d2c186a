import type { Page } from '@playwright/test';
import { discardDraft, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { pdfText } from './report-pdf';

/** Leaves no application in progress behind (the specs share one database). */
async function discardApplication(page: Page) {
  if (page.isClosed()) return;
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    challenge: sessionStorage.getItem('challenge') ?? '',
  }));
  if (!session.token) return;
  await page.request.delete('/api/eapplications/draft', {
    headers: { authorization: `Bearer ${session.token}`, 'x-challenge': session.challenge },
  });
}

// A long form: axe reads every field of it, which on a shared two-core machine takes a while.
test.slow();

test.afterEach(async ({ page }) => {
  await discardApplication(page);
  await discardDraft(page);
});

/** Types into a field reached with the keyboard's focus, as a person tabbing through would. */
async function typeInto(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  text: string,
) {
  await scope.getByRole('textbox', { name: label }).first().focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('illustrate, Apply, complete by keyboard, submit, and read the PDF back', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);
  await page.getByRole('button', { name: 'New illustration' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Jean Tremblay');
  await page.getByLabel('Owner name').fill('Jean Tremblay');
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByLabel('Face amount ($)').fill('500000');
  await expect(page.getByTestId('premium-value')).toHaveText(/^\$/);

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/eapplication$/);
  const owner = page.getByRole('group', { name: 'Owner', exact: true });
  // Prefilled from the illustration: nothing typed twice, the premium priced by the engine.
  await expect(owner.getByLabel('Last name')).toHaveValue('Tremblay');
  await expect(page.getByTestId('eapp-premium')).toHaveText(/\$/);

  // Submit before completing: the summary names every rule broken, and nothing is stored.
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await expect(
    page.getByRole('button', { name: 'You must check payment declaration' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'You must enter valid SIN number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Postal Code cannot be empty' })).toBeVisible();
  await expectNoAxeViolations(page);

  await typeInto(page, owner, 'Owner home phone', '4165550101');
  await typeInto(page, owner, 'Social insurance number', '046454286');
  const insured = page.getByRole('group', { name: 'Insured', exact: true });
  await typeInto(page, insured, 'Insured home phone', '4165550101');
  const address = page.getByRole('group', { name: 'Address', exact: true });
  await typeInto(page, address, 'Postal code', 'M5V 2T6');
  const coverage = page.getByRole('group', { name: 'Coverage applied for', exact: true });
  // The product is a chooser of the engine's products; another one is priced again.
  const priced = (await page.getByTestId('eapp-premium').textContent()) ?? '';
  await coverage.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Term 10' });
  await expect(page.getByTestId('eapp-premium')).not.toHaveText(priced);
  await typeInto(page, coverage, 'Face amount', '600000');
  await expect(
    page.getByText(
      'The premium was computed again with the engine for the new face amount or product.',
    ),
  ).toBeVisible();
  const payment = page.getByRole('group', { name: 'Payment', exact: true });
  await typeInto(page, payment, 'Transit number', '12345');
  await typeInto(page, payment, 'Institution number', '003');
  await typeInto(page, payment, 'Account number', '1234567');
  const declarations = page.getByRole('group', { name: 'Declarations', exact: true });
  await declarations.getByLabel(/^Payment declaration/).focus();
  await page.keyboard.press('Space');
  await declarations.getByLabel(/^Declaration and authorization/).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('No errors')).toBeVisible();

  await page.getByRole('button', { name: 'Submit the application' }).focus();
  await page.keyboard.press('Enter');
  const done = page.getByText(/^Application EA-\d{4}-\d{6} was submitted\.$/);
  await expect(done).toBeVisible();
  const number = ((await done.textContent()) ?? '').match(/EA-\d{4}-\d{6}/)?.[0] ?? '';

  await page.getByRole('tab', { name: 'Applications' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('••••567');
  await row.getByRole('button', { name: `Application PDF of ${number}` }).click();
  const link = row.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  const text = await pdfText(Buffer.from(await pdf.body()));
  expect(text).toContain('Application for life insurance');
  expect(text).toContain(number);
  expect(text).toContain('Tremblay');
  expect(text).toContain('••••567');
  expect(text).not.toContain('1234567');
  await expectNoAxeViolations(page);

  // The application's own screen, opened by keyboard: its answers and its history.
  await row.getByRole('button', { name: `Open ${number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Application ${number}` })).toBeFocused();
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Submitted');
  await expect(page.getByRole('table', { name: 'Coverage applied for' })).toContainText(
    'Term 10 (0131)',
  );
  await expectNoAxeViolations(page);

  await page.goto('/eapp-settings');
  await expect(page.getByLabel('Default province')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in French: illustrate, Apply, refusals, submit, the application and its PDF; an administrator moves it on', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'agentfr');
  await expect(page).toHaveURL(/\/illustration$/);
  await page.getByRole('button', { name: 'Nouvelle illustration' }).click();
  await page.getByLabel('Nom', { exact: true }).fill('Luc Gagnon');
  await page.getByLabel('Nom du titulaire').fill('Luc Gagnon');
  await page.getByLabel('Âge', { exact: true }).fill('35');
  await page.getByLabel('Capital assuré ($)').fill('250000');
  await expect(page.getByTestId('premium-value')).toHaveText(/\$/);
  await page.getByRole('button', { name: 'Proposer', exact: true }).click();
  await expect(page).toHaveURL(/\/eapplication$/);
  const owner = page.getByRole('group', { name: 'Titulaire', exact: true });
  await expect(owner.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Gagnon');

  await page.getByRole('button', { name: 'Soumettre la proposition' }).click();
  await expect(
    page.getByRole('button', { name: 'Vous devez cocher la déclaration de paiement' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Vous devez entrer un numéro d’assurance sociale valide' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await typeInto(page, owner, 'Téléphone à domicile du titulaire', '5145550191');
  await typeInto(page, owner, 'Numéro d’assurance sociale (NAS)', '046454286');
  const insured = page.getByRole('group', { name: 'Assuré', exact: true });
  await typeInto(page, insured, 'Téléphone à domicile de l’assuré', '5145550191');
  const address = page.getByRole('group', { name: 'Adresse', exact: true });
  await typeInto(page, address, 'Code postal', 'H2X 1Y4');
  const payment = page.getByRole('group', { name: 'Paiement', exact: true });
  await typeInto(page, payment, 'Numéro de domiciliation', '54321');
  await typeInto(page, payment, 'Numéro d’institution', '815');
  await typeInto(page, payment, 'Numéro de compte', '7654321');
  const declarations = page.getByRole('group', { name: 'Déclarations', exact: true });
  await declarations.getByLabel(/^Déclaration de paiement/).focus();
  await page.keyboard.press('Space');
  await declarations.getByLabel(/^Déclaration et autorisation/).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Aucune erreur')).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre la proposition' }).focus();
  await page.keyboard.press('Enter');
  const done = page.getByText(/^La proposition EA-\d{4}-\d{6} a été soumise\.$/);
  await expect(done).toBeVisible();
  const number = ((await done.textContent()) ?? '').match(/EA-\d{4}-\d{6}/)?.[0] ?? '';

  await page.getByRole('tab', { name: 'Propositions' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Ouvrir ${number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Proposition ${number}` })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Historique' })).toContainText('Soumise');
  await expect(page.getByRole('table', { name: 'Paiement' })).toContainText('••••321');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'PDF de la proposition', exact: true }).click();
  const href = (await page.getByRole('link', { name: /\.pdf$/ }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  const text = await pdfText(Buffer.from(await pdf.body()));
  expect(text).toContain('Proposition d’assurance vie');
  expect(text).toContain(number);
  expect(text).toContain('Gagnon');
  expect(text).toContain('••••321');
  expect(text).not.toContain('7654321');

  await page.goto('/eapp-settings');
  await expect(page.getByLabel('Province par défaut')).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-application administrator (demo user eappadmin) opens it and accepts it, with a reason.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await signIn(page, 'eappadmin');
  await expect(page).toHaveURL(/\/eapplication$/);
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('button', { name: `Open ${number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Application ${number}` })).toBeFocused();
  const change = page.getByRole('form', { name: 'Change the status' });
  await change.getByLabel('New status').selectOption('accepted');
  await change.getByRole('textbox', { name: /^Reason/ }).fill('Underwriting complete');
  await change.getByRole('button', { name: 'Change status' }).focus();
  await page.keyboard.press('Enter');
  await expect(change.getByText(`The status of ${number} is now Accepted.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Underwriting complete');
  await expectNoAxeViolations(page);
});
