import type { Role } from '@portal/contracts/admin';
import type { User } from '@portal/contracts/user';
import { grant } from '@portal/domain/access/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/server';

const admin = makeUser(['isAdmin'], { username: 'admin', roleId: 4 });
const agent = makeUser(['isNewBusiness', 'isInforce'], {
  username: 'agent',
  firstName: 'Camille',
  profileName: 'Camille Tremblay',
  agentID: 'BA10234',
  roleId: 1,
  lastSignInAt: '2026-03-02T14:00:00.000Z',
});

const ROLES: Role[] = [
  {
    roleId: 1,
    name: 'Agent',
    nameFr: 'Conseiller',
    permissions: grant(['isNewBusiness', 'isInforce']),
    userCount: 1,
  },
  {
    roleId: 4,
    name: 'Administrator',
    nameFr: 'Administrateur',
    permissions: grant(['isAdmin']),
    userCount: 1,
  },
  { roleId: 9, name: 'Auditor', nameFr: 'Vérificateur', permissions: grant([]), userCount: 0 },
];

const page = (users: User[]) =>
  new Response(JSON.stringify(users), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(users.length) },
  });
const FIRST_PAGE = 'GET /users?sortBy=username&sortOrder=asc&offset=0&limit=100';
const EMPTY_TRAIL = () => json({ total: 0, entries: [] });

/** jsdom lays nothing out: the table's scroll area gets the size a browser would give it. */
function layOut() {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(500);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
}

const SLOW = { timeout: 20_000 };
const FIRST = { timeout: 10_000 };

describe('/admin/users', SLOW, () => {
  it('lists a page from the server, opens a user and saves a change of access', async () => {
    layOut();
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/admin/users',
      user: admin,
      routes: {
        [FIRST_PAGE]: () => page([admin, agent]),
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users?username=agent&limit=1': () => page([agent]),
        'GET /users/GetAuditTrail?username=agent&limit=50': EMPTY_TRAIL,
        'POST /users/UpdateUserAccess': () => json({ ...agent, isDisabled: true }),
      },
    });
    expect(await screen.findByText('2 users', {}, FIRST)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Users, page 1 of 1' });
    await waitFor(() => expect(within(table).getAllByText('Agent')[0]).toBeTruthy());
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open agent' }));
    const panel = await screen.findByRole('dialog', { name: 'User agent' }, FIRST);
    const active = await within(panel).findByRole('switch', { name: /Account active/ });
    expect(active).toHaveProperty('disabled', false);
    await user.click(active);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByText('The access of agent was saved.', {}, FIRST);
    const [saved] = server.callsTo('POST', '/users/UpdateUserAccess');
    expect(saved?.body).toMatchObject({ username: 'agent', isDisabled: true });
  });

  it('sorts by a column header, and the same header again turns the order round', async () => {
    layOut();
    const user = userEvent.setup({ delay: null });
    const byFirstName = (order: string) =>
      `GET /users?sortBy=firstName&sortOrder=${order}&offset=0&limit=100`;
    const { server } = await renderApp({
      path: '/admin/users',
      user: admin,
      routes: {
        [FIRST_PAGE]: () => page([admin, agent]),
        [byFirstName('asc')]: () => page([admin, agent]),
        [byFirstName('desc')]: () => page([agent, admin]),
        'GET /users/GetAllRoles': () => json(ROLES),
      },
    });
    const table = await screen.findByRole('region', { name: 'Users, page 1 of 1' }, FIRST);
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('User name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('First name').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('First name')).getByRole('button'));
    await waitFor(() => expect(header('First name').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('User name').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('First name')).getByRole('button'));
    await waitFor(() => expect(header('First name').getAttribute('aria-sort')).toBe('descending'));
    const paths = server.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths).toContain(byFirstName('asc'));
    expect(paths).toContain(byFirstName('desc'));
    expect(await axeViolations()).toEqual([]);
  });

  it('does not let an administrator disable or reset themselves', async () => {
    layOut();
    const user = userEvent.setup({ delay: null });
    await renderApp({
      path: '/admin/users',
      user: admin,
      routes: {
        [FIRST_PAGE]: () => page([admin, agent]),
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users?username=admin&limit=1': () => page([admin]),
        'GET /users/GetAuditTrail?username=admin&limit=50': EMPTY_TRAIL,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open admin' }, FIRST));
    const panel = await screen.findByRole('dialog', { name: 'User admin' }, FIRST);
    expect(
      (await within(panel).findByRole('switch', { name: /Account active/ })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
    expect(
      within(panel).getByRole('button', { name: 'Reset the password' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(panel)
        .getByRole('checkbox', { name: 'Administration: active' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('is refused to a user without the admin permission', async () => {
    const sysadmin = makeUser(['isAdminSystem', 'isAdminSystemAdministrator'], {
      username: 'sysadmin',
    });
    const { location, server } = await renderApp({
      path: '/admin/users',
      user: sysadmin,
      routes: {},
    });
    // The hidden tab leads to the section's first tab, the dashboard; no user is listed.
    expect(await screen.findByText('Accounts waiting', {}, FIRST)).toBeTruthy();
    expect(location().pathname).not.toBe('/admin/users');
    expect(server.calls.some((call) => call.path.startsWith('/users?'))).toBe(false);
  });
});

describe('/admin/roles', SLOW, () => {
  it('lists the roles in French, offers delete only for a role nobody holds', async () => {
    await i18n.changeLanguage('fr');
    await renderApp({
      path: '/admin/roles',
      user: { ...admin, inputLanguage: 'French' },
      routes: {
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users/GetAuditTrail?limit=50': EMPTY_TRAIL,
        'GET /users/DirectorySignUp': () => json({ roleId: null }),
      },
    });
    const held = await screen.findByRole('rowheader', { name: 'Conseiller' }, FIRST);
    const table = held.closest('table') as HTMLElement;
    expect(table.querySelector('caption')?.textContent).toBe('Rôles');
    expect(within(table).queryByRole('button', { name: 'Supprimer Conseiller' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Supprimer Vérificateur' })).toBeTruthy();
    expect(within(table).getAllByText(/Attribué à 1 utilisateur/)).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a role with both names and its permissions', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/admin/roles',
      user: admin,
      routes: {
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users/GetAuditTrail?limit=50': EMPTY_TRAIL,
        'POST /users/UpdateRole': (call) =>
          json({ ...(call.body as object), roleId: 10, userCount: 0 }),
        'GET /users/DirectorySignUp': () => json({ roleId: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New role' }, FIRST));
    const editor = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getAllByText('Enter a name.')).toHaveLength(2);
    expect(server.callsTo('POST', '/users/UpdateRole')).toHaveLength(0);
    await user.type(within(editor).getByRole('textbox', { name: /Name \(English\)/ }), 'Claims');
    await user.type(within(editor).getByRole('textbox', { name: /Name \(French\)/ }), 'Sinistres');
    await user.click(within(editor).getByRole('checkbox', { name: 'Inforce: active' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await screen.findByText('The role Claims was saved.', {}, FIRST);
    const [saved] = server.callsTo('POST', '/users/UpdateRole');
    expect(saved?.body).toMatchObject({
      name: 'Claims',
      nameFr: 'Sinistres',
      permissions: { isInforce: { isActive: true, isDisplayed: false } },
    });
  });

  it('sets the role a directory user is created with at first sign-in, and can turn it off', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/admin/roles',
      user: admin,
      routes: {
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users/GetAuditTrail?limit=50': EMPTY_TRAIL,
        'GET /users/DirectorySignUp': () => json({ roleId: null }),
        'POST /users/DirectorySignUp': (call) => json(call.body),
      },
    });
    const section = await screen.findByRole('region', { name: 'Directory sign-in' }, FIRST);
    const select = within(section).getByRole('combobox', { name: 'Role for new directory users' });
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    expect(select).toHaveProperty('value', '');
    await user.selectOptions(select, 'Agent');
    await screen.findByText('The directory sign-in setting was saved.', {}, FIRST);
    await user.selectOptions(select, 'Do not create users (ask an administrator)');
    await waitFor(() => expect(server.callsTo('POST', '/users/DirectorySignUp')).toHaveLength(2));
    expect(server.callsTo('POST', '/users/DirectorySignUp').map((call) => call.body)).toEqual([
      { roleId: 1 },
      { roleId: null },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('chooses how Shared Ownership opens: the slideshow by default, or the wizard (decision 0081)', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderApp({
      path: '/admin/roles',
      user: admin,
      routes: {
        'GET /users/GetAllRoles': () => json(ROLES),
        'GET /users/GetAuditTrail?limit=50': EMPTY_TRAIL,
        'GET /users/DirectorySignUp': () => json({ roleId: null }),
        'POST /users/SharedOwnershipVariant': (call) => json(call.body),
      },
    });
    const section = await screen.findByRole(
      'region',
      { name: 'Shared Ownership presentation' },
      FIRST,
    );
    const select = within(section).getByRole('combobox', { name: 'Shared Ownership opens as' });
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    expect(select).toHaveProperty('value', 'slideshow');
    await user.selectOptions(select, 'The shorter wizard');
    await screen.findByText('The Shared Ownership presentation was saved.', {}, FIRST);
    expect(server.callsTo('POST', '/users/SharedOwnershipVariant').map((c) => c.body)).toEqual([
      { variant: 'wizard' },
    ]);
    expect(select).toHaveProperty('value', 'wizard');
  });
});
