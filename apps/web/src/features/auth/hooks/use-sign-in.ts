import type { TokenData } from '@portal/contracts/auth';
import { defaultDestination } from '@portal/domain/access/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { alerts } from '@/components/alerts/alert-store';
import { trackEvent } from '@/components/fields/tracking';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/lib/api-error';
import { loginWithStoredToken } from '@/lib/auth-api';
import { useSession } from '@/lib/session';
import {
  clearExpired,
  clearSession,
  readUsername,
  storeSignedIn,
  storeTokenData,
  storeTokenMethod,
} from '@/lib/session-storage';
import { authenticate } from '../api/authenticate';
import type { Credentials } from '../validate-credentials';

type SignInState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'failed'; messageKey: ReturnType<typeof errorMessageKey> };

/** The alert a login failure raises (platform spec 8: "an Error alert named login"). */
export const LOGIN_ALERT = 'login';

/**
 * Platform spec 4, authentication: a new attempt cancels the pending one; the token data
 * object is stored, the user is loaded with it, and the user goes back to the page they
 * came from or to their default destination. A failure says why in the status area and as
 * an Error alert named `login` (spec 8), in the user's language (decision 0005).
 */
export function useSignIn() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = useRef<AbortController | null>(null);
  const [state, setState] = useState<SignInState>({ phase: 'idle' });

  useEffect(() => () => pending.current?.abort(), []);

  const submit = useCallback(
    async (credentials: Credentials) => {
      pending.current?.abort();
      const attempt = new AbortController();
      pending.current = attempt;
      alerts.clear(LOGIN_ALERT);
      setState({ phase: 'pending' });
      let stored = false;
      try {
        const tokenData = await authenticate(credentials, attempt.signal);
        keepTokenData(tokenData);
        stored = true;
        const user = await loginWithStoredToken(attempt.signal);
        storeSignedIn(user.username);
        signIn(user);
        // Spec 7: the login button sends BUTTON_CLICK with form name login (batched, never awaited).
        trackEvent('BUTTON_CLICK', 'login', 'btnLogin', { username: user.username });
        const destination = rememberedPath(location.state) ?? defaultDestination(user);
        await navigate(destination ?? paths.home.getHref(), { replace: true });
      } catch (error) {
        if (attempt.signal.aborted) return;
        if (stored) clearSession();
        const messageKey = errorMessageKey(error);
        setState({ phase: 'failed', messageKey });
        alerts.show({ message: t(messageKey), type: 'Error', name: LOGIN_ALERT });
      }
    },
    [location.state, navigate, signIn, t],
  );

  return { submit, state };
}

/** Another user's leftovers go first, without telling the server (spec 4). */
function keepTokenData(tokenData: TokenData): void {
  const previous = readUsername();
  if (previous !== null && previous !== tokenData.username) clearSession();
  storeTokenData(tokenData);
  storeTokenMethod('PASSWORD');
  clearExpired();
}

/** The guard leaves `{ from }` in the router state; only a path of this site is followed. */
function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from === paths.login.getHref() ? null : from;
}
