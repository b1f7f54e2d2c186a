import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, openSignIn, signIn, test } from './fixtures';

/** A signed-in API session (as the browser's client makes it): bearer and challenge headers. */
async function apiSession(request: APIRequestContext, username: string) {
  const response = await request.post('/users/authenticate', {
    data: { username, password: DEMO_PASSWORD, generateTrackingUserName: false },
  });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { jwt: string; challenge: string };
  return { authorization: `Bearer ${tokens.jwt}`, 'x-challenge': tokens.challenge };
}

async function setInputLanguage(
  request: APIRequestContext,
  username: string,
  inputLanguage: 'English' | 'French',
) {
  const headers = await apiSession(request, username);
  const response = await request.post('/users/update', {
    headers,
    data: { username, inputLanguage },
  });
  expect(response.status()).toBe(200);
}

/** Puts the seeded secondary-phone item back as it was (not required). */
async function restoreSecondaryPhone(request: APIRequestContext) {
  const headers = await apiSession(request, 'developer');
  const items = await (await request.get('/api/GetControlItems', { headers })).json();
  const response = await request.post('/api/updateControlItems', {
    headers,
    data: { ...items.phoneNumberSecondary, required: false },
  });
  expect(response.status()).toBe(200);
}

/** The browser logs the refused save (400) by itself; that one is expected here. */
function dropExpected400(consoleErrors: string[]) {
  for (let at = consoleErrors.length - 1; at >= 0; at--) {
    if (/status of 400/.test(consoleErrors[at] ?? '')) consoleErrors.splice(at, 1);
  }
}

test.describe('the developer area', () => {
  test('control items and setup items in English, no axe violations', async ({ page }) => {
    // Three axe runs over long tables and a sign-in: past 30 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    await page.goto('/developer/controlItems');
    await openSignIn(page);
    await signIn(page, 'developer');
    await expect(page).toHaveURL(/\/developer\/controlItems$/);
    const table = page.getByRole('table', { name: 'Control items' });
    await expect(
      table.getByRole('cell', { name: 'phoneNumberSecondary', exact: true }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('password');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit password' }).click();
    await expect(page.getByRole('dialog', { name: 'Control item password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Interface Setup Items' }).click();
    await expect(page).toHaveURL(/\/developer\/interfaceSetupItems$/);
    const setups = page.getByRole('table', { name: 'Interface setup items' });
    await expect(setups.getByRole('cell', { name: 'Canadian Equity Index Fund' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the same screens in French, no axe violations', async ({ page, request }) => {
    // Three axe runs over long tables (the e-application's and the gallery's items among
    // them), two sign-ins: about 45 s on an idle 2-core machine.
    test.setTimeout(240_000);
    await setInputLanguage(request, 'developer', 'French');
    try {
      await page.goto('/developer/interfaceSetupItems');
      await openSignIn(page);
      await signIn(page, 'developer');
      const setups = page.getByRole('table', { name: 'Éléments de configuration de l’interface' });
      await expect(
        setups.getByRole('cell', { name: 'Fonds indiciel d’actions canadiennes' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Éléments de configuration de l’interface' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Modifier 0602 DI' }).click();
      await expect(page.getByRole('dialog', { name: 'Paramètre 0602 DI' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Annuler' }).click();

      await page.goto('/developer/controlItems');
      await expect(page.getByRole('heading', { name: 'Éléments de contrôle' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Téléphone secondaire' })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await setInputLanguage(request, 'developer', 'English');
    }
  });

  test('a user without the developer flag is told so, and the server refuses with 403', async ({
    page,
    request,
  }) => {
    await page.goto('/developer/controlItems');
    await openSignIn(page);
    await signIn(page, 'agent');
    await expect(page.getByText('This area is for developers only.')).toBeVisible();

    const headers = await apiSession(request, 'agent');
    const items = await request.get('/api/GetControlItems', { headers });
    expect(items.status()).toBe(200);
    const item = (await items.json()).phoneNumberSecondary;
    for (const [path, data] of [
      ['/api/updateControlItems', { ...item, required: true }],
      ['/api/deleteControlItems', { fieldName: 'phoneNumberSecondary' }],
      [
        '/api/updateInterfaceSetup',
        {
          prodID: '0602',
          setupType: 'fund',
          setupKey: 'DI',
          value: '9',
          captionEn: '',
          captionFr: '',
          displayOrder: 1,
          isActive: true,
        },
      ],
      ['/api/deleteInterfaceSetup', { prodID: '0602', setupType: 'fund', setupKey: 'DI' }],
    ] as const) {
      const response = await request.post(path, { headers, data });
      expect(response.status(), path).toBe(403);
    }
    const after = await (await request.get('/api/GetControlItems', { headers })).json();
    expect(after.phoneNumberSecondary.required).toBe(false);
  });
});

test('a developer makes the secondary phone required; agents cannot save a profile without it', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Two users in turn through the developer area and the profile: well past 30 s when loaded.
  test.setTimeout(120_000);
  try {
    await page.goto('/developer/controlItems');
    await openSignIn(page);
    await signIn(page, 'developer');
    await page.getByRole('button', { name: 'Edit phoneNumberSecondary' }).click();
    const editor = page.getByRole('dialog', { name: 'Control item phoneNumberSecondary' });
    await editor.getByRole('checkbox', { name: 'Required' }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Control is successfully saved')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The browser refuses with the same control items before any call (spec 4).
    const updates: string[] = [];
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/users/update'))
        updates.push(call.url());
    });

    // English: the agent's save is refused, naming the field.
    await signIn(page, 'agent');
    await page.getByRole('banner').getByRole('button', { name: 'Your Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Your Profile' });
    const secondary = profile.getByRole('textbox', { name: /Secondary phone/ });
    const original = await secondary.inputValue();
    await secondary.fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Secondary phone: This field is required.')).toBeVisible();
    await expect(profile.getByText('This field is required.', { exact: true })).toBeVisible();
    await expect(profile).toBeVisible();
    expect(updates).toEqual([]);
    await secondary.fill(original || '4165559876');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile).toBeHidden();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    // French, for a French-speaking agent.
    await signIn(page, 'agentfr');
    await page.getByRole('banner').getByRole('button', { name: 'Votre profil' }).click();
    const profil = page.getByRole('dialog', { name: 'Votre profil' });
    await profil.getByRole('textbox', { name: /Téléphone secondaire/ }).fill('');
    await profil.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText(/Téléphone secondaire\s:\sCe champ est obligatoire\./),
    ).toBeVisible();
    await expect(profil.getByText('Ce champ est obligatoire.', { exact: true })).toBeVisible();
    expect(updates).toHaveLength(1);
    dropExpected400(consoleErrors);
  } finally {
    await restoreSecondaryPhone(request);
  }
});
