import type { Batch } from '@portal/contracts/batch';
import type { DataReportListsResponse } from '@portal/contracts/data-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { type Handler, json } from '../../../test/server';

const servicing = makeUser(['isInforce', 'isInforceBatch'], {
  username: 'servicing',
  defaultApplication: 'Inforce',
});

const queued: Batch = {
  batchId: 'i1',
  kind: 'inforce',
  status: 'queued',
  source: '3 policies',
  createdAt: '2026-11-28T14:05:00.000Z',
  finishedAt: null,
  total: 3,
  done: 0,
  refused: 0,
  problems: [],
  files: [],
  errorText: '',
};

const lists: DataReportListsResponse = {
  churchList: [],
  policyStatusList: [
    { policyStatusCode: '10', policyStatusDescription: 'Active - Premium Paying' },
    { policyStatusCode: '20', policyStatusDescription: 'Lapsed' },
  ],
  denominationList: [],
};

const LIST = 'GET /api/batch?kind=inforce';
const SEND = 'POST /api/batch/inforce';

async function open(routes: Record<string, Handler>, user = servicing) {
  if (user.inputLanguage === 'French') await i18n.changeLanguage('fr');
  const app = await renderApp({
    path: '/inforce/batch',
    user,
    routes: {
      [LIST]: () => json({ batches: [] }),
      'GET /api/batch/i1': () => json(queued),
      ...routes,
    },
  });
  const title =
    user.inputLanguage === 'French'
      ? 'Traiter un lot de contrats en vigueur'
      : 'Run a batch of in-force policies';
  await screen.findByRole('heading', { name: title, level: 2 });
  return app;
}

describe('/inforce/batch', { timeout: 30_000 }, () => {
  beforeEach(() => {
    alerts.clear();
  });

  it('sends policy numbers typed a line each or with commas, counted once each, by keyboard', async () => {
    let listed: Batch[] = [];
    const app = await open({
      [LIST]: () => json({ batches: listed }),
      [SEND]: () => {
        listed = [queued];
        return json(queued, 202);
      },
    });
    expect(screen.getByRole('link', { name: 'In-force batch' })).toBeTruthy();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Policy numbers' });
    await user.click(box);
    await user.keyboard('A100, A200{Enter}A100;A300{Enter}{Enter}');
    expect(screen.getByText('3 policy numbers').getAttribute('aria-live')).toBe('polite');
    // Tab to the PDFs choice, tick it with the space bar, then on to Send.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'English' }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'PDFs of each policy (a zip of progress reports)' }),
    );
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: '3 policies' })).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/batch/inforce')[0]?.body).toEqual({
      policyNumbers: ['A100', 'A200', 'A300'],
      pdf: true,
      language: 'E',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses an empty list and a number too long before sending', async () => {
    const app = await open({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: 'Policy numbers' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter at least one policy number.')).toBeTruthy();
    await user.type(box, 'A1,123456789012345678901');
    expect(
      screen.getByText('A policy number has at most 20 characters: 123456789012345678901'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(app.server.callsTo('POST', '/api/batch/inforce')).toEqual([]);
  });

  it('offers no PDFs past 1,000 policies, and says why', async () => {
    const app = await open({ [SEND]: () => json(queued, 202) });
    const user = userEvent.setup();
    const pdfs = () =>
      screen.getByRole('checkbox', {
        name: 'PDFs of each policy (a zip of progress reports)',
      }) as HTMLInputElement;
    await user.click(pdfs());
    const box = screen.getByRole('textbox', { name: 'Policy numbers' });
    // Pasted, as a column from a spreadsheet would be.
    await user.click(box);
    await user.paste(Array.from({ length: 1001 }, (_, n) => `P${n}`).join('\n'));
    expect(screen.getByText('1,001 policy numbers')).toBeTruthy();
    expect(pdfs().disabled).toBe(true);
    expect(pdfs().checked).toBe(false);
    expect(
      screen.getByText('PDFs are made for at most 1,000 policies; this batch has 1,001.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.server.callsTo('POST', '/api/batch/inforce')).toHaveLength(1));
    const body = app.server.callsTo('POST', '/api/batch/inforce')[0]?.body as {
      policyNumbers: string[];
      pdf: boolean;
    };
    expect([body.policyNumbers.length, body.pdf]).toEqual([1001, false]);
  });

  it('sends a filter of the statuses the data reports list, a type and a product', async () => {
    const app = await open({
      'POST /api/DataReportLists': () => json(lists),
      [SEND]: () => json(queued, 202),
    });
    const user = userEvent.setup();
    expect(app.server.callsTo('POST', '/api/DataReportLists')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'By filter' }));
    const status = await screen.findByRole('combobox', { name: 'Policy status' });
    await waitFor(() => expect(within(status).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(status, 'Lapsed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Policy type' }), 'Whole life');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Product' }),
      '0900 Whole Life Participating',
    );
    expect(
      screen.getByText('With a filter, PDFs are made when at most 1,000 policies match.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.server.callsTo('POST', '/api/batch/inforce')).toHaveLength(1));
    expect(app.server.callsTo('POST', '/api/batch/inforce')[0]?.body).toEqual({
      filter: { policyStatusCode: '20', policyType: 'WholeLife', productId: '0900' },
      pdf: false,
      language: 'E',
    });
    expect(app.server.callsTo('POST', '/api/DataReportLists')[0]?.body).toEqual({
      user: { username: 'servicing' },
    });
  });

  it('shows a 400 in the server’s words, and unknown policies as refused rows', async () => {
    await open({
      [LIST]: () =>
        json({
          batches: [
            {
              ...queued,
              status: 'done',
              done: 3,
              refused: 1,
              finishedAt: '2026-11-28T14:06:00.000Z',
              problems: [
                { line: 2, reference: 'A200', column: null, code: 'policyNotFound', message: 'x' },
              ],
            },
          ],
        }),
      [SEND]: () =>
        json(
          {
            statusCode: 400,
            code: 'badRequest',
            error: 'Bad Request',
            message: 'No policy matches this filter.',
          },
          400,
        ),
    });
    const card = await screen.findByRole('article', { name: '3 policies' });
    expect(within(card).getByRole('row', { name: /A200/ }).textContent).toBe(
      '2A200Whole rowNo policy with this number.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Policy numbers' }), 'A1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(alerts.list().map((a) => [a.type, a.message])).toEqual([
        ['Error', 'No policy matches this filter.'],
      ]),
    );
  });

  it('speaks French, and the filter names its choices in French', async () => {
    await open(
      { 'POST /api/DataReportLists': () => json(lists) },
      makeUser(['isInforce', 'isInforceBatch'], {
        username: 'servicing',
        defaultApplication: 'Inforce',
        inputLanguage: 'French',
        reportLanguage: 'French',
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'Lots de contrats en vigueur', level: 1 }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Numéros de police' }), 'A1,A2');
    expect(screen.getByText('2 numéros de police')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('radio', { name: 'Par filtre' }));
    const type = await screen.findByRole('combobox', { name: 'Type de police' });
    expect(within(type).getByRole('option', { name: 'Vie entière' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Produit' })).getByRole('option', {
        name: '0900 Vie entière avec participation',
      }),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
