import type {
  TrackingEventDetail,
  TrackingFilter,
  TrackingPage,
  WidgetFigures,
} from '@portal/contracts/bi';
import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The same key as the profile's Widgets tab, so a change saved there shows here at once. */
export function userWidgetsQuery(user: User) {
  return queryOptions({
    queryKey: ['userWidgets', user.username],
    queryFn: ({ signal }) =>
      http.request<UserWidget[]>('/api/BI/GetAllUserWidgets', {
        method: 'POST',
        body: user,
        signal,
      }),
  });
}

export function figuresQuery(name: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['bi', 'figures', name, range.from, range.to],
    queryFn: ({ signal }) =>
      http.request<WidgetFigures>(
        `/api/BI/WidgetData/${encodeURIComponent(name)}?${new URLSearchParams(range)}`,
        { signal },
      ),
    // A widget's failure is its own (spec: logged only); no retry storm across eight cards.
    retry: false,
  });
}

export type TrackingFilterInput = Omit<TrackingFilter, 'order'> & { order: 'asc' | 'desc' };

export function filterParams(filter: TrackingFilterInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function trackingPageQuery(filter: TrackingFilterInput, after: string | null) {
  const params = filterParams(filter);
  if (after) params.set('after', after);
  return queryOptions({
    queryKey: ['bi', 'tracking', params.toString()],
    queryFn: ({ signal }) =>
      http.request<TrackingPage>(`/api/BI/TrackingEvents?${params}`, { signal }),
  });
}

export function trackingEventQuery(id: number) {
  return queryOptions({
    queryKey: ['bi', 'trackingEvent', id],
    queryFn: ({ signal }) =>
      http.request<TrackingEventDetail>(`/api/BI/TrackingEvents/${id}`, { signal }),
  });
}

/** Saves a blob (or data URL) under a file name, through a temporary link. */
export function saveFile(data: Blob | string, fileName: string): void {
  const url = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadTrackingExport(filter: TrackingFilterInput): Promise<void> {
  const blob = await http.request<Blob>(`/api/BI/TrackingEventsExport?${filterParams(filter)}`, {
    responseType: 'blob',
  });
  saveFile(blob, `tracking-${filter.from}-${filter.to}.xlsx`);
}
