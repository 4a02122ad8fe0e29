import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { IconCoin, IconLock, IconPlay, IconQuestion } from '../../../components/icons';
import styles from './RoomSetup.module.css';
import { ActionBar } from '../../../components/ActionBar';

/** The create button under a summary of the picks, or, when my coins fall short of the fee, why not. */
export function CreateRoomBar({
  fee,
  count,
  coins,
  busy,
  error,
}: {
  fee: number;
  count: number;
  coins: number;
  busy: boolean;
  error: string;
}) {
  const { t } = useTranslation();
  const warningId = useId();
  const short = coins < fee;
  return (
    <ActionBar>
      {short ? (
        <div id={warningId} className={styles.warning} role="status" data-testid="room-not-enough-coins">
          <IconLock size={20} />
          <span>
            <b>{t('rooms_not_enough_coins')}</b> {t('rooms_not_enough_coins_text', { fee, coins })}
          </span>
        </div>
      ) : (
        <p className={styles.summary}>
          <span className={styles.summaryItem}>
            <IconCoin size={16} className={styles.coinIcon} />{' '}
            {fee === 0 ? t('rooms_free') : t('rooms_fee_each', { fee })}
          </span>
          <span className={styles.summaryItem}>
            <IconQuestion size={16} /> {t('questions_count', { count })}
          </span>
        </p>
      )}
      {error ? (
        <p className={styles.formError} role="alert" data-testid="room-create-error">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        busy={busy}
        disabled={short}
        aria-describedby={short ? warningId : undefined}
        data-testid="room-create"
      >
        <IconPlay size={20} /> {t('rooms_create')}
      </Button>
    </ActionBar>
  );
}
