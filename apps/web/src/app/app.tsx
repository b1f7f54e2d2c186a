import type { User } from '@portal/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SessionProvider } from '@/lib/session';
import { AppProvider } from './provider';

interface AppProps {
  /**
   * The app start's promise (token method, restored session); the spinner shows until it
   * settles. Or the user the first screen signed in (app/boot.tsx).
   */
  start: Promise<User | null> | User | null;
  queryClient: QueryClient;
  /** The router with the app's routes: the browser's in the page, a memory one in tests. */
  children: ReactNode;
}

export function App({ start, queryClient, children }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <SessionProvider start={start}>{children}</SessionProvider>
      </Suspense>
    </AppProvider>
  );
}
