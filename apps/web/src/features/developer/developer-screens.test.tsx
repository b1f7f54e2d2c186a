import type { ProductSetups, StoredControlItem } from '@portal/contracts/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { takeConsoleMessages } from '../../../test/console';
import { agent, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, json } from '../../../test/server';
import { blankControlItem } from './control-item-editor';

const developer = makeUser(['isNewBusiness'], {
  username: 'developer',
  permissions: {
    ...makeUser(['isNewBusiness']).permissions,
    isDeveloper: { isActive: true, isDisplayed: true },
  },
});

const item = (
  fieldName: string,
  overrides: Partial<StoredControlItem> = {},
): StoredControlItem => ({
  ...blankControlItem(),
  fieldName,
  formName: 'profile',
  fieldType: 'phone',
  maxLength: 14,
  captionEn: fieldName === 'phoneNumberSecondary' ? 'Secondary phone' : 'Primary phone',
  captionFr: fieldName === 'phoneNumberSecondary' ? 'Téléphone secondaire' : 'Téléphone principal',
  ...overrides,
});

const ITEMS = {
  phoneNumberPrimary: item('phoneNumberPrimary', { required: true }),
  phoneNumberSecondary: item('phoneNumberSecondary'),
  username: item('username', { formName: 'login', fieldType: 'text', captionEn: 'User name' }),
};

// The screens are loaded lazily and the editor is large: under a busy machine they take a while.
const SLOW = { timeout: 20_000 };
const FIRST = { timeout: 10_000 };

describe('/developer/controlItems', SLOW, () => {
  it('lists, searches and sorts the items, and has no axe violations', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: { 'GET /api/GetControlItems': () => json(ITEMS) },
    });
    const table = await screen.findByRole('table', { name: 'Control items' }, FIRST);
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['phoneNumberPrimary', 'phoneNumberSecondary', 'username']);
    await user.click(screen.getByRole('button', { name: 'Sort by Field name' }));
    expect(names()).toEqual(['username', 'phoneNumberSecondary', 'phoneNumberPrimary']);
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'secondary');
    expect(names()).toEqual(['phoneNumberSecondary']);
    expect(screen.getByText('1 of 3 shown')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('edits an item: the save sends every attribute and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: {
        'GET /api/GetControlItems': () => json(ITEMS),
        'POST /api/updateControlItems': () => json({ message: 'Control is successfully saved' }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit phoneNumberSecondary' }, FIRST),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Error text (French)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Error text (French)' }), 'Tél. 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Control is successfully saved')).toBeTruthy();
    const sent = server.callsTo('POST', '/api/updateControlItems')[0]?.body;
    expect(sent).toEqual({ ...ITEMS.phoneNumberSecondary, required: true, errorFr: 'Tél. 2' });
    // The list is read again, so every form sees the change on its next load.
    await waitFor(() => expect(server.callsTo('GET', '/api/GetControlItems').length).toBe(2));
  });

  it('a refused save says the spec’s words and keeps the editor open', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: {
        'GET /api/GetControlItems': () => json(ITEMS),
        'POST /api/updateControlItems': () => apiError(400, 'validation'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit phoneNumberPrimary' }, FIRST));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    expect(
      await screen.findByText('An error occurred while saving. Please try again!!!'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    takeWarnings();
  });

  it('creates a combo with options; a bad field name is held back until corrected', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: {
        'GET /api/GetControlItems': () => json(ITEMS),
        'POST /api/updateControlItems': () => json({ message: 'Control is successfully saved' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New control item' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'New control item' });
    const field = within(dialog);
    await user.type(field.getByRole('textbox', { name: /Field name/ }), '9bad');
    await user.type(field.getByRole('textbox', { name: /Form name/ }), 'illustration');
    const type = field.getByRole('combobox', { name: /Field type/ });
    await user.clear(type);
    await user.type(type, 'combo{ArrowDown}{Enter}');
    expect(type).toHaveProperty('value', 'combo');
    await user.click(field.getByRole('button', { name: 'Add an option' }));
    const option = field.getByRole('group', { name: 'Options 1' });
    await user.type(within(option).getByRole('textbox', { name: 'Value' }), 'P');
    await user.type(within(option).getByRole('textbox', { name: 'Label (English)' }), 'Preferred');
    await user.type(within(option).getByRole('textbox', { name: 'Label (French)' }), 'Privilégié');
    await user.click(field.getByRole('button', { name: 'Save' }));
    expect(field.getByRole('alert').textContent).toBe('Correct the highlighted entries first.');
    expect(server.callsTo('POST', '/api/updateControlItems')).toHaveLength(0);
    const name = field.getByRole('textbox', { name: /Field name/ });
    await user.clear(name);
    await user.type(name, 'cboRateClass');
    await user.click(field.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Control is successfully saved')).toBeTruthy();
    expect(server.callsTo('POST', '/api/updateControlItems')[0]?.body).toMatchObject({
      fieldName: 'cboRateClass',
      formName: 'illustration',
      fieldType: 'combo',
      optionItems: [
        { value: 'P', labelEn: 'Preferred', labelFr: 'Privilégié', infoEn: '', infoFr: '' },
      ],
    });
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: {
        'GET /api/GetControlItems': () => json(ITEMS),
        'POST /api/deleteControlItems': () => json({ message: 'Control is successfully deleted' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete username' }, FIRST));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.callsTo('POST', '/api/deleteControlItems')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete username' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }),
    );
    expect(await screen.findByText('The control item username was deleted.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/deleteControlItems')[0]?.body).toEqual({
      fieldName: 'username',
    });
  });

  it('tells a non-developer the area is not theirs, and asks the server nothing', async () => {
    const { server } = await renderApp({ path: '/developer/controlItems', user: agent });
    expect(await screen.findByText('This area is for developers only.', {}, FIRST)).toBeTruthy();
    // Only the one load every signed-in route makes (spec 2.1); the area itself asks nothing.
    expect(server.calls.filter((call) => /ControlItems/.test(call.path))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/GetControlItems' }),
    ]);
  });

  it('signs the user out when the control items come back empty (spec 4)', async () => {
    const { location } = await renderApp({
      path: '/developer/controlItems',
      user: developer,
      routes: { 'GET /api/GetControlItems': () => json({}) },
    });
    await waitFor(() => expect(location().pathname).toBe('/login'), FIRST);
    takeWarnings();
  });
});

describe('/developer/interfaceSetupItems', SLOW, () => {
  const SETUPS: ProductSetups[] = [
    {
      prodID: '0602',
      setups: [
        {
          prodID: '0602',
          setupType: 'fund',
          setupKey: 'DI',
          value: '1.25',
          captionEn: 'Daily Interest',
          captionFr: 'Intérêt quotidien',
          displayOrder: 1,
          isActive: true,
        },
      ],
    },
    {
      prodID: '0131',
      setups: [
        {
          prodID: '0131',
          setupType: 'product',
          setupKey: 'productName',
          value: 'TRM10',
          captionEn: 'Term 10',
          captionFr: 'Temporaire 10 ans',
          displayOrder: 1,
          isActive: true,
        },
      ],
    },
  ];

  it('lists setups in French, saves a fund rate, and shows the saved message', async () => {
    const user = userEvent.setup({ delay: null });
    await i18n.changeLanguage('fr');
    const { server } = await renderApp({
      path: '/developer/interfaceSetupItems',
      user: { ...developer, inputLanguage: 'French' },
      routes: {
        'GET /api/getAllInterfaceSetupItems/': () => json(SETUPS),
        'POST /api/updateInterfaceSetup': () =>
          json({ message: 'InterfaceSetup is successfully saved' }),
      },
    });
    expect(await screen.findByText('Intérêt quotidien', {}, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modifier 0602 DI' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'Valeur' });
    await user.clear(value);
    await user.type(value, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(server.callsTo('POST', '/api/updateInterfaceSetup')).toHaveLength(0);
    await user.clear(value);
    await user.type(value, '1.35');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le paramètre d’interface a été enregistré.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/updateInterfaceSetup')[0]?.body).toMatchObject({
      prodID: '0602',
      setupKey: 'DI',
      value: '1.35',
    });
    expect(await axeViolations()).toEqual([]);
  });
});

/** Failures the screens log on purpose ("logged only", spec 8). */
function takeWarnings() {
  takeConsoleMessages(/failed:/);
}
