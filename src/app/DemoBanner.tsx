import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { IconEye } from '../components/icons';
import { useLogout } from '../lib/use-logout';
import styles from './Banner.module.css';

/**
 * Says, on every page, that the visitor is looking around with the shared demo account (everything
 * that would change something answers "not allowed in the demo version"), and offers the way to a real
 * account: signing the demo out and opening the sign-up page.
 */
export default function DemoBanner() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className={styles.wrap}>
      <div className={styles.banner} role="region" aria-label={t('demo_title')} data-testid="demo-banner">
        <IconEye size={22} className={styles.icon} />
        <p className={styles.text}>{t('demo_banner_text')}</p>
        <Button
          small
          variant="secondary"
          onClick={() => void logout({ revoke: 'this', to: '/auth/sign-up/' })}
          data-testid="demo-sign-up"
        >
          {t('demo_banner_sign_up')}
        </Button>
      </div>
    </div>
  );
}
