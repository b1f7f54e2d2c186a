// The e-application calls (contracts in @portal/contracts/eapplication), through the one client.

import { IDEMPOTENCY_KEY_HEADER } from '@portal/contracts/constants';
import type {
  EAppDraft,
  EAppFormBody,
  EApplication,
  EApplicationSummary,
  EAppSettings,
  EAppStatus,
} from '@portal/contracts/eapplication';
import type { StoredControlItemMap } from '@portal/contracts/fields';
import type {
  FirstYearPremiumResponse,
  IllustrationInputBody,
} from '@portal/contracts/illustration';
import type { ReportResult } from '@portal/contracts/reports';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const eappItemsQuery = queryOptions({
  queryKey: ['eapp', 'controlItems'],
  queryFn: ({ signal }) => http.request<StoredControlItemMap>('/api/GetControlItems', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const eappDraftQuery = queryOptions({
  queryKey: ['eapp', 'draft'],
  queryFn: ({ signal }) => http.request<EAppDraft>('/api/eapplications/draft', { signal }),
  staleTime: 0,
  gcTime: 0,
});

export const saveEappDraft = (form: EAppFormBody) =>
  http.request<EAppDraft>('/api/eapplications/draft', { method: 'PUT', body: { form } });

export const deleteEappDraft = () =>
  http.request<{ deleted: true }>('/api/eapplications/draft', { method: 'DELETE' });

/** One key per intended Submit (decision 0025): a retried Submit is not stored twice. */
export const submitApplication = (form: EAppFormBody, key: string) =>
  http.request<EApplication>('/api/eapplications', {
    method: 'POST',
    body: { form },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

export interface ListFilters {
  status?: EAppStatus;
  agent?: string;
  from?: string;
  to?: string;
}

export const applicationsQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: ['eapp', 'list', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return http.request<{ applications: EApplicationSummary[] }>(
        `/api/eapplications${query ? `?${query}` : ''}`,
        { signal },
      );
    },
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['eapp', 'application', id],
    queryFn: ({ signal }) =>
      http.request<EApplication>(`/api/eapplications/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const changeStatus = (id: string, status: EAppStatus, reason: string) =>
  http.request<EApplication>(`/api/eapplications/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status, reason },
  });

export const applicationPdf = (id: string) =>
  http.request<ReportResult>(`/api/eapplications/${encodeURIComponent(id)}/pdf`, {
    method: 'POST',
  });

export const pricePremium = (input: IllustrationInputBody, signal: AbortSignal) =>
  http.request<FirstYearPremiumResponse>('/api/eapplications/premium', { body: input, signal });

export const eappSettingsQuery = queryOptions({
  queryKey: ['eapp', 'settings'],
  queryFn: ({ signal }) => http.request<EAppSettings>('/api/eapp-settings', { signal }),
});

export const saveEappSettings = (settings: EAppSettings) =>
  http.request<EAppSettings>('/api/eapp-settings', { method: 'POST', body: settings });
