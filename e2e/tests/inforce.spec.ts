import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** In-force policies (issue 5): policy lookup with the tree, alpha lookup, premium summary, riders. */

async function signInTo(page: Page, username: string, path: string) {
  await page.goto('/login');
  await signIn(page, username);
  // The login page has a banner too: wait until sign-in has left it.
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page.getByRole('button', { name: /Sign Out|Fermer la session/ }).first(),
  ).toBeVisible();
  await page.goto(path);
}

async function lookUp(
  page: Page,
  policyNumber: string,
  label: string | RegExp = /^Policy number/,
  button = 'Look up',
) {
  await page.getByRole('textbox', { name: label }).fill(policyNumber);
  await page.getByRole('button', { name: button, exact: true }).click();
}

function section(page: Page, title: string) {
  return page.getByRole('button', { name: title, exact: true });
}

const SHOWCASE: [string, string, string[]][] = [
  ['WL100001', 'Whole life', ['Term Riders', 'Supplementary Benefits']],
  ['DT100001', 'Decreasing/increasing term', []],
  ['EN100001', 'Endowment', []],
  ['EH100001', 'Enhanced', []],
  ['LT100001', 'Level term', ['Supplementary Benefits']],
  ['PU100001', 'Paid-up life', []],
  ['TC100001', 'Term with cash value', []],
  ['DI100001', 'Disability', []],
  ['CI100001', 'Critical illness', []],
  [
    'UL100001',
    'Universal life',
    [
      'Term Riders',
      'Supplementary Benefits',
      'UL Coverage Increase Riders',
      'Daily Interest Funds',
      'Guaranteed Interest Funds',
      'Equity-Linked Funds',
      'Loan Collateral Funds',
    ],
  ],
  ['DA100001', 'Deferred annuity', []],
  ['IA100001', 'Immediate annuity', []],
  ['RF100001', 'RRIF', ['RRIF/LIF Payout Information']],
  ['LF100001', 'LIF', ['RRIF/LIF Payout Information']],
  ['ES100001', 'ESA/ISA', []],
  ['SF100001', 'Segregated fund', []],
  ['SR100001', 'Segregated fund RRIF', ['RRIF/LIF Payout Information']],
];

test('servicing opens a showcase policy of each of the 17 types and sees its sections', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInTo(page, 'servicing', '/inforce/policyLookup');
  for (const [number, type, extra] of SHOWCASE) {
    await lookUp(page, number);
    const tree = page.getByRole('region', { name: `Policy ${number}` });
    await expect(tree.getByRole('row', { name: `Policy number ${number}` })).toBeVisible();
    await expect(tree.getByRole('row', { name: `Policy type ${type}` })).toBeVisible();
    for (const title of [
      'Policy Information',
      'Policy Values',
      'Client Information',
      'Basic Coverage',
      ...extra,
    ]) {
      await expect(section(page, title)).toBeVisible();
    }
    if (!extra.includes('Daily Interest Funds'))
      await expect(section(page, 'Daily Interest Funds')).toHaveCount(0);
  }
  // The inforce form is kept in session storage as 'inforceFormData'.
  const stored = await page.evaluate(() => sessionStorage.getItem('inforceFormData'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ txtPolicyNumber: 'SR100001' });
});

test('display rules on the tree, keyboard operation, and axe', async ({ page }) => {
  await signInTo(page, 'servicing', '/inforce/policyLookup');
  await lookUp(page, 'WL100001');
  const tree = page.getByRole('region', { name: 'Policy WL100001' });
  // More than 5 beneficiaries: only the class of the first.
  await expect(tree.getByRole('row', { name: 'Beneficiaries Class: Children' })).toBeVisible();
  await expect(tree.getByText('NAME NOT ON FILE')).toHaveCount(0);
  await expect(tree.getByText('Paroisse Saint-Jean-Baptiste').first()).toBeVisible();
  await expect(tree.getByText(/\$2\.50 per \$1,000 for life/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: the first header, then ↓, ←/→ close and open, Enter toggles.
  const first = section(page, 'Policy Information');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(section(page, 'Policy Values')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(section(page, 'Policy Values')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(section(page, 'Policy Values')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(section(page, 'Policy Values')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();

  // A death status: inactive (red row) with the date of death; a deceased beneficiary.
  await lookUp(page, 'WL100002');
  const dead = page.getByRole('region', { name: 'Policy WL100002' });
  const status = dead.getByRole('row', {
    name: /^Policy status Death Claim Paid — August 14, 2026/,
  });
  await expect(status).toHaveAttribute('data-tone', 'alert');
  await expect(dead.getByText(/Roger Lévesque \(Deceased\)/)).toBeVisible();
  // A registered policy with a loan; SIN all zeros.
  await lookUp(page, 'WL100004');
  const registered = page.getByRole('region', { name: 'Policy WL100004' });
  await expect(
    registered.getByRole('row', { name: 'Loan Not permitted on this policy' }),
  ).toBeVisible();
  await expect(
    registered.getByRole('row', { name: 'Social insurance number Not Available' }).first(),
  ).toBeVisible();
  // Locked-in funds: a maximum inside 0–100000 is shown, one outside is N/A.
  await lookUp(page, 'LF100001');
  await expect(
    page.getByRole('row', { name: 'Maximum payout this year $18,940.22' }),
  ).toBeVisible();
  await lookUp(page, 'LF100002');
  await expect(page.getByRole('row', { name: 'Maximum payout this year N/A' })).toBeVisible();
  // A load result that builds no tree, and a policy that does not exist.
  await lookUp(page, 'LT100003');
  await expect(
    page.getByText('Policy LT100003 cannot be shown here (premium restrict).'),
  ).toBeVisible();
  await lookUp(page, 'NOPE0000');
  await expect(page.getByText('No policy NOPE0000 was found.')).toBeVisible();
});

test('adding a term rider shows it in the tree and in the premium summary', async ({ page }) => {
  await signInTo(page, 'servicing', '/inforce/policyLookup');
  await lookUp(page, 'LT100001');
  const summary = page.getByRole('region', { name: 'Premium summary' });
  await expect(summary.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add term rider' }).click();
  const form = page.getByRole('region', { name: 'Add a term rider' });
  // Errors once submitted: the premium summary is not applicable.
  await form.getByRole('button', { name: 'Add rider' }).click();
  await expect(
    summary.getByText('Premium: Not Applicable — correct the form first.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Face amount' }).fill('150000');
  await form.getByRole('textbox', { name: 'Age', exact: true }).fill('45');
  await form.getByRole('textbox', { name: 'Insured name' }).fill('Paul Roy');
  await form.getByLabel(/^Sex/).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await form.getByLabel(/^Smoker class/).click();
  await page.getByRole('option', { name: 'Non-smoker', exact: true }).click();
  await form.getByRole('button', { name: 'Add rider' }).click();
  // LT100001 has a waiver on its base: it is copied onto the rider. The engine's premium, said
  // in a sentence (issue 15 §3).
  await expect(
    page.getByText(
      /^The term rider was added for Paul Roy, with waiver of premium: \$[\d,]+\.\d{2} a year\.$/,
    ),
  ).toBeVisible();
  await expect(section(page, 'Term Riders')).toBeVisible();
  const rider = page.getByRole('button', { name: 'Term 10 - 2006 (Base Insured)' });
  await expect(rider).toBeVisible();
  const riderRow = summary.getByRole('row', { name: /^Term 10 - 2006 \(Base Insured\) added/ });
  await expect(riderRow).toHaveText(/\$[1-9][\d,]*\.\d{2}$/);
  // Base, the waiver once, the rider, annual and modal premium.
  await expect(summary.getByRole('row')).toHaveCount(5);
  await expect(summary.getByRole('row', { name: /^Waiver of Premium/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('alpha lookup by a partial French name with accents opens the policy', async ({ page }) => {
  await signInTo(page, 'servicing', '/inforce/alphalookup');
  await page.getByRole('textbox', { name: 'Last name' }).fill('belanger-c');
  await page.getByRole('textbox', { name: 'First name' }).fill('HÉL');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('cell', { name: 'Bélanger-Côté, Hélène Marie' })).toBeVisible();
  await expectNoAxeViolations(page);
  // No match: a Secondary alert with the server's message; the list is cleared.
  await page.getByRole('textbox', { name: 'Last name' }).fill('Zzyzx');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No policy matches this name.')).toBeVisible();
  await expect(results).toHaveCount(0);
  // A row opens its policy in policy lookup.
  await page.getByRole('textbox', { name: 'Last name' }).fill('bél');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Open policy WL100001' }).click();
  await expect(page).toHaveURL(/\/inforce\/policyLookup$/);
  await expect(page.getByRole('region', { name: 'Policy WL100001' })).toBeVisible();
});

test('the in-force screens in French, axe clean', async ({ page }) => {
  // Three screens with axe and a sign-in: about 35 s on a busy machine.
  test.setTimeout(120_000);
  await signInTo(page, 'agentfr', '/inforce/alphalookup');
  await page.getByRole('textbox', { name: 'Nom de famille' }).fill('Bél');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const results = page.getByRole('region', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('cell', { name: 'Bélanger-Côté, Hélène Marie' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ouvrir la police WL100001' }).click();
  const tree = page.getByRole('region', { name: 'Police WL100001' });
  await expect(section(page, 'Renseignements sur la police')).toBeVisible();
  await expect(tree.getByRole('row', { name: /^Type de police Vie entière$/ })).toBeVisible();
  await expect(
    tree.getByText(/2,50\u00a0\$ par tranche de 1\u00a0000\u00a0\$ à vie/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sommaire des primes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Numéro de police/ }).fill('UL100002');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(section(page, 'Fonds à intérêt quotidien')).toBeVisible();
  await expect(page.getByRole('button', { name: 'erreur de test' })).toBeVisible();
  await expectNoAxeViolations(page);
});
