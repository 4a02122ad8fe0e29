import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../../contract/battle-models';
import { IconCheck, IconWifiOff } from '../../../components/icons';
import { playerName } from '../parts/players';
import styles from './BattlePlay.module.css';
import type { Notice } from './use-notices';

/** Said while my own connection is down. */
export function ReconnectingBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="status" data-testid="reconnecting">
      <IconWifiOff size={18} /> {t('battle_reconnecting')}
    </div>
  );
}

/**
 * Floats over the top bar, clear of the options under the player's finger: my connection, and who left
 * or came back. In a duel the one who left is 'your opponent' (254), in a group they are named.
 */
export function BattleNotices({
  connected,
  notices,
  players,
}: {
  connected: boolean;
  notices: Notice[];
  players: BattleRoom['players'];
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay}>
      {connected ? null : <ReconnectingBanner />}
      <div className={styles.notices} aria-live="polite" data-testid="battle-notices">
        {notices.map((n) => {
          const p = players.find((x) => x.seat === n.seat);
          const name = p ? playerName(t, p) : '';
          return (
            <p key={n.id} className={styles.notice} data-kind={n.kind} data-testid={`notice-${n.kind}`}>
              {n.kind === 'left' ? <IconWifiOff size={18} /> : <IconCheck size={18} />}
              {n.kind === 'back'
                ? t('battle_player_back', { name })
                : players.length > 2
                  ? t('battle_player_left', { name })
                  : t('code_254')}
            </p>
          );
        })}
      </div>
    </div>
  );
}
