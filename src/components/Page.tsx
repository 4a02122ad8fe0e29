import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from './Button';
import { IconBack, IconQuestion, IconWifiOff } from './icons';
import { EmptyState } from './EmptyState';
import styles from './Page.module.css';

export { EmptyState };

export function Page({
  children,
  narrow,
  className,
}: {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.page, narrow ? styles.narrow : '', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

export function PageHeader({
  title,
  subtitle,
  back,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      {back ? (
        <Link to={back} className={styles.back} aria-label={t('back')} data-testid="page-back">
          <IconBack />
        </Link>
      ) : null}
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}

/** The error view for a failed load: offline or a translated server message, with a retry. */
export function ErrorState({
  message,
  offline,
  onRetry,
}: {
  message: string;
  offline?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      Icon={offline ? IconWifiOff : IconQuestion}
      title={offline ? t('offline_title') : t('error_title')}
      text={message}
      action={
        <>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
          {offline ? (
            // What needs the network cannot be played now; what is on the device can.
            <ButtonLink to="/offline/" data-testid="play-offline-instead">
              {t('offline_play_instead')}
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
