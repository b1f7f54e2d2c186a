import type { SharedOwnershipData } from '@portal/contracts/shared-ownership';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlocks } from '@/components/fields/test-harness';
import { setLanguage } from '@/lib/i18n';
import { fakeServer, json } from '../../../../test/server';
import { SETUP_QUERY_KEY, SharedOwnershipSlideshow } from './slideshow';

const SETUPS = { prodID: '0602', setups: [] };

afterEach(async () => {
  vi.useRealTimers();
  await act(() => setLanguage('en'));
});

function renderSlideshow(
  options: { cached?: boolean; initial?: Record<string, string | boolean> | null } = {},
) {
  const server = fakeServer({ 'GET /api/allSetups/602': () => json(SETUPS) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.cached) queryClient.setQueryData(SETUP_QUERY_KEY, SETUPS);
  const exits: SharedOwnershipData[] = [];
  renderBlocks(
    <QueryClientProvider client={queryClient}>
      <SharedOwnershipSlideshow
        opened
        initial={options.initial ?? null}
        storedItems={undefined}
        onExit={(data) => exits.push(data)}
      />
    </QueryClientProvider>,
  );
  return { server, exits };
}

const dialog = () => screen.getByRole('dialog', { name: 'Shared Ownership concept' });
const button = (name: string) =>
  within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const pageText = () => within(dialog()).getByText(/^Page \d+ of 17$/).textContent;

async function nextTimes(count: number) {
  for (let i = 0; i < count; i++) await userEvent.click(button('Next'));
}

describe('the Shared Ownership slideshow (platform spec 2.8)', () => {
  it('opens on page 1 of 17; Back is disabled there; Next and Back move one page', async () => {
    renderSlideshow({ cached: true });
    expect(pageText()).toBe('Page 1 of 17');
    expect(within(dialog()).getByRole('status').textContent).toBe('Page 1 of 17');
    expect(button('Back').disabled).toBe(true);
    expect(
      within(dialog()).getByRole('heading', {
        name: 'Shared Ownership is a concept, not an insurance product',
      }),
    ).toBeTruthy();
    await userEvent.click(button('Next'));
    expect(pageText()).toBe('Page 2 of 17');
    expect(button('Back').disabled).toBe(false);
    await userEvent.click(button('Back'));
    expect(pageText()).toBe('Page 1 of 17');
  });

  it('Cancel exits with the defaults merged flat, the form name and a not-finished flag', async () => {
    const { exits } = renderSlideshow({ cached: true });
    await userEvent.click(button('Cancel'));
    expect(exits).toHaveLength(1);
    const data = exits[0] as SharedOwnershipData;
    expect(data).toMatchObject({
      formName: 'sharedOwnership',
      finished: false,
      txtSharedAge: '30',
      txtSharedRetirementAge: '65',
      rdoSharedSex: 'M',
      rdoSharedSmokeClass: 'S',
      txtSharedEmployerPayPeriod: '35',
      txtSharedEmployerBenefitPeriod: '35',
      cboSharedRelationshipToInsured1: 'EM',
      chkSharedIrrevocable1: true,
      txtSharedDeathBenefitAmount: '100000',
      rdoSharedCOIType: 'L',
      rdoSharedDeathBenefitType: 'LF',
      cboSharedFundSelection4: 'APEF',
      txtSharedFundSelectionInterestRate3: '5.95',
      txtSharedFundSelectionAllocationPercent1: '100',
      rdoSharedPaymentMode: '012',
      txtSharedPremiumAmount: '10000',
    });
    // Row 1 of the funds has no checkbox (spec 3).
    expect('chkSharedFundSelection1' in data).toBe(false);
  });

  it('Escape cancels too', async () => {
    const { exits } = renderSlideshow({ cached: true });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(exits).toHaveLength(1));
    expect(exits[0]?.finished).toBe(false);
  });

  it('waits 3 seconds before loading the setup of product 602 when it is not there yet', async () => {
    vi.useFakeTimers();
    const { server } = renderSlideshow();
    const calls = () => server.callsTo('GET', '/api/allSetups/602').length;
    act(() => vi.advanceTimersByTime(2999));
    expect(calls()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls()).toBe(1);
  });

  it('asks at once when the setup is already loaded', () => {
    const { server } = renderSlideshow({ cached: true });
    expect(server.callsTo('GET', '/api/allSetups/602')).toHaveLength(0);
  });

  it('keeps Next disabled on a form page with errors, with the form summary', async () => {
    renderSlideshow({ cached: true });
    await nextTimes(4);
    expect(pageText()).toBe('Page 5 of 17');
    expect(within(dialog()).getByText('2 errors')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    await userEvent.type(within(dialog()).getByLabelText(/Executive’s name/), 'Al');
    await userEvent.type(within(dialog()).getByLabelText(/Company name/), 'Co');
    expect(button('Next').disabled).toBe(false);
    await nextTimes(5);
    // Row 1 of the beneficiaries is the company once it is named.
    expect((within(dialog()).getByLabelText(/Beneficiary name 1/) as HTMLInputElement).value).toBe(
      'Co',
    );
  }, 40_000);

  it('refuses fund allocations that do not total 100 %', async () => {
    renderSlideshow({
      cached: true,
      initial: {
        txtSharedInsuredName: 'Alex',
        txtCompanyName: 'Co',
        txtSharedBeneficiaryName1: 'Co',
        chkSharedFundSelection2: true,
        txtSharedFundSelectionAllocationPercent2: '10',
      },
    });
    await nextTimes(12);
    expect(pageText()).toBe('Page 13 of 17');
    expect(
      within(dialog()).getByText(
        'The chosen funds’ allocations must total 100 % (they total 110 %).',
      ),
    ).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
  }, 40_000);

  it('Finish on page 17 exits with every section merged and a finished flag, in French too', async () => {
    await act(() => setLanguage('fr'));
    const { exits } = renderSlideshow({
      cached: true,
      initial: {
        txtSharedInsuredName: 'Alex',
        txtCompanyName: 'Co',
        txtSharedPremiumAmount: '5000',
      },
    });
    const fr = (name: string) =>
      within(screen.getByRole('dialog', { name: 'Concept de propriété partagée' })).getByRole(
        'button',
        { name },
      ) as HTMLButtonElement;
    for (let i = 0; i < 16; i++) await userEvent.click(fr('Suivant'));
    expect(screen.getByText('Page 17 de 17')).toBeTruthy();
    await userEvent.click(fr('Terminer'));
    expect(exits).toHaveLength(1);
    expect(exits[0]).toMatchObject({
      formName: 'sharedOwnership',
      finished: true,
      txtSharedInsuredName: 'Alex',
      txtSharedBeneficiaryName1: 'Co',
      txtSharedPremiumAmount: '5000',
      txtSharedDeathBenefitAmount: '100000',
    });
  }, 40_000);
});
