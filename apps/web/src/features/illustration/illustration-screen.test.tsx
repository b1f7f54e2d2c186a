import type { StoredControlItem } from '@portal/contracts/fields';
import type {
  PremiumSummaryBody,
  ProductCatalogue,
  SavedIllustrationSummary,
} from '@portal/contracts/illustration';
import { controlItem, type FieldType } from '@portal/domain/fields/control-item';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { flushTracking } from '@/components/fields';
import { setLanguage } from '@/lib/i18n';
import { storeTokenData } from '@/lib/session-storage';
import { takeConsoleMessages } from '../../../test/console';
import { agent, makeUser, tokenData } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, deferred, json } from '../../../test/server';
import { FORM_STORAGE_KEY } from './form-model';
import { QUOTE_SETTLE_MS } from './quote-tracking';

const name = { en: 'Term 20', fr: 'Temporaire 20 ans' };
const catalogue: ProductCatalogue = {
  products: [
    {
      productId: '0132',
      family: 'term',
      planCode: 'T20',
      name,
      issueAge: { min: 18, max: 65 },
      face: { min: 50_000, max: 10_000_000 },
      premiumModes: ['Annual', 'SemiAnnual', 'Quarterly', 'Monthly'],
      rateClasses: ['P', 'S', 'U'],
      smokeClasses: ['N', 'S', 'R'],
      ratings: [100, 125, 150, 175, 200],
      lifeBases: ['SINGLE'],
      ridersAllowed: ['093', 'WP', 'ADB'],
      dividendOptions: [],
      planInPremiumOffset: false,
      funds: [],
    },
  ],
  riders: [],
};

const summary = (annual: number, modal: number): PremiumSummaryBody => ({
  productId: '0132',
  premiumMode: 'Monthly',
  modalFactor: 12,
  modalLoading: 1.05,
  basePremium: annual - 6000,
  coverages: [
    {
      coverageId: '1',
      coverageType: 'BASE',
      riderType: 'NONE',
      planCode: 'T20',
      name: 'Term 20',
      faceAmount: 500_000,
      rate: 1.1,
      premFlatExtra: 0,
      annualPremium: annual - 6000,
      modalPremium: modal - 525,
      chargedFromAccount: false,
    },
  ],
  policyFee: 6000,
  policyFeeModal: 525,
  annualPremium: annual,
  modalPremium: modal,
});

const routes = {
  'GET /api/illustrations/products': () => json(catalogue),
  'GET /api/illustrations/draft': () => json({ form: null, updatedAt: null }),
  'PUT /api/illustrations/draft': () => json({ form: {}, updatedAt: '2026-01-01T00:00:00.000Z' }),
};

/** The illustration screen with a premium call that the server refuses with these issues. */
function renderRefusing(issues: Record<string, unknown>[]) {
  return renderApp({
    path: '/illustration/illustration',
    user: agent,
    routes: {
      ...routes,
      'POST /api/GetFirstYearPremium': () =>
        json(
          {
            statusCode: 400,
            code: 'validation',
            error: 'Bad Request',
            message: 'The illustration input is not valid.',
            issues,
          },
          400,
        ),
    },
  });
}

describe('the illustration form', { timeout: 45_000 }, () => {
  it('shows the first-year premium as the agent types, cancelling the pending request', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => {
          calls += 1;
          return calls === 1 ? first.promise : json({ firstYearPremium: summary(61_000, 5_338) });
        },
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Enter the insured and the coverage to see the premium.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Age'), '40');
    await user.type(screen.getByLabelText('Face amount ($)'), '50000');
    // 50000 is the first valid face: its request hangs; the next keystroke replaces it.
    await waitFor(() => expect(server.callsTo('POST', '/api/GetFirstYearPremium')).toHaveLength(1));
    await user.type(screen.getByLabelText('Face amount ($)'), '0');
    const sent = server.callsTo('POST', '/api/GetFirstYearPremium');
    await waitFor(() => expect(sent[0]?.signal?.aborted).toBe(true));
    expect(await screen.findByText('$53.38')).toBeTruthy();
    expect(screen.getByTestId('annual-premium').textContent).toBe('$610.00');
    expect(server.callsTo('POST', '/api/GetFirstYearPremium').at(-1)?.body).toMatchObject({
      productId: '0132',
      faceAmount: 500_000,
      insureds: [{ issueAge: 40, sex: 'M', smokeClass: 'N', rateClass: 'P' }],
    });
    // The form persists to session storage under 'newBusiness'.
    expect(JSON.parse(sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
      insuredAge: '40',
      faceAmount: '500000',
    });
  });

  it("shows 'Not Applicable' with a field error and sends nothing invalid", async () => {
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Age', {}, { timeout: 15_000 }), '40');
    await user.type(screen.getByLabelText('Face amount ($)'), 'abc');
    // The mask takes digits only, and says what it left out.
    expect(await screen.findByText('Left out, as this field does not take it: “c”.')).toBeTruthy();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('premium-value').textContent).toBe('Not Applicable');
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '99');
    await user.clear(screen.getByLabelText('Face amount ($)'));
    await user.type(screen.getByLabelText('Face amount ($)'), '500000');
    expect(await screen.findByText('The age must be from 18 to 65 for this product.')).toBeTruthy();
    expect(screen.getByTestId('premium-value').textContent).toBe('Not Applicable');
    expect(server.callsTo('POST', '/api/GetFirstYearPremium')).toHaveLength(0);
  });

  it('lists an error of another tab in the summary, links to it, and keeps the premium', async () => {
    await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Age', {}, { timeout: 15_000 }), '40');
    await user.type(screen.getByLabelText('Face amount ($)'), '500000');
    expect(await screen.findByText('$53.38')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Report pages' }));
    const rate = screen.getByLabelText('Charitable giving: interest rate (%)');
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(screen.getByRole('tab', { name: 'Client and coverage' }));
    // A concept rate does not price the case: the premium stands.
    expect(screen.getByTestId('premium-value').textContent).toBe('$53.38');
    const summaryBox = screen.getByTestId('error-summary');
    expect(within(summaryBox).getByText('1 error')).toBeTruthy();
    const link = within(summaryBox).getByRole('link', {
      name: 'Charitable giving: interest rate (%): Enter a percentage from 0 to 100.',
    });
    await user.click(link);
    expect(screen.getByRole('tab', { name: 'Report pages' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Charitable giving: interest rate (%)'),
      ),
    );
  });

  it('says when the premium could not be calculated, and asks again on request', async () => {
    let calls = 0;
    await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => {
          calls += 1;
          return calls === 1
            ? json({ statusCode: 500, code: 'internal', error: 'x', message: 'x' }, 500)
            : json({ firstYearPremium: summary(61_000, 5_338) });
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Age', {}, { timeout: 15_000 }), '40');
    await user.click(screen.getByLabelText('Face amount ($)'));
    await user.paste('500000');
    expect(await screen.findByText('The premium could not be calculated.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$53.38')).toBeTruthy();
    expect(takeConsoleMessages(/First-year premium failed/).length).toBeGreaterThan(0);
  });

  it('works the age out from a date of birth and shows it, so the two never disagree', async () => {
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
      },
    });
    const user = userEvent.setup();
    const age = await screen.findByLabelText('Age', {}, { timeout: 15_000 });
    expect(screen.getByText('Age nearest birthday on the illustration date.')).toBeTruthy();
    await user.type(age, '45');
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 46);
    born.setUTCMonth(born.getUTCMonth() - 1);
    await user.type(
      screen.getByLabelText('Date of birth (YYYY-MM-DD)'),
      born.toISOString().slice(0, 10),
    );
    await user.type(screen.getByLabelText('Face amount ($)'), '500000');
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('46');
    expect(screen.getByLabelText('Age').hasAttribute('readonly')).toBe(true);
    expect(
      screen.getByText(
        'Age nearest birthday, from the date of birth. To type an age, clear the date of birth.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/GetFirstYearPremium').at(-1)?.body).toMatchObject({
        insureds: [{ issueAge: 46 }],
      }),
    );
  });

  it('shows the server’s refusal as Not Applicable with its message on the field', async () => {
    await renderRefusing([{ path: 'faceAmount', message: 'Face amount too high for this age.' }]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Age', {}, { timeout: 15_000 }), '40');
    await user.type(screen.getByLabelText('Face amount ($)'), '500000');
    expect(
      await screen.findByText('The server refused this value: Face amount too high for this age.'),
    ).toBeTruthy();
    expect(screen.getByTestId('premium-value').textContent).toBe('Not Applicable');
    // Spec 8: a premium failure is logged only.
    expect(takeConsoleMessages(/First-year premium failed/).length).toBeGreaterThan(0);
  });
});

describe('an engine refusal in the screen’s language', { timeout: 45_000 }, () => {
  it('words the server’s refusal from its code and values, in French on a French screen', async () => {
    await act(() => setLanguage('fr'));
    await renderRefusing([
      {
        path: 'faceAmount',
        message: 'Face amount must be from 50,000 to 10,000,000 for Term 10.',
        code: 'faceRange',
        params: {
          min: 50_000,
          max: 10_000_000,
          product: { en: 'Term 10', fr: 'Temporaire 10 ans' },
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Âge', {}, { timeout: 15_000 }), '40');
    await user.type(screen.getByLabelText('Capital assuré ($)'), '500000');
    expect(
      await screen.findByText(
        /^Le serveur a refusé cette valeur\s?: Le capital assuré doit être de 50\s000 à 10\s000\s000 \$ pour Temporaire 10 ans\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Face amount must be/)).toBeNull();
    expect(takeConsoleMessages(/First-year premium failed/).length).toBeGreaterThan(0);
  });
});

describe('the concepts a client may see (issue 15 §2)', { timeout: 45_000 }, () => {
  const line = (productId: string, coverEndAge: number, reason: 'expiry' | 'maturity') => ({
    productId,
    ok: true,
    problems: [],
    premiumSummary: summary(61_000, 5_338),
    values: [10, 20, 30].map((year) => ({
      year,
      inForce: year <= coverEndAge - 40,
      cumulativePremium: 61_000 * year,
      cashSurrenderValue: 0,
      deathBenefit: 50_000_000,
    })),
    premiumSchedule: [
      { fromYear: 1, toYear: 10, fromAge: 40, toAge: 50, annualPremium: 61_000 },
      { fromYear: 11, toYear: 20, fromAge: 50, toAge: 60, annualPremium: 152_000 },
      { fromYear: 21, toYear: 81, fromAge: 60, toAge: 121, annualPremium: 0 },
    ],
    coverEndAge,
    coverEndReason: reason,
  });

  it('compares every product ticked beside the case, with renewals and the age cover ends, and shows n/a where an IRR means nothing', async () => {
    sessionStorage.setItem(
      FORM_STORAGE_KEY,
      JSON.stringify({
        insuredAge: '40',
        faceAmount: '500000',
        chkProductCompare: true,
        chkInternalRoR: true,
        chkTerm10: true,
        chkTerm20: true,
        chkTerm30: true,
      }),
    );
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
        'POST /api/illustrations/concepts': () =>
          json({
            productCompare: [
              line('0132', 60, 'expiry'),
              line('0131', 85, 'expiry'),
              line('0133', 70, 'expiry'),
            ],
            internalRateOfReturn: [
              { year: 1, age: 40, irrDeathBenefit: null, irrCashValue: null },
              { year: 2, age: 41, irrDeathBenefit: 0.0512, irrCashValue: null },
            ],
            charitableGiving: null,
            insuranceInvestment: null,
            incomePayout: null,
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Concepts' }, { timeout: 15_000 }));
    // Every product ticked goes to the server (the case's own is added there).
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/illustrations/concepts').at(-1)?.body).toMatchObject({
        compareProductIds: ['0131', '0132', '0133'],
      }),
    );
    expect(await screen.findByRole('rowheader', { name: 'Term 20' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '0131' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '0133' })).toBeTruthy();
    expect(screen.getAllByText('$610.00 a year, ages 40 to 50').length).toBe(3);
    expect(screen.getAllByText('$1,520.00 a year, ages 50 to 60').length).toBe(3);
    expect(screen.getAllByText('No premium, ages 60 to 121').length).toBe(3);
    expect(screen.getByText('At age 60')).toBeTruthy();
    expect(screen.getByText('At age 85')).toBeTruthy();
    expect(screen.getAllByText('Cover ended').length).toBeGreaterThan(0);
    // IRR: n/a where the engine says it means nothing, explained under the table.
    expect(screen.getAllByText('n/a')).toHaveLength(3);
    expect(screen.getByText('5.12%')).toBeTruthy();
    expect(screen.getByText(/^n\/a: not meaningful\./)).toBeTruthy();
  });
});

describe('the report buttons on the Report pages tab (issue 8)', { timeout: 45_000 }, () => {
  const REPORT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a';
  const pdfUrl = `/DB/${REPORT_ID}/illustration-3c2b1a09.pdf`;

  it('waits for the names, then sends the checked input, the chosen pages and the report language', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    // A valid case in progress in this tab, without the names the report needs.
    sessionStorage.setItem(
      FORM_STORAGE_KEY,
      JSON.stringify({ insuredAge: '40', faceAmount: '500000', chkTaxPage: true }),
    );
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: makeUser(['isNewBusiness', 'isInforce', 'isConcepts', 'isEapplication'], {
        reportLanguage: 'French',
      }),
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
        'POST /Report/NewBusinessReport': () =>
          json({
            resultCode: 0,
            errorText: '',
            reportOutputFile: 'illustration-3c2b1a09.pdf',
            reportID: REPORT_ID,
            outputs: [
              {
                kind: 'pdf',
                url: pdfUrl,
                openUrl: `${pdfUrl}?link=signed`,
                fileName: 'Illustration.pdf',
                bytes: 4,
                pages: 9,
              },
            ],
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Report pages' }, { timeout: 15_000 }));
    const reports = await screen.findByRole('group', { name: 'Reports' });
    // The buttons' code is loaded on first use.
    expect(await within(reports).findByText('Report language: French')).toBeTruthy();
    // The readiness rules hold the buttons back until the owner and insured are named.
    const pdf = await within(reports).findByRole('button', { name: 'Generate PDF' });
    expect(pdf).toHaveProperty('disabled', true);
    expect(within(reports).getByRole('button', { name: 'Generate Excel' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(pdf);
    expect(server.callsTo('POST', '/Report/NewBusinessReport')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Client and coverage' }));
    await user.type(screen.getByLabelText('Owner name'), 'Jeanne Roy');
    await user.type(screen.getAllByLabelText('Name')[0] as HTMLElement, 'Jeanne Roy');
    await user.click(screen.getByRole('tab', { name: 'Report pages' }));
    const ready = await screen.findByRole('group', { name: 'Reports' });
    const enabled = await within(ready).findByRole('button', { name: 'Generate PDF' });
    await waitFor(() => expect(enabled).toHaveProperty('disabled', false));
    await user.click(enabled);
    await waitFor(() => expect(win.location.href).toBe(`${pdfUrl}?link=signed`));
    const [call] = server.callsTo('POST', '/Report/NewBusinessReport');
    expect(call?.body).toMatchObject({
      reportName: 'illustration',
      reportLanguage: 'French',
      isRunPDF: true,
      isRunExcel: false,
      insuranceData: {
        productId: '0132',
        faceAmount: 500_000,
        premiumMode: 'Monthly',
        insureds: [{ issueAge: 40, sex: 'M', smokeClass: 'N', rateClass: 'P' }],
      },
      formData: {
        ownerName: 'Jeanne Roy',
        insuredName: 'Jeanne Roy',
        pages: { cover: true, tax: true },
      },
    });
  });
});

describe('keeping the report choices (the report profile)', { timeout: 45_000 }, () => {
  it('shows the server’s message as an Error alert for 5000 ms when the save fails (spec 8)', async () => {
    await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
        'POST /users/update': () => apiError(400, 'validation'),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Report pages' }, { timeout: 15_000 }));
    const show = vi.spyOn(alerts, 'show');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Keep these choices as my defaults' }));
      const named = () => document.querySelector('[data-alert-name="updateReportProfile"]');
      await waitFor(() => expect(named()).not.toBeNull());
      expect(named()?.textContent).toBe('Error server says validation');
      expect(named()?.getAttribute('data-alert-type')).toBe('Error');
      expect(show).toHaveBeenCalledWith({
        message: 'server says validation',
        type: 'Error',
        name: 'updateReportProfile',
        timeout: 5000,
      });
      act(() => vi.advanceTimersByTime(5000));
      expect(named()).toBeNull();
    } finally {
      vi.useRealTimers();
      show.mockRestore();
    }
  });
});

describe('control items drive the form', { timeout: 45_000 }, () => {
  const stored = (
    fieldName: string,
    fieldType: FieldType,
    captionEn: string,
    attributes: Partial<StoredControlItem> = {},
  ): StoredControlItem => ({
    ...controlItem(fieldName, fieldType),
    optionItems: [],
    formName: 'illustration',
    captionEn,
    captionFr: '',
    statusEn: '',
    statusFr: '',
    errorEn: '',
    errorFr: '',
    ...attributes,
  });

  it('takes captions, help, visibility and the engine checks from the items', async () => {
    await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'GET /api/GetControlItems': () =>
          json({
            faceAmount: stored('faceAmount', 'dollarInteger', 'Amount of insurance', {
              statusEn: 'Whole dollars.',
            }),
            insuredFlatExtra: stored('insuredFlatExtra', 'real', 'Flat extra', {
              displayHidden: true,
            }),
            ownerName: stored('ownerName', 'name', 'Policy owner', { required: true }),
          }),
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByLabelText('Amount of insurance', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Whole dollars.')).toBeTruthy();
    expect(screen.queryByLabelText('Flat extra per $1,000')).toBeNull();
    const owner = screen.getByLabelText(/Policy owner/);
    await user.type(owner, 'x');
    await user.clear(owner);
    await user.tab();
    // The field engine's own required message (spec 5), not a product check.
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});

describe('saved illustrations', { timeout: 45_000 }, () => {
  const saved: SavedIllustrationSummary = {
    id: '5b8f1f0e-3c1a-4d55-9b7a-0d3c2f9e8a11',
    name: 'Tremblay term 20',
    clientName: 'Jean Tremblay',
    productId: '0132',
    ownerUsername: 'agent',
    ownerName: 'Camille Tremblay',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };

  it('lists cases by product and agent name; every dialog’s close button is named', async () => {
    await renderApp({
      path: '/illustration/savedIllustration',
      user: agent,
      routes: {
        'GET /api/illustrations': () => json([saved]),
        'GET /api/illustrations/products': () => json(catalogue),
      },
    });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Tremblay term 20/ }, { timeout: 15_000 });
    await vi.waitFor(() => expect(within(row).getByText('Term 20')).toBeTruthy());
    expect(within(row).getByText('Camille Tremblay')).toBeTruthy();
    expect(within(row).queryByText('0132')).toBeNull();
    expect(within(row).queryByText('agent')).toBeNull();
    for (const [action, title] of [
      ['Rename Tremblay term 20', 'Rename the case'],
      ['Delete Tremblay term 20', 'Delete this case?'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('deletes only after confirmation', async () => {
    let list = [saved];
    const { server } = await renderApp({
      path: '/illustration/savedIllustration',
      user: agent,
      routes: {
        'GET /api/illustrations': () => json(list),
        [`DELETE /api/illustrations/${saved.id}`]: () => {
          list = [];
          return json({ deleted: true });
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Tremblay term 20' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this case?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', `/api/illustrations/${saved.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Tremblay term 20' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this case?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The case “Tremblay term 20” is deleted.')).toBeTruthy();
    expect(server.callsTo('DELETE', `/api/illustrations/${saved.id}`)).toHaveLength(1);
    expect(
      await screen.findByText('No saved cases yet. Save one from the Illustration tab.'),
    ).toBeTruthy();
  });
});

describe('saving a case (decision 0025)', () => {
  it('sends one Idempotency-Key per intended save, the same again when Save is pressed after an error', async () => {
    let answers = 0;
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/illustrations': () => {
          answers += 1;
          if (answers === 1) return apiError(500, 'internal');
          return json({
            id: `00000000-0000-4000-8000-00000000000${answers}`,
            name: 'New case',
            clientName: '',
            productId: '0132',
            ownerUsername: 'agent',
            ownerName: 'Camille Tremblay',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            form: {},
          });
        },
        'GET /api/illustrations': () => json([]),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save case' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/illustrations')).toHaveLength(1));
    // The first save was answered with an error: Save again is the same save.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The case “New case” is saved.')).toBeTruthy();
    // A new opening of the dialog is a new save.
    await user.click(screen.getByRole('button', { name: 'Save as a new case' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(server.callsTo('POST', '/api/illustrations')).toHaveLength(3));
    const keys = server
      .callsTo('POST', '/api/illustrations')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('the events the ProQuote data reports count (decision 0078)', { timeout: 90_000 }, () => {
  const REPORT_ID = '4d3c2b1a-8f7e-4d6c-9b5a-4f3e2d1c0b0a';
  const pdfUrl = `/DB/${REPORT_ID}/illustration-4d3c2b1a.pdf`;
  type Sent = { eventType: string; header: { formName: string; controlName: string } } & {
    detail: Record<string, unknown>;
  };
  const tracked = (server: { callsTo: (m: string, p: string) => { body?: unknown }[] }) =>
    server
      .callsTo('POST', '/tracking/sendTrackingInfo')
      .flatMap((call) => (Array.isArray(call.body) ? call.body : [call.body]) as Sent[]);
  const named = (events: Sent[], control: string) =>
    events.filter(
      (e) =>
        e.eventType === 'BUTTON_CLICK' &&
        e.header.formName === 'illustration' &&
        e.header.controlName === control,
    );

  it('a premium that stays on screen is one quote with the form data; a report made is counted, a refused one not', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    sessionStorage.setItem(
      FORM_STORAGE_KEY,
      JSON.stringify({
        insuredAge: '40',
        faceAmount: '500000',
        province: 'QC',
        chkTaxPage: true,
        chkWaiver: true,
        ownerName: 'Jeanne Roy',
        insuredName: 'Jeanne Roy',
        sharedOwnershipData: '{"finished":false}',
      }),
    );
    storeTokenData(tokenData(1));
    let excelAnswer = 0;
    const { server } = await renderApp({
      path: '/illustration/illustration',
      user: agent,
      routes: {
        ...routes,
        'POST /api/GetFirstYearPremium': () => json({ firstYearPremium: summary(61_000, 5_338) }),
        'POST /Report/NewBusinessReport': (call) => {
          const body = call.body as { isRunExcel: boolean };
          if (body.isRunExcel) {
            excelAnswer += 1;
            return json({
              resultCode: 2,
              errorText: 'Refused.',
              reportOutputFile: '',
              reportID: '',
              outputs: [],
            });
          }
          return json({
            resultCode: 0,
            errorText: '',
            reportOutputFile: 'illustration-4d3c2b1a.pdf',
            reportID: REPORT_ID,
            outputs: [
              {
                kind: 'pdf',
                url: pdfUrl,
                openUrl: `${pdfUrl}?link=signed`,
                fileName: 'Illustration.pdf',
                bytes: 4,
                pages: 9,
              },
            ],
          });
        },
      },
    });
    expect(await screen.findByText('$53.38', {}, { timeout: 15_000 })).toBeTruthy();
    // Nothing yet: the premium has not been on screen for the settle time.
    expect(named(tracked(server), 'btnCalculate')).toHaveLength(0);
    await waitFor(() => expect(named(tracked(server), 'btnCalculate')).toHaveLength(1), {
      timeout: 8000,
    });
    const [quote] = named(tracked(server), 'btnCalculate');
    expect(quote?.detail).toMatchObject({
      productId: '0132',
      insuredAge: '40',
      faceAmount: '500000',
      province: 'QC',
      insuredSex: 'M',
      insuredSmokeClass: 'N',
      premiumMode: 'Monthly',
      chkWaiver: true,
      chkTaxPage: true,
      chkCoverPage: true,
    });
    expect(quote?.detail).not.toHaveProperty('sharedOwnershipData');

    // A new figure is one more quote, of that figure.
    const user = userEvent.setup();
    const face = screen.getByLabelText('Face amount ($)');
    await user.clear(face);
    await user.paste('250000');
    await waitFor(() => expect(named(tracked(server), 'btnCalculate')).toHaveLength(2), {
      timeout: 8000,
    });
    expect(named(tracked(server), 'btnCalculate').map((e) => e.detail.faceAmount)).toEqual([
      '500000',
      '250000',
    ]);
    // The first figure typed back and priced again is not a new quote.
    const priced = server.callsTo('POST', '/api/GetFirstYearPremium').length;
    await user.clear(face);
    await user.paste('500000');
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/GetFirstYearPremium').length).toBeGreaterThan(priced),
    );
    await new Promise((resolve) => setTimeout(resolve, QUOTE_SETTLE_MS + 500));
    await act(() => flushTracking());
    expect(named(tracked(server), 'btnCalculate')).toHaveLength(2);

    // The report buttons: a PDF made is btnReportPDF with the form data; a refused Excel
    // run made no report and sends nothing.
    await user.click(screen.getByRole('tab', { name: 'Report pages' }));
    const reports = await screen.findByRole('group', { name: 'Reports' });
    const pdf = await within(reports).findByRole('button', { name: 'Generate PDF' });
    await waitFor(() => expect(pdf).toHaveProperty('disabled', false));
    await user.click(pdf);
    await waitFor(() => expect(win.location.href).toBe(`${pdfUrl}?link=signed`));
    await user.click(within(reports).getByRole('button', { name: 'Generate Excel' }));
    await waitFor(() => expect(excelAnswer).toBe(1));
    expect(await screen.findByText('Refused.')).toBeTruthy();
    await act(() => flushTracking());
    expect(named(tracked(server), 'btnReportPDF').map((e) => e.detail.faceAmount)).toEqual([
      '500000',
    ]);
    expect(named(tracked(server), 'btnReportExcel')).toHaveLength(0);
    // Still two quotes: printing is not quoting again, nor is a figure quoted before.
    expect(named(tracked(server), 'btnCalculate')).toHaveLength(2);
  });
});
