import { registerSW } from 'virtual:pwa-register';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/toast';
import styles from './Shell.module.css';

function UpdateToast({ onReload }: { onReload: () => void }) {
  return (
    <div className={styles.updateToast} data-testid="update-toast">
      <span>{i18n.t('update_available')}</span>
      <button type="button" className={styles.updateButton} onClick={onReload}>
        {i18n.t('reload')}
      </button>
    </div>
  );
}

/** Register the service worker (workbox-window) and offer a reload when a new version is waiting. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      notify.info(<UpdateToast onReload={() => void updateSW(true)} />, {
        toastId: 'sw-update',
        autoClose: false,
        closeOnClick: false,
      });
    },
  });
}
