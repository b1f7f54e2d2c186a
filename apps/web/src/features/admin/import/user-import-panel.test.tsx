import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { setLanguage } from '@/lib/i18n';
import { axeViolations } from '../../../../test/axe';
import { deferred, fakeServer, json } from '../../../../test/server';
import { UserImportPanel } from './user-import-panel';

function mount() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <UserImportPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ID = '6f1c7a52-3d7e-4c55-9a0e-0c1d2e3f4a5b';
const UPLOAD = `POST /users/Uploadusers?progressId=${ID}`;
const PROGRESS = `GET /users/UploadusersProgress/${ID}`;

const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });
const chooseFile = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  return userEvent.upload(input, file);
};

describe('UserImportPanel', () => {
  beforeEach(async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(ID);
    alerts.clear();
    await setLanguage('en');
  });

  it('shows the chosen file’s name and size, sends File, FileDirectory and isFullUpdate, and shows the counts', async () => {
    const answer = deferred<Response>();
    const server = fakeServer({
      [UPLOAD]: () => answer.promise,
      [PROGRESS]: () => json({ rowsRead: 1500, rowsWritten: 1000, done: false }),
    });
    const { container } = mount();
    const button = screen.getByRole('button', { name: 'Import User' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await chooseFile(container, csv('x'.repeat(1536)));
    expect(container.querySelector('#fileUserUploadName')?.textContent).toBe('users.csv');
    expect(container.querySelector('#fileUserUploadSize')?.textContent).toBe('1.5\u00a0KB');
    await userEvent.click(screen.getByRole('radio', { name: /^Full/ }));
    await userEvent.click(button);
    // While it runs: the rows read and written so far.
    expect(await screen.findByText('Rows read: 1,500 · rows written: 1,000')).toBeTruthy();
    answer.resolve(
      json({ isFullUpdate: true, rows: 1500, created: 1200, updated: 300, disabled: 7 }),
    );
    expect((await screen.findByTestId('user-import-result')).textContent).toBe(
      'Created: 1,200 · Updated: 300 · Disabled: 7 · Rows read: 1,500',
    );
    const form = server.callsTo('POST', `/users/Uploadusers?progressId=${ID}`)[0]?.body as FormData;
    expect((form.get('File') as File).name).toBe('users.csv');
    expect(form.get('FileDirectory')).toBe('');
    expect(form.get('isFullUpdate')).toBe('true');
    expect(alerts.list().map((a) => [a.type, a.message])).toEqual([
      ['Success', 'Users imported successfully'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists every problem of a refused file, in French', async () => {
    await setLanguage('fr');
    fakeServer({
      [PROGRESS]: () => json({ rowsRead: 0, rowsWritten: 0, done: false }),
      [UPLOAD]: () =>
        json(
          {
            statusCode: 400,
            code: 'validation',
            error: 'Bad Request',
            message: 'refused',
            issues: [
              { path: '3:username', message: 'Ce nom d’utilisateur figure déjà à la ligne 2.' },
              { path: '0:', message: 'Le fichier ne contient aucun utilisateur.' },
            ],
          },
          400,
        ),
    });
    const { container } = mount();
    await chooseFile(container, csv('username\na\na\n'));
    expect(container.querySelector('#fileUserUploadSize')?.textContent).toBe('13\u00a0octets');
    await userEvent.click(screen.getByRole('button', { name: 'Importer les utilisateurs' }));
    const problems = await screen.findByTestId('user-import-problems');
    const rows = within(problems).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LigneColonneProblème',
      '3usernameCe nom d’utilisateur figure déjà à la ligne 2.',
      'FichierLe fichier ne contient aucun utilisateur.',
    ]);
    expect(alerts.list().map((a) => [a.type, a.message])).toEqual([
      ['Error', 'Erreur d’importation des utilisateurs'],
    ]);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Importer les utilisateurs' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
  });
});
