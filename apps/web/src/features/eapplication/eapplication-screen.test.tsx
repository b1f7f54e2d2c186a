import { EAPP_ITEMS } from '@portal/contracts/eapp-items';
import type { EApplication } from '@portal/contracts/eapplication';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { controlItemMap } from '../../../test/control-items';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/server';

const agent = makeUser(['isEapplication']);
const reviewer = makeUser(['isEapplication', 'isEapplicationAdministrator'], {
  username: 'eappadmin',
});
const ID = '6f1c1a52-6a51-4a4b-9a38-0d1d1f3c9e11';

const application = (over: Partial<EApplication> = {}): EApplication => ({
  id: ID,
  number: 'EA-2026-000042',
  status: 'inReview',
  clientName: 'Camille Roy',
  productId: '0132',
  agentName: 'Alex Agent',
  agentUsername: 'agent',
  illustrationId: null,
  accountMasked: '••••567',
  submittedAt: '2026-03-02T14:00:00.000Z',
  updatedAt: '2026-03-03T09:30:00.000Z',
  form: {
    ...completeForm({ ownerSin: '••••••286', accountNumber: '••••567', transit: '•••••' }),
    beneficiaries: {
      base: [
        { name: 'Alex Roy', relationship: 'Spouse', beneficiaryClass: 'Primary', share: '100' },
      ],
      childRider1: [],
      childRider2: [],
      termRider1: [],
      termRider2: [],
    },
  },
  history: [
    {
      at: '2026-03-02T14:00:00.000Z',
      actorName: 'Alex Agent',
      event: 'submitted',
      fromStatus: null,
      toStatus: 'submitted',
      reason: '',
    },
    {
      at: '2026-03-03T09:30:00.000Z',
      actorName: 'Élise Dubois',
      event: 'statusChanged',
      fromStatus: 'submitted',
      toStatus: 'inReview',
      reason: 'Medical records asked',
    },
  ],
  ...over,
});

const items = (changes: Parameters<typeof controlItemMap>[0] = {}) =>
  controlItemMap(changes, EAPP_ITEMS);

const routes = (extra: Parameters<typeof renderApp>[0] = {}) => ({
  'GET /api/eapplications/draft': () => json({ form: null, updatedAt: null }),
  'PUT /api/eapplications/draft': () => json({ form: null, updatedAt: null }),
  'GET /api/eapplications': () => json({ applications: [] }),
  ...extra.routes,
});

// The form's growing text areas listen for web fonts loading, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

describe('the e-application screen', () => {
  it('enforces a field the developer area made required, named by its caption, before any call', async () => {
    const view = await renderApp({
      path: '/eapplication',
      user: agent,
      routes: routes({
        routes: {
          'GET /api/GetControlItems': () =>
            json(items({ eAppAddressLine: { required: true, captionEn: 'Street and number' } })),
        },
      }),
    });
    const street = await screen.findByRole('textbox', { name: /Street and number/ });
    expect(street.closest('div')?.parentElement?.textContent).toContain('*');
    // The product is a chooser of the engine's products.
    const product = screen.getByRole('combobox', { name: /Product/ });
    expect(within(product).getByRole('option', { name: 'Term 20' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit the application' }));
    expect(
      screen.getByRole('button', { name: 'Street and number: This field is required.' }),
    ).toBeTruthy();
    expect(view.server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens one application from the list: answers, history with who and why, the PDF; an agent changes no status', async () => {
    await renderApp({
      path: '/eapplication',
      user: agent,
      routes: routes({
        routes: {
          'GET /api/GetControlItems': () => json(items()),
          'GET /api/eapplications': () => json({ applications: [application()] }),
          [`GET /api/eapplications/${ID}`]: () => json(application()),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Applications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open EA-2026-000042' }));
    const heading = await screen.findByRole('heading', { name: 'Application EA-2026-000042' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Medical records asked')).toBeTruthy();
    expect(within(history).getByText('Status changed from Submitted to In review')).toBeTruthy();
    expect(within(history).getByText('Élise Dubois')).toBeTruthy();
    const payment = screen.getByRole('table', { name: 'Payment' });
    expect(within(payment).getByText(/••••567/)).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Beneficiaries: Base coverage' }).textContent,
    ).toContain('Alex Roy');
    expect(screen.getAllByText('Term 20 (0132)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Application PDF' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change the status' })).toBeNull();
    // axe on the application's screen (the hidden form tab is another screen, with its own).
    expect(await axeViolations(screen.getByRole('tabpanel'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Back to the applications' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Open EA-2026-000042' }),
      ),
    );
  }, 60_000);

  it('an e-application administrator changes the status with a reason, and the history shows it', async () => {
    let current = application();
    const view = await renderApp({
      path: `/eapplication?application=${ID}`,
      user: reviewer,
      routes: routes({
        routes: {
          'GET /api/GetControlItems': () => json(items()),
          [`GET /api/eapplications/${ID}`]: () => json(current),
          [`POST /api/eapplications/${ID}/status`]: (call) => {
            const { status, reason } = call.body as { status: 'accepted'; reason: string };
            current = application({
              status,
              history: [
                ...current.history,
                {
                  at: '2026-03-04T10:00:00.000Z',
                  actorName: 'Élise Dubois',
                  event: 'statusChanged',
                  fromStatus: 'inReview',
                  toStatus: status,
                  reason,
                },
              ],
            });
            return json(current);
          },
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Change the status' });
    const save = within(form).getByRole('button', { name: 'Change status' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(form).getByLabelText('New status'), 'accepted');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Reason/ }),
      'Underwriting done',
    );
    await userEvent.click(save);
    expect(
      await within(form).findByText('The status of EA-2026-000042 is now Accepted.'),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'History' }).textContent).toContain(
      'Underwriting done',
    );
    expect(view.server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'accepted',
      reason: 'Underwriting done',
    });
  });
});
