import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Sign-out replaces the current entry with /login, so Back cannot return into the app. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(paths.login.getHref(), { replace: true });
  }, [navigate, signOut]);
}
