import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutAtom } from './session';

/**
 * Leave for the home page first, then drop the session: clearing it while a protected page is still
 * on screen would make its guard send the player to the login page instead.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  return useCallback(async () => {
    await navigate('/', { replace: true });
    logout();
  }, [navigate, logout]);
}
