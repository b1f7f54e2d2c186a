// The needs analysis's calls (contracts in @portal/contracts/needs), through the one client.

import type {
  NeedsAnalysis,
  NeedsAnalysisSummary,
  SaveNeedsAnalysis,
} from '@portal/contracts/needs';
import type { ReportOutput } from '@portal/contracts/reports';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const savedNeedsQuery = queryOptions({
  queryKey: ['needs', 'saved'],
  queryFn: ({ signal }) => http.request<NeedsAnalysisSummary[]>('/api/needs-analyses', { signal }),
});

export function saveNeedsAnalysis(body: SaveNeedsAnalysis): Promise<NeedsAnalysis> {
  return http.request<NeedsAnalysis>('/api/needs-analyses', { method: 'POST', body });
}

export function loadNeedsAnalysis(id: string): Promise<NeedsAnalysis> {
  return http.request<NeedsAnalysis>(`/api/needs-analyses/${encodeURIComponent(id)}`);
}

/** Prints a saved analysis; the answer names the PDF and a signed link a new window opens. */
export function printNeedsAnalysis(id: string): Promise<ReportOutput> {
  return http.request<ReportOutput>(`/api/needs-analyses/${encodeURIComponent(id)}/pdf`, {
    method: 'POST',
  });
}
