import { defaultDestination, findSection, resolvePath } from '@portal/domain/access/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useControlItems } from '@/components/fields/control-items';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const LoginScreen = lazy(() => import('@/features/auth/components/login-screen'));
const SignedInSection = lazy(() => import('./signed-in-section'));
const NoProduct = lazy(() => import('./no-product'));
const OpenSection = lazy(() => import('./open-section'));

/**
 * The one route element: every path is decided by the domain's resolvePath (spec 2.1), so
 * the browser and the server apply the same table. Redirects replace the history entry so
 * that Back does not bounce between a path and its redirect.
 */
export function PathGuard() {
  const location = useLocation();
  const { user, ended } = useSession();
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
        <WithControlItems>
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
        return (
          <Suspense fallback={<LoadingScreen />}>
            <LoginScreen />
          </Suspense>
        );
      }
      return (
        <WithControlItems>
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
 */
function WithControlItems({ children }: { children: ReactNode }) {
  const controlItems = useControlItems();
  if (!controlItems.isSuccess) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
