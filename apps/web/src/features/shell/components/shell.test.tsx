import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { flushTracking } from '@/components/fields/tracking';
import { i18n } from '@/lib/i18n';
import { storeTokenData } from '@/lib/session-storage';
import { axeViolations } from '../../../../test/axe';
import { controlItemMap } from '../../../../test/control-items';
import { agent, makeUser, tokenData } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { apiError, json, type RecordedCall } from '../../../../test/server';

afterEach(() => {
  act(() => alerts.clear());
});

/** Makes the narrow-screen media query match, as on a 600-px-wide phone. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 825px'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const HEADER_BUTTONS = ['Switch Products', 'About', 'Your Profile', 'Sign Out'];

function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

/** The user a POST /users/update would store: the body's profile fields over the user. */
function echoUpdate(base: User) {
  return (call: RecordedCall) => json({ ...base, ...(call.body as Partial<User>) });
}

describe('the header', () => {
  it('on a desktop lists the four buttons and the section’s tabs in one bar', async () => {
    await renderApp({ path: '/inforce/alphalookup', user: agent });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Boréal Life Portal')).toBeTruthy();
    for (const name of HEADER_BUTTONS) {
      expect(within(banner).getByRole('button', { name })).toBeTruthy();
    }
    const tabs = within(banner).getByRole('navigation', { name: 'Section pages' });
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Policy Lookup',
      'Alpha Lookup',
      'Data Reports',
    ]);
    expect(within(banner).queryByRole('button', { name: 'Open the menu' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('on a narrow screen shows a title bar, a three-dots menu with the four buttons, and the tabs', async () => {
    narrowScreen();
    await renderApp({ path: '/inforce/alphalookup', user: agent });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Inforce')).toBeTruthy();
    for (const name of HEADER_BUTTONS) {
      expect(within(banner).queryByRole('button', { name })).toBeNull();
    }
    expect(within(banner).getByRole('navigation', { name: 'Section pages' })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Open the menu' }));
    const menu = await dialogNamed('Menu');
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Close', ...HEADER_BUTTONS]);
    expect(await axeViolations()).toEqual([]);
    // A button of the menu closes the menu and opens its dialog: one dialog at a time.
    await userEvent.click(within(menu).getByRole('button', { name: 'About' }));
    await dialogNamed('About');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not follow the link of the tab already shown', async () => {
    const { location } = await renderApp({ path: '/inforce/alphalookup?x=1', user: agent });
    await userEvent.click(await screen.findByRole('link', { name: 'Alpha Lookup' }));
    expect(location().search).toBe('?x=1');
    await userEvent.click(screen.getByRole('link', { name: 'Data Reports' }));
    expect(location().pathname).toBe('/inforce/dataReports');
  });

  it('scrolls to the top when the page changes', async () => {
    await renderApp({ path: '/inforce/alphalookup', user: agent });
    await userEvent.click(await screen.findByRole('link', { name: 'Policy Lookup' }));
    document.documentElement.scrollTop = 480;
    await userEvent.click(screen.getByRole('link', { name: 'Data Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Data Reports' });
    expect(document.documentElement.scrollTop).toBe(0);
  });

  it('opens the dialog of a dialog path over the default destination', async () => {
    const { location } = await renderApp({ path: '/profile', user: agent });
    await dialogNamed('Your Profile');
    expect(location().pathname).toBe('/illustration');
  });
});

describe('Switch Products', () => {
  it('lists the products this user is shown, disabled where not active, and goes to the chosen one', async () => {
    const user = makeUser(['isNewBusiness', 'isConcepts', 'isEapplication'], {
      permissions: {
        ...agent.permissions,
        isInforce: { isActive: false, isDisplayed: true },
        isBusinessIntelligence: { isActive: false, isDisplayed: false },
        isAdmin: { isActive: false, isDisplayed: false },
      },
    });
    const { location } = await renderApp({ path: '/eapp-settings', user });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Products' }));
    const dialog = await dialogNamed('Switch Products');
    const group = within(dialog).getByRole('group', { name: 'Choose the product to open.' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['InforceNot available to your account', true],
      ['Illustration', false],
      ['eApp Settings (current)', false],
    ]);
    expect(await axeViolations()).toEqual([]);
    const choose = within(dialog).getByRole('button', { name: 'Choose' });
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(group).getByRole('button', { name: 'Illustration' }));
    expect(
      within(group).getByRole('button', { name: 'Illustration' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(choose);
    await screen.findByRole('heading', { level: 1, name: 'Illustration' });
    expect(location().pathname).toBe('/illustration');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Shared Ownership in the illustration; choosing Illustration there opens the concept slideshow', async () => {
    const { location } = await renderApp({
      path: '/illustration/savedIllustration',
      user: agent,
      routes: { 'GET /api/allSetups/602': () => json({ prodID: '0602', setups: [] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Products' }));
    const dialog = await dialogNamed('Switch Products');
    expect(within(dialog).getByRole('button', { name: 'Shared Ownership' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Illustration (current)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    // The slideshow belongs to the illustration form, which the dialog goes to; it opens once
    // the company's Shared Ownership setting is read (decision 0081).
    const slideshow = await screen.findByRole(
      'dialog',
      { name: 'Shared Ownership concept' },
      { timeout: 15_000 },
    );
    expect(within(slideshow).getByText('Page 1 of 17')).toBeTruthy();
    expect(location().pathname).toBe('/illustration/illustration');
    await userEvent.click(within(slideshow).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives a developer a way into the developer area, and nobody else', async () => {
    const developer = makeUser(['isNewBusiness', 'isDeveloper'], { username: 'developer' });
    const { location } = await renderApp({ path: '/illustration', user: developer });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Products' }));
    const dialog = await dialogNamed('Switch Products');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Developer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/developer/));
    expect(await screen.findByRole('link', { name: 'Control Items' })).toBeTruthy();
    cleanup();
    await renderApp({ path: '/illustration', user: agent });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Products' }));
    const theirs = await dialogNamed('Switch Products');
    expect(within(theirs).queryByRole('button', { name: 'Developer' })).toBeNull();
  });

  it('does not offer Shared Ownership outside the illustration', async () => {
    await renderApp({ path: '/inforce', user: agent });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Products' }));
    const dialog = await dialogNamed('Switch Products');
    expect(within(dialog).queryByRole('button', { name: 'Shared Ownership' })).toBeNull();
  });
});

describe('About', () => {
  it('shows the company blurb, the help desk, the copyright and version 1.2.1', async () => {
    await renderApp({ path: '/inforce', user: agent });
    await userEvent.click(await screen.findByRole('button', { name: 'About' }));
    const dialog = await dialogNamed('About');
    await within(dialog).findByText('Boréal Life insures Canadians.');
    expect(dialog.textContent).toContain('Boréal Help Desk');
    expect(within(dialog).getByRole('link', { name: '(514) 555-0100' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '1-800-555-0199' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'help@boreal.example' })).toBeTruthy();
    expect(dialog.textContent).toContain('Version 1.2.1');
    expect(dialog.textContent).toMatch(/© \d{4} Boréal Life Portal/);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Welcome', () => {
  const firstRun = makeUser(['isNewBusiness'], { firstName: 'Noah', isFirstRun: true });

  it('greets a first-run user; OK clears the flag on the server and it does not come back', async () => {
    storeTokenData(tokenData(1));
    const { server } = await renderApp({
      path: '/illustration',
      user: firstRun,
      routes: { 'POST /users/update': echoUpdate(firstRun) },
    });
    const dialog = await dialogNamed('Welcome');
    expect(within(dialog).getByText('Welcome, Noah!')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = server.callsTo('POST', '/users/update');
    expect(call?.body).toMatchObject({ username: 'agent', isFirstRun: false, firstName: 'Noah' });
    await userEvent.click(screen.getByRole('link', { name: 'Saved Illustrations' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved Illustrations' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with Show Again checked, OK leaves the flag set', async () => {
    const { server } = await renderApp({ path: '/illustration', user: firstRun });
    const dialog = await dialogNamed('Welcome');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Show this message again' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/users/update')).toHaveLength(0);
  });

  it('is not shown to a user without the first-run flag', async () => {
    await renderApp({ path: '/illustration', user: agent });
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Your Profile', () => {
  const person = makeUser(['isNewBusiness', 'isConcepts'], {
    profileName: 'Alex Agent',
    phoneNumberPrimary: '(416) 555-0101',
    agentID: 'BA10234',
  });

  async function openProfile(user: User, routes = {}) {
    storeTokenData(tokenData(1));
    const app = await renderApp({ path: '/illustration', user, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Your Profile' }));
    const dialog = await dialogNamed('Your Profile');
    return { ...app, dialog };
  }

  it('opens on Profile Information with the name field current and the agent ID read only', async () => {
    const { dialog } = await openProfile(person);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((name as HTMLInputElement).value).toBe('Alex Agent');
    const agentId = within(dialog).getByRole('textbox', { name: 'Agent ID' }) as HTMLInputElement;
    expect(agentId.value).toBe('BA10234');
    expect(agentId.readOnly).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile Information', 'Profile Settings']);
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the whole user with the form mapped in, says so, and the session follows', async () => {
    const { dialog, server } = await openProfile(person, {
      'POST /users/update': echoUpdate(person),
    });
    const phone = within(dialog).getByRole('textbox', { name: /Secondary phone/ });
    await userEvent.type(phone, '6475550199');
    expect((phone as HTMLInputElement).value).toBe('(647) 555-0199');
    // Each phone's Mobile check box sits in the group named by the phone's caption.
    const secondary = within(dialog).getByRole('group', { name: 'Secondary phone' });
    await userEvent.click(within(secondary).getByRole('checkbox', { name: 'Mobile' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Profile Settings' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Small' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = server.callsTo('POST', '/users/update')[0]?.body as User;
    expect(body).toEqual({
      ...person,
      phoneNumberSecondary: '(647) 555-0199',
      isMobileSecondary: true,
      fontSize: 'Small',
    });
    const saved = screen.getByText('Your profile information was updated and saved.');
    expect(saved.closest('[data-alert-type]')?.getAttribute('data-alert-type')).toBe('Success');
    expect(document.documentElement.dataset.fontSize).toBe('Small');
  });

  it('switches every label to French once French is saved as the input language', async () => {
    const { dialog } = await openProfile(person, { 'POST /users/update': echoUpdate(person) });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Profile Settings' }));
    const input = within(dialog).getByRole('radiogroup', { name: 'Input language' });
    await userEvent.click(within(input).getByRole('radio', { name: 'French' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Votre profil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer de produit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Illustration');
    expect(screen.getByRole('banner').textContent).toContain('Illustration – affaires nouvelles');
  });

  it('closes an untouched profile by Escape, Cancel or the close button without saying "reverted"', async () => {
    for (const close of [
      () => userEvent.keyboard('{Escape}'),
      (dialog: HTMLElement) =>
        userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      (dialog: HTMLElement) =>
        userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
    ]) {
      const { dialog } = await openProfile(person);
      await close(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByText('Your changes were reverted.')).toBeNull();
      cleanup();
    }
  });

  it('says "reverted" on Escape once something was changed', async () => {
    const { dialog } = await openProfile(person);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your changes were reverted.')).toBeTruthy();
  });

  it('reverts on Cancel with a Secondary notice that goes after 5 s', async () => {
    const { dialog, server } = await openProfile(person);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone Else');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const notice = screen.getByText('Your changes were reverted.').closest('[role="status"]');
      expect(notice?.textContent).toBe('Notice Your changes were reverted.');
      expect(notice?.getAttribute('data-alert-type')).toBe('Secondary');
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByText('Your changes were reverted.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(server.callsTo('POST', '/users/update')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Your Profile' }));
    const again = await dialogNamed('Your Profile');
    expect((within(again).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Alex Agent',
    );
  });

  it('shows the server’s message as an Error alert when the save fails, and keeps the form', async () => {
    const { dialog } = await openProfile(person, {
      'POST /users/update': () => apiError(400, 'validation'),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Jr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error server says validation');
    expect(alert.getAttribute('data-alert-name')).toBe('updateProfile');
    expect(screen.getByRole('dialog', { name: 'Your Profile' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Alex Agent Jr',
    );
  });

  it('refuses to save an incomplete phone or a bad e-mail address, and says which', async () => {
    const { dialog, server } = await openProfile(person);
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Fax number/ }), '416555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The field engine's messages (spec 5), under each field and listed above Save.
    expect(
      await within(dialog).findByText('Enter a valid email address, such as name@example.com.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Enter a 10-digit phone number, such as (416) 555-0123.'),
    ).toBeTruthy();
    const summary = within(dialog).getByRole('alert');
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'E-mail address: Enter a valid email address, such as name@example.com.',
      'Fax number: Enter a 10-digit phone number, such as (416) 555-0123.',
    ]);
    expect(server.callsTo('POST', '/users/update')).toHaveLength(0);
  });

  describe('with a field a developer made required', () => {
    // The developer area stores the change; the next load of control items carries it.
    const routes = {
      'GET /api/GetControlItems': () =>
        json(controlItemMap({ phoneNumberSecondary: { required: true } })),
      'POST /users/update': echoUpdate(person),
    };

    it('refuses it empty in the browser, in English, before any call', async () => {
      const { dialog, server } = await openProfile(person, routes);
      const phone = within(dialog).getByRole('textbox', { name: /Secondary phone/ });
      expect(phone.getAttribute('aria-required')).toBe('true');
      // Spec 4: no error before the field is touched…
      expect(within(dialog).queryByText('This field is required.')).toBeNull();
      await userEvent.click(within(dialog).getByRole('tab', { name: 'Profile Settings' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      // …Save marks every field dirty, shows the tab in error, and sends nothing.
      const information = within(dialog).getByRole('tab', { name: 'Profile Information' });
      await waitFor(() => expect(information.getAttribute('aria-selected')).toBe('true'));
      expect(within(dialog).getByText('This field is required.')).toBeTruthy();
      expect(phone.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'Secondary phone: This field is required.',
      );
      expect(server.callsTo('POST', '/users/update')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Your Profile' })).toBeTruthy();

      // Filled in, the error goes as the user types, and the save goes through.
      await userEvent.type(phone, '6475550199');
      expect(within(dialog).queryByText('This field is required.')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.callsTo('POST', '/users/update')[0]?.body).toMatchObject({
        phoneNumberSecondary: '(647) 555-0199',
      });
    });

    it('refuses it in French for a French-speaking user', async () => {
      const francophone = { ...person, inputLanguage: 'French' as const };
      storeTokenData(tokenData(1));
      // The app start sets the restored user's language (start-session.ts); renderApp does not.
      await i18n.changeLanguage('fr');
      const { server } = await renderApp({ path: '/illustration', user: francophone, routes });
      await userEvent.click(await screen.findByRole('button', { name: 'Votre profil' }));
      const dialog = await dialogNamed('Votre profil');
      const phone = within(dialog).getByRole('textbox', { name: /Téléphone secondaire/ });
      // Touched and left empty: the error shows once the field is dirty (spec 4).
      await userEvent.type(phone, '6');
      await userEvent.clear(phone);
      await userEvent.tab();
      expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'Téléphone secondaire\u00a0: Ce champ est obligatoire.',
      );
      expect(server.callsTo('POST', '/users/update')).toHaveLength(0);
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('tracks PAGE_LOAD of the profile form when the dialog opens, not before', async () => {
    storeTokenData(tokenData(1));
    const { server } = await renderApp({ path: '/illustration', user: person });
    const profileEvents = () =>
      server
        .callsTo('POST', '/tracking/sendTrackingInfo')
        .flatMap((call) => (Array.isArray(call.body) ? call.body : [call.body]))
        .filter((event) => event.header.formName === 'profile')
        .map((event) => event.eventType);
    await screen.findByRole('button', { name: 'Your Profile' });
    await act(() => flushTracking());
    expect(profileEvents()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Your Profile' }));
    await dialogNamed('Your Profile');
    await act(() => flushTracking());
    expect(profileEvents()).toEqual(['PAGE_LOAD']);
  });

  it('disables the default applications the user cannot use', async () => {
    const { dialog } = await openProfile(person);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Profile Settings' }));
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Default application at startup',
    });
    const state = within(group)
      .getAllByRole('radio')
      .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).disabled]);
    expect(state).toEqual([
      ['New Business', false],
      ['Inforce', true],
      ['Admin', true],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  describe('Widgets', () => {
    const analyst = makeUser(['isBusinessIntelligence'], { username: 'analyst' });
    const widget = (widgetID: number, title: string, isActive = true): UserWidget => ({
      widgetID,
      name: `w${widgetID}`,
      displayName: title,
      isActive,
      displayOrder: widgetID,
      title: { en: title, fr: `${title} (fr)` },
      shortText: { en: `About ${title}`, fr: `À propos de ${title}` },
      longText: { en: '', fr: '' },
    });
    const list = [widget(1, 'New business'), widget(2, 'Premium'), widget(3, 'Usage', false)];

    it('reorders and switches widgets, and saves them with the user', async () => {
      storeTokenData(tokenData(1));
      const { server } = await renderApp({
        path: '/bi/widgets',
        user: analyst,
        routes: {
          'POST /api/BI/GetAllUserWidgets': () => json(list),
          'POST /users/update': echoUpdate(analyst),
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Your Profile' }));
      const dialog = await dialogNamed('Your Profile');
      await userEvent.click(within(dialog).getByRole('tab', { name: 'Widgets' }));
      expect(
        within(dialog).getByText(
          'Reorder your widgets or change the visibility of the widgets you see on your dashboard.',
        ),
      ).toBeTruthy();
      await within(dialog).findByText('New business');
      expect(server.callsTo('POST', '/api/BI/GetAllUserWidgets')[0]?.body).toMatchObject({
        username: 'analyst',
      });
      const handle = within(dialog).getByRole('button', { name: /^Move New business \(drag/ });
      expect(handle.getAttribute('aria-roledescription')).toBe('movable widget');
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Move New business down' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move Usage up' }));
      const cards = within(dialog).getAllByRole('listitem');
      expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
        'Premium',
        'Usage',
        'New business',
      ]);
      await userEvent.click(
        within(dialog).getByRole('switch', { name: 'Show Premium on the dashboard' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const body = server.callsTo('POST', '/users/update')[0]?.body as User;
      expect(body.widgets).toEqual([
        { widgetID: 2, isActive: false, displayOrder: 1 },
        { widgetID: 3, isActive: false, displayOrder: 2 },
        { widgetID: 1, isActive: true, displayOrder: 3 },
      ]);
    });

    it('is not offered to a user without BI', async () => {
      const { dialog } = await openProfile(person);
      expect(within(dialog).queryByRole('tab', { name: 'Widgets' })).toBeNull();
    });
  });
});

describe('white-label and font size', () => {
  const whitelabel = makeUser(['isNewBusiness'], {
    username: 'whitelabel',
    isWhiteLabel: true,
    whiteLabelProfile: {
      displayName: 'Summit Advisors Portal',
      logoText: 'Summit',
      primaryColor: '#1f5f3a',
      accentColor: '#c9a227',
    },
  });

  it('puts the white-label theme, logo and name on the page, and removes them on sign-out', async () => {
    storeTokenData(tokenData(1));
    await renderApp({
      path: '/illustration',
      user: whitelabel,
      routes: { 'POST /users/logout': () => json({ ok: true }) },
    });
    const banner = await screen.findByRole('banner');
    expect(banner.textContent).toContain('Summit Advisors Portal');
    expect(banner.textContent).not.toContain('Boréal');
    expect(
      within(banner).getByRole('img', { name: 'Logo of Summit Advisors Portal' }).textContent,
    ).toBe('Summit');
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--mantine-primary-color-filled')).toBe('#1f5f3a');
    expect(root.style.getPropertyValue('--portal-accent')).toBe('#c9a227');
    expect(root.dataset.fontSize).toBe('Large');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(root.style.getPropertyValue('--mantine-primary-color-filled')).toBe('');
    expect(root.dataset.whiteLabel).toBeUndefined();
    expect(root.dataset.fontSize).toBeUndefined();
  });

  it('leaves the company theme alone for everyone else', async () => {
    await renderApp({ path: '/illustration', user: agent });
    await screen.findByRole('banner');
    expect(document.documentElement.style.getPropertyValue('--mantine-primary-color-filled')).toBe(
      '',
    );
  });
});
