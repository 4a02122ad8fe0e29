import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconRefresh, IconWifiOff } from '../../components/icons';
import { useOutboxCounts } from '../../lib/outbox/state';
import styles from './SyncStatus.module.css';
import { useOnline } from './use-online';

// The list and its actions load when the player opens it, not with the first page.
const OutboxDialog = lazy(() => import('./OutboxDialog'));

/**
 * The header's sync status: shown only when there is something to say — offline, writes waiting for
 * the server, or writes it refused. Opens the outbox, where refused items can be retried or discarded.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending, attention } = useOutboxCounts();
  const [open, setOpen] = useState(false);
  if (online && pending === 0 && attention === 0) return null;

  const waiting = pending + attention;
  const label = [
    online ? '' : t('offline_status'),
    pending ? t('outbox_pending', { count: pending }) : '',
    attention ? t('outbox_attention_count', { count: attention }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <button
        type="button"
        className={[styles.status, attention ? styles.attention : online ? '' : styles.offline].join(' ')}
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        data-testid="sync-status"
        data-pending={pending}
        data-attention={attention}
        data-online={online}
      >
        {online ? <IconRefresh size={18} /> : <IconWifiOff size={18} />}
        <span className={styles.text}>{online ? '' : t('offline_status')}</span>
        {waiting > 0 ? (
          <span className={styles.count} data-testid="sync-count">
            {waiting > 99 ? '99+' : waiting}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OutboxDialog online={online} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
