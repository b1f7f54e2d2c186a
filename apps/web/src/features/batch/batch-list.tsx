import { Alert, Button, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BatchKind } from '@portal/contracts/batch';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { batchListKey, fetchBatches } from './api';
import { BatchCard } from './batch-card';

/** The user's batches of one kind, newest first (GET /api/batch?kind=), each followed live. */
export function BatchList({ kind }: { kind: BatchKind }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useQuery({
    queryKey: batchListKey(kind),
    queryFn: ({ signal }) => fetchBatches(kind, signal),
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('batch.list.title')}
      </Title>
      {list.isPending && (
        <div role="status">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        </div>
      )}
      {list.isError && (
        <Alert variant="default" color="red.9" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('batch.list.loadFailed')}</Text>
            <Button variant="default" size="xs" onClick={() => void list.refetch()}>
              {t('batch.list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('batch.list.none')}
        </Text>
      )}
      {list.data?.map((batch) => (
        <BatchCard key={batch.batchId} initial={batch} />
      ))}
    </Stack>
  );
}
