import type { User } from '@portal/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { logout } from './auth-api';
import { http } from './http';
import { languageOfUser, setLanguage } from './i18n';
import { logFailure } from './log';
import { clearSession, readTokenData, readTokenMethod } from './session-storage';

/** How the last session ended: a sign-out forgets the page, a timeout remembers it. */
export type SessionEnd = 'signOut' | 'expired' | null;

export interface SessionValue {
  user: User | null;
  ended: SessionEnd;
  signIn(user: User): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  /** The app start's answer: the restored user, or null. Suspends until it settles. */
  start: Promise<User | null>;
  children: ReactNode;
}

export function SessionProvider({ start, children }: SessionProviderProps) {
  const restored = use(start);
  const [state, setState] = useState<{ user: User | null; ended: SessionEnd }>({
    user: restored,
    ended: null,
  });
  const queryClient = useQueryClient();

  useEffect(
    () =>
      http.onSessionExpired(() => {
        queryClient.clear();
        setState({ user: null, ended: 'expired' });
      }),
    [queryClient],
  );

  const signIn = useCallback((user: User) => {
    void setLanguage(languageOfUser(user));
    setState({ user, ended: null });
  }, []);

  const signOut = useCallback(async () => {
    if (readTokenData() && readTokenMethod() !== 'AD') {
      await logout().catch((error: unknown) => logFailure('Sign-out call', error));
    }
    clearSession();
    queryClient.clear();
    setState({ user: null, ended: 'signOut' });
  }, [queryClient]);

  const value = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
