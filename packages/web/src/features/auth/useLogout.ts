import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { authApi } from '../../api/auth.api.ts';
import { clearReadableCookies } from '../../api/cookies.ts';
import { followRedirect } from '../../api/session-navigator.ts';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { notify } from '../../ui/notify.ts';

export interface Logout {
  readonly logout: () => Promise<void>;
  readonly isLoggingOut: boolean;
}

/**
 * Logout (spec §4): the server answers `logged_out` with a redirect target; the app then shows
 * 'Logging out...', clears the auth state, local storage keys, readable cookies and cached server data, and
 * goes to the target. If the call fails the local session is ended all the same.
 */
export function useLogout(): Logout {
  const queryClient = useQueryClient();
  const clearAuth = useAuthStore((state) => state.clearAuth);
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    let redirectTo: string = PATHS.login;
    try {
      const response = await authApi.logout();
      if (response.redirectTo) redirectTo = response.redirectTo;
      notify.success('Logging out...');
    } catch (error: unknown) {
      console.error('Logout request failed; ending the local session anyway', error);
    }
    clearAuth();
    clearReadableCookies();
    followRedirect(redirectTo);
    queryClient.clear();
    setIsLoggingOut(false);
  }, [clearAuth, queryClient]);

  return { logout, isLoggingOut };
}
