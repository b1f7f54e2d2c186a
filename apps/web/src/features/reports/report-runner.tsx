import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import type { ReportResult } from '@portal/contracts/reports';
import { formatFileSize } from '@portal/domain/fields/file-size';
import { REPORT_EVENT_CONTROLS } from '@portal/domain/reports/data-reports';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { trackEvent } from '@/components/fields/tracking';
import type { ReportActionsProps } from '@/components/report-actions';
import { currentLanguage } from '@/lib/i18n';
import { logFailure } from '@/lib/log';
import {
  DEFAULT_REPORT_ENDPOINT,
  type DownloadProgress,
  downloadOutput,
  REPORT_TIMEOUT_MS,
  reportLink,
  runReport,
} from './api';

type Kind = 'pdf' | 'xlsx';
/** Why the last run failed, and what to run again. */
type Failure = { kind: Kind; reason: 'failed' | 'timedOut' };
type Stage = { step: 'rendering' } | { step: 'downloading'; progress: DownloadProgress | null };

/** A PDF whose window the browser blocked: its link, and what to ask a fresh one for. */
interface Blocked {
  url: string;
  reportID: string;
  file: string;
}

/**
 * Generate PDF / Generate Excel (platform spec 4, report run): a loading overlay with the
 * stage and the download's progress; result code 2 shows the server's text as an Error
 * alert. The PDF opens in a new window straight from the report server through its signed
 * link (decision 0027: a window sends no bearer header); the workbook is downloaded with the
 * session and saved. Any other failure, or a run that takes longer than REPORT_TIMEOUT_MS, is
 * said in an Error alert beside the buttons with a button to try again (issue 15 §1: the
 * overlay never just vanishes); it is logged too.
 */
export default function ReportRunner({
  buildPayload,
  disabled = false,
  allowExcel = true,
  endpoint = DEFAULT_REPORT_ENDPOINT,
  reportLanguage,
  tracking,
}: ReportActionsProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  async function generate(kind: Kind) {
    const payload = buildPayload();
    if (!payload || stage) return;
    // What was asked for, and when: the tracking event says it once the report exists.
    const clickedAt = Date.now();
    const trackedDetail = tracking?.detail();
    setBlocked(null);
    setFailure(null);
    // One clock for the whole run (report and download): past it, the run is stopped and said.
    const clock = new AbortController();
    const timer = setTimeout(() => clock.abort(), REPORT_TIMEOUT_MS);
    const signal = clock.signal;
    // Opened now, while the click still counts as the user's: a window opened after the
    // report arrives would be blocked as a pop-up.
    const win = kind === 'pdf' ? window.open('', '_blank') : null;
    setStage({ step: 'rendering' });
    try {
      const result: ReportResult = await runReport(
        endpoint,
        { ...payload, isRunPDF: kind === 'pdf', isRunExcel: kind === 'xlsx' },
        signal,
      );
      if (result.resultCode !== 0) {
        win?.close();
        if (result.resultCode === 2)
          alerts.show({ message: result.errorText, type: 'Error', name: 'report' });
        else {
          logFailure('report', result.errorText);
          setFailure({ kind, reason: 'failed' });
        }
        return;
      }
      const output = result.outputs.find((o) => o.kind === kind);
      if (!output) throw new Error('the report has no output');
      // Counted once the report exists: a refused or failed run made no report.
      if (tracking && trackedDetail)
        trackEvent(
          'BUTTON_CLICK',
          tracking.formName,
          kind === 'pdf' ? REPORT_EVENT_CONTROLS.pdf : REPORT_EVENT_CONTROLS.excel,
          trackedDetail,
          clickedAt,
        );
      if (kind === 'pdf') {
        if (win) win.location.href = output.openUrl;
        else
          setBlocked({
            url: output.openUrl,
            reportID: result.reportID,
            file: result.reportOutputFile,
          });
      } else {
        setStage({ step: 'downloading', progress: null });
        const blob = await downloadOutput(
          output.url,
          (progress) => setStage({ step: 'downloading', progress }),
          signal,
        );
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        const link = document.createElement('a');
        link.href = url;
        link.download = output.fileName;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      }
    } catch (error) {
      win?.close();
      logFailure('report', error);
      setFailure({ kind, reason: signal.aborted ? 'timedOut' : 'failed' });
    } finally {
      clearTimeout(timer);
      setStage(null);
    }
  }

  /**
   * "Open the PDF" after a blocked window: the first link may have expired meanwhile, so the
   * window opens at the click (a pop-up the browser allows) and then gets a fresh link.
   */
  async function openBlocked(event: MouseEvent<HTMLAnchorElement>) {
    if (!blocked) return;
    event.preventDefault();
    const win = window.open('', '_blank');
    try {
      const fresh = await reportLink(blocked.reportID, blocked.file);
      if (win) win.location.href = fresh.url;
    } catch (error) {
      win?.close();
      logFailure('report', error);
    }
  }

  const busy = stage !== null;
  const download = stage?.step === 'downloading' ? stage.progress : null;
  const language = currentLanguage();
  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={busy}
        zIndex={50}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="xs" role="status" aria-live="polite" miw={240}>
              <Text fw={600}>{t('reports.run.running')}</Text>
              <Text size="sm">
                {stage?.step === 'downloading'
                  ? t('reports.run.stepDownloading')
                  : t('reports.run.stepRendering')}
              </Text>
              {download?.total ? (
                <Text size="sm" data-testid="download-size">
                  {t('reports.run.downloaded', {
                    received: formatFileSize(download.received, language),
                    total: formatFileSize(download.total, language),
                  })}
                </Text>
              ) : null}
              <Progress
                w="100%"
                aria-label={t('reports.run.running')}
                value={
                  download?.total ? Math.round((100 * download.received) / download.total) : 100
                }
                animated={!download?.total}
                striped
              />
            </Stack>
          ),
        }}
      />
      <Stack gap="xs">
        <Group gap="sm">
          <Button onClick={() => void generate('pdf')} disabled={disabled || busy}>
            {t('reports.run.generatePdf')}
          </Button>
          {allowExcel && (
            <Button
              variant="light"
              onClick={() => void generate('xlsx')}
              disabled={disabled || busy}
            >
              {t('reports.run.generateExcel')}
            </Button>
          )}
        </Group>
        {reportLanguage && (
          <Text size="sm" c="dimmed">
            {t('reports.run.reportLanguage', {
              language: t(
                reportLanguage === 'French' ? 'reports.run.french' : 'reports.run.english',
              ),
            })}
          </Text>
        )}
        {failure && (
          <Alert
            variant="default"
            color="red.9"
            role="alert"
            title={t('reports.run.errorTitle')}
            data-testid="report-failure"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {failure.reason === 'timedOut'
                  ? t('reports.run.timedOut')
                  : t('reports.run.failed')}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => void generate(failure.kind)}
                disabled={disabled || busy}
              >
                {t('reports.run.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {blocked && (
          <Text size="sm" role="alert">
            {t('reports.run.popupBlocked')}{' '}
            <Anchor href={blocked.url} target="_blank" rel="noopener" onClick={openBlocked}>
              {t('reports.run.openAgain')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
