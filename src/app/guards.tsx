import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsLogin, useSessionEnded, useSessionEndedState } from '../lib/session';
import { notify } from '../lib/toast';

/** Protected pages (SPEC §2): a visitor goes to the login page with 'Please login first'. */
export function RequireAuth() {
  const isLogin = useIsLogin();
  const ended = useSessionEnded();
  const location = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    if (!isLogin && !ended) notify.warning(t('please_login_first'), { toastId: 'login-first' });
  }, [isLogin, ended, t]);

  if (!isLogin && ended) return <Navigate to={ended} replace />;
  if (!isLogin) return <Navigate to="/auth/login/" replace state={{ from: location.pathname }} />;
  return <Outlet />;
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
