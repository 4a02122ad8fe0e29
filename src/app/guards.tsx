import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useApi } from '../api';
import { useIsLogin, useMergeUser, useSessionEnded, useSessionEndedState, useUser } from '../lib/session';
import { NotFoundPage } from './StatusPages';
import { notify } from '../lib/toast';
import { Translated } from '../lib/i18n/translated';

/** Protected pages (SPEC §2): a visitor goes to the login page with 'Please login first'. */
export function RequireAuth() {
  const isLogin = useIsLogin();
  const ended = useSessionEnded();
  const location = useLocation();

  useEffect(() => {
    if (!isLogin && !ended) notify.warning(<Translated k="please_login_first" />, { toastId: 'login-first' });
  }, [isLogin, ended]);

  if (!isLogin && ended) return <Navigate to={ended} replace />;
  if (!isLogin) return <Navigate to="/auth/login/" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Whether this account has an operator role (admin or editor): the console is theirs. */
export const isStaff = (user: { role?: string } | null | undefined) =>
  user?.role === 'admin' || user?.role === 'editor';

/**
 * The console's pages (operators only): a player gets "not found" and never loads their chunk. The
 * server checks the role on every admin action anyway; this only keeps the pages out of sight.
 */
export function RequireAdmin() {
  const user = useUser();
  const merge = useMergeUser();
  // A role granted or changed since this browser signed in: the stored profile is refreshed on entry.
  const fresh = useApi('get_user_by_id');
  useEffect(() => {
    if (fresh.data) merge(fresh.data);
  }, [fresh.data, merge]);
  if (isStaff(user)) return <Outlet />;
  if (fresh.loading) return null;
  return <NotFoundPage />;
}

/** Auth pages: a logged-in player is sent on (to the page that asked for login, or home). */
export function GuestOnly() {
  const isLogin = useIsLogin();
  const location = useLocation();
  if (isLogin) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : '/'} replace />;
  }
  return <Outlet />;
}

/** Once where the ended session sent the player, protected pages ask for login again (with the toast). */
export function useSessionEndReset() {
  const { pathname } = useLocation();
  const [ended, setEnded] = useSessionEndedState();
  useEffect(() => {
    if (ended && pathname === ended) setEnded(null);
  }, [ended, pathname, setEnded]);
}
