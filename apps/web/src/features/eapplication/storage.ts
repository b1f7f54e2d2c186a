// Session storage 'eAppFormData' (inforce spec 4, "Form persistence"): the application in
// progress in this tab, saved whenever a field changes. Read back through the contract's
// schema, so a stored form of an older shape starts afresh rather than breaking the screen.

import { type EAppFormBody, eAppFormSchema } from '@portal/contracts/eapplication';
import { EAPP_STORAGE_KEY } from '@portal/domain/eapp/prefill';

export function readStoredApplication(): EAppFormBody | null {
  const stored = sessionStorage.getItem(EAPP_STORAGE_KEY);
  if (!stored) return null;
  try {
    const parsed = eAppFormSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeApplication(form: EAppFormBody): void {
  sessionStorage.setItem(EAPP_STORAGE_KEY, JSON.stringify(form));
}

export function clearStoredApplication(): void {
  sessionStorage.removeItem(EAPP_STORAGE_KEY);
}
