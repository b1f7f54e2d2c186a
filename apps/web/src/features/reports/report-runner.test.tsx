import { MantineProvider } from '@mantine/core';
import type { ReportInput, ReportResult } from '@portal/contracts/reports';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '@/components/alerts/alert-store';
import { ReportActions, ReportActionsProvider } from '@/components/report-actions';
import { setLanguage } from '@/lib/i18n';
import { deferred, fakeServer, json } from '../../../test/server';
import { REPORT_TIMEOUT_MS } from './api';
import ReportRunner from './report-runner';

const PAYLOAD: ReportInput = {
  reportName: 'illustration',
  insuranceData: {
    productId: '0131',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
  },
  formData: { ownerName: 'Jeanne', insuredName: 'Jeanne' },
};

const DIR = '/DB/12345678-1234-4234-8234-123456789012';
const ok = (kind: 'pdf' | 'xlsx', bytes = 4): ReportResult => ({
  resultCode: 0,
  errorText: '',
  reportOutputFile: `illustration-12345678.${kind}`,
  reportID: '12345678-1234-4234-8234-123456789012',
  outputs: [
    {
      kind,
      url: `${DIR}/illustration-12345678.${kind}`,
      openUrl: `${DIR}/illustration-12345678.${kind}?link=signed`,
      fileName: `Plan.${kind}`,
      bytes,
      pages: kind === 'pdf' ? 12 : null,
    },
  ],
});

function mount(buildPayload = () => PAYLOAD as ReportInput | null) {
  return render(
    <MantineProvider>
      <ReportActionsProvider value={ReportRunner}>
        <ReportActions buildPayload={buildPayload} />
      </ReportActionsProvider>
    </MantineProvider>,
  );
}

describe('the report buttons', () => {
  let opened: { location: { href: string }; close: () => void } | null;

  beforeEach(async () => {
    await setLanguage('en');
    opened = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    alerts.clear();
  });

  it('renders nothing without a provider (a screen can mount it unconditionally)', () => {
    render(
      <MantineProvider>
        <ReportActions buildPayload={() => PAYLOAD} />
      </MantineProvider>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('sends the payload asking for a PDF, then opens it in the new window from the report server', async () => {
    const server = fakeServer({ 'POST /Report/NewBusinessReport': () => json(ok('pdf')) });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    // The window loads the signed link itself: no download through the page, no header.
    await waitFor(() =>
      expect(opened?.location.href).toBe(`${DIR}/illustration-12345678.pdf?link=signed`),
    );
    const [call] = server.callsTo('POST', '/Report/NewBusinessReport');
    expect(call?.body).toMatchObject({ ...PAYLOAD, isRunPDF: true, isRunExcel: false });
    expect(server.calls).toHaveLength(1);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(screen.getByRole('button', { name: 'Generate PDF' })).toHaveProperty('disabled', false);
  });

  it('offers the PDF when the browser blocks the window, with a fresh link at the click', async () => {
    opened = null;
    const server = fakeServer({
      'POST /Report/NewBusinessReport': () => json(ok('pdf')),
      'POST /api/ReportLink': () =>
        json({
          url: `${DIR}/illustration-12345678.pdf?link=fresh`,
          expiresAt: '2026-01-01T00:05:00Z',
        }),
    });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    const link = await screen.findByRole('link', { name: 'Open the PDF' });
    expect(link.getAttribute('href')).toBe(`${DIR}/illustration-12345678.pdf?link=signed`);
    const later = { location: { href: '' }, close: vi.fn() };
    opened = later;
    await userEvent.click(link);
    await waitFor(() =>
      expect(later.location.href).toBe(`${DIR}/illustration-12345678.pdf?link=fresh`),
    );
    expect(server.callsTo('POST', '/api/ReportLink')[0]?.body).toEqual({
      reportID: '12345678-1234-4234-8234-123456789012',
      reportOutputFile: 'illustration-12345678.pdf',
    });
  });

  it('shows how much of the workbook has arrived, in the screen’s language', async () => {
    const held = deferred<Response>();
    fakeServer({
      'POST /Report/NewBusinessReport': () => json(ok('xlsx', 3 * 1024 * 1024)),
      [`GET ${DIR}/illustration-12345678.xlsx`]: () => held.promise,
    });
    const clicks = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await setLanguage('fr');
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Produire le fichier Excel' }));
    const size = 3 * 1024 * 1024;
    let push: (bytes: Uint8Array) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(bytes);
        end = () => controller.close();
      },
    });
    held.resolve(
      new Response(body, { headers: { 'content-length': String(size), 'content-type': 'x/y' } }),
    );
    push(new Uint8Array(1536 * 1024));
    expect((await screen.findByTestId('download-size')).textContent).toBe(
      '1,5\u00a0Mo sur 3\u00a0Mo',
    );
    push(new Uint8Array(size - 1536 * 1024));
    end();
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    clicks.mockRestore();
  });

  it('saves the workbook under the server’s file name', async () => {
    fakeServer({
      'POST /Report/NewBusinessReport': () => json(ok('xlsx')),
      'GET /DB/12345678-1234-4234-8234-123456789012/illustration-12345678.xlsx': () =>
        new Response(new Uint8Array([80, 75]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Excel' }));
    await waitFor(() => expect(clicks).toEqual(['Plan.xlsx']));
    expect(window.open).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows result code 2’s text as an Error alert and closes the window', async () => {
    fakeServer({
      'POST /Report/NewBusinessReport': () =>
        json({
          resultCode: 2,
          errorText: 'You must enter the name…',
          reportOutputFile: '',
          reportID: 'x',
          outputs: [],
        }),
    });
    const show = vi.spyOn(alerts, 'show');
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        message: 'You must enter the name…',
        type: 'Error',
        name: 'report',
      }),
    );
    expect(opened?.close).toHaveBeenCalled();
    show.mockRestore();
  });

  it('says a failed report in an Error alert with a retry, which runs it again', async () => {
    let calls = 0;
    fakeServer({
      'POST /Report/NewBusinessReport': () => {
        calls += 1;
        return calls === 1 ? new Response('', { status: 500 }) : json(ok('pdf'));
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The report could not be generated. Try again in a moment.',
    );
    expect(opened?.close).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(opened?.location.href).toBe(`${DIR}/illustration-12345678.pdf?link=signed`),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says a report that takes too long was stopped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fakeServer({
        // Never answers: only the screen's own clock ends the run.
        'POST /Report/NewBusinessReport': () => new Promise<Response>(() => {}),
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      mount();
      await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
      await vi.advanceTimersByTimeAsync(REPORT_TIMEOUT_MS + 1);
      expect((await screen.findByRole('alert')).textContent).toContain(
        'The report took too long and was stopped. Try again in a moment.',
      );
      expect(screen.getByRole('button', { name: 'Generate PDF' })).toHaveProperty(
        'disabled',
        false,
      );
      warn.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing when the form cannot make a payload', async () => {
    const server = fakeServer({});
    mount(() => null);
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(server.calls).toEqual([]);
  });

  it('speaks French, and says which language the report will be in', async () => {
    await setLanguage('fr');
    render(
      <MantineProvider>
        <ReportActionsProvider value={ReportRunner}>
          <ReportActions buildPayload={() => PAYLOAD} reportLanguage="English" />
        </ReportActionsProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Langue du rapport : anglais')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Produire le PDF',
      'Produire le fichier Excel',
    ]);
  });
});
