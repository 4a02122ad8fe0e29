import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutAtom } from './session';

/** One logout at a time: several 401s at once must not interrupt each other's trip home. */
let inflight: Promise<void> | null = null;

/**
 * Leave for the home page first, then drop the session: clearing it while a protected page is still
 * on screen would make its guard send the player to the login page instead.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  return useCallback(() => {
    inflight ??= (async () => {
      try {
        await navigate('/', { replace: true });
      } finally {
        logout();
        inflight = null;
      }
    })();
    return inflight;
  }, [navigate, logout]);
}
