import { emptyEAppFormBody } from '@portal/contracts/eapplication';
import { EAPP_STORAGE_KEY } from '@portal/domain/eapp/prefill';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flushTracking } from '@/components/fields';
import { storeTokenData } from '@/lib/session-storage';
import { agent, tokenData } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, json } from '../../../test/server';

type Sent = {
  eventType: string;
  header: { formName: string; controlName: string };
  detail: Record<string, unknown>;
};

/**
 * The ProQuote funnel's "applied" (decision 0078): an application the server stored sends
 * BUTTON_CLICK on eapplication/btnSubmit naming the case, and nothing of the applicant's
 * answers; a refused Submit sends nothing.
 */
describe('/eapplication: the event the quote funnel counts', { timeout: 60_000 }, () => {
  it('sends btnSubmit once the application is stored, without the applicant’s secrets', async () => {
    // The form's autosizing text areas listen to font loading, which jsdom does not have.
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
    storeTokenData(tokenData(1));
    sessionStorage.setItem(
      EAPP_STORAGE_KEY,
      JSON.stringify({ ...emptyEAppFormBody(), ...completeForm() }),
    );
    let refuse = true;
    const { server } = await renderApp({
      path: '/eapplication',
      user: agent,
      routes: {
        'PUT /api/eapplications/draft': () => json({ form: null, updatedAt: null }),
        'DELETE /api/eapplications/draft': () => json({ deleted: true }),
        'POST /api/eapplications': () =>
          refuse ? apiError(500, 'internal') : json({ number: 'EA-2026-000042' }),
      },
    });
    const submitted = () =>
      server
        .callsTo('POST', '/tracking/sendTrackingInfo')
        .flatMap((call) => (Array.isArray(call.body) ? call.body : [call.body]) as Sent[])
        .filter(
          (e) =>
            e.eventType === 'BUTTON_CLICK' &&
            e.header.formName === 'eapplication' &&
            e.header.controlName === 'btnSubmit',
        );
    const user = userEvent.setup();
    const submit = await screen.findByRole(
      'button',
      { name: 'Submit the application' },
      { timeout: 15_000 },
    );
    await user.click(submit);
    expect(
      await screen.findByText('The application was not submitted. Correct these fields:'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/eapplications')).toHaveLength(1);
    await act(() => flushTracking());
    expect(submitted()).toHaveLength(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit the application' }));
    expect(await screen.findByText(/EA-2026-000042/)).toBeTruthy();
    await act(() => flushTracking());
    const [event] = submitted();
    expect(submitted()).toHaveLength(1);
    expect(event?.detail).toEqual({
      number: 'EA-2026-000042',
      productId: '0132',
      faceAmount: '500000',
      province: 'ON',
      illustrationId: '',
    });
    const sent = JSON.stringify(event);
    for (const secret of ['046 454 286', '1234567', 'Camille']) expect(sent).not.toContain(secret);
  });
});
