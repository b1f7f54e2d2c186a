import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER } from '@portal/contracts/constants';
import type { ReportInput, ReportLink, ReportResult } from '@portal/contracts/reports';
import { http } from '@/lib/http';
import { readChallenge, readToken } from '@/lib/session-storage';

export const DEFAULT_REPORT_ENDPOINT = '/Report/NewBusinessReport';
/**
 * How long a report (its run and its download) may take before the screen gives up and says
 * so. A 40-page illustration renders in well under a second (bench: reports), so two minutes
 * means the server or the network is in trouble, not that the report is long.
 */
export const REPORT_TIMEOUT_MS = 120_000;

export function runReport(
  endpoint: string,
  payload: ReportInput,
  signal?: AbortSignal,
): Promise<ReportResult> {
  return http.request<ReportResult>(endpoint, { method: 'POST', body: payload, signal });
}

/** A fresh signed link to an output (its first one lasts a few minutes; decision 0027). */
export function reportLink(reportID: string, reportOutputFile: string): Promise<ReportLink> {
  return http.request<ReportLink>('/api/ReportLink', {
    method: 'POST',
    body: { reportID, reportOutputFile },
  });
}

/** How much of a download has arrived, in bytes; the total when the server says it. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/**
 * Downloads an output (GET /DB/{dir}/{file}) as a Blob, reporting what has arrived. The
 * report call just succeeded, so the session's token is fresh.
 */
export async function downloadOutput(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = readToken();
  const headers = new Headers();
  headers.set(CHALLENGE_HEADER, readChallenge() ?? CHALLENGE_PLACEHOLDER);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body || !total) {
    const bytes = await response.arrayBuffer();
    onProgress({ received: bytes.byteLength, total: null });
    return new Blob([bytes], { type });
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(parts as BlobPart[], { type });
}
