import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storeSignedIn, storeTokenData } from '@/lib/session-storage';
import { takeConsoleMessages } from '../../../../test/console';
import { agent, tokenData } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { apiError, json } from '../../../../test/server';

function signedInStorage() {
  storeTokenData(tokenData(1));
  storeSignedIn('agent');
  sessionStorage.setItem(STORAGE_KEYS.tokenMethod, 'PASSWORD');
  sessionStorage.setItem(STORAGE_KEYS.bi, '{"range":"2026"}');
  sessionStorage.setItem('illustrationForm', '{"face":100000}');
}

describe('Sign Out', () => {
  it('tells the server, keeps only the bi entry, empties the cache and goes to /login', async () => {
    signedInStorage();
    const { server, queryClient, location } = await renderApp({
      path: '/illustration',
      user: agent,
      routes: { 'POST /users/logout': () => json({ ok: true }) },
    });
    queryClient.setQueryData(['policy', 'P-1'], { owner: 'a client of this agent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(server.callsTo('POST', '/users/logout')[0]?.body).toEqual(tokenData(1));
    expect(Object.keys(sessionStorage)).toEqual([STORAGE_KEYS.bi]);
    expect(sessionStorage.getItem(STORAGE_KEYS.bi)).toBe('{"range":"2026"}');
    expect(location().pathname).toBe('/login');
    expect(location().state).toBeNull();
    expect(queryClient.getQueryData(['policy', 'P-1'])).toBeUndefined();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves no way back into the app with the Back button', async () => {
    signedInStorage();
    const app = await renderApp({
      path: '/illustration',
      user: agent,
      routes: { 'POST /users/logout': () => json({ ok: true }) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Saved Illustrations' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved Illustrations' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    await act(() => app.back());
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(app.location().pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('signs out locally when the server call fails, and logs it', async () => {
    signedInStorage();
    await renderApp({
      path: '/illustration',
      user: agent,
      routes: { 'POST /users/logout': () => apiError(500, 'internal') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(takeConsoleMessages(/Sign-out call failed/)).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('with AD also ends the portal session, then asks for the directory (issue 17)', async () => {
    signedInStorage();
    sessionStorage.setItem(STORAGE_KEYS.tokenMethod, 'AD');
    const { server } = await renderApp({
      path: '/illustration',
      user: agent,
      routes: {
        'POST /users/logout': () => json({ ok: true }),
        'GET /api/directorySettings': () => apiError(503, 'internal'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(server.callsTo('POST', '/users/logout')[0]?.body).toEqual(tokenData(1));
    expect(server.callsTo('GET', '/api/directorySettings')).toHaveLength(1);
    // The directory could not be reached: signed out here all the same, and logged.
    expect(takeConsoleMessages(/Directory sign-out failed/)).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});

describe('a session timeout', () => {
  it('sends the user to /login, which says the session expired, and remembers the page', async () => {
    signedInStorage();
    sessionStorage.setItem(STORAGE_KEYS.token, 'jwt-old');
    const { location } = await renderApp({
      path: '/inforce/policyLookup',
      user: agent,
      routes: {
        'GET /api/companySettings': () => apiError(401, 'unauthenticated'),
        'POST /users/refresh': () => apiError(401, 'sessionExpired'),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your session has expired. Please sign in again.',
      ),
    );
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/inforce/policyLookup' });
    expect(sessionStorage.getItem(STORAGE_KEYS.expired)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
