import type { Locator, Page } from '@playwright/test';
import { englishLeaks } from '@portal/contracts/i18n/english-leaks';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** The app shell of issue 3, as its users meet it. */

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await signIn(page, username);
  await expect(page.getByRole('banner')).toBeVisible();
}

async function signOut(page: Page, label = 'Sign Out') {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/login$/);
}

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** axe on the page once the dialog has finished fading in (a half-faded text fails contrast). */
async function expectDialogAccessible(page: Page, open: Locator) {
  await expect(open).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
}

/** Company data shown as the company wrote it (not catalogue text). */
const COMPANY_DATA = ['Boréal Help Desk'];

/** No English catalogue string or label on a French screen (the one check, in contracts). */
async function expectNoEnglish(region: Locator) {
  let text = await region.innerText();
  for (const data of COMPANY_DATA) text = text.replaceAll(data, '');
  expect(englishLeaks(text), `English catalogue strings in:\n${text}`).toEqual([]);
}

test.describe('the header', () => {
  test('on a desktop: the four buttons, the tabs, no axe violations', async ({ page }) => {
    await signInAs(page, 'servicing');
    const banner = page.getByRole('banner');
    for (const name of ['Switch Products', 'About', 'Your Profile', 'Sign Out']) {
      await expect(banner.getByRole('button', { name })).toBeVisible();
    }
    await expect(banner.getByText('Boréal Life Portal')).toBeVisible();
    const tabs = banner.getByRole('navigation', { name: 'Section pages' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Policy Lookup',
      'Alpha Lookup',
      'Data Reports',
    ]);
    await expect(tabs.getByRole('link', { name: 'Policy Lookup' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Alpha Lookup' }).click();
    await expect(page).toHaveURL(/\/inforce\/alphalookup$/);
    await expect(tabs.getByRole('link', { name: 'Alpha Lookup' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
  });

  test('600 px wide: a title bar and a three-dots menu with the four buttons', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signInAs(page, 'servicing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Switch Products' })).toHaveCount(0);
    await expect(banner.getByRole('navigation', { name: 'Section pages' })).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Open the menu' }).click();
    const menu = dialog(page, 'Menu');
    for (const name of ['Switch Products', 'About', 'Your Profile', 'Sign Out']) {
      await expect(menu.getByRole('button', { name })).toBeVisible();
    }
    await expectDialogAccessible(page, menu);
    await menu.getByRole('button', { name: 'About' }).click();
    await expect(dialog(page, 'About')).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the page starts at its top after a navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 300 });
    await signInAs(page, 'servicing');
    // The screen itself is there (its code loads after the control items), so nothing moves now.
    await expect(page.getByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeVisible();
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.getElementById('main-content')?.append(filler);
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Data Reports' }).click();
    await expect(page).toHaveURL(/dataReports$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the dialogs in English', () => {
  test('Switch Products, About and Profile: content, one at a time, no axe violations', async ({
    page,
  }) => {
    await signInAs(page, 'agent');
    await expect(page).toHaveURL(/\/illustration$/);
    const banner = page.getByRole('banner');

    await banner.getByRole('button', { name: 'Switch Products' }).click();
    const switcher = dialog(page, 'Switch Products');
    const products = switcher.getByRole('group', { name: 'Choose the product to open.' });
    await expect(products.getByRole('button')).toHaveText([
      'Inforce',
      'Illustration (current)',
      'Shared Ownership',
      'eApp Settings',
    ]);
    await expectDialogAccessible(page, switcher);
    await products.getByRole('button', { name: 'Illustration (current)' }).click();
    await switcher.getByRole('button', { name: 'Choose' }).click();
    // Choosing the illustration from inside it opens the Shared Ownership slideshow (issue 21);
    // Escape cancels it.
    const slideshow = dialog(page, 'Shared Ownership concept');
    await expect(slideshow.getByText('Page 1 of 17')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Switch Products' }).click();
    await products.getByRole('button', { name: 'Inforce' }).click();
    await switcher.getByRole('button', { name: 'Choose' }).click();
    await expect(page).toHaveURL(/\/inforce$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await banner.getByRole('button', { name: 'About' }).click();
    const about = dialog(page, 'About');
    await expect(about).toContainText('Boréal Life is a fictional Canadian life-insurance company');
    await expect(about).toContainText('Boréal Help Desk');
    await expect(about.getByRole('link', { name: '(416) 555-0199' })).toBeVisible();
    await expect(about.getByRole('link', { name: '1 800 555-0199' })).toBeVisible();
    await expect(about.getByRole('link', { name: 'helpdesk@boreal-life.example' })).toBeVisible();
    await expect(about).toContainText('Version 1.2.1');
    await expectDialogAccessible(page, about);
    await about.getByRole('button', { name: 'Close' }).click();
    await expect(about).toHaveCount(0);

    await banner.getByRole('button', { name: 'Your Profile' }).click();
    const profile = dialog(page, 'Your Profile');
    await expect(profile.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(profile.getByRole('textbox', { name: 'Agent ID' })).toHaveValue('BA10234');
    await expectDialogAccessible(page, profile);
    await profile.getByRole('tab', { name: 'Profile Settings' }).click();
    await expect(profile.getByRole('radiogroup', { name: 'Font size' })).toBeVisible();
    await expectDialogAccessible(page, profile);
  });
});

test('newagent sees Welcome once, and not again after OK', async ({ page }) => {
  await signInAs(page, 'newagent');
  const welcome = dialog(page, 'Welcome');
  await expect(welcome.getByText('Welcome, Noah!')).toBeVisible();
  await expect(
    welcome.getByRole('checkbox', { name: 'Show this message again' }),
  ).not.toBeChecked();
  await expectDialogAccessible(page, welcome);
  await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(welcome).toHaveCount(0);
  await signOut(page);
  await signInAs(page, 'newagent');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Switch Products' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('agentfr sees the whole shell in French, with no axe violations', async ({ page }) => {
  // Seven axe runs and three dialogs: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signInAs(page, 'agentfr');
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(banner.getByText('Portail Boréal Vie')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Changer de produit' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Fermer la session' })).toBeVisible();
  await expectNoEnglish(banner);
  await expectNoEnglish(page.getByRole('main').getByRole('heading', { level: 1 }));
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Changer de produit' }).click();
  const switcher = dialog(page, 'Changer de produit');
  await expect(switcher.getByRole('button', { name: 'Choisir' })).toBeVisible();
  await expectNoEnglish(switcher);
  await expectDialogAccessible(page, switcher);
  await switcher.getByRole('button', { name: 'Annuler' }).click();
  await expect(switcher).toHaveCount(0);

  await banner.getByRole('button', { name: 'À propos' }).click();
  const about = dialog(page, 'À propos');
  await expect(about).toContainText('Boréal Vie est une compagnie');
  await expectNoEnglish(about);
  await expectDialogAccessible(page, about);
  await about.getByRole('button', { name: 'Fermer' }).click();
  await expect(about).toHaveCount(0);

  await banner.getByRole('button', { name: 'Votre profil' }).click();
  const profile = dialog(page, 'Votre profil');
  await expect(profile.getByRole('textbox', { name: 'Nom', exact: true })).toBeVisible();
  await expectNoEnglish(profile);
  await expectDialogAccessible(page, profile);
  await profile.getByRole('tab', { name: 'Paramètres du profil' }).click();
  await expect(profile.getByRole('radiogroup', { name: 'Langue de saisie' })).toBeVisible();
  await expectNoEnglish(profile);
  await expectDialogAccessible(page, profile);
  // Something changed, then cancelled: "reverted" (an untouched profile says nothing).
  await profile.getByRole('radio', { name: 'Anglais' }).first().check();
  await profile.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Vos modifications ont été annulées.')).toBeVisible();
  await expectNoEnglish(page.getByRole('region', { name: 'Notifications' }));

  await page.setViewportSize({ width: 600, height: 900 });
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = dialog(page, 'Menu');
  await expect(menu.getByRole('button', { name: 'Votre profil' })).toBeVisible();
  await expectNoEnglish(menu);
  await expectDialogAccessible(page, menu);
});

test('analyst reorders widgets and switches one off; the order survives signing out and in', async ({
  page,
}) => {
  await signInAs(page, 'analyst');
  await page.getByRole('banner').getByRole('button', { name: 'Your Profile' }).click();
  let profile = dialog(page, 'Your Profile');
  await profile.getByRole('tab', { name: 'Widgets' }).click();
  await expect(
    profile.getByText(
      'Reorder your widgets or change the visibility of the widgets you see on your dashboard.',
    ),
  ).toBeVisible();
  const titles = profile.getByRole('listitem').locator('p:first-of-type');
  await expect(titles.first()).toHaveText('Sign-ins per day');
  const before = await titles.allTextContents();
  await expectDialogAccessible(page, profile);

  // The keyboard: pick up the first card, move it down one place, drop it.
  const handle = profile.getByRole('button', { name: /^Move Sign-ins per day \(drag/ });
  await handle.focus();
  // Each key waits until the previous one was taken: picked up, moved, dropped.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Sign-ins per day moved to position 2 of 8.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  const afterKeyboard = [before[1], before[0], ...before.slice(2)];
  await expect(titles).toHaveText(afterKeyboard as string[]);

  // The buttons: the last card up one place.
  const last = before[before.length - 1] as string;
  await profile.getByRole('button', { name: `Move ${last} up` }).click();
  const expected = [...afterKeyboard];
  expected.splice(expected.length - 2, 2, last, afterKeyboard[afterKeyboard.length - 2] as string);
  await expect(titles).toHaveText(expected as string[]);

  const premium = profile.getByRole('switch', {
    name: 'Show Active users per day on the dashboard',
  });
  await expect(premium).toBeChecked();
  await premium.click({ force: true });
  await expect(premium).not.toBeChecked();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile information was updated and saved.')).toBeVisible();
  await expect(profile).toHaveCount(0);

  await signOut(page);
  await signInAs(page, 'analyst');
  await page.getByRole('banner').getByRole('button', { name: 'Your Profile' }).click();
  profile = dialog(page, 'Your Profile');
  await profile.getByRole('tab', { name: 'Widgets' }).click();
  await expect(titles).toHaveText(expected as string[]);
  await expect(
    profile.getByRole('switch', { name: 'Show Active users per day on the dashboard' }),
  ).not.toBeChecked();
});

test('a widget card is dragged with the mouse to a new place, and Cancel puts it back', async ({
  page,
}) => {
  await signInAs(page, 'analyst');
  await page.getByRole('banner').getByRole('button', { name: 'Your Profile' }).click();
  const profile = dialog(page, 'Your Profile');
  await profile.getByRole('tab', { name: 'Widgets' }).click();
  const titles = profile.getByRole('listitem').locator('p:first-of-type');
  await expect(titles).toHaveCount(8);
  const before = await titles.allTextContents();
  const third = before[2] as string;

  const handle = profile.getByRole('button', {
    name: `Move ${third} (drag, or press Space then the arrow keys)`,
  });
  const from = await handle.boundingBox();
  const to = await profile.getByRole('listitem').first().boundingBox();
  if (!from || !to) throw new Error('the cards are not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
  await page.mouse.up();
  await expect(titles).toHaveText([third, before[0], before[1], ...before.slice(3)] as string[]);

  // dnd-kit swallows every click for 50 ms after a drop, so that the drop does not also
  // click what lies under the pointer; a person cannot click that fast, a test can. So the
  // click is repeated until it lands, as a person would click again.
  const cancel = profile.getByRole('button', { name: 'Cancel' });
  await expect(async () => {
    if (await cancel.isVisible()) await cancel.click({ timeout: 1_000 });
    await expect(page.getByText('Your changes were reverted.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Your Profile' }).click();
  await dialog(page, 'Your Profile').getByRole('tab', { name: 'Widgets' }).click();
  await expect(titles).toHaveText(before);
});

test('whitelabel sees its theme, logo and display name, and sign-out removes them', async ({
  page,
}) => {
  await signInAs(page, 'whitelabel');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Summit Advisors Portal')).toBeVisible();
  await expect(banner.getByText('Boréal Life Portal')).toHaveCount(0);
  await expect(banner.getByRole('img', { name: 'Logo of Summit Advisors Portal' })).toHaveText(
    'Summit',
  );
  const active = banner.getByRole('link', { name: 'Illustration', exact: true });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(active).toHaveCSS('background-color', 'rgb(31, 95, 58)');
  await expect(banner).toHaveCSS('border-bottom-color', 'rgb(201, 162, 39)');
  await expectNoAxeViolations(page);
  await signOut(page);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
  );
  expect(primary.trim()).not.toBe('#1f5f3a');
  await expect(page.locator('html')).not.toHaveAttribute('data-white-label', 'true');
});

test('a profile edit is saved, another is cancelled and reverted', async ({ page }) => {
  await signInAs(page, 'headoffice');
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'Large');
  const largeSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

  await banner.getByRole('button', { name: 'Your Profile' }).click();
  let profile = dialog(page, 'Your Profile');
  await profile.getByRole('textbox', { name: /^Fax number/ }).fill('');
  await profile.getByRole('textbox', { name: /^Fax number/ }).pressSequentially('4165550188');
  await expect(profile.getByRole('textbox', { name: /^Fax number/ })).toHaveValue('(416) 555-0188');
  await profile.getByRole('tab', { name: 'Profile Settings' }).click();
  await profile.getByRole('radio', { name: 'Small' }).check();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile information was updated and saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'Small');
  const smallSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(Number.parseFloat(smallSize)).toBeLessThan(Number.parseFloat(largeSize));

  // Saved on the server: a reload restores the session with the new values.
  await page.reload();
  await banner.getByRole('button', { name: 'Your Profile' }).click();
  profile = dialog(page, 'Your Profile');
  await expect(profile.getByRole('textbox', { name: /^Fax number/ })).toHaveValue('(416) 555-0188');

  const name = profile.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Hélène Roy');
  await name.fill('Someone Else');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  const notice = page.getByText('Your changes were reverted.');
  await expect(notice).toBeVisible();
  await banner.getByRole('button', { name: 'Your Profile' }).click();
  await expect(dialog(page, 'Your Profile').getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Hélène Roy',
  );
  // The notice goes by itself after 5 s.
  await expect(notice).toHaveCount(0, { timeout: 10_000 });
});
