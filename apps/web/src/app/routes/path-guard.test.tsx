import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SCREENS } from '@/app/screens';
import { takeConsoleMessages } from '../../../test/console';
import { controlItemMap } from '../../../test/control-items';
import { agent, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, deferred, json } from '../../../test/server';

const servicing = makeUser(['isInforce'], { username: 'servicing' });
const admin = makeUser(['isAdmin'], { username: 'admin', defaultApplication: 'Admin' });
const analyst = makeUser(['isBusinessIntelligence'], { username: 'analyst' });

describe('the path guard', () => {
  it('sends an anonymous visitor to /login and remembers where they came from', async () => {
    const { location } = await renderApp({ path: '/inforce/alphalookup?policy=1' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/inforce/alphalookup?policy=1' });
  });

  it.each([
    ['/proneeds', 'ProNeeds', /nothing is saved on the server/],
    ['/template', 'Template', /Every shared building block/],
  ])(
    'serves the open route %s to an anonymous visitor, working in the browser (issue 22)',
    async (path, title, text) => {
      const { location, server } = await renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(await screen.findByText(text)).toBeTruthy();
      expect(location().pathname).toBe(path);
      // Nothing is asked of the server on the visitor's behalf but the company's name.
      expect(server.calls.map((call) => call.path)).toEqual(['/api/companySettings']);
    },
  );

  it('serves /developer to an anonymous visitor, saying its area needs a developer’s sign-in', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({ path: '/developer/controlItems' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Control Items' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/needs a developer account/);
    await user.click(screen.getAllByRole('link', { name: 'Sign in' })[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location().state).toEqual({ from: '/developer/controlItems' });
  });

  it('still sends an anonymous visitor of /eapp-settings to /login (any signed-in user)', async () => {
    const { location } = await renderApp({ path: '/eapp-settings' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location().state).toEqual({ from: '/eapp-settings' });
  });

  it('sends a user to their default destination from a product they may not use', async () => {
    const { location } = await renderApp({
      path: '/illustration/savedIllustration',
      user: servicing,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeTruthy();
    expect(location().pathname).toBe('/inforce');
  });

  it('removes a trailing slash, keeping the query', async () => {
    const { location } = await renderApp({ path: '/inforce/policyLookup/?id=7', user: servicing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeTruthy();
    expect(location().pathname).toBe('/inforce/policyLookup');
    expect(location().search).toBe('?id=7');
  });

  it.each(['/no/such/place', '/inforce/nothing', '/illustration/illustration/deeper', '/about/x'])(
    'sends %s to /login, even when signed in',
    async (path) => {
      const { location } = await renderApp({ path, user: agent });
      await screen.findByRole('heading', { name: 'Sign In' });
      expect(location().pathname).toBe('/login');
      expect(location().state).toBeNull();
    },
  );

  it('opens /bi on its widgets tab', async () => {
    const { location } = await renderApp({ path: '/bi', user: analyst });
    expect(await screen.findByRole('heading', { level: 1, name: 'Widgets' })).toBeTruthy();
    expect(location().pathname).toBe('/bi/widgets');
  });

  it.each([
    ['/profile', 'Your Profile'],
    ['/about', 'About'],
    ['/switchProducts', 'Switch Products'],
  ])('opens the dialog path %s over the default destination', async (path, dialog) => {
    const { location } = await renderApp({ path, user: admin });
    expect(await screen.findByRole('dialog', { name: dialog })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(location().pathname).toBe('/admin');
  });

  it('sends /sharedOwnership (the concept opens from the illustration, not at an address of its own) to the default destination', async () => {
    const { location } = await renderApp({ path: '/sharedOwnership', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/admin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends / to the default destination, or to /login when signed out', async () => {
    const signedIn = await renderApp({ path: '/', user: agent });
    await screen.findByRole('heading', { level: 1, name: 'Illustration' });
    expect(signedIn.location().pathname).toBe('/illustration');
    signedIn.unmount();
    const anonymous = await renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(anonymous.location().pathname).toBe('/login');
  });

  it('shows the no-product screen at / for a user with no product', async () => {
    await renderApp({ path: '/', user: makeUser([], { username: 'noaccess' }) });
    expect(await screen.findByRole('heading', { name: 'No product available' })).toBeTruthy();
  });
});

describe('the signed-in shell', () => {
  it('has a header with the display name, the section’s visible tabs and Sign Out', async () => {
    await renderApp({ path: '/admin/dashboard', user: admin });
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(banner.textContent).toContain('Boréal Life Portal'));
    const tabs = screen.getByRole('navigation', { name: 'Section pages' });
    const links = [...tabs.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Roles', '/admin/roles'],
      ['Users', '/admin/users'],
      ['BI', '/admin/bi'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    // One heading per screen (issue 15 §5): the tab's title; the section is named in the header.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dashboard',
    ]);
    expect(screen.getByRole('banner').textContent).toContain('Admin');
  });

  it('lists only the tabs this user may see', async () => {
    await renderApp({ path: '/admin', user: analyst });
    const tabs = await screen.findByRole('navigation', { name: 'Section pages' });
    expect([...tabs.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Roles',
    ]);
  });

  it('highlights the first visible tab of a bare section', async () => {
    await renderApp({ path: '/inforce', user: servicing });
    const first = await screen.findByRole('link', { name: 'Policy Lookup' });
    expect(first.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Alpha Lookup' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('lists no developer tabs for a user who is not a developer', async () => {
    await renderApp({ path: '/developer', user: agent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('a tab whose screen is not built', () => {
  it('says the page is not available rather than showing anything', async () => {
    const built = SCREENS['inforce/policyLookup'];
    delete SCREENS['inforce/policyLookup'];
    onTestFinished(() => {
      if (built) SCREENS['inforce/policyLookup'] = built;
    });
    await renderApp({ path: '/inforce/policyLookup', user: servicing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'This page is not available in this version of the portal.',
    );
  });
});

describe('the control items of a protected route (spec 2.1 and 4)', () => {
  it('loads them once, then shows the screen, and loads them no more while moving around', async () => {
    const { server } = await renderApp({ path: '/inforce/policyLookup', user: servicing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/GetControlItems')).toHaveLength(1);
    act(() => screen.getByRole('link', { name: 'Alpha Lookup' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Lookup' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/GetControlItems')).toHaveLength(1);
  });

  it('shows only the loading indicator until the control items are there', async () => {
    const answer = deferred<Response>();
    await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: { 'GET /api/GetControlItems': () => answer.promise },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => answer.resolve(json(controlItemMap())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each([
    ['fails', () => apiError(500, 'internal')],
    ['comes back empty', () => json({})],
  ])('signs the user out to /login, drawing no screen, when the load %s', async (_, answer) => {
    const { location, server } = await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: { 'GET /api/GetControlItems': answer, 'POST /users/logout': () => json({}) },
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location().pathname).toBe('/login');
    // A sign-out, not a timeout: the next user does not land on this user's page.
    expect(location().state).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Policy Lookup' })).toBeNull();
    expect(server.callsTo('GET', '/api/GetControlItems')).toHaveLength(1);
    await waitFor(() =>
      expect(takeConsoleMessages(/Loading control items failed/)).toHaveLength(1),
    );
  });

  it('does not load them for the login screen', async () => {
    const { server } = await renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(server.callsTo('GET', '/api/GetControlItems')).toHaveLength(0);
  });
});
