import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { Outlet, useMatches } from 'react-router-dom';
import { Button, ButtonLink } from '../components/Button';
import { IconHome, IconRefresh, IconTools, IconWifiOff } from '../components/icons';
import { useOnline } from '../features/offline/use-online';
import { Seo } from '../components/Seo';
import { useWebSettings } from '../lib/settings';
import { reloadToUpdate } from './pwa';
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

/** How often the maintenance page asks whether the site is open again. */
const MAINTENANCE_POLL_MS = 20_000;

export function MaintenancePage() {
  const { t } = useTranslation();
  const site = useWebSettings();
  // Players come back by themselves when the operator ends maintenance (a cached answer is refreshed by
  // the service worker, whose message the shell listens to; without one, the answer is fresh).
  useEffect(() => {
    const timer = window.setInterval(() => {
      call('get_web_settings').then(
        (fresh) => {
          if (!fresh.maintenance) window.location.reload();
        },
        () => undefined,
      );
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
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

/**
 * The operator's minimum app version is newer than this one (setting `min_client_version`): nothing
 * works until the app reloads on the new build, which the button does (through the waiting service
 * worker when there is one).
 */
export function UpdateRequiredPage() {
  const { t } = useTranslation();
  return (
    <main className={[styles.status, styles.fullscreen].join(' ')} data-testid="update-required">
      <Seo title={t('update_required_title')} />
      <div className={styles.statusIcon}>
        <IconRefresh size={56} />
      </div>
      <h1 className={styles.statusTitle}>{t('update_required_title')}</h1>
      <p className={styles.statusText}>{t('update_required_text')}</p>
      <Button onClick={() => void reloadToUpdate()} data-testid="update-reload">
        <IconRefresh size={20} /> {t('update_required_reload')}
      </Button>
    </main>
  );
}

/**
 * Battles, contests, exams and the daily quiz are played live with the server: offline they say so and
 * point to what does work offline, and come back by themselves when the connection does. A game in
 * progress (an immersive page) is left alone: it rides out a short drop with its own reconnection.
 */
export function NeedsNetwork() {
  const { t } = useTranslation();
  const online = useOnline();
  const playing = useMatches().some((m) => (m.handle as { immersive?: boolean } | undefined)?.immersive);
  if (online || playing) return <Outlet />;
  return (
    <section className={styles.status} data-testid="needs-connection">
      <Seo title={t('needs_connection_title')} />
      <div className={styles.statusIcon}>
        <IconWifiOff size={56} />
      </div>
      <h1 className={styles.statusTitle}>{t('needs_connection_title')}</h1>
      <p className={styles.statusText}>{t('needs_connection_text')}</p>
      <ButtonLink to="/offline/">
        <IconWifiOff size={20} /> {t('offline_play_instead')}
      </ButtonLink>
    </section>
  );
}
