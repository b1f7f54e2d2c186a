import type { SharedOwnershipData } from '@portal/contracts/shared-ownership';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '@/components/fields/test-harness';
import { setLanguage } from '@/lib/i18n';
import { takeConsoleMessages } from '../../../../test/console';
import { fakeServer, json } from '../../../../test/server';
import { SharedOwnershipConcept } from './concept';
import { SETUP_QUERY_KEY } from './slideshow';
import { SharedOwnershipWizard } from './wizard';

const SETUPS = { prodID: '0602', setups: [] };

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderWizard(
  options: { initial?: Record<string, string | boolean> | null; variant?: string | null } = {},
) {
  const server = fakeServer({
    'GET /api/allSetups/602': () => json(SETUPS),
    'GET /users/SharedOwnershipVariant': () =>
      options.variant === null
        ? new Response(JSON.stringify({ message: 'down' }), { status: 503 })
        : json({ variant: options.variant ?? 'wizard' }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SETUP_QUERY_KEY, SETUPS);
  const exits: SharedOwnershipData[] = [];
  const props = {
    opened: true,
    initial: options.initial ?? null,
    storedItems: undefined,
    onExit: (data: SharedOwnershipData) => exits.push(data),
  };
  renderBlocks(
    <QueryClientProvider client={queryClient}>
      {options.variant === undefined ? (
        <SharedOwnershipWizard {...props} />
      ) : (
        <SharedOwnershipConcept {...props} />
      )}
    </QueryClientProvider>,
  );
  return { server, exits };
}

const dialog = () => screen.getByRole('dialog', { name: 'Shared Ownership concept' });
const button = (name: string) =>
  within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
/** The step announced: a polite live region (a form step also has its summary's). */
const status = () =>
  within(dialog())
    .getAllByRole('status')
    .map((region) => region.textContent)
    .find((text) => /^Step \d of 5$/.test(text ?? ''));

describe('the Shared Ownership wizard (platform spec 2.8; decision 0081)', () => {
  it('announces Step n of 5; Back is disabled on the first; Next and Back move one step', async () => {
    renderWizard();
    expect(status()).toBe('Step 1 of 5');
    expect(button('Back').disabled).toBe(true);
    expect(
      within(dialog()).getByRole('heading', {
        name: 'Shared Ownership is a concept, not an insurance product',
      }),
    ).toBeTruthy();
    await userEvent.click(button('Next'));
    expect(status()).toBe('Step 2 of 5');
    expect(button('Back').disabled).toBe(false);
    await userEvent.click(button('Back'));
    expect(status()).toBe('Step 1 of 5');
  });

  it('keeps Next disabled on basic information while it has errors; Finish on the last step hands out every section merged, finished', async () => {
    const { exits } = renderWizard();
    for (let i = 0; i < 3; i++) await userEvent.click(button('Next'));
    expect(status()).toBe('Step 4 of 5');
    expect(within(dialog()).getByRole('heading', { name: 'Basic information' })).toBeTruthy();
    expect(within(dialog()).getByText('2 errors')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    await userEvent.type(within(dialog()).getByLabelText(/Executive’s name/), 'Alex');
    await userEvent.type(within(dialog()).getByLabelText(/Company name/), 'Co');
    await userEvent.click(button('Next'));
    expect(status()).toBe('Step 5 of 5');
    expect(within(dialog()).getByRole('heading', { name: 'Premium allocation' })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).toBeNull();
    const premium = within(dialog()).getByLabelText(/Premium amount/);
    await userEvent.clear(premium);
    expect(button('Finish').disabled).toBe(true);
    await userEvent.type(premium, '7500');
    await userEvent.click(button('Finish'));
    expect(exits).toHaveLength(1);
    expect(exits[0]).toMatchObject({
      formName: 'sharedOwnership',
      finished: true,
      txtSharedInsuredName: 'Alex',
      txtCompanyName: 'Co',
      txtSharedPremiumAmount: '7500',
      rdoSharedPaymentMode: '012',
      // The sections the wizard does not show keep their defaults; row 1 is the company.
      txtSharedBeneficiaryName1: 'Co',
      cboSharedRelationshipToInsured1: 'EM',
      chkSharedIrrevocable1: true,
      txtSharedDeathBenefitAmount: '100000',
      cboSharedFundSelection1: 'DI',
      txtSharedFundSelectionAllocationPercent1: '100',
    });
  }, 40_000);

  it('Cancel and Escape exit with what was entered before, merged, and a not-finished flag', async () => {
    const initial = { txtSharedInsuredName: 'Alex', txtSharedDeathBenefitAmount: '250000' };
    const { exits } = renderWizard({ initial });
    await userEvent.click(button('Next'));
    await userEvent.click(button('Cancel'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(exits).toHaveLength(2));
    for (const data of exits)
      expect(data).toMatchObject({ ...initial, formName: 'sharedOwnership', finished: false });
  });

  it('speaks French: Étape n de 5 and the basic information step', async () => {
    await act(() => setLanguage('fr'));
    renderWizard({ initial: { txtSharedInsuredName: 'Alex', txtCompanyName: 'Co' } });
    const fr = screen.getByRole('dialog', { name: 'Concept de propriété partagée' });
    expect(within(fr).getByRole('status').textContent).toBe('Étape 1 de 5');
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(fr).getByRole('button', { name: 'Suivant' }));
    expect(within(fr).getByRole('heading', { name: 'Renseignements de base' })).toBeTruthy();
    await userEvent.click(within(fr).getByRole('button', { name: 'Suivant' }));
    expect(within(fr).getByRole('button', { name: 'Terminer' })).toBeTruthy();
  }, 40_000);
});

describe('the company setting chooses the dialog on opening (decision 0081)', () => {
  it('opens the wizard when the company uses it', async () => {
    const { server } = renderWizard({ variant: 'wizard' });
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(server.callsTo('GET', '/users/SharedOwnershipVariant')).toHaveLength(1);
  });

  it('opens the slideshow by default', async () => {
    renderWizard({ variant: 'slideshow' });
    expect(await screen.findByText('Page 1 of 17')).toBeTruthy();
  });

  it('opens the slideshow when the setting cannot be read', async () => {
    renderWizard({ variant: null });
    expect(await screen.findByText('Page 1 of 17')).toBeTruthy();
    expect(takeConsoleMessages(/Reading the Shared Ownership variant failed/)).toHaveLength(1);
  });
});
