import type { User } from '@portal/contracts/user';
import { resolvePath } from '@portal/domain/access/routes';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import LoginScreen from '@/features/auth/components/login-screen';
import { currentLanguage, loadCatalogue } from '@/lib/language';
import { readTokenData } from '@/lib/session-storage';
import { RouteErrorBoundary } from './routes/route-error';
import { loadTokenMethod, startSession } from './start-session';
import { ThemeProvider } from './theme-provider';

/**
 * The app's start in two steps (decision 0041). A visitor with no session sees the login
 * screen from the first download alone: React, the Mantine components it draws, the HTTP
 * client and the first-screen words. The app itself (router, query library, i18next, the
 * signed-in shell) loads after sign-in, prefetched while the visitor types. With a stored
 * session the app loads at once and restores it.
 */
const loadApp = () => import('./whole-app');
type WholeAppComponent = ComponentType<{ start: Promise<User | null> | User }>;
const LazyWholeApp: WholeAppComponent = lazy(() =>
  Promise.all([loadApp(), loadCatalogue(currentLanguage())]).then(([module]) => module),
);

export type FirstView =
  | { kind: 'signIn'; remembered: string | null }
  | { kind: 'app'; start: Promise<User | null> | User; App?: WholeAppComponent };

/**
 * What the page opens on, decided once. Every path an anonymous visitor opens ends on the
 * login screen today (the guard's rules, resolvePath): only that case is drawn without the
 * app, so a path the route table ever opens to anonymous visitors still gets the whole app.
 */
export function firstView(location: Location = window.location): FirstView {
  if (readTokenData()) {
    // The code, the user and the words come together, not one after the other.
    loadApp().catch(() => undefined);
    loadCatalogue(currentLanguage()).catch(() => undefined);
    import('./signed-in-loaders')
      .then((loaders) => loaders.preloadForPath(location.pathname))
      .catch(() => undefined);
    return { kind: 'app', start: startSession() };
  }
  const landing = signInLanding(location);
  if (!landing) return { kind: 'app', start: startSession() };
  void loadTokenMethod();
  if (location.pathname !== paths.login.getHref()) {
    // As the guard's redirect would: /login in the address bar, the page to come back to
    // in the history entry's state, where the router reads it.
    const state = landing.remembered
      ? { usr: { from: landing.remembered }, key: 'default', idx: 0 }
      : null;
    history.replaceState(state, '', paths.login.getHref());
  }
  return { kind: 'signIn', remembered: landing.remembered };
}

/** Where an anonymous visitor's path leads: the login screen (remembering the path), or null. */
export function signInLanding(location: Pick<Location, 'pathname' | 'search'>) {
  let path = location.pathname;
  // A canonical form first (a trailing slash removed), then the rule for that path.
  for (let step = 0; step < 3; step++) {
    const resolution = resolvePath(path, null);
    if (resolution.kind === 'redirect' && resolution.to === paths.login.getHref()) {
      return { remembered: resolution.remember ? `${path}${location.search}` : null };
    }
    if (resolution.kind === 'redirect') {
      path = resolution.to;
      continue;
    }
    if (resolution.kind === 'render' && resolution.section === 'login') {
      return { remembered: rememberedInHistory() };
    }
    return null;
  }
  return null;
}

/** A reload of /login keeps the page to come back to, as the router left it. */
function rememberedInHistory(): string | null {
  const from = (history.state as { usr?: { from?: unknown } } | null)?.usr?.from;
  return typeof from === 'string' ? from : null;
}

export function Boot({ first }: { first: FirstView }) {
  const [view, setView] = useState(first);
  if (view.kind === 'signIn') {
    return (
      <ThemeProvider>
        <RouteErrorBoundary>
          <LoginScreen
            remembered={view.remembered}
            onSignedIn={(user, destination) => {
              // Prefetched while the visitor typed, the app draws at once: no fallback to
              // wait out (decision 0041). Should it fail to load, the lazy one tries again.
              const show = (App: WholeAppComponent) => {
                history.replaceState(null, '', destination);
                setView({ kind: 'app', start: user, App });
              };
              loadApp().then(
                (module) => show(module.default),
                () => show(LazyWholeApp),
              );
            }}
            onFirstTouch={() => {
              loadApp().catch(() => undefined);
              import('./signed-in-loaders')
                .then((loaders) => loaders.prefetchAfterSignIn(view.remembered))
                .catch(() => undefined);
            }}
          />
        </RouteErrorBoundary>
      </ThemeProvider>
    );
  }
  const WholeApp = view.App ?? LazyWholeApp;
  return (
    <RouteErrorBoundary fallbackProvider={ThemeProvider}>
      <Suspense
        fallback={
          <ThemeProvider>
            <LoadingScreen />
          </ThemeProvider>
        }
      >
        <WholeApp start={view.start} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
