// The illustration calls (contracts in @portal/contracts/illustration), through the one client.

import { IDEMPOTENCY_KEY_HEADER } from '@portal/contracts/constants';
import type {
  ConceptsRequest,
  ConceptsResponse,
  CreateSavedIllustration,
  FirstYearPremiumResponse,
  IllustrationDraft,
  IllustrationForm,
  IllustrationInputBody,
  IllustrationResult,
  ProductCatalogue,
  SavedIllustration,
  SavedIllustrationSummary,
  UpdateSavedIllustration,
} from '@portal/contracts/illustration';
import type { NeedsAnalysis } from '@portal/contracts/needs';
import type {
  SharedOwnershipData,
  SharedOwnershipResponse,
  SharedVariantSetting,
} from '@portal/contracts/shared-ownership';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const productCatalogueQuery = queryOptions({
  queryKey: ['illustration', 'products'],
  queryFn: ({ signal }) =>
    http.request<ProductCatalogue>('/api/illustrations/products', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Spec 7: cancellable; the caller aborts the pending request when it sends a new one. */
export function getFirstYearPremium(input: IllustrationInputBody, signal: AbortSignal) {
  return http.request<FirstYearPremiumResponse>('/api/GetFirstYearPremium', {
    body: input,
    signal,
  });
}

export const illustrationQuery = (input: IllustrationInputBody | null) =>
  queryOptions({
    queryKey: ['illustration', 'run', input],
    queryFn: ({ signal }) =>
      http.request<IllustrationResult>('/api/illustrations/run', { body: input, signal }),
    enabled: input !== null,
    staleTime: 60_000,
  });

export const conceptsQuery = (request: ConceptsRequest | null) =>
  queryOptions({
    queryKey: ['illustration', 'concepts', request],
    queryFn: ({ signal }) =>
      http.request<ConceptsResponse>('/api/illustrations/concepts', { body: request, signal }),
    enabled: request !== null,
    staleTime: 60_000,
  });

export const savedListQuery = (search: string) =>
  queryOptions({
    queryKey: ['illustration', 'saved', search],
    queryFn: ({ signal }) =>
      http.request<SavedIllustrationSummary[]>(
        `/api/illustrations${search ? `?search=${encodeURIComponent(search)}` : ''}`,
        { signal },
      ),
  });

export const loadSaved = (id: string) =>
  http.request<SavedIllustration>(`/api/illustrations/${encodeURIComponent(id)}`);

/**
 * One key per intended save (decision 0025): the caller makes it when the user starts the
 * save and sends the same one again if the save is retried, so a save that was stored but
 * answered with an error is not stored twice.
 */
export const newSaveKey = (): string => crypto.randomUUID();

export const createSaved = (body: CreateSavedIllustration, saveKey: string) =>
  http.request<SavedIllustration>('/api/illustrations', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: saveKey },
  });

export const updateSaved = (id: string, body: UpdateSavedIllustration) =>
  http.request<SavedIllustration>(`/api/illustrations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });

export const duplicateSaved = (id: string, saveKey: string) =>
  http.request<SavedIllustration>(`/api/illustrations/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: saveKey },
  });

export const deleteSaved = (id: string) =>
  http.request<{ deleted: true }>(`/api/illustrations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

const fetchDraft = (signal?: AbortSignal) =>
  http.request<IllustrationDraft>('/api/illustrations/draft', { signal });

/**
 * The draft asked for ahead, beside the control items, when the screen is opened (the
 * screen's `prefetch`), so that the form does not wait for the guard before asking. Kept in
 * the query cache (cleared at every sign-in and sign-out) and taken once, by the screen's
 * first read: a later visit asks the server again.
 */
const DRAFT_AHEAD = ['illustration', 'draft', 'ahead'] as const;

export function prefetchDraft(client: QueryClient): void {
  void client.prefetchQuery({
    queryKey: DRAFT_AHEAD,
    queryFn: () => fetchDraft(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30_000,
  });
}

/** Never cached: the draft changes as the agent types (decision 0013). */
export const draftQuery = queryOptions({
  queryKey: ['illustration', 'draft'],
  queryFn: async ({ client, signal }) => {
    if (!client.getQueryState(DRAFT_AHEAD)) return fetchDraft(signal);
    try {
      return await client.fetchQuery({
        queryKey: DRAFT_AHEAD,
        queryFn: () => fetchDraft(signal),
        staleTime: Number.POSITIVE_INFINITY,
      });
    } finally {
      client.removeQueries({ queryKey: DRAFT_AHEAD, exact: true });
    }
  },
  staleTime: 0,
  gcTime: 0,
});

export const saveDraft = (form: IllustrationForm) =>
  http.request<IllustrationDraft>('/api/illustrations/draft', { method: 'PUT', body: { form } });

export const deleteDraft = () =>
  http.request<{ deleted: true }>('/api/illustrations/draft', { method: 'DELETE' });

/** POST /api/illustrations/shared-ownership: the concept's values (issue 21). */
export const sharedOwnershipQuery = (data: SharedOwnershipData | null) =>
  queryOptions({
    queryKey: ['illustration', 'sharedOwnership', data],
    queryFn: ({ signal }) =>
      http.request<SharedOwnershipResponse>('/api/illustrations/shared-ownership', {
        body: { data },
        signal,
      }),
    enabled: data !== null,
    staleTime: 60_000,
    retry: false,
  });

/**
 * GET /users/SharedOwnershipVariant (decision 0081): which Shared Ownership dialog the company
 * uses. Read each time the concept opens (an administrator may have changed it since).
 */
export const sharedVariantQuery = (opened: boolean) =>
  queryOptions({
    queryKey: ['illustration', 'sharedOwnershipVariant'],
    queryFn: ({ signal }) =>
      http.request<SharedVariantSetting>('/users/SharedOwnershipVariant', { signal }),
    enabled: opened,
    staleTime: 0,
    retry: false,
  });

/**
 * The needs analysis tied to the case (issue 22), read through the needs calls: the
 * illustration does not import the needs feature, only its contract.
 */
export const tiedNeedsQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['needs', 'analysis', id],
    queryFn: ({ signal }) =>
      http.request<NeedsAnalysis>(`/api/needs-analyses/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: id !== null,
    retry: false,
  });

/** Ties the analysis to the case just saved, so the needs screen lists it with its case. */
export const tieNeedsToCase = (id: string, caseId: string) =>
  http.request<NeedsAnalysis>(`/api/needs-analyses/${encodeURIComponent(id)}/case`, {
    method: 'PUT',
    body: { caseId },
  });
