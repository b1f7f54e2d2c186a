import type { DataReportListsResponse, DataReportsResponse } from '@portal/contracts/data-reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { takeConsoleMessages } from '../../../test/console';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, json } from '../../../test/server';

const headoffice = makeUser(['isNewBusiness', 'isInforce', 'isHeadOffice', 'isProQuote'], {
  username: 'headoffice',
  defaultApplication: 'Inforce',
});

function groups(fr = false): DataReportsResponse {
  return {
    groups: [
      {
        group: 'proQuote',
        title: fr ? 'Rapports ProQuote' : 'ProQuote reports',
        reports: [
          {
            reportNumber: 1,
            reportName: 'quotesByProduct',
            title: fr ? 'Soumissions par produit' : 'Quotes by product',
          },
        ],
      },
      {
        group: 'inforce',
        title: fr ? 'Rapports des polices en vigueur' : 'Inforce reports',
        reports: [
          {
            reportNumber: 18,
            reportName: 'policiesByStatus',
            title: fr ? 'Polices par statut' : 'Policies by status',
          },
        ],
      },
    ],
  };
}

const lists: DataReportListsResponse = {
  churchList: [
    {
      churchNumber: 1,
      churchName: 'Paroisse Saint-Jean-Baptiste',
      churchCity: 'Québec',
      churchProvince: 'QC',
    },
    { churchNumber: 2, churchName: 'St. Andrew', churchCity: 'Halifax', churchProvince: 'NS' },
    { churchNumber: 3, churchName: 'St. Andrew', churchCity: 'Regina', churchProvince: 'SK' },
  ],
  policyStatusList: [
    { policyStatusCode: '10', policyStatusDescription: 'Active - Premium Paying' },
    { policyStatusCode: '20', policyStatusDescription: 'Lapsed' },
  ],
  denominationList: [],
};

const ok = {
  resultCode: 0,
  errorText: '',
  reportOutputFile: 'data-policiesByStatus.pdf',
  reportID: 'r1',
  outputs: [
    {
      kind: 'pdf',
      url: '/DB/r1/data-policiesByStatus.pdf',
      openUrl: '/DB/r1/data-policiesByStatus.pdf?link=signed',
      fileName: 'Policies by status.pdf',
      bytes: 1000,
      pages: 1,
    },
  ],
};

function openWindows() {
  const win = { location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => win),
  );
  return win;
}

describe('the data-reports screen: the in-force filters', { timeout: 30_000 }, () => {
  it('offers status and church in the Inforce group and sends them with its reports only', async () => {
    const win = openWindows();
    const app = await renderApp({
      path: '/inforce/dataReports',
      user: headoffice,
      routes: {
        'POST /api/DataReports': () => json(groups()),
        'POST /api/DataReportLists': () => json(lists),
        'POST /api/BI/BIInforceReport': () => json(ok),
        'POST /api/BI/BIProQuoteReport': () => json(ok),
      },
    });
    const inforce = await screen.findByRole('region', { name: 'Inforce reports' });
    const filters = await within(inforce).findByRole('group', {
      name: 'Filters for the Inforce reports',
    });
    const status = within(filters).getByRole('combobox', { name: 'Policy status' });
    const church = within(filters).getByRole('combobox', { name: 'Church' });
    // The choices are the lists' (a church name once; its place when it is in one place).
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active - Premium Paying', 'Lapsed']);
    expect(
      within(church)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Paroisse Saint-Jean-Baptiste (Québec, QC)', 'St. Andrew']);
    // The ProQuote group has no filters.
    const proQuote = screen.getByRole('region', { name: 'ProQuote reports' });
    expect(within(proQuote).queryByRole('combobox')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    // By keyboard: the filters come before the group's reports in the tab order.
    const user = userEvent.setup();
    status.focus();
    await user.selectOptions(status, '20');
    await user.tab();
    expect(document.activeElement).toBe(church);
    await user.selectOptions(church, 'Paroisse Saint-Jean-Baptiste');
    await user.tab();
    expect(document.activeElement).toBe(
      within(inforce).getByRole('button', { name: 'Policies by status' }),
    );
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(win.location.href).toBe('/DB/r1/data-policiesByStatus.pdf?link=signed'),
    );
    const [run] = app.server.callsTo('POST', '/api/BI/BIInforceReport');
    expect(run?.body).toMatchObject({
      reportNumber: 18,
      reportName: 'policiesByStatus',
      policyStatusCode: '20',
      churchName: 'Paroisse Saint-Jean-Baptiste',
    });
    // A ProQuote report is not filtered by them.
    await user.click(within(proQuote).getByRole('button', { name: 'Quotes by product' }));
    await vi.waitFor(() =>
      expect(app.server.callsTo('POST', '/api/BI/BIProQuoteReport')).toHaveLength(1),
    );
    const quoted = app.server.callsTo('POST', '/api/BI/BIProQuoteReport')[0]?.body;
    expect(quoted).not.toHaveProperty('policyStatusCode');
    expect(quoted).not.toHaveProperty('churchName');
    // Back to All: no filter is sent as ''.
    await user.selectOptions(status, '');
    await user.click(within(inforce).getByRole('button', { name: 'Policies by status' }));
    await vi.waitFor(() =>
      expect(app.server.callsTo('POST', '/api/BI/BIInforceReport')).toHaveLength(2),
    );
    expect(app.server.callsTo('POST', '/api/BI/BIInforceReport')[1]?.body).toMatchObject({
      policyStatusCode: '',
      churchName: 'Paroisse Saint-Jean-Baptiste',
    });
  });

  it('in French: the filters’ labels and choices, axe clean', async () => {
    const fr = makeUser(['isInforce'], {
      username: 'servicing',
      defaultApplication: 'Inforce',
      inputLanguage: 'French',
    });
    await i18n.changeLanguage('fr');
    await renderApp({
      path: '/inforce/dataReports',
      user: fr,
      routes: {
        'POST /api/DataReports': () => json(groups(true)),
        'POST /api/DataReportLists': () => json({ ...lists, policyStatusList: [] }),
      },
    });
    const filters = await screen.findByRole('group', {
      name: 'Filtres des rapports des polices en vigueur',
    });
    expect(within(filters).getByRole('combobox', { name: 'Statut de la police' })).toBeTruthy();
    const church = within(filters).getByRole('combobox', { name: 'Église' });
    expect(within(church).getAllByRole('option')[0]?.textContent).toBe('Tous');
    expect(await axeViolations()).toEqual([]);
  });

  it('a failed list is said in the group, and logged; a user without the group never asks', async () => {
    const { unmount } = await renderApp({
      path: '/inforce/dataReports',
      user: headoffice,
      routes: {
        'POST /api/DataReports': () => json(groups()),
        'POST /api/DataReportLists': () => apiError(500, 'internal'),
      },
    });
    const inforce = await screen.findByRole('region', { name: 'Inforce reports' });
    expect(
      await within(inforce).findByText(
        'The filter lists could not be loaded: the Inforce reports count every policy.',
      ),
    ).toBeTruthy();
    expect(takeConsoleMessages(/data report lists/).length).toBeGreaterThan(0);
    unmount();

    const only = await renderApp({
      path: '/inforce/dataReports',
      user: headoffice,
      routes: {
        'POST /api/DataReports': () => json({ groups: [groups().groups[0]] }),
      },
    });
    await screen.findByRole('region', { name: 'ProQuote reports' });
    expect(screen.queryByRole('group', { name: 'Filters for the Inforce reports' })).toBeNull();
    expect(only.server.callsTo('POST', '/api/DataReportLists')).toHaveLength(0);
  });
});
