import type { TokenData, TokenMethod } from '@portal/contracts/auth';
import type { User } from '@portal/contracts/user';
import { defaultDestination } from '@portal/domain/access/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alerts } from '@/components/alerts/alert-store';
import { trackLater } from '@/components/fields/track-later';
import { paths } from '@/config/paths';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { loginWithStoredToken } from '@/lib/auth-api';
import { type AppLanguage, languageOfUser, setLanguage, useFirstScreenText } from '@/lib/language';
import {
  clearExpired,
  clearSession,
  readUsername,
  storeSignedIn,
  storeTokenData,
  storeTokenMethod,
} from '@/lib/session-storage';
import { authenticate } from '../api/authenticate';
import { changePassword } from '../api/change-password';
import type { Credentials } from '../validate-credentials';

type SignInState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'failed'; messageKey: ReturnType<typeof errorMessageKey>; text?: string }
  /** Signed in with a temporary password: a new one first (issue 16). */
  | {
      phase: 'mustChange';
      temporary: string;
      pending: boolean;
      failed?: ReturnType<typeof errorMessageKey>;
    };

/**
 * A step before the server's answer failed (the directory's pop-up): its message is already
 * in the user's language, from the directory part's own words.
 */
export class SignInStepError extends Error {
  override name = 'SignInStepError';
}

/** The alert a login failure raises (platform spec 8: "an Error alert named login"). */
export const LOGIN_ALERT = 'login';

export interface SignInOptions {
  /** The page the visitor was sent away from, to go back to after sign-in. */
  remembered: string | null;
  /** The user is signed in: the app takes them to `destination`. */
  onSignedIn: (user: User, destination: string) => void;
}

/**
 * Platform spec 4, authentication: a new attempt cancels the pending one; the token data
 * object is stored, the user is loaded with it, and the user goes back to the page they
 * came from or to their default destination. A failure says why in the status area and as
 * an Error alert named `login` (spec 8), in the user's language (decision 0005). It needs no
 * router and no session context, so that the login screen draws before the app's code has
 * loaded (decision 0041).
 */
export function useSignIn({ remembered, onSignedIn }: SignInOptions) {
  const { t, language } = useFirstScreenText();
  const pending = useRef<AbortController | null>(null);
  const [state, setState] = useState<SignInState>({ phase: 'idle' });

  useEffect(() => () => pending.current?.abort(), []);

  const finish = useCallback(
    async (user: User, clickedAt: number, signal: AbortSignal) => {
      storeSignedIn(user.username);
      // The landing screen draws in the user's language, its whole catalogue loaded first.
      await setLanguage(languageOfUser(user));
      if (signal.aborted) return;
      // Spec 7: the login button sends BUTTON_CLICK with form name login, stamped with the
      // click's time; the tracking code loads after sign-in, so the event waits for it.
      trackLater('BUTTON_CLICK', 'login', 'btnLogin', { username: user.username }, clickedAt);
      const destination = rememberedPath(remembered) ?? defaultDestination(user);
      onSignedIn(user, destination ?? paths.home.getHref());
    },
    [remembered, onSignedIn],
  );

  /**
   * One attempt with any way of getting the token data: the password form's (with the
   * password, in case it is a temporary one), or the directory's exchange (decision 0049).
   */
  const run = useCallback(
    async (
      getTokenData: (signal: AbortSignal) => Promise<TokenData>,
      method: TokenMethod = 'PASSWORD',
      password?: string,
    ) => {
      const clickedAt = Date.now();
      pending.current?.abort();
      const attempt = new AbortController();
      pending.current = attempt;
      alerts.clear(LOGIN_ALERT);
      setState({ phase: 'pending' });
      let stored = false;
      try {
        const tokenData = await getTokenData(attempt.signal);
        keepTokenData(tokenData, method);
        stored = true;
        const user = await loginWithStoredToken(attempt.signal);
        if (user.mustChangePassword && password !== undefined) {
          if (attempt.signal.aborted) return;
          setState({ phase: 'mustChange', temporary: password, pending: false });
          return;
        }
        await finish(user, clickedAt, attempt.signal);
      } catch (error) {
        if (attempt.signal.aborted) return;
        if (stored) clearSession();
        const messageKey = errorMessageKey(error);
        const text =
          error instanceof SignInStepError ? error.message : waitText(error, language, t);
        setState({ phase: 'failed', messageKey, text });
        alerts.show({ message: text ?? t(messageKey), type: 'Error', name: LOGIN_ALERT });
      }
    },
    [finish, t, language],
  );

  const submit = useCallback(
    (credentials: Credentials) =>
      run((signal) => authenticate(credentials, signal), 'PASSWORD', credentials.password),
    [run],
  );

  /** The forced change after a reset: the new password, then the sign-in goes on. */
  const changeTemporary = useCallback(
    async (newPassword: string) => {
      if (state.phase !== 'mustChange') return;
      const temporary = state.temporary;
      pending.current?.abort();
      const attempt = new AbortController();
      pending.current = attempt;
      setState({ phase: 'mustChange', temporary, pending: true });
      try {
        await changePassword({ currentPassword: temporary, newPassword }, attempt.signal);
        const user = await loginWithStoredToken(attempt.signal);
        await finish(user, Date.now(), attempt.signal);
      } catch (error) {
        if (attempt.signal.aborted) return;
        setState({
          phase: 'mustChange',
          temporary,
          pending: false,
          failed: errorMessageKey(error),
        });
      }
    },
    [state, finish],
  );

  return { submit, run, state, changeTemporary };
}

/**
 * A refusal that says how long to wait (Retry-After: the sign-in's growing waits, decision
 * 0004, or the general rate limit), worded with that wait in the user's language: seconds,
 * or whole minutes from two minutes on.
 */
function waitText(
  error: unknown,
  language: AppLanguage,
  t: ReturnType<typeof useFirstScreenText>['t'],
): string | undefined {
  if (!(error instanceof ApiError) || error.retryAfterSeconds === undefined) return undefined;
  if (error.code !== 'tooManyAttempts' && error.code !== 'tooManyRequests') return undefined;
  const minutes = error.retryAfterSeconds >= 120;
  // Intl directly: lib/format would bring the date helpers into the first download.
  const wait = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(error.retryAfterSeconds / 60) : error.retryAfterSeconds);
  return t(`login.${error.code}`, { wait });
}

/** Another user's leftovers go first, without telling the server (spec 4). */
function keepTokenData(tokenData: TokenData, method: TokenMethod): void {
  const previous = readUsername();
  if (previous !== null && previous !== tokenData.username) clearSession();
  storeTokenData(tokenData);
  storeTokenMethod(method);
  clearExpired();
}

/** Only a path of this site is followed, and never the login page itself. */
function rememberedPath(from: string | null): string | null {
  if (from === null || !from.startsWith('/') || from.startsWith('//')) return null;
  return from === paths.login.getHref() ? null : from;
}
