import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import type { LoginErrorCode } from '../../../lib/login-errors';
import { signoff } from '../api/auth-api';

/**
 * Ends the session in this tab: to /login (with the catalogue code of the message to show, if any), then every cached answer is
 * dropped so the next user sees none of this one's data.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    (code?: LoginErrorCode) => {
      void navigate(paths.auth.login.getHref(undefined, code), { replace: true });
      void mutate(() => true, undefined, { revalidate: false });
    },
    [navigate, mutate],
  );
}

/** Logout: the server ends the session (and clears its cookies), then this tab does. */
export function useLogout() {
  const end = useEndSession();
  return useCallback(
    async (code?: LoginErrorCode) => {
      try {
        await signoff();
      } catch {
        // already gone on the server: the tab still signs out
      }
      end(code);
    },
    [end],
  );
}
