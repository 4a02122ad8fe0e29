import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useApi } from '../api';
import { Avatar } from '../components/Avatar';
import { ButtonLink } from '../components/Button';
import { IconBell, IconBulb, IconCoin, IconGlobe, IconMoon, IconSun } from '../components/icons';
import { useUser, useIsLogin, useCoins } from '../lib/session';
import { FALLBACK_LANGUAGE } from '../lib/i18n';
import { setPreferences } from '../lib/preferences';
import { useUiLanguage, useUiLanguages, useWebSettings } from '../lib/settings';
import { effectiveTheme, useTheme } from '../lib/theme';
import { NOTIFICATIONS_CHANGED_EVENT } from '../lib/notification-events';
import { SyncStatus } from '../features/offline/SyncStatus';
import styles from './Header.module.css';
import { useAfterFirstPage } from './when-idle';

function LanguageSwitcher() {
  const { t } = useTranslation();
  const languages = useUiLanguages();
  const chosen = useUiLanguage();
  if (languages.length < 2) return null;
  const current = chosen || languages.find((l) => l.web_default)?.name || FALLBACK_LANGUAGE;
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t('language')}</span>
      <IconGlobe size={18} className={styles.languageIcon} />
      <select
        className={styles.languageSelect}
        value={current}
        onChange={(e) => void setPreferences({ ui_language: e.target.value }).catch(() => undefined)}
        data-testid="language-select"
      >
        {languages.map((l) => (
          <option key={l.name} value={l.name}>
            {l.title}
          </option>
        ))}
      </select>
    </label>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = effectiveTheme(theme) === 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => void setPreferences({ theme: dark ? 'light' : 'dark' }).catch(() => undefined)}
      aria-label={dark ? t('theme_light') : t('theme_dark')}
      title={dark ? t('theme_light') : t('theme_dark')}
      data-testid="theme-toggle"
    >
      {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
    </button>
  );
}

/** The bell: unread notifications since the player last opened the list, refreshed on every page change. */
function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Asked after the first page: the count is not what a player opens the page for (when-idle.ts).
  const { data, reload } = useApi('get_notification_count', undefined, useAfterFirstPage());
  const seenPath = useRef(pathname);
  useEffect(() => {
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
  }, [reload]);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    reload();
  }, [pathname, reload]);
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('notifications_bell_unread', { count: unread }) : t('notifications_bell');
  return (
    <Link
      to="/notifications/"
      className={[styles.iconButton, styles.bell].join(' ')}
      aria-label={label}
      title={label}
      data-testid="header-bell"
      data-unread={unread}
    >
      <IconBell size={20} />
      {unread > 0 ? (
        <span className={styles.bellCount} aria-hidden="true" data-testid="header-bell-count">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

// The menu's items load when it is first opened, not with the first page.
const UserMenuItems = lazy(() => import('./UserMenuItems'));

function UserMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('account_menu')}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu-button"
      >
        <Avatar name={user.name} src={user.profile || undefined} size={34} />
      </button>
      {open ? (
        <div className={styles.menu} role="menu" data-testid="user-menu">
          <div className={styles.menuHead}>
            <div className={styles.menuName}>{user.name}</div>
            <div className={styles.menuEmail}>{user.email || user.mobile}</div>
          </div>
          <Suspense fallback={null}>
            <UserMenuItems onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const site = useWebSettings();
  const isLogin = useIsLogin();
  const coins = useCoins();
  const name = site?.site_name || 'OpenQuiz';
  return (
    <header className={styles.header}>
      <div className="header-bar">
        <Link to="/" className={styles.brand} aria-label={t('home_link', { name })} data-testid="brand">
          {site?.header_logo ? (
            <img className={styles.brandLogo} src={site.header_logo} alt="" />
          ) : (
            <span className={styles.brandMark}>
              <IconBulb size={22} />
            </span>
          )}
          <span className={styles.brandName}>{name}</span>
        </Link>
        <nav className={styles.actions} aria-label={t('main_navigation')}>
          <SyncStatus />
          <LanguageSwitcher />
          <ThemeToggle />
          {isLogin ? (
            <>
              <span className={styles.coins} title={t('coins')}>
                <IconCoin size={20} className={styles.coinIcon} />
                <span className="visually-hidden">{t('coins')}:</span>
                <span data-testid="header-coins">{coins}</span>
              </span>
              <NotificationBell />
              <UserMenu />
            </>
          ) : (
            <ButtonLink to="/auth/login/" small data-testid="header-login">
              {t('login')}
            </ButtonLink>
          )}
        </nav>
      </div>
    </header>
  );
}
