import { useEffect, useSyncExternalStore } from 'react';
import { http } from './http';

/** GET /api/companySettings (decision 0006); public, so the login screen can show it. */
export interface CompanySettings {
  displayName: { en: string; fr: string };
  blurb: { en: string; fr: string };
  helpDesk: { name: string; phone: string; tollFree: string; email: string };
  productVersion: string;
}

/**
 * Loaded once per page and kept: they change with a deployment, not during a visit. A small
 * store of its own rather than a TanStack query, so that the login screen, which shows them,
 * needs no query library in its download (decision 0041); a failed load is tried again by
 * the next screen that asks.
 */
interface Known {
  data: CompanySettings | undefined;
  failed: boolean;
}

let known: Known = { data: undefined, failed: false };
/** A load is under way or done: one call per page. */
let requested = false;
/** Counts forgetting, so that an answer to a call made before is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function update(next: Known) {
  known = next;
  for (const listener of listeners) listener();
}

function load(): void {
  if (requested) return;
  requested = true;
  const asked = generation;
  http.request<CompanySettings>('/api/companySettings').then(
    (data) => {
      if (asked === generation) update({ data, failed: false });
    },
    () => {
      if (asked !== generation) return;
      requested = false;
      update({ data: undefined, failed: true });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCompanySettings() {
  const current = useSyncExternalStore(subscribe, () => known);
  useEffect(() => {
    if (!current.data) load();
  }, [current.data]);
  return {
    data: current.data,
    isPending: !current.data && !current.failed,
    isError: !current.data && current.failed,
  };
}

/** Forgets what was loaded (tests, each of which starts a page afresh). */
export function forgetCompanySettings(): void {
  generation += 1;
  requested = false;
  known = { data: undefined, failed: false };
}
