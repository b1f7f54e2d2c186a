import firstScreen, { type FirstScreenCatalogue } from 'virtual:catalogue/first-screen';
import type { User } from '@portal/contracts/user';
import { useSyncExternalStore } from 'react';

/**
 * The language of the page and its words, without i18next (decision 0041). What draws before
 * the app's code has loaded (the login screen, its About dialog, the loading, error and
 * legacy-browser screens) reads the first-screen part of the catalogues, in the first
 * download for both languages, through `useFirstScreenText`. A language's whole catalogue is
 * data loaded on demand; i18next, with the app, takes what is loaded here (lib/i18n.ts).
 */
export type AppLanguage = 'en' | 'fr';
export type Catalogue = Record<string, unknown>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** 'login.title', 'errors.invalidCredentials', 'shell.alerts.types.Error', … */
export type FirstScreenKey = Leaves<FirstScreenCatalogue>;

let language: AppLanguage = 'en';
const languageListeners = new Set<(language: AppLanguage) => void>();
const catalogueListeners = new Set<(language: AppLanguage, catalogue: Catalogue) => void>();
const loaded = new Map<AppLanguage, Catalogue>();
const loading = new Map<AppLanguage, Promise<Catalogue>>();
const WHOLE: Record<AppLanguage, () => Promise<{ default: Catalogue }>> = {
  en: () => import('virtual:catalogue/en'),
  fr: () => import('virtual:catalogue/fr'),
};

/** Before sign-in the browser's first preference decides; anything but French is English. */
export function browserLanguage(preferences: readonly string[] = navigator.languages): AppLanguage {
  return preferences[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function languageOfUser(user: Pick<User, 'inputLanguage'>): AppLanguage {
  return user.inputLanguage === 'French' ? 'fr' : 'en';
}

export function currentLanguage(): AppLanguage {
  return language;
}

/** Makes `next` the page's language now: the words that are loaded follow at once. */
export function switchLanguageNow(next: AppLanguage): void {
  document.documentElement.lang = next === 'fr' ? 'fr-CA' : 'en-CA';
  if (next === language) return;
  language = next;
  for (const listener of languageListeners) listener(next);
}

/**
 * Switches the language, its whole catalogue loaded first. The first screens pass
 * `firstScreenOnly`: what they draw is in the first download, so their toggle waits for
 * nothing.
 */
export async function setLanguage(
  next: AppLanguage,
  { firstScreenOnly = false }: { firstScreenOnly?: boolean } = {},
): Promise<void> {
  if (!firstScreenOnly && !loaded.has(next)) await loadCatalogue(next);
  switchLanguageNow(next);
}

/** Loads a language's whole catalogue once; a failed load may be tried again. */
export function loadCatalogue(of: AppLanguage): Promise<Catalogue> {
  const done = loaded.get(of);
  if (done) return Promise.resolve(done);
  let pending = loading.get(of);
  if (!pending) {
    pending = WHOLE[of]().then((module) => {
      addCatalogue(of, module.default);
      return module.default;
    });
    pending.catch(() => loading.delete(of));
    loading.set(of, pending);
  }
  return pending;
}

/** Hands over a whole catalogue (the loader, or a test with the contracts' own objects). */
export function addCatalogue(of: AppLanguage, catalogue: Catalogue): void {
  loaded.set(of, catalogue);
  for (const listener of catalogueListeners) listener(of, catalogue);
}

/** Whether a language's whole catalogue is here (the app has loaded it). */
export function hasWholeCatalogue(of: AppLanguage): boolean {
  return loaded.has(of);
}

export function loadedCatalogues(): ReadonlyMap<AppLanguage, Catalogue> {
  return loaded;
}

/** For i18next (lib/i18n.ts): each language switch and each catalogue loaded from now on. */
export function followLanguage(
  onLanguage: (language: AppLanguage) => void,
  onCatalogue: (language: AppLanguage, catalogue: Catalogue) => void,
): void {
  languageListeners.add(onLanguage);
  catalogueListeners.add(onCatalogue);
}

export function firstScreenCatalogues(): Record<AppLanguage, FirstScreenCatalogue> {
  return firstScreen;
}

/** The first-screen text of `key` in `of`, its `{{name}}` parts filled in. */
export function firstScreenText(
  of: AppLanguage,
  key: FirstScreenKey,
  values: Record<string, string | number> = {},
): string {
  let found: unknown = firstScreen[of];
  for (const name of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[name];
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, part: string) =>
    part in values ? String(values[part]) : whole,
  );
}

function subscribe(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/** The first screens' `t`: redrawn when the language changes. */
export function useFirstScreenText() {
  const now = useSyncExternalStore(subscribe, currentLanguage);
  return {
    language: now,
    t: (key: FirstScreenKey, values?: Record<string, string | number>) =>
      firstScreenText(now, key, values),
  };
}
