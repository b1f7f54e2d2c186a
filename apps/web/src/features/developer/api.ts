import type {
  DeleteSetup,
  ProductSetups,
  SaveResult,
  SetupItem,
  StoredControlItem,
} from '@portal/contracts/fields';
import { http } from '@/lib/http';

export const SETUPS_KEY = ['interfaceSetupItems'] as const;

export const saveControlItem = (item: StoredControlItem) =>
  http.request<SaveResult>('/api/updateControlItems', { method: 'POST', body: item });

export const deleteControlItem = (fieldName: string) =>
  http.request<SaveResult>('/api/deleteControlItems', { method: 'POST', body: { fieldName } });

export const fetchAllSetups = (signal?: AbortSignal) =>
  http.request<ProductSetups[]>('/api/getAllInterfaceSetupItems/', { signal });

export const saveSetup = (item: SetupItem) =>
  http.request<SaveResult>('/api/updateInterfaceSetup', { method: 'POST', body: item });

export const deleteSetup = (key: DeleteSetup) =>
  http.request<SaveResult>('/api/deleteInterfaceSetup', { method: 'POST', body: key });
