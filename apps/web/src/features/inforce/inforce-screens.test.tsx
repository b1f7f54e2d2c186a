import type { AlphaLookupRow, GetPolicyResponse } from '@portal/contracts/inforce';
import { policyCopyOf } from '@portal/domain/inforce/policy-copy';
import { coverage, inforcePolicy } from '@portal/domain/inforce/sample';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, json } from '../../../test/server';

const servicing = makeUser(['isInforce'], { username: 'servicing', defaultApplication: 'Inforce' });

function loaded(errorCode = 1): GetPolicyResponse {
  const policy = inforcePolicy({
    currentDate: '2026-03-02',
    isActive: false,
    coverages: [
      coverage(),
      coverage({
        coverageID: '2',
        parentCoverageID: '1',
        coverageType: 'BENEFIT',
        riderType: 'WAIVER',
        name: '',
        premAnnual: 40,
      }),
    ],
  });
  return {
    errorCode,
    inforcePolicy: policy,
    policy: policyCopyOf(policy),
    currentDate: '2026-03-02',
    policyStatus: {
      policyStatusCode: '10',
      policyStatusDescription: 'Lapsed',
      policyStatusDescriptionFr: 'Déchue',
      isDeath: false,
    },
  };
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

async function lookUp(number: string) {
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: /Policy number/ }, { timeout: 5000 }),
    number,
  );
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  return user;
}

describe('/inforce/policyLookup', () => {
  it('shows the tree of sections with the display rules, keeps the form, and has no axe violations', async () => {
    const app = await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: { 'POST /api/getpolicy': () => json(loaded()) },
    });
    const user = await lookUp('wl0000001');
    const tree = await screen.findByRole('region', { name: 'Policy WL0000001' });
    expect(app.server.callsTo('POST', '/api/getpolicy')[0]?.body).toMatchObject({
      policyNumber: 'WL0000001',
    });
    for (const title of [
      'Policy Information',
      'Policy Values',
      'Client Information',
      'Basic Coverage',
      'Supplementary Benefits',
    ]) {
      expect(within(tree).getByRole('button', { name: title })).toBeTruthy();
    }
    // The unresolved coverage name, the red status of an inactive policy.
    expect(within(tree).getByRole('button', { name: 'error testing' })).toBeTruthy();
    const status = within(tree).getByRole('row', { name: /^Policy status Lapsed/ });
    expect(status.getAttribute('data-tone')).toBe('alert');
    // Premium summary: base, the waiver, annual and monthly premium.
    const summary = screen.getByRole('region', { name: 'Premium summary' });
    expect(within(summary).getByRole('row', { name: 'Annual premium $3,200.00' })).toBeTruthy();
    expect(
      within(summary).getByRole('row', { name: 'Modal premium (monthly) $266.67' }),
    ).toBeTruthy();
    // Spec 4: the inforce form is saved to session storage as 'inforceFormData'.
    expect(JSON.parse(sessionStorage.getItem('inforceFormData') ?? '{}')).toEqual({
      txtPolicyNumber: 'WL0000001',
    });
    // Keyboard: a header toggles with Enter, the arrows move between headers.
    const values = within(tree).getByRole('button', { name: 'Policy Values' });
    values.focus();
    await user.keyboard('{Enter}');
    expect(values.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Policy Information');
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [500, 'internal', 'Internal server error, please try after sometime'],
    [400, 'validation', 'There is some error with request'],
    [403, 'forbidden', 'There is some error with request'],
  ])('a failed load (%s) says "%s"', async (status, code, text) => {
    await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: { 'POST /api/getpolicy': () => apiError(status, code) },
    });
    await lookUp('WL1');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('a load result other than 1, 3, 5 or 9 builds no tree', async () => {
    await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: {
        'POST /api/getpolicy': () => json({ ...loaded(4), inforcePolicy: null, policy: null }),
      },
    });
    await lookUp('LT1');
    expect(
      await screen.findByText('Policy LT1 cannot be shown here (premium restrict).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Policy Information' })).toBeNull();
  });
});

describe('/inforce/policyLookup: the policy-progress report (issue 8 §3)', () => {
  const REPORT_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
  const pdfUrl = `/DB/${REPORT_ID}/policyProgress-0f1e2d3c.pdf`;
  const ok = {
    resultCode: 0,
    errorText: '',
    reportOutputFile: 'policyProgress-0f1e2d3c.pdf',
    reportID: REPORT_ID,
    outputs: [
      {
        kind: 'pdf',
        url: pdfUrl,
        openUrl: `${pdfUrl}?link=signed`,
        fileName: 'Progress.pdf',
        bytes: 4,
        pages: 3,
      },
    ],
  };

  it('runs the loaded policy’s report in the user’s report language and opens the PDF', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    const app = await renderApp({
      path: '/inforce/policyLookup',
      user: makeUser(['isInforce'], {
        username: 'servicing',
        defaultApplication: 'Inforce',
        reportLanguage: 'French',
      }),
      routes: {
        'POST /api/getpolicy': () => json(loaded()),
        'POST /api/RunReportData': () => json(ok),
      },
    });
    // No policy, no report buttons.
    expect(screen.queryByRole('button', { name: 'Generate PDF' })).toBeNull();
    const user = await lookUp('wl0000001');
    const report = await screen.findByRole('group', { name: 'Policy Progress Report' });
    // The report buttons' code is loaded on first use.
    expect(await within(report).findByText('Report language: French')).toBeTruthy();
    await user.click(await within(report).findByRole('button', { name: 'Generate PDF' }));
    // The new window opens the PDF from the report server through its signed link.
    await vi.waitFor(() => expect(win.location.href).toBe(`${pdfUrl}?link=signed`));
    const [call] = app.server.callsTo('POST', '/api/RunReportData');
    expect(call?.body).toEqual({
      reportName: 'policyProgress',
      reportLanguage: 'French',
      formData: { policyNumber: 'WL0000001' },
      isRunPDF: true,
      isRunExcel: false,
    });
    expect(app.server.callsTo('POST', '/Report/NewBusinessReport')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s result code 2 text as an Error alert', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn() })),
    );
    await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: {
        'POST /api/getpolicy': () => json(loaded()),
        'POST /api/RunReportData': () =>
          json({
            resultCode: 2,
            errorText: 'Policy WL0000001 was not found.',
            reportOutputFile: '',
            reportID: REPORT_ID,
            outputs: [],
          }),
      },
    });
    const user = await lookUp('WL0000001');
    const report = await screen.findByRole('group', { name: 'Policy Progress Report' });
    await user.click(await within(report).findByRole('button', { name: 'Generate Excel' }));
    expect(await screen.findByText('Policy WL0000001 was not found.')).toBeTruthy();
  });
});

describe('/inforce/alphalookup', () => {
  const row = (over: Partial<AlphaLookupRow> = {}): AlphaLookupRow => ({
    errorCode: 1,
    errorMessage: '',
    policyNumber: 'WL100001',
    policyType: 'WholeLife',
    prodName: 'Whole Life',
    policyStatusCode: '10',
    policyStatusDescription: 'Active',
    isActive: true,
    role: 'Owner',
    firstName: 'Hélène',
    middleName: '',
    lastName: 'Bélanger',
    dateOfBirth: '1970-01-02',
    city: 'Québec',
    province: 'QC',
    ...over,
  });

  it('lists the matches; code 2 shows the server message as a notice for 5 s and clears the list', async () => {
    let answer: AlphaLookupRow[] = [row(), row({ policyNumber: 'UL100002', role: 'Insured' })];
    const app = await renderApp({
      path: '/inforce/alphalookup',
      user: servicing,
      routes: { 'POST /api/AlphaLookup': () => json(answer) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Last name' }), 'bél');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Rows are virtualised (drawn in a real browser only: e2e opens one); here the count.
    const table = await screen.findByRole('region', { name: 'Search results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Policy');
    expect(screen.getByText('2 policies found')).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/AlphaLookup')[0]?.body).toMatchObject({
      lastName: 'bél',
      firstName: '',
      middleName: '',
    });
    expect(await axeViolations()).toEqual([]);
    // The alpha lookup form is not saved.
    expect(sessionStorage.getItem('inforceFormData')).toBeNull();

    answer = [
      row({ errorCode: 2, errorMessage: 'No policy matches this name.', policyNumber: '' }),
    ];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No policy matches this name.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(5001);
    });
    expect(screen.queryByText('No policy matches this name.')).toBeNull();
  });

  it('a failed request shows an Error alert with the server message and clears the list', async () => {
    await renderApp({
      path: '/inforce/alphalookup',
      user: servicing,
      routes: { 'POST /api/AlphaLookup': () => apiError(500, 'internal') },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Last name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain('server says internal');
  });
});
