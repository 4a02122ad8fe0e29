import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconRefresh, IconWifiOff } from '../../components/icons';
import { discardItem, outboxCountsAtom, outboxItemsAtom, retryItem } from '../../lib/outbox/outbox';
import styles from './SyncStatus.module.css';
import { useOnline } from './use-online';

/**
 * The header's sync status: shown only when there is something to say — offline, writes waiting for
 * the server, or writes it refused. Opens the outbox, where refused items can be retried or discarded.
 */
export function SyncStatus() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const { pending, attention } = useAtomValue(outboxCountsAtom);
  const items = useAtomValue(outboxItemsAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  if (online && pending === 0 && attention === 0) return null;

  const waiting = pending + attention;
  const label = [
    online ? '' : t('offline_status'),
    pending ? t('outbox_pending', { count: pending }) : '',
    attention ? t('outbox_attention_count', { count: attention }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const when = new Intl.DateTimeFormat(i18n.language === 'arabic' ? 'ar' : undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  return (
    <>
      <button
        type="button"
        className={[styles.status, attention ? styles.attention : online ? '' : styles.offline].join(' ')}
        onClick={() => dialog.current?.showModal()}
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
      <Dialog
        ref={dialog}
        title={t('outbox_title')}
        testId="outbox-dialog"
        actions={
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('outbox_close')}
          </Button>
        }
      >
        <p>{online ? t('outbox_online_text') : t('outbox_offline_text')}</p>
        {items.length === 0 ? <p>{t('outbox_empty')}</p> : null}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="outbox-item" data-state={item.state}>
              <div className={styles.itemHead}>
                <strong>
                  {t(`outbox_action_${item.action}`, { defaultValue: t('outbox_action_other') })}
                </strong>
                <span className={styles.itemTime}>{when.format(item.createdAt)}</span>
              </div>
              {item.state === 'attention' ? (
                <>
                  <p className={styles.error}>{item.lastError}</p>
                  <div className={styles.itemActions}>
                    <Button small variant="secondary" onClick={() => void retryItem(item.id)}>
                      {t('outbox_retry')}
                    </Button>
                    <Button small variant="ghost" onClick={() => void discardItem(item.id)}>
                      {t('outbox_discard')}
                    </Button>
                  </div>
                </>
              ) : (
                <p className={styles.itemState}>
                  {item.attempts > 0 ? t('outbox_retrying', { count: item.attempts }) : t('outbox_waiting')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
