import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/** GET /api/companySettings (decision 0006); public, so the login screen can show it. */
export interface CompanySettings {
  displayName: { en: string; fr: string };
  blurb: { en: string; fr: string };
  helpDesk: { name: string; phone: string; tollFree: string; email: string };
  productVersion: string;
}

export const companySettingsQuery = queryOptions({
  queryKey: ['companySettings'],
  queryFn: ({ signal }) => http.request<CompanySettings>('/api/companySettings', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCompanySettings() {
  return useQuery(companySettingsQuery);
}
