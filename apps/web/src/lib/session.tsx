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
import { flushBeforeSignOut } from './before-sign-out';
import { http } from './http';
import { languageOfUser, setLanguage } from './language';
import { logFailure } from './log';
import { clearSession, readTokenData, readTokenMethod, STORAGE_KEYS } from './session-storage';

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
  /**
   * The app start's answer, the restored user or null: suspends until it settles. Or the
   * user the first screen has just signed in, known already, so nothing waits (app/boot.tsx).
   */
  start: Promise<User | null> | User | null;
  children: ReactNode;
}

export function SessionProvider({ start, children }: SessionProviderProps) {
  const restored = start instanceof Promise ? use(start) : start;
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
    const directory = readTokenMethod() === 'AD';
    // With AD too the portal's own session is ended (decision 0049), then the directory's.
    if (readTokenData()) {
      // A form's last change first, while the session still lets it be kept.
      await flushBeforeSignOut();
      await logout().catch((error: unknown) => logFailure('Sign-out call', error));
    }
    if (directory) {
      try {
        const client = await import('./directory-client');
        const hint = await client.directoryIdTokenHint();
        clearSession([STORAGE_KEYS.bi, STORAGE_KEYS.tokenMethod]);
        queryClient.clear();
        // Spec 4: AD sign-out goes through the directory's logout, which returns to /login.
        await client.signOutAtDirectory(hint);
        return;
      } catch (error) {
        logFailure('Directory sign-out', error);
      }
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
