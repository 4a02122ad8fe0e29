import { atom, useSetAtom } from 'jotai';
import { useAtom, useAtomValue } from './atom-hooks';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SignedInUser, User } from '../../contract/models';

/** SPEC §3 User root: persisted in localStorage. */
export interface Session {
  data: SignedInUser | null;
  token: string;
  isLogin: boolean;
}

export const emptySession: Session = { data: null, token: '', isLogin: false };

export const sessionAtom = atomWithStorage<Session>(
  'openquiz.user',
  emptySession,
  createJSONStorage<Session>(() => localStorage),
  { getOnInit: true },
);

export const isLoginAtom = atom((get) => {
  const s = get(sessionAtom);
  return s.isLogin && Boolean(s.token);
});
export const userAtom = atom((get) => get(sessionAtom).data);
/** The sign-in address while it is not verified, else '' (a string, so readers re-render only on change). */
export const unverifiedEmailAtom = atom((get) => {
  const user = get(sessionAtom).data;
  return user?.email_verified === false ? user.email : '';
});
/** The shared, read-only demo account of a demo deployment (DEMO_MODE=on). */
export const isDemoAtom = atom((get) => get(sessionAtom).data?.type === 'demo');
export const coinsAtom = atom((get) => get(sessionAtom).data?.coins ?? 0);

/** First letter capitalised (SPEC §3). */
export const displayName = (name: string) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');

export const loginAtom = atom(null, (_get, set, user: SignedInUser) => {
  set(sessionEndedAtom, null);
  set(sessionAtom, { data: { ...user, name: displayName(user.name) }, token: user.api_token, isLogin: true });
});

/**
 * Where to go when the session ends on this page (logout, or a 401): a protected page still on screen
 * then sends the player there — home (SPEC §4), or the sign-up page after the demo's "Sign up to play" —
 * rather than to the login page with 'Please login first'. Null while no session ended here.
 */
export const sessionEndedAtom = atom<string | null>(null);

export const logoutAtom = atom(null, (_get, set, to: string = '/') => {
  set(sessionEndedAtom, to);
  set(sessionAtom, emptySession);
});

/** Merge fresh profile fields (get_user_by_id, update_profile) without losing the token. */
export const mergeUserAtom = atom(null, (get, set, patch: Partial<User>) => {
  const s = get(sessionAtom);
  if (!s.data) return;
  const next = { ...s.data, ...patch };
  if (patch.name !== undefined) next.name = displayName(patch.name);
  set(sessionAtom, { ...s, data: next });
});

export const setCoinsAtom = atom(null, (get, set, coins: { coins?: number; score?: number }) => {
  const s = get(sessionAtom);
  if (!s.data) return;
  const next = { coins: coins.coins ?? s.data.coins, all_time_score: coins.score ?? s.data.all_time_score };
  // Unchanged (the usual answer at start): a new session object would re-render every reader of the user.
  if (next.coins === s.data.coins && next.all_time_score === s.data.all_time_score) return;
  set(sessionAtom, { ...s, data: { ...s.data, ...next } });
});

// Hooks: components read and change the session through these, not through jotai.
export const useSession = () => useAtomValue(sessionAtom);
export const useIsLogin = () => useAtomValue(isLoginAtom);
export const useUser = () => useAtomValue(userAtom);
export const useUnverifiedEmail = () => useAtomValue(unverifiedEmailAtom);
export const useIsDemo = () => useAtomValue(isDemoAtom);
export const useCoins = () => useAtomValue(coinsAtom);
export const useSetCoins = () => useSetAtom(setCoinsAtom);
export const useLogin = () => useSetAtom(loginAtom);
export const useLogoutAction = () => useSetAtom(logoutAtom);
export const useMergeUser = () => useSetAtom(mergeUserAtom);
export const useSessionEnded = () => useAtomValue(sessionEndedAtom);
export const useSetSessionEnded = () => useSetAtom(sessionEndedAtom);
export const useSessionEndedState = () => useAtom(sessionEndedAtom);
