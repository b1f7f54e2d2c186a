import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { takeConsoleMessages } from '../../../test/console';
import { agent } from '../../../test/fixtures';
import { apiError, fakeServer, json } from '../../../test/server';
import { useFundSetup } from './setups';

function Funds() {
  const { user } = useSession();
  const funds = useFundSetup('0602');
  if (!user) return <p>signed out</p>;
  return <p>{funds.data?.map((fund) => `${fund.fundCode} ${fund.defaultRate}`).join(', ')}</p>;
}

async function renderFunds() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  await act(async () => {
    render(
      <App start={Promise.resolve(agent)} queryClient={queryClient}>
        <Funds />
      </App>,
    );
  });
}

describe('useFundSetup', () => {
  it('loads a product’s funds', async () => {
    fakeServer({
      'GET /api/InterfaceFundSetup/0602': () =>
        json([
          {
            prodID: '0602',
            fundCode: 'DI',
            fundNameEn: 'Daily Interest',
            fundNameFr: 'Intérêt quotidien',
            defaultRate: 1.25,
            displayOrder: 1,
          },
          {
            prodID: '0602',
            fundCode: 'CBF',
            fundNameEn: 'Canadian Bond Fund',
            fundNameFr: 'Fonds',
            defaultRate: 1.5,
            displayOrder: 2,
          },
        ]),
    });
    await renderFunds();
    expect(await screen.findByText('DI 1.25, CBF 1.5')).toBeTruthy();
  });

  it('signs the user out when the setup cannot be loaded (spec 4)', async () => {
    fakeServer({ 'GET /api/InterfaceFundSetup/0602': () => apiError(500, 'internal') });
    await renderFunds();
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
    expect(takeConsoleMessages(/Loading fund setup failed/)).toHaveLength(1);
  });
});
