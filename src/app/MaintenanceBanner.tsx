import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconTools } from '../components/icons';
import { useUser } from '../lib/session';
import styles from './Banner.module.css';

/**
 * Tells an operator, on every page, that players see the maintenance page right now (they keep
 * working), with the way to the switch. Editors cannot change settings, so they get no link.
 */
export default function MaintenanceBanner() {
  const { t } = useTranslation();
  const admin = useUser()?.role === 'admin';
  return (
    <div className={styles.wrap}>
      <div className={styles.banner} role="status" data-testid="maintenance-banner">
        <IconTools size={22} className={styles.icon} />
        <p className={styles.text}>{t('maintenance_banner_text')}</p>
        {admin ? <Link to="/admin/settings">{t('maintenance_banner_link')}</Link> : null}
      </div>
    </div>
  );
}
