import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract/notification-models';
import { callWithMeta, isOfflineError, type CallResult } from '../../api';
import { callOrQueue } from '../../api/queue';
import { Button, ButtonLink } from '../../components/Button';
import { IconBell, IconSettings } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { notificationsChanged } from '../../lib/notification-events';
import { NotificationItem } from './NotificationItem';
import styles from './Notifications.module.css';

const PAGE = 20;

export default function NotificationsPage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'more' | 'error' | 'offline'>('loading');

  const show = useCallback((offset: number, res: CallResult<'get_notifications'>) => {
    setItems((old) =>
      offset === 0 ? res.data : [...old, ...res.data.filter((n) => !old.some((o) => o.id === n.id))],
    );
    setTotal(res.total ?? res.data.length);
    setState('ready');
    // Opening the page reads what it shows: the newest id is the mark (the list is newest first).
    const newest = res.data[0]?.id;
    if (offset === 0 && newest && res.data.some((n) => n.unread))
      void callOrQueue('set_notifications_read', { last_id: newest }).then(
        notificationsChanged,
        () => undefined,
      );
  }, []);

  const load = useCallback(
    (offset: number) =>
      callWithMeta('get_notifications', { offset, limit: PAGE }).then(
        (res) => show(offset, res),
        (err: unknown) => setState(isOfflineError(err) ? 'offline' : 'error'),
      ),
    [show],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  return (
    <Page narrow>
      <Seo title={t('notifications_title')} />
      <PageHeader
        title={t('notifications_title')}
        subtitle={t('notifications_subtitle')}
        aside={
          <ButtonLink
            to="/settings/#notification-settings"
            variant="ghost"
            small
            data-testid="notifications-choose"
          >
            <IconSettings size={18} />
            {t('notifications_choose')}
          </ButtonLink>
        }
      />
      {state === 'loading' ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton height={104} radius="var(--radius-lg)" />
            </li>
          ))}
        </ul>
      ) : (state === 'error' || state === 'offline') && items.length === 0 ? (
        <ErrorState
          message={t('notifications_load_error')}
          offline={state === 'offline'}
          onRetry={() => {
            setState('loading');
            void load(0);
          }}
        />
      ) : items.length === 0 ? (
        <EmptyState Icon={IconBell} title={t('notifications_empty')} text={t('notifications_empty_text')} />
      ) : (
        <>
          <ul className={styles.list} data-testid="notification-list">
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
          {items.length < total ? (
            <Button
              variant="secondary"
              block
              busy={state === 'more'}
              onClick={() => {
                setState('more');
                void load(items.length);
              }}
              data-testid="notifications-more"
            >
              {t('notifications_more')}
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}
