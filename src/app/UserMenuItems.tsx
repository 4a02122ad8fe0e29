import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  IconDownload,
  IconGift,
  IconHistory,
  IconLogout,
  IconMedal,
  IconPodium,
  IconSettings,
  IconShield,
  IconUser,
  IconWallet,
  IconWifiOff,
  type IconProps,
} from '../components/icons';
import { InstallApp } from '../components/InstallApp';
import { useUser } from '../lib/session';
import { notify } from '../lib/toast';
import { useLogout } from '../lib/use-logout';
import { isStaff } from './guards';
import styles from './Header.module.css';

/** The account menu's pages, in the order a player looks for them. */
const menuLinks: { to: string; label: string; Icon: ComponentType<IconProps> }[] = [
  { to: '/profile/', label: 'profile', Icon: IconUser },
  { to: '/leaderboard/', label: 'nav_leaderboard', Icon: IconPodium },
  { to: '/profile/badges/', label: 'nav_badges', Icon: IconMedal },
  { to: '/profile/coin-history/', label: 'nav_coin_history', Icon: IconHistory },
  { to: '/profile/wallet/', label: 'nav_wallet', Icon: IconWallet },
  { to: '/profile/invite/', label: 'nav_invite', Icon: IconGift },
  { to: '/offline/', label: 'offline_packs_title', Icon: IconWifiOff },
  { to: '/settings/', label: 'settings_title', Icon: IconSettings },
];

/** The account menu's entries: its pages, installing the app, and logging out. */
export default function UserMenuItems({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  // Operators also see the console (the server checks their role on every admin action).
  const links = isStaff(useUser())
    ? [...menuLinks, { to: '/admin/', label: 'nav_console', Icon: IconShield }]
    : menuLinks;
  return (
    <>
      {links.map(({ to, label, Icon }) => (
        <Link key={to} role="menuitem" className={styles.menuItem} to={to} onClick={onClose}>
          <Icon size={20} /> {t(label)}
        </Link>
      ))}
      <InstallApp
        render={(install) => (
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            data-testid="menu-install"
            onClick={() => {
              onClose();
              install();
            }}
          >
            <IconDownload size={20} /> {t('install_app')}
          </button>
        )}
      />
      <button
        type="button"
        role="menuitem"
        className={styles.menuItem}
        data-testid="menu-logout"
        onClick={() => {
          onClose();
          void logout({ revoke: 'this' }).then(() => notify.success(t('logged_out')));
        }}
      >
        <IconLogout size={20} /> {t('logout')}
      </button>
    </>
  );
}
