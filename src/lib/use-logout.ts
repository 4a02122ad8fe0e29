import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../api';
import { preferencesChangedAtom } from './preference-atoms';
import { sessionAtom, useLogoutAction } from './session';
import { store } from './store';

/** One logout at a time: several 401s at once must not interrupt each other's trip home. */
let inflight: Promise<void> | null = null;

/** How long a sign-out waits for the server before the browser forgets the token anyway. */
const SIGN_OUT_WAIT_MS = 3_000;

export interface LogoutOptions {
  /**
   * End the session on the server first (the player's own sign-out); not after a 401 or a deletion,
   * where the session is already gone. `everywhere` ends every session of the player.
   */
  revoke?: 'this' | 'everywhere';
  /** Where to go afterwards (home by default): the demo's "Sign up to play" goes to the sign-up page. */
  to?: string;
}

/**
 * Drop the session and go home. A protected page still on screen sends the player home too (its guard
 * sees that the session ended here), so a navigation in flight cannot land on the login page.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useLogoutAction();
  return useCallback(
    ({ revoke, to = '/' }: LogoutOptions = {}) => {
      inflight ??= (async () => {
        try {
          // Forgotten here first: a player who closes the app or opens another page right after tapping
          // "Log out" must not find it still signed in. The server is told with the same token, and the
          // request outlives the page; offline or slow, the token expires on its own on the server.
          const { token } = store.get(sessionAtom);
          logout(to);
          // This device's settings stay, but the next account to sign in here gets its own saved ones
          // rather than having them overwritten as if they were newer (lib/preference-sync.ts).
          store.set(preferencesChangedAtom, 0);
          const told =
            revoke && token
              ? call('sign_out', revoke === 'everywhere' ? { everywhere: '1' } : {}, {
                  token,
                  keepalive: true,
                  signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS),
                }).catch(() => undefined)
              : undefined;
          await navigate(to, { replace: true });
          await told;
        } finally {
          inflight = null;
        }
      })();
      return inflight;
    },
    [navigate, logout],
  );
}
