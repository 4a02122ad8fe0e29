import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { IconBulb } from '../components/icons';
import styles from './Shell.module.css';

/** Shown until web settings arrive once; stays up when they fail (SPEC §2), offering a retry. */
export function FullLoader({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-testid="full-loader">
      <div className={styles.loaderMark}>
        <IconBulb size={48} />
      </div>
      <div className={styles.loaderDots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <span className="visually-hidden">{t('loading')}</span>
      {failed ? (
        <div className={styles.loaderRetry}>
          <p>{t('loader_failed')}</p>
          <Button variant="secondary" small onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
