import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoginAtom } from '../lib/session';
import { notify } from '../lib/toast';

/** Protected pages (SPEC §2): a visitor goes to the login page with 'Please login first'. */
export function RequireAuth() {
  const isLogin = useAtomValue(isLoginAtom);
  const location = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    if (!isLogin) notify.warning(t('please_login_first'), { toastId: 'login-first' });
  }, [isLogin, t]);

  if (!isLogin) return <Navigate to="/auth/login/" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Auth pages: a logged-in player is sent on (to the page that asked for login, or home). */
export function GuestOnly() {
  const isLogin = useAtomValue(isLoginAtom);
  const location = useLocation();
  if (isLogin) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : '/'} replace />;
  }
  return <Outlet />;
}
