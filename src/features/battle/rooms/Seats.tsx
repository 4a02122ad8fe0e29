import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../../contract/battle-models';
import { Avatar } from '../../../components/Avatar';
import { IconCrown } from './RoomArt';
import styles from './Lobby.module.css';

/**
 * Every seat of the room: players with their avatars (popping in as they arrive), the owner crowned,
 * free seats as dashed 'waiting…' slots. A friend room's two seats face each other across a VS.
 */
export function Seats({ room, mySeat }: { room: BattleRoom; mySeat: number }) {
  const { t } = useTranslation();
  const duel = room.max_players === 2;
  const size = duel ? 76 : 60;

  const seats = Array.from({ length: room.max_players }, (_, seat) => {
    const player = room.players.find((p) => p.seat === seat);
    if (!player) {
      return (
        <li key={`free-${seat}`} className={`${styles.seat} ${styles.free}`} data-testid={`seat-${seat}`}>
          <span
            className={styles.freeAvatar}
            style={{ inlineSize: size, blockSize: size }}
            aria-hidden="true"
          >
            <span className={styles.dots}>
              <span />
              <span />
              <span />
            </span>
          </span>
          <span className={styles.seatName}>{t('rooms_seat_waiting')}</span>
        </li>
      );
    }
    const owner = player.user_id === room.owner_id;
    const me = player.seat === mySeat;
    return (
      <li
        key={`player-${player.user_id}`}
        className={[styles.seat, styles.taken, player.connected ? '' : styles.away].join(' ')}
        data-testid={`seat-${seat}`}
        data-seat={seat}
        data-user={player.user_id}
      >
        <span className={styles.avatarWrap}>
          <Avatar name={player.name} src={player.profile || undefined} size={size} />
          {owner ? (
            <span className={styles.crown}>
              <IconCrown size={duel ? 22 : 18} />
            </span>
          ) : null}
        </span>
        <span className={styles.seatName} dir="auto" data-testid="seat-name">
          {player.name || t('rooms_player')}
        </span>
        <span className={styles.seatTags}>
          {owner ? <span className={`${styles.tag} ${styles.ownerTag}`}>{t('rooms_seat_owner')}</span> : null}
          {me ? <span className={`${styles.tag} ${styles.meTag}`}>{t('rooms_seat_you')}</span> : null}
          {!player.connected ? <span className={styles.tag}>{t('rooms_seat_reconnecting')}</span> : null}
        </span>
      </li>
    );
  });

  return (
    <div className={duel ? styles.duel : undefined}>
      <ol className={duel ? styles.duelSeats : styles.groupSeats} data-testid="lobby-seats">
        {seats}
      </ol>
      {duel ? (
        <span className={styles.vs} aria-hidden="true">
          {t('battle_vs')}
        </span>
      ) : null}
    </div>
  );
}
