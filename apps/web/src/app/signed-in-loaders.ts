import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, loadCatalogue } from '@/lib/language';
import { preloadable } from '@/lib/preloadable';
import { screenFor } from './screens';

/**
 * The signed-in app's code, kept out of the sign-in page's download (decision 0041): the
 * shell with the field engine, tracking and the rest of Mantine's components and styles. A
 * signed-in route draws once its code and its language's whole catalogue are both there.
 */
const withCatalogue =
  <T>(load: () => Promise<{ default: T }>) =>
  () =>
    Promise.all([load(), loadCatalogue(currentLanguage())]).then(([module]) => module.default);

export const SignedInSection = preloadable(
  withCatalogue(() => import('./routes/signed-in-section')),
);
export const NoProduct = preloadable(withCatalogue(() => import('./routes/no-product')));

/** Failures of a load started ahead are left to the render that needs the code. */
const ignore = () => undefined;

/**
 * Loads a signed-in route's code, the shell and the tab's screen together; given the app's
 * query client (the session is known), asks for the screen's data too.
 */
export function preloadSignedIn(
  section: string,
  tab: string | null,
  client?: QueryClient,
): Promise<void> {
  const screen = screenFor(section, tab);
  if (client) screen?.prefetch(client).catch(ignore);
  return Promise.all([SignedInSection.preload(), screen?.preload()]).then(ignore);
}

/** Loads the shell, and the screen of a `/section/tab` path when there is one. */
export function preloadForPath(path: string | null): Promise<void> {
  const [section = '', tab = null] = (path?.split(/[?#]/)[0] ?? '').split('/').slice(1);
  return preloadSignedIn(section, tab);
}

let prefetched = false;

/**
 * Called at the visitor's first touch of the sign-in page: while they type, the network is
 * idle, so the signed-in app comes ahead of the Login click and the landing screen is not
 * slower for having been left out of the first download. Both languages' catalogues come,
 * since the user's own language is known only after sign-in; and the screen of a deep link
 * the visitor was sent away from, when there is one.
 */
export function prefetchAfterSignIn(rememberedPath: string | null): void {
  if (prefetched) return;
  prefetched = true;
  const language = currentLanguage();
  loadCatalogue(language)
    .then(() => loadCatalogue(language === 'fr' ? 'en' : 'fr'))
    .catch(ignore);
  import('@/components/fields/tracking').catch(ignore);
  preloadForPath(rememberedPath).catch(ignore);
}
