import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { IconPlay } from '../../../components/icons';
import styles from './Lobby.module.css';
import { ActionBar } from '../../../components/ActionBar';

/**
 * The owner's start, held back (and saying why) until a second player is in; everyone else waits for the
 * owner by name.
 */
export function StartBar({
  isOwner,
  players,
  ownerName,
  starting,
  startError,
  onStart,
}: {
  isOwner: boolean;
  players: number;
  ownerName: string;
  starting: boolean;
  startError: string;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const enough = players >= 2;
  return (
    <ActionBar>
      {isOwner ? (
        <>
          {startError ? (
            <p className={styles.startError} role="alert" data-testid="lobby-start-error">
              {startError}
            </p>
          ) : null}
          {!enough ? (
            <p id={hintId} className={styles.hint} data-testid="lobby-start-hint">
              {t('rooms_need_two')}
            </p>
          ) : null}
          <Button
            block
            disabled={!enough}
            busy={starting}
            aria-describedby={enough ? undefined : hintId}
            onClick={onStart}
            data-testid="lobby-start"
          >
            <IconPlay size={20} /> {t('rooms_start')}
          </Button>
        </>
      ) : (
        <p className={styles.waiting} data-testid="lobby-waiting">
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('rooms_waiting_owner', { name: ownerName })}
        </p>
      )}
    </ActionBar>
  );
}
