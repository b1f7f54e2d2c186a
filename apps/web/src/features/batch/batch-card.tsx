import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Batch } from '@portal/contracts/batch';
import { formatFileSize } from '@portal/domain/fields/file-size';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import { saveOutput } from '@/lib/download';
import { formatDate, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/language';
import { batchKey, cancelBatch, fetchBatch } from './api';
import { BatchProblems } from './batch-problems';
import { isActive, isCancellable, POLL_MS, STATUS_COLORS } from './batch-status';
import { batchErrorText } from './error-text';

const ALERT = 'batch';
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * One batch of the list: its status, a progress bar that follows GET /api/batch/{batchId}
 * every second while the batch is under way (and stops once it is over), the refused rows,
 * Cancel while it runs, and its files when done.
 */
export function BatchCard({ initial }: { initial: Batch }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const headingId = useId();
  const problemsId = useId();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey: batchKey(initial.batchId),
    queryFn: ({ signal }) => fetchBatch(initial.batchId, signal),
    initialData: initial,
    // A batch already over does not change: only one under way is asked again.
    enabled: isActive(initial.status),
    refetchInterval: (current) =>
      current.state.data && isActive(current.state.data.status) ? POLL_MS : false,
  });
  const batch = query.data;
  const cancel = useMutation({
    mutationFn: () => cancelBatch(batch.batchId),
    onSuccess: (answer) => {
      queryClient.setQueryData(batchKey(answer.batchId), answer);
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      alerts.show({
        message: `${t('batch.list.cancelFailed')} ${batchErrorText(error, t)}`,
        type: 'Error',
        name: ALERT,
      });
    },
  });
  const count = (n: number) => formatNumber(n, language);
  const progress = t('batch.list.progress', { done: count(batch.done), total: count(batch.total) });
  const percent = batch.total > 0 ? Math.round((batch.done / batch.total) * 100) : 0;

  async function download(url: string, fileName: string) {
    try {
      await saveOutput(url, fileName);
    } catch {
      alerts.show({ message: t('batch.list.downloadFailed'), type: 'Error', name: ALERT });
    }
  }

  return (
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {batch.source}
          </Title>
          <Badge color={STATUS_COLORS[batch.status]} variant="filled">
            {t(`batch.status.${batch.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('batch.list.started', { date: formatDate(new Date(batch.createdAt), language, WHEN) })}
          {batch.finishedAt &&
            ` · ${t('batch.list.finished', { date: formatDate(new Date(batch.finishedAt), language, WHEN) })}`}
        </Text>
        <Progress.Root
          size="lg"
          role="progressbar"
          aria-label={t('batch.list.progressLabel', { source: batch.source })}
          aria-valuemin={0}
          aria-valuemax={batch.total}
          aria-valuenow={batch.done}
          aria-valuetext={progress}
        >
          <Progress.Section
            value={percent}
            withAria={false}
            color={STATUS_COLORS[batch.status]}
            striped={isActive(batch.status)}
            animated={isActive(batch.status)}
          />
        </Progress.Root>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {progress}
            {batch.refused > 0 && ` · ${t('batch.list.refused', { count: batch.refused })}`}
          </Text>
          {isCancellable(batch.status) && (
            <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
              {t('batch.list.cancel')}
            </Button>
          )}
        </Group>
        {batch.status === 'failed' && (
          <Alert variant="default" color="red.9" role="alert">
            {t('batch.list.failed', { reason: batch.errorText })}
          </Alert>
        )}
        {batch.status === 'cancelled' && <Text size="sm">{t('batch.list.cancelledNote')}</Text>}
        {batch.files.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('batch.list.files')}
            </Text>
            <Stack component="ul" gap={4} m={0} pl="lg">
              {batch.files.map((file) => (
                <li key={file.url}>
                  <Anchor
                    href={file.url}
                    download={file.fileName}
                    onClick={(event) => {
                      // The address answers the session's headers only, which a link does not send.
                      event.preventDefault();
                      void download(file.url, file.fileName);
                    }}
                  >
                    {t('batch.list.download', {
                      kind: t(`batch.list.fileKinds.${file.kind}`),
                      name: file.fileName,
                      size: formatFileSize(file.bytes, language),
                    })}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        {batch.problems.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id={problemsId}>
              {t('batch.list.problemsTitle', { source: batch.source })}
            </Text>
            <BatchProblems batch={batch} captionId={problemsId} />
          </Stack>
        )}
      </Stack>
      <AppDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('batch.list.cancelTitle')}
        closeLabel={t('fields.close')}
      >
        <Text>{t('batch.list.cancelMessage')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('batch.list.keepRunning')}
          </Button>
          <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('batch.list.confirmCancel')}
          </Button>
        </Group>
      </AppDialog>
    </Paper>
  );
}
