import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { takeConsoleMessages } from '../../../test/console';
import { agent, tokenData } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, deferred, fakeServer, json } from '../../../test/server';
import { trackedLater } from './track-later';
import { flushTracking, trackEvent } from './tracking';

const TRACKING_ID = '5b0d7c3e-4b7e-4d44-9a51-1f2b8c2f1a11';
const signedIn = () => sessionStorage.setItem('token', 'jwt-1');

describe('tracking (spec 7)', () => {
  it('sends nothing for a browser that is not signed in', async () => {
    const server = fakeServer({});
    trackEvent('PAGE_LOAD', 'inforce', '');
    await flushTracking();
    expect(server.calls).toHaveLength(0);
  });

  it('batches events into one call, with the header, and keeps the tracking id it gets back', async () => {
    signedIn();
    sessionStorage.setItem('username', 'agent');
    const server = fakeServer({
      'POST /tracking/sendTrackingInfo': () =>
        json({ header: { trackingID: TRACKING_ID }, stored: 2 }),
    });
    const before = Math.floor(Date.now() / 1000);
    trackEvent('TAB_CLICK', 'profile', 'settings');
    trackEvent('CONTROL_CHANGE', 'profile', 'fontSize', { fontSize: 'Small' });
    expect(server.calls).toHaveLength(0);
    await flushTracking();
    const [call] = server.callsTo('POST', '/tracking/sendTrackingInfo');
    const events = call?.body as { eventType: string; header: Record<string, unknown> }[];
    expect(events.map((event) => event.eventType)).toEqual(['TAB_CLICK', 'CONTROL_CHANGE']);
    expect(events[1]).toMatchObject({
      header: { userName: 'agent', formName: 'profile', controlName: 'fontSize' },
      detail: { fontSize: 'Small' },
    });
    const timestamp = events[0]?.header.timestamp as number;
    expect(Number.isInteger(timestamp) && timestamp >= before).toBe(true);
    expect(sessionStorage.getItem('trackingID')).toBe(TRACKING_ID);

    trackEvent('PAGE_LOAD', 'inforce', '');
    await flushTracking();
    const single = server.callsTo('POST', '/tracking/sendTrackingInfo')[1]?.body;
    expect(single).toMatchObject({ eventType: 'PAGE_LOAD', header: { trackingID: TRACKING_ID } });
  });

  it('only logs a failure: nothing is thrown, nothing shown', async () => {
    signedIn();
    fakeServer({ 'POST /tracking/sendTrackingInfo': () => apiError(500, 'internal') });
    trackEvent('BUTTON_CLICK', 'profile', 'btnSave');
    await expect(flushTracking()).resolves.toBeUndefined();
    expect(takeConsoleMessages(/Tracking failed/)).toHaveLength(1);
  });

  it('the login button sends BUTTON_CLICK with form name login, stamped with the click', async () => {
    const answer = deferred<Response>();
    const { server } = await renderApp({
      path: '/login',
      routes: {
        'POST /users/authenticate': () => answer.promise,
        'POST /users/login': () => json(agent),
        'POST /tracking/sendTrackingInfo': () =>
          json({ header: { trackingID: TRACKING_ID }, stored: 1 }),
      },
    });
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/User name/), 'agent');
    await person.type(screen.getByLabelText(/^Password/), 'demo1234');
    const clickedAt = Math.floor(Date.now() / 1000);
    await person.click(screen.getByRole('button', { name: 'Login' }));
    // The server takes its time: the event keeps the click's second, not the answer's.
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 5000);
    answer.resolve(json(tokenData(1, agent.username)));
    await waitFor(() => expect(sessionStorage.getItem('authenticated')).toBe('true'));
    // The sign-in page does not carry the tracking code: the event waits for it to load.
    await trackedLater();
    await flushTracking();
    expect(server.callsTo('POST', '/tracking/sendTrackingInfo')).toHaveLength(1);
    const sent = server.callsTo('POST', '/tracking/sendTrackingInfo')[0]?.body;
    expect(sent).toMatchObject({
      eventType: 'BUTTON_CLICK',
      header: { formName: 'login', controlName: 'btnLogin', userName: 'agent' },
      detail: { username: 'agent' },
    });
    const timestamp = (sent as { header: { timestamp: number } }).header.timestamp;
    expect(timestamp - clickedAt).toBeLessThanOrEqual(1);
  });
});
