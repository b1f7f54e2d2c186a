import type { TokenData, TokenMethod } from '@portal/contracts/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isExpired } from '@/lib/session-storage';
import { exchangeDirectoryToken } from '../api/directory';
import { SignInStepError } from './use-sign-in';

export type DirectoryWord = 'intro' | 'popupBlocked' | 'failed';

/** oidc-client-ts and its use: fetched only when the method is AD (decision 0051). */
const loadClient = () => import('@/lib/directory-client');

export type Run = (
  getTokenData: (signal: AbortSignal) => Promise<TokenData>,
  method?: TokenMethod,
) => Promise<void>;

/** Whether this page is the pop-up's or the silent frame's return to /login. */
function isCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * Platform spec 2.2 and 4 with AD. On this page's start: a return from the directory is handed
 * to the page that asked for it; otherwise a silent sign-in is tried while the directory's own
 * session is alive (not after a session timeout). Login opens the directory's pop-up, then
 * acquires the token silently; the token is exchanged for the portal's session.
 */
export function useDirectorySignIn(run: Run, words: (key: DirectoryWord) => string) {
  const [callback] = useState(() => isCallback(window.location.search));
  const [working, setWorking] = useState(callback);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (callback) {
      // The pop-up closes itself; the silent frame's page is removed by its parent.
      loadClient()
        .then((client) => client.completeCallback())
        .catch(() => setWorking(false));
      return;
    }
    if (isExpired()) {
      loadClient().catch(() => undefined);
      return;
    }
    setWorking(true);
    loadClient()
      .then((client) => client.silentIdToken())
      .then(
        (idToken) => run((signal) => exchangeDirectoryToken(idToken, signal), 'AD'),
        // Interaction required (or no directory session): the Login button opens the pop-up.
        () => undefined,
      )
      .finally(() => setWorking(false));
  }, [callback, run]);

  const signIn = useCallback(
    () =>
      run(async (signal) => {
        const client = await loadClient();
        let idToken: string;
        try {
          idToken = await client.popupIdToken();
        } catch (error) {
          throw new SignInStepError(
            words(error instanceof client.PopupBlockedError ? 'popupBlocked' : 'failed'),
          );
        }
        return exchangeDirectoryToken(idToken, signal);
      }, 'AD'),
    [run, words],
  );

  return { signIn, working, callback };
}
