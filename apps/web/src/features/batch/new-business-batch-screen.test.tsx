import type { Batch } from '@portal/contracts/batch';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { agent, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { deferred, type Handler, json } from '../../../test/server';

const batcher = makeUser(['isNewBusiness', 'isInforce', 'isNewBusinessBatch', 'isInforceBatch'], {
  username: 'batcher',
  // The outputs' language starts as the report language, not the screen's.
  reportLanguage: 'French',
});

function batch(over: Partial<Batch> = {}): Batch {
  return {
    batchId: 'b1',
    kind: 'newBusiness',
    status: 'queued',
    source: 'census.csv',
    createdAt: '2026-11-28T14:05:00.000Z',
    finishedAt: null,
    total: 5,
    done: 0,
    refused: 0,
    problems: [],
    files: [],
    errorText: '',
    ...over,
  };
}

const refusedRow = {
  line: 4,
  reference: 'Bob',
  column: 'issueAge' as const,
  code: 'outOfRange',
  message: 'server words',
};
const doneBatch = batch({
  status: 'done',
  done: 5,
  refused: 1,
  finishedAt: '2026-11-28T14:06:00.000Z',
  problems: [refusedRow, { ...refusedRow, line: 6, column: null, code: 'someNewCode' }],
  files: [
    {
      kind: 'workbook',
      fileName: 'Batch illustrations.xlsx',
      url: '/DB/b1/results.xlsx',
      bytes: 20480,
    },
    { kind: 'pdf', fileName: 'Batch illustrations.pdf', url: '/DB/b1/results.pdf', bytes: 1536 },
  ],
});

const LIST = 'GET /api/batch?kind=newBusiness';
const csv = (text: string, name = 'census.csv', type = 'text/csv') =>
  new File([text], name, { type });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

async function open(routes: Record<string, Handler>, user = batcher) {
  if (user.inputLanguage === 'French') await i18n.changeLanguage('fr');
  const app = await renderApp({ path: '/illustration/batch', user, routes });
  const title = user.inputLanguage === 'French' ? 'Illustrer un groupe' : 'Illustrate a census';
  await screen.findByRole('heading', { name: title, level: 2 });
  return app;
}

describe('/illustration/batch', { timeout: 30_000 }, () => {
  beforeEach(() => {
    alerts.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a census with its options, follows its progress every second, and stops once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Each poll is answered when the test says, so what it sees between polls is certain.
    const polls: ReturnType<typeof deferred<Response>>[] = [];
    let listed: Batch[] = [];
    const app = await open({
      [LIST]: () => json({ batches: listed }),
      'POST /api/batch/newBusiness': () => {
        listed = [batch()];
        return json(batch(), 202);
      },
      'GET /api/batch/b1': () => {
        const answer = deferred<Response>();
        polls.push(answer);
        return answer.promise;
      },
    });
    const answerPoll = async (n: number, state: Batch) => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(polls.length).toBe(n));
      await act(async () => polls[n - 1]?.resolve(json(state)));
    };
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(
      await screen.findByText('You have sent no batch of this kind in the last 7 days.'),
    ).toBeTruthy();
    // The tab is listed for a user with the batch permission.
    expect(screen.getByRole('link', { name: 'Batch illustrations' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.upload(fileInput(), csv('x'.repeat(1536)));
    expect(screen.getByTestId('census-file').textContent).toBe(
      'File: census.csv · Size: 1.5\u00a0KB',
    );
    // The report language (French) is the outputs' first choice; the combined PDF is asked.
    expect((screen.getByRole('radio', { name: 'French' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Combined PDF/ }));
    await user.click(send);

    const card = await screen.findByRole('article', { name: 'census.csv' });
    const form = app.server.callsTo('POST', '/api/batch/newBusiness')[0]?.body as FormData;
    expect((form.get('census') as File).name).toBe('census.csv');
    expect(form.get('language')).toBe('F');
    expect(form.get('pdf')).toBe('false');
    expect(alerts.list().map((a) => [a.type, a.message])).toEqual([
      ['Success', 'The batch was sent: its progress is shown below.'],
    ]);

    const bar = within(card).getByRole('progressbar', { name: 'Progress of census.csv' });
    expect(within(card).getByText('Queued')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await answerPoll(1, batch({ status: 'running', done: 2 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('2'));
    expect(within(card).getByText('Running')).toBeTruthy();
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 5 rows');
    expect(within(card).getByText('2 of 5 rows').getAttribute('aria-live')).toBe('polite');
    await answerPoll(2, doneBatch);
    expect(await within(card).findByText('Done')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(within(card).getByText('5 of 5 rows · 1 row refused')).toBeTruthy();
    // Over: no more calls, however long the screen stays open.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls.length).toBe(2);
    expect(within(card).queryByRole('button', { name: 'Cancel the batch' })).toBeNull();

    // The refused rows: by code from the catalogue, else the server's words.
    const rows = within(within(card).getByRole('table', { name: 'Refused rows of census.csv' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LineReferenceColumnProblem',
      '4BobIssue ageThis value is outside the allowed range.',
      '6BobWhole rowserver words',
    ]);
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Results workbook: Batch illustrations.xlsx (20\u00a0KB)',
      'Combined PDF: Batch illustrations.pdf (1.5\u00a0KB)',
    ]);
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it('downloads a file with the session’s headers, under its name', async () => {
    const app = await open({
      [LIST]: () => json({ batches: [doneBatch] }),
      'GET /DB/b1/results.xlsx': () => new Response('PK', { status: 200 }),
    });
    sessionStorage.setItem('token', 'jwt-1');
    URL.createObjectURL = vi.fn(() => 'blob:results');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href.startsWith('blob:')) saved.push(this.download);
    });
    const link = await screen.findByRole('link', { name: /Results workbook/ });
    // The link itself goes nowhere: the click fetches with the headers.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect({ saved, alerts: alerts.list() }).toEqual({
        saved: ['Batch illustrations.xlsx'],
        alerts: [],
      }),
    );
    const call = app.server.callsTo('GET', '/DB/b1/results.xlsx')[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('refuses a file of another type, an empty one and one too large before sending anything', async () => {
    const app = await open({ [LIST]: () => json({ batches: [] }) });
    const user = userEvent.setup({ applyAccept: false });
    const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await user.upload(fileInput(), csv('%PDF-', 'census.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a CSV (.csv) or Excel (.xlsx) file.',
    );
    expect(send().disabled).toBe(true);
    await user.upload(fileInput(), csv('', 'empty.csv'));
    expect(screen.getByRole('alert').textContent).toBe('This file is empty.');
    const big = csv(
      'x',
      'big.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(screen.getByTestId('census-file').textContent).toBe('File: big.xlsx · Size: 6\u00a0MB');
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is 6\u00a0MB: a census file holds at most 5\u00a0MB.',
    );
    expect(send().disabled).toBe(true);
    await user.click(send());
    expect(app.server.callsTo('POST', '/api/batch/newBusiness')).toEqual([]);
    // A good file clears the refusal.
    await user.upload(fileInput(), csv('product,age\n'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send().disabled).toBe(false);
  });

  it.each([
    [
      429,
      'tooManyRequests',
      'You already have 3 batches queued or running. Wait for one to finish, then try again.',
    ],
    [400, 'validation', 'The file has no header row naming the census columns.'],
    [413, 'payloadTooLarge', 'The file is larger than 5 MB.'],
  ])(
    'shows a %s refusal in the server’s words, and the list is unchanged',
    async (status, code, message) => {
      await open({
        [LIST]: () => json({ batches: [] }),
        'POST /api/batch/newBusiness': () =>
          json({ statusCode: status, code, error: 'Error', message }, status),
      });
      const user = userEvent.setup();
      await user.upload(fileInput(), csv('a,b\n1,2\n'));
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(alerts.list().map((a) => [a.type, a.message])).toEqual([['Error', message]]),
      );
      expect(screen.queryByRole('article')).toBeNull();
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    },
  );

  it('says so when the server cannot be reached', async () => {
    await open({
      [LIST]: () => json({ batches: [] }),
      'POST /api/batch/newBusiness': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    await user.upload(fileInput(), csv('a,b\n1,2\n'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(alerts.list().map((a) => a.message)).toEqual([
        'The server could not be reached. Check your connection and try again.',
      ]),
    );
  });

  it('cancels a running batch after asking, by keyboard, and stops following it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = batch({ status: 'running', done: 1 });
    const app = await open({
      [LIST]: () => json({ batches: [running] }),
      'GET /api/batch/b1': () => json(running),
      'POST /api/batch/b1/cancel': () =>
        json(batch({ status: 'cancelled', done: 1, finishedAt: '2026-11-28T14:07:00.000Z' })),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: 'census.csv' });
    const cancel = within(card).getByRole('button', { name: 'Cancel the batch' });
    cancel.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this batch?' });
    // The safe choice has the focus: Enter alone never cancels.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Keep it running' }),
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.server.callsTo('POST', '/api/batch/b1/cancel')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel the batch' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this batch?' })).getByRole(
        'button',
        {
          name: 'Yes, cancel it',
        },
      ),
    );
    expect(await within(card).findByText('Cancelled')).toBeTruthy();
    expect(
      within(card).getByText('Cancelled: the rows done are kept, and no file was made.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel the batch' })).toBeNull();
    const polls = app.server.callsTo('GET', '/api/batch/b1').length;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(app.server.callsTo('GET', '/api/batch/b1').length).toBe(polls);
  });

  it('makes the census template in the user’s language, without a call', async () => {
    const app = await open(
      { [LIST]: () => json({ batches: [] }) },
      { ...batcher, inputLanguage: 'French' },
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const calls = app.server.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le modèle de fichier' }));
    expect(names).toEqual(['modele-groupe.csv']);
    const text = await blobs[0]?.text();
    expect(text?.split('\r\n')[0]).toBe(
      'référence,produit,âge,sexe,usage du tabac,capital assuré,prime annuelle,mode de paiement',
    );
    expect(text?.split('\r\n')[1]).toBe('Exemple 1,0131,35,M,N,250000,,annuel');
    expect(app.server.calls.length).toBe(calls);
  });

  it('speaks French: the form, the columns, the list, numbers and problems', async () => {
    await open(
      { [LIST]: () => json({ batches: [{ ...doneBatch, total: 12_500, done: 12_500 }] }) },
      { ...batcher, inputLanguage: 'French', reportLanguage: 'English' },
    );
    expect(screen.getByRole('heading', { name: 'Illustrations par lots', level: 1 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Anglais' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/au plus 5 Mo et 10 000 vies/)).toBeTruthy();
    const columns = screen.getByRole('table', { name: 'Les colonnes du fichier' });
    expect(within(columns).getByRole('rowheader', { name: 'Capital assuré' })).toBeTruthy();
    expect(within(columns).getByText(/0131 \(Temporaire 10 ans\)/)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'census.csv' });
    expect(within(card).getByText('Terminé')).toBeTruthy();
    expect(within(card).getByText('12 500 lignes sur 12 500 · 1 ligne refusée')).toBeTruthy();
    expect(within(card).getByText('Cette valeur est hors des limites permises.')).toBeTruthy();
    expect(
      within(card).getByRole('link', {
        name: 'Classeur des résultats\u00a0: Batch illustrations.xlsx (20\u00a0Ko)',
      }),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('is neither listed nor opened for a user without the batch permission', async () => {
    const app = await renderApp({ path: '/illustration/batch', user: agent });
    await waitFor(() => expect(app.location().pathname).toBe('/illustration'));
    expect(await screen.findByRole('link', { name: 'Saved Illustrations' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Batch illustrations' })).toBeNull();
    expect(app.server.callsTo('GET', '/api/batch?kind=newBusiness')).toEqual([]);
  });
});
