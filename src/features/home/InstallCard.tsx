import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconDownload } from '../../components/icons';
import { InstallApp } from '../../components/InstallApp';
import { INSTALL_DISMISSED_KEY, VISITS_KEY } from '../../lib/install';
import styles from './HomePage.module.css';

/** From the second visit, until installed or dismissed: the home page offers installing the app. */
export function InstallCard() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(
    () => Number(localStorage.getItem(VISITS_KEY)) < 2 || localStorage.getItem(INSTALL_DISMISSED_KEY) === '1',
  );
  if (hidden) return null;
  const dismiss = () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    setHidden(true);
  };
  return (
    <InstallApp
      render={(install) => (
        <section className={styles.installCard} aria-labelledby="install-title" data-testid="install-card">
          <span className={styles.installIcon}>
            <IconDownload size={24} />
          </span>
          <div className={styles.installText}>
            <h2 id="install-title" className={styles.installTitle}>
              {t('install_card_title')}
            </h2>
            <p>{t('install_card_text')}</p>
            <div className={styles.installActions}>
              <Button small onClick={install} data-testid="install-card-install">
                {t('install_app')}
              </Button>
              <Button small variant="ghost" onClick={dismiss}>
                {t('install_later')}
              </Button>
            </div>
          </div>
        </section>
      )}
    />
  );
}
