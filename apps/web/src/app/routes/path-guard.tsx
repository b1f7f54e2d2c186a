import {
  defaultDestination,
  findSection,
  resolvePath,
  visibleSubRoutes,
} from '@portal/domain/access/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useControlItems } from '@/components/fields/control-items';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import LoginScreen from '@/features/auth/components/login-screen';
import { useSession } from '@/lib/session';
import {
  NoProduct,
  prefetchAfterSignIn,
  preloadSignedIn,
  SignedInSection,
} from '../signed-in-loaders';

const OpenSection = lazy(() => import('./open-section'));

/**
 * The one route element: every path is decided by the domain's resolvePath (spec 2.1), so
 * the browser and the server apply the same table. Redirects replace the history entry so
 * that Back does not bounce between a path and its redirect.
 */
export function PathGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, ended, signIn } = useSession();
  const queryClient = useQueryClient();
  const resolution = resolvePath(location.pathname, user);

  switch (resolution.kind) {
    case 'redirect': {
      const sameScreen = resolution.to === location.pathname.replace(/\/+$/, '');
      if (sameScreen) {
        const to = `${resolution.to}${location.search}${location.hash}`;
        return <Navigate to={to} replace state={location.state} />;
      }
      // After a deliberate sign-out the next user should not land on this user's page.
      const remember = resolution.remember && ended !== 'signOut';
      const state = remember ? { from: `${location.pathname}${location.search}` } : undefined;
      return <Navigate to={resolution.to} replace state={state} />;
    }
    case 'dialog': {
      // The dialog opens over the user's default destination; the shell reads the state.
      const destination = user ? defaultDestination(user) : paths.login.getHref();
      const state = { dialog: resolution.dialog };
      return <Navigate to={destination ?? paths.home.getHref()} replace state={state} />;
    }
    case 'noProduct':
      return (
        <WithControlItems code={NoProduct.preload}>
          <NoProduct />
        </WithControlItems>
      );
    case 'render': {
      const section = findSection(resolution.section);
      if (!user && section?.access === 'open') {
        // A session that ends here (sign-out, timeout, a failed load) goes to /login as the
        // spec says, remembering the page only after a timeout (decision 0003).
        if (ended !== null) {
          const from = `${location.pathname}${location.search}`;
          const state = ended === 'expired' ? { from } : undefined;
          return <Navigate to={paths.login.getHref()} replace state={state} />;
        }
        // The route table's open routes are served to visitors who are not signed in too.
        return (
          <Suspense fallback={<LoadingScreen />}>
            <OpenSection section={section.id} subRoute={resolution.subRoute} />
          </Suspense>
        );
      }
      if (resolution.section === 'login' || !section || !user) {
        // Also drawn by the first screen before the app's code loads (app/boot.tsx).
        const from = (location.state as { from?: unknown } | null)?.from;
        const remembered = typeof from === 'string' ? from : null;
        return (
          <LoginScreen
            remembered={remembered}
            onSignedIn={(signedIn, destination) => {
              signIn(signedIn);
              void navigate(destination, { replace: true });
            }}
            onFirstTouch={() => prefetchAfterSignIn(remembered)}
          />
        );
      }
      const tab = resolution.subRoute ?? visibleSubRoutes(section, user)[0]?.id ?? null;
      return (
        <WithControlItems code={() => preloadSignedIn(section.id, tab, queryClient)}>
          <SignedInSection section={section} subRoute={resolution.subRoute} user={user} />
        </WithControlItems>
      );
    }
  }
}

/**
 * Spec 2.1 and 4: a protected route loads the control items (once per sign-in, shared by
 * every form) and shows the loading indicator until they and the screen's code are there. A
 * failed or empty load signs the user out (useControlItems), so the indicator stays until
 * the login screen replaces it: no screen ever draws a form without its field definitions.
 * The first screen's code loads beside the control items, and the indicator waits for it
 * too, rather than a Suspense fallback that React would hold for 300 ms (decision 0041).
 */
function WithControlItems({ code, children }: { code: () => Promise<void>; children: ReactNode }) {
  const controlItems = useControlItems();
  const codeLoaded = useCodeLoaded(code);
  // The screen is drawn in a transition, which React renders a few milliseconds at a time:
  // the control items' arrival is an update React must otherwise render in one go, and the
  // shell with the screen was a signed-in reload's longest task (decision 0089).
  const ready = useDeferredValue(controlItems.isSuccess && codeLoaded);
  if (!ready) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** True once the code asked for at the first render has come, or failed (the render says so). */
function useCodeLoaded(load: () => Promise<void>): boolean {
  const [loading] = useState(load);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    loading.then(done, done);
    return () => {
      live = false;
    };
  }, [loading]);
  return loaded;
}
