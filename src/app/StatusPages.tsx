import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/Button';
import { IconHome, IconTools } from '../components/icons';
import { Seo } from '../components/Seo';
import { webSettingsAtom } from '../lib/settings';
import styles from './Shell.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.status} data-testid="not-found">
      <Seo title={t('not_found_title')} />
      <div className={styles.statusArt} aria-hidden="true">
        404
      </div>
      <h1 className={styles.statusTitle}>{t('not_found_title')}</h1>
      <p className={styles.statusText}>{t('not_found_text')}</p>
      <ButtonLink to="/">
        <IconHome size={20} /> {t('back_home')}
      </ButtonLink>
    </section>
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  const site = useAtomValue(webSettingsAtom);
  return (
    <main className={[styles.status, styles.fullscreen].join(' ')} data-testid="maintenance">
      <Seo title={t('maintenance_title')} />
      <div className={styles.statusIcon}>
        <IconTools size={56} />
      </div>
      <h1 className={styles.statusTitle}>{t('maintenance_title')}</h1>
      <p className={styles.statusText}>{t('maintenance_text', { name: site?.site_name || 'OpenQuiz' })}</p>
    </main>
  );
}
