import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { signoff } from '../api/auth-api';

/**
 * Ends the session in this tab: to /login (with the message to show, if any), then every cached answer is
 * dropped so the next user sees none of this one's data.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    (message?: string) => {
      void navigate(paths.auth.login.getHref(undefined, message), { replace: true });
      void mutate(() => true, undefined, { revalidate: false });
    },
    [navigate, mutate],
  );
}

/** Logout: the server ends the session (and clears its cookies), then this tab does. */
export function useLogout() {
  const end = useEndSession();
  return useCallback(
    async (message?: string) => {
      try {
        await signoff();
      } catch {
        // already gone on the server: the tab still signs out
      }
      end(message);
    },
    [end],
  );
}
