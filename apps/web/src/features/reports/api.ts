import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER } from '@portal/contracts/constants';
import type { ReportInput, ReportResult } from '@portal/contracts/reports';
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

/**
 * Downloads an output (GET /DB/{dir}/{file}) as a Blob, reporting the share received when
 * the server says the size. The report call just succeeded, so the session's token is fresh.
 */
export async function downloadOutput(
  url: string,
  onProgress: (fraction: number | null) => void,
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
    onProgress(null);
    return new Blob([await response.arrayBuffer()], { type });
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(parts as BlobPart[], { type });
}
