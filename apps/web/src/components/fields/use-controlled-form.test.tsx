import type { StoredControlItem } from '@portal/contracts/fields';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { agent } from '../../../test/fixtures';
import { fakeServer, json } from '../../../test/server';
import { blankControlItem } from '../../features/developer/control-item-editor';
import { Spinner } from './layout';
import { TextField } from './text-field';
import { flushTracking } from './tracking';
import { useControlledForm } from './use-controlled-form';

const stored = (fieldName: string, overrides: Partial<StoredControlItem>): StoredControlItem => ({
  ...blankControlItem(),
  fieldName,
  ...overrides,
});

const ITEMS = {
  phoneNumberSecondary: stored('phoneNumberSecondary', {
    formName: 'profile',
    fieldType: 'phone',
    maxLength: 14,
    required: true,
    captionEn: 'Secondary phone',
    captionFr: 'Téléphone secondaire',
    statusEn: 'Ten digits',
    statusFr: 'Dix chiffres',
  }),
  username: stored('username', { formName: 'login', fieldType: 'text', captionEn: 'User name' }),
};

function ProfileProbe() {
  const form = useControlledForm('profile', { phoneNumberSecondary: '' });
  if (!form.ready) return <Spinner />;
  return (
    <>
      <TextField {...form.field('phoneNumberSecondary')} />
      <output data-testid="fields">{Object.keys(form.items).join(',')}</output>
      <button type="button" onClick={() => form.submit({ onSubmit: () => {}, onError: () => {} })}>
        Save
      </button>
    </>
  );
}

async function renderProbe() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  await act(async () => {
    render(
      <App start={Promise.resolve(agent)} queryClient={queryClient}>
        <ProfileProbe />
      </App>,
    );
  });
}

describe('useControlledForm', () => {
  it('builds the form from the stored items of its form, in the input language, and tracks PAGE_LOAD', async () => {
    sessionStorage.setItem('token', 'jwt-1');
    const server = fakeServer({
      'GET /api/GetControlItems': () => json(ITEMS),
      'POST /tracking/sendTrackingInfo': () =>
        json({ header: { trackingID: '5b0d7c3e-4b7e-4d44-9a51-1f2b8c2f1a11' }, stored: 1 }),
    });
    await act(() => i18n.changeLanguage('fr'));
    await renderProbe();
    const input = await screen.findByRole('textbox', { name: /Téléphone secondaire/ });
    expect(screen.getByText('Dix chiffres')).toBeTruthy();
    expect(screen.getByTestId('fields').textContent).toBe('phoneNumberSecondary');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await flushTracking();
    expect(server.callsTo('POST', '/tracking/sendTrackingInfo')[0]?.body).toMatchObject({
      eventType: 'PAGE_LOAD',
      header: { formName: 'profile' },
    });
  });
});
