import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { discardItem, retryItem } from '../../lib/outbox/outbox';
import { useOutboxItems } from '../../lib/outbox/state';
import styles from './SyncStatus.module.css';

/** The outbox: what waits for the server, and what it refused (retry or discard). */
export default function OutboxDialog({ online, onClose }: { online: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const items = useOutboxItems();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    d?.addEventListener('close', onClose);
    return () => d?.removeEventListener('close', onClose);
  }, [onClose]);
  const when = new Intl.DateTimeFormat(i18n.language === 'arabic' ? 'ar' : undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
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
              <strong>{t(`outbox_action_${item.action}`, { defaultValue: t('outbox_action_other') })}</strong>
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
  );
}
