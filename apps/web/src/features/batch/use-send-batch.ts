import type { Batch, BatchKind } from '@portal/contracts/batch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { BATCH_KEY, batchListKey } from './api';
import { batchErrorText } from './error-text';

const ALERT = 'batch';

/**
 * Sends a batch; the answer (202, the batch as queued) goes at the top of the list at once, so
 * its progress shows before the list is asked again. A refusal is an Error alert with why.
 */
export function useSendBatch<Input>(kind: BatchKind, send: (input: Input) => Promise<Batch>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (batch) => {
      queryClient.setQueryData<Batch[]>(batchListKey(kind), (old) => [
        batch,
        ...(old ?? []).filter((other) => other.batchId !== batch.batchId),
      ]);
      void queryClient.invalidateQueries({ queryKey: [...BATCH_KEY, 'list'] });
      alerts.show({ message: t('batch.sent'), type: 'Success', name: ALERT });
    },
    onError: (error) => {
      alerts.show({ message: batchErrorText(error, t), type: 'Error', name: ALERT });
    },
  });
}
