import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { IconRobot } from '../parts/icons';
import styles from './Search.module.css';

export type OpponentSeat = 'mystery' | 'searching' | 'bot' | 'empty';

/** Me versus the seat being filled: a question mark, a pulsing search, the bot, or nobody (timed out). */
export function Arena({ me, opponent }: { me: { name: string; profile: string }; opponent: OpponentSeat }) {
  const { t } = useTranslation();
  return (
    <div className={styles.arena} data-opponent={opponent} data-testid="search-arena">
      <div className={styles.seat} data-side="me">
        <span className={styles.seatRing}>
          <Avatar name={me.name} src={me.profile || undefined} size={88} />
        </span>
        <span className={styles.seatName} dir="auto">
          {me.name || t('battle_you')}
        </span>
      </div>
      <span className={styles.vs} aria-hidden="true">
        {t('battle_vs')}
      </span>
      <div className={styles.seat} data-side="them">
        <span className={styles.seatRing}>
          <span className={styles.mystery} aria-hidden="true">
            {opponent === 'bot' ? <IconRobot size={48} /> : '?'}
          </span>
          {opponent === 'searching' ? (
            <>
              <span className={styles.ripple} aria-hidden="true" />
              <span className={styles.ripple} data-late aria-hidden="true" />
            </>
          ) : null}
        </span>
        <span className={styles.seatName}>
          {opponent === 'bot'
            ? t('battle_bot_name')
            : opponent === 'empty'
              ? t('battle_nobody')
              : t('battle_opponent')}
        </span>
      </div>
    </div>
  );
}
