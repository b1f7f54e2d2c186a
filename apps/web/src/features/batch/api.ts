// The batch screens' calls (decision 0086; contract packages/contracts/src/batch.ts): send a
// census or a list of policies, the user's batches of one kind, one batch, cancel; and the
// in-force statuses the filter offers (POST /api/DataReportLists, as the data reports ask).
import type { Batch, BatchKind, InforceBatchRequest } from '@portal/contracts/batch';
import type { DataReportListsResponse } from '@portal/contracts/data-reports';
import { http } from '@/lib/http';

export const BATCH_KEY = ['batch'] as const;
export const batchListKey = (kind: BatchKind) => [...BATCH_KEY, 'list', kind] as const;
export const batchKey = (batchId: string) => [...BATCH_KEY, 'one', batchId] as const;

/** POST /api/batch/newBusiness: multipart, the file part `census` and two text parts. */
export function sendCensus(
  file: File,
  options: { language: 'E' | 'F'; pdf: boolean },
): Promise<Batch> {
  const form = new FormData();
  form.append('language', options.language);
  form.append('pdf', options.pdf ? 'true' : 'false');
  // The file last: the server reads the text parts before the file's bytes.
  form.append('census', file, file.name);
  return http.request<Batch>('/api/batch/newBusiness', { method: 'POST', body: form });
}

/** POST /api/batch/inforce: policy numbers or a filter, not both. */
export function sendInforceBatch(body: InforceBatchRequest): Promise<Batch> {
  return http.request<Batch>('/api/batch/inforce', { method: 'POST', body });
}

/** GET /api/batch?kind=: the user's batches of the last 7 days, newest first. */
export function fetchBatches(kind: BatchKind, signal?: AbortSignal): Promise<Batch[]> {
  return http
    .request<{ batches: Batch[] }>(`/api/batch?kind=${kind}`, { signal })
    .then((answer) => answer.batches);
}

export function fetchBatch(batchId: string, signal?: AbortSignal): Promise<Batch> {
  return http.request<Batch>(`/api/batch/${encodeURIComponent(batchId)}`, { signal });
}

export function cancelBatch(batchId: string): Promise<Batch> {
  return http.request<Batch>(`/api/batch/${encodeURIComponent(batchId)}/cancel`, {
    method: 'POST',
  });
}

/** The in-force statuses the filter offers (platform spec 7), from the data the user may see. */
export function fetchPolicyStatuses(username: string): Promise<DataReportListsResponse> {
  return http.request<DataReportListsResponse>('/api/DataReportLists', {
    method: 'POST',
    body: { user: { username } },
  });
}
