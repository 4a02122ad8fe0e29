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

/** Activates the waiting service worker, when there is one, then reloads (set once registered). */
let activateWaiting: ((reload: boolean) => Promise<void>) | null = null;
let waiting = false;

/**
 * "Update required" (the operator's minimum version): fetch the newest service worker, let a waiting
 * one take over and reload, so the page comes back on the new build; without one, a plain reload.
 */
export async function reloadToUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  if (activateWaiting && (waiting || registration?.waiting)) await activateWaiting(true);
  else window.location.reload();
}

/** Register the service worker (workbox-window) and offer a reload when a new version is waiting. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      waiting = true;
      notify.info(<UpdateToast onReload={() => void updateSW(true)} />, {
        toastId: 'sw-update',
        autoClose: false,
        closeOnClick: false,
      });
    },
  });
  activateWaiting = updateSW;
}
