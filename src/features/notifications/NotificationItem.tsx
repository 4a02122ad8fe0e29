import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/notification-models';
import { IconNext } from '../../components/icons';
import { viewOf } from './notification-view';
import styles from './Notifications.module.css';

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const view = viewOf(notification, t);
  const date = new Date(notification.date_sent);
  return (
    <li
      className={[styles.item, notification.unread ? styles.unread : ''].join(' ')}
      data-testid={`notification-${notification.id}`}
      data-type={notification.type}
    >
      <span className={[styles.icon, styles[view.tone]].join(' ')} aria-hidden="true">
        <view.Icon size={22} />
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title} dir="auto">
            {view.title}
          </h2>
          {notification.unread ? <span className={styles.new}>{t('notifications_new')}</span> : null}
        </div>
        {view.text ? (
          <p className={styles.text} dir="auto">
            {view.text}
          </p>
        ) : null}
        {notification.reason ? (
          <p className={styles.reason} dir="auto">
            {notification.reason}
          </p>
        ) : null}
        <div className={styles.foot}>
          <time className={styles.date} dateTime={notification.date_sent}>
            {date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {view.link ? (
            <Link className={styles.link} to={view.link.to}>
              {view.link.label} <IconNext size={16} />
            </Link>
          ) : null}
        </div>
      </div>
      {notification.image ? (
        <img className={styles.image} src={notification.image} alt="" loading="lazy" />
      ) : null}
    </li>
  );
}
