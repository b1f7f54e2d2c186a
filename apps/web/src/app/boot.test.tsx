import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTokenData } from '@/lib/session-storage';
import { makeUser, tokenData } from '../../test/fixtures';
import { appServer } from '../../test/render-app';
import { json } from '../../test/server';
import { Boot, firstView, signInLanding } from './boot';

const servicing = makeUser(['isInforce'], { username: 'servicing' });

const at = (path: string, state: unknown = null) => history.replaceState(state, '', path);

afterEach(() => at('/'));

describe('where an anonymous visitor’s first screen leads', () => {
  it.each([
    ['/inforce/alphalookup', '?policy=1', '/inforce/alphalookup?policy=1'],
    ['/inforce/alphalookup/', '', '/inforce/alphalookup'],
    ['/profile', '', '/profile'],
    ['/', '', null],
    ['/no/such/place', '', null],
    ['/inforce/nothing', '', null],
  ])('%s%s: the login screen, coming back to %s', (pathname, search, remembered) => {
    expect(signInLanding({ pathname, search })).toEqual({ remembered });
  });

  it('keeps the page to come back to across a reload of /login, as the router left it', () => {
    at('/login', { usr: { from: '/illustration/savedIllustration' }, key: 'k', idx: 0 });
    expect(signInLanding({ pathname: '/login', search: '' })).toEqual({
      remembered: '/illustration/savedIllustration',
    });
  });

  it('puts /login in the address bar and the path in the history state, as the guard does', () => {
    appServer();
    at('/inforce/policyLookup?id=7');
    expect(firstView()).toEqual({ kind: 'signIn', remembered: '/inforce/policyLookup?id=7' });
    expect(window.location.pathname).toBe('/login');
    expect(history.state.usr).toEqual({ from: '/inforce/policyLookup?id=7' });
  });

  it('starts the whole app at once for a stored session', async () => {
    storeTokenData(tokenData(1, 'servicing'));
    appServer({ 'POST /users/login': () => json(servicing) });
    at('/inforce/policyLookup');
    const view = firstView();
    expect(view.kind).toBe('app');
    if (view.kind === 'app') await expect(view.start).resolves.toEqual(servicing);
    expect(window.location.pathname).toBe('/inforce/policyLookup');
  });
});

describe('the first screen', () => {
  it('signs in without the app, then the app draws the page the visitor came for', async () => {
    const server = appServer({
      'POST /users/authenticate': () => json(tokenData(1, 'servicing')),
      'POST /users/login': () => json(servicing),
    });
    at('/inforce/alphalookup');
    const first = firstView();
    await act(async () => {
      render(<Boot first={first} />);
    });
    expect(window.location.pathname).toBe('/login');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/User name/), 'servicing');
    await person.type(screen.getByLabelText(/^Password/), 'demo1234');
    await person.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Lookup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(window.location.pathname).toBe('/inforce/alphalookup');
    expect(server.callsTo('POST', '/users/login')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', '/api/GetControlItems')).toHaveLength(1));
  });
});
