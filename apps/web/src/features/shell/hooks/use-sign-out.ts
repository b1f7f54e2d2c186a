import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { alerts } from '@/components/alerts/alert-store';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Sign-out replaces the current entry with /login, so Back cannot return into the app; the
 * alerts go with the session (spec 4).
 */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    alerts.clear();
    await navigate(paths.login.getHref(), { replace: true });
  }, [navigate, signOut]);
}
