import type { Locator, Page } from '@playwright/test';
import { englishLeaks } from '@portal/contracts/i18n/english-leaks';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { nextPdf, pdfText } from './report-pdf';

/**
 * Issue 15 §3 and §5, as a user meets them in Chromium at 1366 px, in English and French: an
 * in-force view that holds together (term rider, statuses, the progress report read back from
 * its PDF) and screens laid out like a carrier's product.
 */

test.use({ viewport: { width: 1366, height: 900 } });

async function signInAs(page: Page, username: string, path?: string) {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('button').first()).toBeVisible();
  if (path) await page.goto(path);
}

async function lookUp(page: Page, policyNumber: string, fr = false) {
  await page
    .getByRole('textbox', { name: fr ? /^Numéro de police/ : /^Policy number/ })
    .fill(policyNumber);
  await page.getByRole('button', { name: fr ? 'Rechercher' : 'Look up', exact: true }).click();
}

/** A Mantine select: open it and pick the option. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectNoEnglishOn(region: Locator) {
  await expect.poll(async () => englishLeaks(await region.innerText())).toEqual([]);
}

test.describe('a term rider where one can be added', () => {
  test('in French: priced by the engine, totalled, the waiver listed once, said in a sentence', async ({
    page,
  }) => {
    await signInAs(page, 'agentfr', '/inforce/policyLookup');
    await lookUp(page, 'WL100001', true);
    const summary = page.getByRole('region', { name: 'Sommaire des primes' });
    const before = await summary.getByRole('row', { name: /^Prime annuelle/ }).innerText();
    await page.getByRole('button', { name: 'Ajouter un avenant temporaire' }).click();
    const form = page.getByRole('region', { name: 'Ajouter un avenant temporaire' });
    await form.getByRole('textbox', { name: /^Capital assuré/ }).fill('100000');
    await form.getByRole('textbox', { name: /^Âge/ }).fill('44');
    await form.getByRole('textbox', { name: /^Nom de l’assuré/ }).fill('Luc Roy');
    await choose(page, form.getByLabel(/^Sexe/), 'Homme');
    await choose(page, form.getByLabel(/^Catégorie fumeur/), 'Non-fumeur');
    await form.getByRole('button', { name: 'Ajouter l’avenant' }).click();
    await expect(
      page.getByText(
        /^L’avenant temporaire a été ajouté pour Luc Roy, avec exonération des primes\u202f: [\d\u202f\u00a0 ]+,\d{2}\s\$ par année\.$/,
      ),
    ).toBeVisible();
    // The rider with its premium, marked as added; the waiver once; the total grew.
    await expect(
      summary.getByRole('row', { name: /^Temporaire 10 ans – 2006 \(assuré de base\) ajouté/ }),
    ).toHaveText(/[1-9][\d\u202f\u00a0 ]*,\d{2}\s\$$/);
    await expect(summary.getByRole('row', { name: /^Exonération des primes/ })).toHaveCount(1);
    await expect(summary.getByRole('row', { name: /^Prime annuelle/ })).not.toHaveText(before);
    await expect(
      summary.getByText('Ajouté ici pour l’illustration\u202f: ne figure pas à la police.'),
    ).toBeVisible();
    await expectNoEnglishOn(page.getByRole('main'));
    await expectNoAxeViolations(page);
  });

  test('not on a death claim, a lapsed or a paid-up policy, whose premiums are Not Applicable', async ({
    page,
  }) => {
    await signInAs(page, 'servicing', '/inforce/policyLookup');
    const summary = page.getByRole('region', { name: 'Premium summary' });
    for (const [number, status, refusal] of [
      ['WL100002', 'No premium due (death claim)', 'a death claim is on this policy'],
      ['LT100002', 'No premium due (policy not in force)', 'this policy is not in force'],
      ['PU100001', 'Paid up', 'this policy is paid up'],
    ]) {
      await lookUp(page, number as string);
      await expect(page.getByRole('region', { name: `Policy ${number}` })).toBeVisible();
      await expect(page.getByRole('row', { name: `Premium status ${status}` })).toBeVisible();
      await expect(page.getByText(`A term rider cannot be added: ${refusal}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add term rider' })).toHaveCount(0);
      await expect(
        summary.getByRole('row', { name: 'Annual premium Not Applicable' }),
      ).toBeVisible();
      await expect(summary.getByText('$0.00')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('the policy-progress report goes on from today (PDF read back)', () => {
  for (const [lang, user, labels] of [
    [
      'en',
      'servicing',
      {
        pdf: 'Generate PDF',
        projection: 'Projection from today',
        badge: 'NOT GUARANTEED',
        year: 'policy year 13',
        last: 'December 11, 2025',
        next: 'December 11, 2026',
      },
    ],
    [
      'fr',
      'agentfr',
      {
        pdf: 'Produire le PDF',
        projection: 'Projection à partir d’aujourd’hui',
        badge: 'NON GARANTI',
        year: 'l’année de contrat 13',
        last: '11 décembre 2025',
        next: '11 décembre 2026',
      },
    ],
  ] as const) {
    test(`${lang}: after the last anniversary, from today's values, no year twice`, async ({
      page,
      context,
    }) => {
      await signInAs(page, user, '/inforce/policyLookup');
      await lookUp(page, 'WL100001', lang === 'fr');
      const pdf = nextPdf(page);
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: labels.pdf }).click();
      const text = await pdfText(await pdf);
      await (await popup).close();
      expect(text).toContain(labels.projection);
      expect(text).toContain(labels.badge);
      // The history stops at the last anniversary; the projection starts with the year after.
      expect(text).toContain(labels.last);
      expect(text).not.toContain(labels.next);
      expect(text).toContain(labels.year);
      if (lang === 'fr') expect(englishLeaks(text)).toEqual([]);
    });
  }
});

test.describe('1366 px, like a carrier’s product', () => {
  for (const [lang, user] of [
    ['en', 'agent'],
    ['fr', 'agentfr'],
  ] as const) {
    test(`${lang}: one heading, the header on two steady bars, the ledger and legend whole`, async ({
      page,
    }) => {
      const fr = lang === 'fr';
      await page.goto('/login');
      await expect(
        page.getByRole('banner').getByRole('img', { name: /^Logo of Boréal Life Portal$/ }),
      ).toBeVisible();
      await signIn(page, user);
      await expect(page).toHaveURL(/\/illustration$/);
      const banner = page.getByRole('banner');
      await expect(
        banner.getByRole('img', {
          name: fr ? 'Logo de Portail Boréal Vie' : 'Logo of Boréal Life Portal',
        }),
      ).toBeVisible();
      // The account's buttons on the brand's row; the tabs on one row beneath.
      const brandBox = await banner.getByRole('img').first().boundingBox();
      const account = banner.getByRole('button', { name: fr ? 'Fermer la session' : 'Sign Out' });
      const accountBox = await account.boundingBox();
      expect(
        Math.abs(
          (accountBox?.y ?? 0) +
            (accountBox?.height ?? 0) / 2 -
            ((brandBox?.y ?? 0) + (brandBox?.height ?? 0) / 2),
        ),
      ).toBeLessThan(12);
      const tabs = await banner.getByRole('navigation').getByRole('link').all();
      const tops = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())?.y ?? 0));
      expect(new Set(tops.map(Math.round)).size).toBe(1);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustration');

      await page
        .getByRole('textbox', { name: fr ? /^Nom/ : /^Name/ })
        .first()
        .fill('Jean Roy');
      await page.getByRole('textbox', { name: fr ? /^Âge/ : /^Age/ }).fill('45');
      await page
        .getByRole('textbox', { name: fr ? /^Capital assuré/ : /^Face amount/ })
        .fill('500000');
      await page.getByRole('tab', { name: fr ? 'Résultats' : 'Results' }).click();
      const ledger = page.getByRole('region', {
        name: fr
          ? 'Valeurs de l’illustration par année de police'
          : 'Illustration values by policy year',
      });
      await expect(
        ledger.getByRole('columnheader', { name: fr ? 'Garanti' : 'Guaranteed', exact: true }),
      ).toBeVisible();
      await expect(
        ledger.getByRole('columnheader', {
          name: fr ? 'Non garanti (barème courant)' : 'Non-guaranteed (current scale)',
        }),
      ).toBeVisible();
      // No sideways scrolling.
      expect(await ledger.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      const legend = page.getByRole('list', {
        name: fr ? /^Légende du graphique/ : /^Chart legend/,
      });
      await expect(legend.getByRole('button')).toHaveCount(7);
      for (const item of await legend.getByRole('button').all()) {
        const box = await item.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
      }
      if (fr) await expectNoEnglishOn(page.getByRole('main'));
      await expectNoAxeViolations(page);
    });
  }

  test('the alpha lookup shows names and city without scrolling, in both languages', async ({
    page,
  }) => {
    for (const [user, last, search, results, city] of [
      ['servicing', 'Last name', 'Search', 'Search results', 'City'],
      ['agentfr', 'Nom de famille', 'Rechercher', 'Résultats de la recherche', 'Ville'],
    ] as const) {
      await signInAs(page, user, '/inforce/alphalookup');
      await page.getByRole('textbox', { name: new RegExp(`^${last}`) }).fill('bél');
      await page.getByRole('button', { name: search, exact: true }).click();
      const table = page.getByRole('region', { name: results });
      await expect(table.getByRole('columnheader', { name: city })).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      // The city (second column) of the first row, whole, inside the table.
      const cityCell = table.getByRole('row').nth(1).getByRole('cell').nth(1);
      await expect(cityCell).toHaveText(/\p{L}+, [A-Z]{2}/u);
      const [cellBox, tableBox] = [await cityCell.boundingBox(), await table.boundingBox()];
      expect((cellBox?.x ?? 0) + (cellBox?.width ?? 0)).toBeLessThanOrEqual(
        (tableBox?.x ?? 0) + (tableBox?.width ?? 0),
      );
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Sign Out|Fermer la session/ })
        .click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

test.describe('dialogs, contrast, search and the way in', () => {
  test('saved cases: named close buttons, a readable Delete, a search that ignores accents', async ({
    page,
  }) => {
    await signInAs(page, 'agent', '/illustration/illustration');
    await page.getByRole('button', { name: 'Save case' }).click();
    const save = page.getByRole('dialog', { name: 'Save the illustration case' });
    await expect(save.getByRole('button', { name: 'Close' })).toBeVisible();
    await save.getByRole('textbox', { name: 'Case name' }).fill('Étude Côté 2026');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(save).toHaveCount(0);
    await page.goto('/illustration/savedIllustration');
    await page.getByLabel('Search by client or case name').fill('ETUDE cote');
    const table = page.getByRole('table', { name: 'Saved illustration cases' });
    await expect(table.getByRole('row', { name: /Étude Côté 2026/ })).toBeVisible();
    // The agent's name, the product's name: never the login or the code.
    await expect(table.getByRole('cell', { name: 'Camille Tremblay' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Delete Étude Côté 2026' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this case?' });
    await expect(confirm.getByRole('button', { name: 'Close' })).toBeVisible();
    const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toHaveCSS('opacity', '1');
    const ratio = await remove.evaluate((button) => {
      const rgb = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(button);
      const [a, b] = [lum(style.backgroundColor), lum(style.color)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return (a + 0.05) / (b + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await expectNoAxeViolations(page);
    await remove.click();
    await expect(table.getByRole('row', { name: /Étude Côté 2026/ })).toHaveCount(0);
  });

  test('Escape on an untouched profile announces nothing, in both languages', async ({ page }) => {
    for (const [user, profile, reverted] of [
      ['agent', 'Your Profile', 'Your changes were reverted.'],
      ['agentfr', 'Votre profil', 'Vos modifications ont été annulées.'],
    ] as const) {
      await signInAs(page, user);
      await page.getByRole('banner').getByRole('button', { name: profile }).click();
      const dialog = page.getByRole('dialog', { name: profile });
      await expect(dialog).toHaveCSS('opacity', '1');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(reverted)).toHaveCount(0);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Sign Out|Fermer la session/ })
        .click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a developer finds the developer area in Switch Products', async ({ page }) => {
    await signInAs(page, 'developer');
    await page.getByRole('banner').getByRole('button', { name: 'Switch Products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch Products' });
    await dialog.getByRole('button', { name: 'Developer' }).click();
    await dialog.getByRole('button', { name: 'Choose' }).click();
    await expect(page).toHaveURL(/\/developer/);
    await expect(page.getByRole('heading', { level: 1, name: 'Control Items' })).toBeVisible();
  });
});
