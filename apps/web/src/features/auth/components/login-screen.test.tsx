import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/session-storage';
import { axeViolations } from '../../../../test/axe';
import { agent, makeUser, tokenData } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { apiError, deferred, json } from '../../../../test/server';

const signInRoutes = (user = agent) => ({
  'POST /users/authenticate': () => json(tokenData(1, user.username)),
  'POST /users/login': () => json(user),
});

/** The label carries Mantine's hidden required asterisk after the words. */
const passwordField = () => screen.getByLabelText(/^(Password|Mot de passe)/);

async function fillAndSubmit(username: string, password: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(/User name|Nom d’utilisateur/), username);
  await person.type(passwordField(), password);
  await person.click(screen.getByRole('button', { name: /^(Login|Connexion)$/ }));
  return person;
}

describe('the login screen', () => {
  it('has the heading, labelled fields, buttons and an empty status area', async () => {
    await renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'User name' })).toBeTruthy();
    expect(passwordField().getAttribute('type')).toBe('password');
    for (const name of ['Login', 'Help', 'Français']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('shows validation messages on submit, and none before the fields are touched', async () => {
    const { server } = await renderApp({ path: '/login' });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(screen.getByText('The password must have at least 5 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'User name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'User name' }));
    expect(server.callsTo('POST', '/users/authenticate')).toHaveLength(0);
  });

  it('shows a field’s message once it has been touched', async () => {
    await renderApp({ path: '/login' });
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Password/), 'abc');
    expect(screen.queryByText('The password must have at least 5 characters.')).toBeNull();
    await person.tab();
    expect(screen.getByText('The password must have at least 5 characters.')).toBeTruthy();
    expect(screen.queryByText('Enter your user name.')).toBeNull();
  });

  it('opens the About dialog from Help with the company’s details and the version', async () => {
    await renderApp({ path: '/login' });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    const about = within(dialog);
    expect(await about.findByText('Boréal Life insures Canadians.')).toBeTruthy();
    expect(about.getByText('Boréal Help Desk')).toBeTruthy();
    expect(about.getByRole('link', { name: '(514) 555-0100' }).getAttribute('href')).toBe(
      'tel:5145550100',
    );
    expect(about.getByRole('link', { name: '1-800-555-0199' })).toBeTruthy();
    expect(about.getByRole('link', { name: 'help@boreal.example' }).getAttribute('href')).toBe(
      'mailto:help@boreal.example',
    );
    expect(about.getByText(/© \d{4} Boréal Life Portal\. All rights reserved\./)).toBeTruthy();
    expect(about.getByText('Version 1.2.1')).toBeTruthy();
  });

  it('switches to French with the toggle, and the html lang follows', async () => {
    await renderApp({ path: '/login' });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Français' }));
    expect(screen.getByRole('heading', { name: 'Ouverture de session' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nom d’utilisateur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('shows a refused sign-in as an Error alert named login and in the status area (spec 8)', async () => {
    let attempts = 0;
    await renderApp({
      path: '/login',
      routes: {
        'POST /users/authenticate': () => {
          attempts += 1;
          return attempts === 1 ? apiError(401, 'invalidCredentials') : json(tokenData(1));
        },
        'POST /users/login': () => json(agent),
      },
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    const person = await fillAndSubmit('agent', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.alertName).toBe('login');
    expect(alert.dataset.alertType).toBe('Error');
    expect(alert.textContent).toContain('The user name or password is incorrect.');
    expect(screen.getByRole('status').textContent).toBe('The user name or password is incorrect.');
    // The next attempt clears it; a successful one leaves none behind.
    await person.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a refused sign-in in the status area, in French when the screen is French', async () => {
    await act(() => setLanguage('fr'));
    await renderApp({
      path: '/login',
      routes: { 'POST /users/authenticate': () => apiError(401, 'invalidCredentials') },
    });
    await screen.findByRole('heading', { name: 'Ouverture de session' });
    await fillAndSubmit('agent', 'wrong-password');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Le nom d’utilisateur ou le mot de passe est incorrect.',
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Le nom d’utilisateur ou le mot de passe est incorrect.',
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('says how long to wait when the server refuses with Retry-After, in both languages', async () => {
    const refusal = (code: string, seconds: number) => {
      const response = apiError(429, code);
      response.headers.set('Retry-After', String(seconds));
      return response;
    };
    let answer = refusal('tooManyAttempts', 30);
    await renderApp({ path: '/login', routes: { 'POST /users/authenticate': () => answer } });
    await screen.findByRole('heading', { name: 'Sign In' });
    const person = await fillAndSubmit('agent', 'wrong-password');
    const waitText = 'Too many failed sign-in attempts. Try again in 30 seconds.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(waitText));
    expect(screen.getByRole('alert').textContent).toContain(waitText);
    // From two minutes on, whole minutes (rounded up); the general limit says so too.
    answer = refusal('tooManyRequests', 601);
    await person.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Too many requests. Try again in 11 minutes.',
      ),
    );
    await person.click(screen.getByRole('button', { name: 'Français' }));
    answer = refusal('tooManyAttempts', 1);
    await person.click(screen.getByRole('button', { name: 'Connexion' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Trop de tentatives de connexion infructueuses. Réessayez dans 1 seconde.',
      ),
    );
    // Without Retry-After, the code's own words.
    answer = apiError(429, 'tooManyAttempts');
    await person.click(screen.getByRole('button', { name: 'Connexion' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Trop de tentatives de connexion infructueuses. Veuillez patienter un moment et réessayer.',
      ),
    );
  });

  it('says the session expired after a timeout', async () => {
    sessionStorage.setItem(STORAGE_KEYS.expired, 'true');
    await renderApp({ path: '/login' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('stores the session, loads the user and goes to the default destination', async () => {
    sessionStorage.setItem(STORAGE_KEYS.expired, 'true');
    const { server, location } = await renderApp({ path: '/login', routes: signInRoutes() });
    await screen.findByRole('heading', { name: 'Sign In' });
    await fillAndSubmit('agent', 'demo1234');
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(location().pathname).toBe('/illustration');
    expect(server.callsTo('POST', '/users/authenticate')[0]?.body).toEqual({
      username: 'agent',
      password: 'demo1234',
      generateTrackingUserName: false,
    });
    expect(server.callsTo('POST', '/users/login')[0]?.body).toEqual(tokenData(1));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.refreshToken) ?? '')).toEqual(
      tokenData(1),
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.challenge)).toBe('challenge-abc');
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe('agent');
    expect(sessionStorage.getItem(STORAGE_KEYS.tokenMethod)).toBe('PASSWORD');
    expect(sessionStorage.getItem(STORAGE_KEYS.authenticated)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.expired)).toBeNull();
  });

  it('returns to the page the visitor was sent away from', async () => {
    const { location } = await renderApp({ path: '/inforce/alphalookup', routes: signInRoutes() });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location().pathname).toBe('/login');
    await fillAndSubmit('agent', 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Lookup' })).toBeTruthy();
    expect(location().pathname).toBe('/inforce/alphalookup');
  });

  it('follows the user’s input language after sign-in', async () => {
    const french = makeUser(['isInforce'], { username: 'agentfr', inputLanguage: 'French' });
    await renderApp({ path: '/login', routes: signInRoutes(french) });
    await screen.findByRole('heading', { name: 'Sign In' });
    await fillAndSubmit('agentfr', 'demo1234');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recherche de police' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer la session' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('shows the no-product screen when no product is open to the user', async () => {
    const nobody = makeUser([], { username: 'noaccess' });
    const { location } = await renderApp({ path: '/login', routes: signInRoutes(nobody) });
    await screen.findByRole('heading', { name: 'Sign In' });
    await fillAndSubmit('noaccess', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'No product available' })).toBeTruthy();
    expect(
      screen.getByText('No product is available to your account; contact the help desk.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  it('cancels a pending sign-in when a new one starts', async () => {
    const first = deferred<Response>();
    let attempts = 0;
    const { server } = await renderApp({
      path: '/login',
      routes: {
        'POST /users/authenticate': () => {
          attempts += 1;
          return attempts === 1 ? first.promise : json(tokenData(2));
        },
        'POST /users/login': () => json(agent),
      },
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    const person = await fillAndSubmit('agent', 'demo1234');
    expect(screen.getByRole('status').textContent).toBe('Signing in…');
    await person.type(passwordField(), '{Enter}');
    await screen.findByRole('button', { name: 'Sign Out' });
    first.resolve(json(tokenData(1)));
    await act(async () => {});
    const attemptsMade = server.callsTo('POST', '/users/authenticate');
    expect(attemptsMade).toHaveLength(2);
    expect(attemptsMade[0]?.signal?.aborted).toBe(true);
    expect(server.callsTo('POST', '/users/login')).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
  });

  it('asks for a new password after a reset, under the sign-in rule, then signs in', async () => {
    let changed = false;
    const { server, location } = await renderApp({
      path: '/login',
      routes: {
        'POST /users/authenticate': () => json(tokenData(1)),
        'POST /users/login': () => json({ ...agent, mustChangePassword: !changed }),
        'POST /users/ChangePassword': () => {
          changed = true;
          return json({ ok: true });
        },
      },
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    const person = await fillAndSubmit('agent', 'Temp0rary12');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(location().pathname).toBe('/login');
    // The form's code loads when it is needed (issue 25).
    await screen.findByLabelText(/^New password/);
    expect(await axeViolations()).toEqual([]);
    const fresh = () => screen.getByLabelText(/^New password/);
    const again = () => screen.getByLabelText(/^Confirm the new password/);
    await person.type(fresh(), 'Temp0rary12');
    await person.type(again(), 'Temp0rary1');
    await person.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(screen.getByText('Choose a password different from the temporary one.')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(server.callsTo('POST', '/users/ChangePassword')).toHaveLength(0);
    await person.clear(fresh());
    await person.clear(again());
    await person.type(fresh(), 'brand-new-1');
    await person.type(again(), 'brand-new-1');
    await person.click(screen.getByRole('button', { name: 'Change the password' }));
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(location().pathname).toBe('/illustration');
    expect(server.callsTo('POST', '/users/ChangePassword')[0]?.body).toEqual({
      currentPassword: 'Temp0rary12',
      newPassword: 'brand-new-1',
    });
  });

  it('has no axe violations in English or in French', async () => {
    await renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(await axeViolations()).toEqual([]);
    await act(() => setLanguage('fr'));
    await screen.findByRole('heading', { name: 'Ouverture de session' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the login screen with AD (issue 17)', () => {
  it('hides the user name and password, and says a sign-in window opens, in both languages', async () => {
    const { server } = await renderApp({
      path: '/login',
      routes: {
        'GET /api/getTokenMethod': () => json('AD'),
        // No directory to reach here: the silent try at the start fails quietly.
        'GET /api/directorySettings': () => apiError(503, 'internal'),
      },
    });
    expect(
      await screen.findByText('Sign in with your company account: a sign-in window opens.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'User name' })).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', '/api/directorySettings')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(
      await screen.findByText(
        'Connectez-vous avec votre compte d’entreprise : une fenêtre de connexion s’ouvre.',
      ),
    ).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
