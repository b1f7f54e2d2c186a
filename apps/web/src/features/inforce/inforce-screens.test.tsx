import type { AlphaLookupRow, GetPolicyResponse } from '@portal/contracts/inforce';
import { policyCopyOf } from '@portal/domain/inforce/policy-copy';
import { coverage, inforcePolicy } from '@portal/domain/inforce/sample';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { takeConsoleMessages } from '../../../test/console';
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
    // Premium summary of a lapsed policy: no premium falls due, every amount Not Applicable
    // (issue 15 §3), and no term rider is offered.
    const summary = screen.getByRole('region', { name: 'Premium summary' });
    expect(
      within(summary).getByRole('row', { name: 'Annual premium Not Applicable' }),
    ).toBeTruthy();
    expect(
      within(summary).getByRole('row', { name: 'Modal premium (monthly) Not Applicable' }),
    ).toBeTruthy();
    expect(
      within(summary).getByText('No premium falls due: No premium due (policy not in force).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add term rider' })).toBeNull();
    expect(
      screen.getByText('A term rider cannot be added: this policy is not in force.'),
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

describe('/inforce/policyLookup: adding a term rider (issue 15 §3)', { timeout: 45_000 }, () => {
  const inForce = (): GetPolicyResponse => {
    const base = loaded();
    const policy = {
      ...(base.inforcePolicy as NonNullable<GetPolicyResponse['inforcePolicy']>),
      isActive: true,
    };
    return {
      ...base,
      inforcePolicy: policy,
      policyStatus: {
        policyStatusCode: '10',
        policyStatusDescription: 'Active - Premium Paying',
        policyStatusDescriptionFr: 'En vigueur – primes payables',
        isDeath: false,
      },
    };
  };
  const priced = (request: { body: unknown }) =>
    json({
      ...(request.body as object),
      productSetup: {
        prodID: '093',
        planCode: '06T101',
        name: 'Term 10 - 2006 (Base Insured)',
        nameFr: 'Temporaire 10 ans',
        chargedMonthly: false,
        minIssueAge: 18,
        maxIssueAge: 70,
        minFaceAmount: 25_000,
        maxFaceAmount: 5_000_000,
        unitValue: 1000,
      },
      addedRiderPremium: {
        annualPremium: 310.5,
        premFlatExtra: 0,
        ratePer1000: 2.07,
        chargedMonthly: false,
        waiverAnnualPremium: 18.63,
      },
    });

  async function addRider(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Add term rider' }));
    const form = screen.getByRole('region', { name: 'Add a term rider' });
    await user.type(within(form).getByRole('textbox', { name: /^Face amount/ }), '150000');
    await user.type(within(form).getByRole('textbox', { name: /^Age/ }), '45');
    await user.type(within(form).getByRole('textbox', { name: /^Insured name/ }), 'Paul Roy');
    // Mantine's selects: the first option of each (Male, Non-smoker) from the keyboard.
    for (const name of [/^Sex/, /^Smoker class/]) {
      const select = within(form).getByLabelText(name, { selector: 'input' });
      select.focus();
      await user.keyboard('{ArrowDown}{Enter}');
    }
    expect(within(form).getByLabelText(/^Sex/, { selector: 'input' })).toHaveProperty(
      'value',
      'Male',
    );
    await user.click(within(form).getByRole('button', { name: 'Add rider' }));
  }

  it('prices the rider with the engine, totals it, lists the waiver once and says so in a sentence', async () => {
    const app = await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: {
        'POST /api/getpolicy': () => json(inForce()),
        'POST /api/GetCoverageSetup': priced,
      },
    });
    const user = await lookUp('WL0000001');
    await addRider(user);
    expect(
      await screen.findByText(
        'The term rider was added for Paul Roy, with waiver of premium: $329.13 a year.',
      ),
    ).toBeTruthy();
    const [call] = app.server.callsTo('POST', '/api/GetCoverageSetup');
    expect(call?.body).toMatchObject({
      faceAmount: 150_000,
      productSetup: { prodID: '093' },
      addedRider: {
        policyNumber: 'WL0000001',
        insured: { issueAge: 45, sex: 'M', smokeClass: 'N', rating: 100, flatExtra: 0 },
      },
    });
    const summary = screen.getByRole('region', { name: 'Premium summary' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Base 3,160 and the waiver 40 + its copy on the rider 18.63; the rider 310.50.
    expect(rows).toEqual([
      'Base premium$3,160.00',
      'error testing$58.63',
      'Term 10 - 2006 (Base Insured)added$310.50',
      'Annual premium$3,529.13',
      'Modal premium (monthly)$294.09',
    ]);
    // No stray plan code beside the panel (the old illustration-copy line under the button);
    // the tree's own Plan code rows stay.
    const tree = screen.getByRole('region', { name: 'Policy WL0000001' });
    expect(screen.queryAllByText('06T101').filter((element) => !tree.contains(element))).toEqual(
      [],
    );
    expect(screen.queryByTestId('illustration-copy-riders')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('a rider the server cannot price is not added, and the form says why', async () => {
    await renderApp({
      path: '/inforce/policyLookup',
      user: servicing,
      routes: {
        'POST /api/getpolicy': () => json(inForce()),
        'POST /api/GetCoverageSetup': () => apiError(500, 'internal'),
      },
    });
    const user = await lookUp('WL0000001');
    await addRider(user);
    expect(
      await screen.findByText('The rider could not be priced. Check the entries and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/The term rider was added/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Add a term rider' })).toBeTruthy();
    expect(takeConsoleMessages(/Coverage setup failed/)).toHaveLength(1);
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
