import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutAtom } from './session';

/** One logout at a time: several 401s at once must not interrupt each other's trip home. */
let inflight: Promise<void> | null = null;

/**
 * Drop the session and go home. A protected page still on screen sends the player home too (its guard
 * sees that the session ended here), so a navigation in flight cannot land on the login page.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  return useCallback(() => {
    inflight ??= (async () => {
      try {
        logout();
        await navigate('/', { replace: true });
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  }, [navigate, logout]);
}
