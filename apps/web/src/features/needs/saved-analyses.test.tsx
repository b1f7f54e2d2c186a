import { MantineProvider } from '@mantine/core';
import type { NeedsAnalysisSummary } from '@portal/contracts/needs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { apiError, fakeServer, json } from '../../../test/server';
import { SavedAnalyses } from './saved-analyses';

const TIED: NeedsAnalysisSummary = {
  id: '0b7c1f3e-9d2a-4c55-8f10-2a6d3b9e4c71',
  kind: 'full',
  clientName: 'Marie Gagnon',
  caseId: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  caseName: 'Gagnon term 20',
  suggestedFace: 99_100_000,
  createdAt: '2026-03-02T14:00:00.000Z',
};
const UNTIED: NeedsAnalysisSummary = {
  ...TIED,
  id: '1c8d2f4e-0e3b-4d66-9021-3b7e4cafd582',
  kind: 'lite',
  clientName: 'Luc Côté',
  caseId: null,
  caseName: null,
  suggestedFace: 107_400_000,
};

function mount(onOpen = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SavedAnalyses onOpen={onOpen} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onOpen;
}

describe('the saved needs analyses', () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each analysis with its case, opens one by keyboard and prints another', async () => {
    const server = fakeServer({
      'GET /api/needs-analyses': () => json([TIED, UNTIED]),
      [`POST /api/needs-analyses/${UNTIED.id}/pdf`]: () =>
        json({
          kind: 'pdf',
          url: '/DB/x/needs.pdf',
          openUrl: '/DB/x/needs.pdf?link=signed',
          fileName: 'Needs.pdf',
          bytes: 4,
          pages: 1,
        }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const onOpen = mount();
    const tied = (await screen.findByRole('rowheader', { name: 'Marie Gagnon' })).closest('tr');
    if (!tied) throw new Error('no row');
    expect(within(tied).getByText('Gagnon term 20')).toBeTruthy();
    expect(within(tied).getByText('$991,000.00')).toBeTruthy();
    expect(within(tied).getByText('Full analysis')).toBeTruthy();
    const untied = screen.getByRole('rowheader', { name: 'Luc Côté' }).closest('tr');
    if (!untied) throw new Error('no row');
    expect(within(untied).getByText('None yet')).toBeTruthy();

    // Each button names its analysis; the first is reached by Tab and pressed with Enter.
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Open the analysis of Marie Gagnon saved March 2/ }),
    );
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(TIED.id);

    await userEvent.click(screen.getByRole('button', { name: /^PDF of the analysis of Luc Côté/ }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('/DB/x/needs.pdf?link=signed', '_blank', 'noopener'),
    );
    expect(server.callsTo('POST', `/api/needs-analyses/${UNTIED.id}/pdf`)).toHaveLength(1);
  });

  it('speaks French', async () => {
    await setLanguage('fr');
    fakeServer({ 'GET /api/needs-analyses': () => json([UNTIED]) });
    mount();
    const row = (await screen.findByRole('rowheader', { name: 'Luc Côté' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Aucun pour l’instant')).toBeTruthy();
    expect(within(row).getByText('1 074 000,00 $')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Ouvrir l’analyse de Luc Côté enregistrée le/ }),
    ).toBeTruthy();
  });

  it('says so when nothing is saved', async () => {
    fakeServer({ 'GET /api/needs-analyses': () => json([]) });
    mount();
    expect(await screen.findByText('No analysis saved yet.')).toBeTruthy();
  });

  it('shows the failure when the list cannot be loaded', async () => {
    fakeServer({ 'GET /api/needs-analyses': () => apiError(500, 'internal') });
    mount();
    expect(await screen.findByText('The saved analyses could not be loaded.')).toBeTruthy();
  });
});
