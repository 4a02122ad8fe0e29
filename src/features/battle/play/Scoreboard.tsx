import { useTranslation } from 'react-i18next';
import type { BattlePlayer } from '../../../../contract/battle-models';
import { IconCheck, IconWifiOff } from '../../../components/icons';
import type { ChatLine } from '../net/room-state';
import { BotBadge, PlayerAvatar, playerName } from '../parts/players';
import styles from './Scoreboard.module.css';
import { isWord, quickText } from './QuickMessages';

/**
 * Every player's picture, name and live score, mine first and highlighted, with a tick once they
 * answered the current question. A quick message floats over its sender's picture for a moment.
 */
export function Scoreboard({
  players,
  mySeat,
  chat,
}: {
  players: BattlePlayer[];
  mySeat: number;
  chat: ChatLine[];
}) {
  const { t } = useTranslation();
  const ordered = [...players].sort((a, b) => Number(b.seat === mySeat) - Number(a.seat === mySeat));
  const duel = players.length === 2;
  return (
    <ul className={styles.board} data-duel={duel || undefined} aria-label={t('battle_players')}>
      {ordered.map((p, i) => {
        const me = p.seat === mySeat;
        const away = !p.connected && !p.forfeited;
        const last = chat.findLast((c) => c.seat === p.seat);
        return (
          <li
            key={p.seat}
            className={styles.player}
            data-me={me || undefined}
            data-out={p.forfeited || undefined}
            data-away={away || undefined}
            data-end={(duel && i === 1) || undefined}
            data-testid={`player-${p.seat}`}
            data-bot={p.is_bot || undefined}
          >
            <span className={styles.avatarWrap}>
              <PlayerAvatar player={p} size={duel ? 44 : 40} />
              {p.is_bot ? <BotBadge onAvatar /> : null}
              {p.answered ? (
                <span className={styles.tick} data-testid={`answered-${p.seat}`}>
                  <IconCheck size={12} strokeWidth={3.5} />
                  <span className="visually-hidden">{t('battle_answered')}</span>
                </span>
              ) : null}
              {last ? (
                <span
                  key={last.id}
                  className={styles.bubble}
                  data-word={isWord(last.message) || undefined}
                  data-testid={`bubble-${p.seat}`}
                >
                  {quickText(t, last.message)}
                </span>
              ) : null}
            </span>
            <span className={styles.playerText}>
              <span className={styles.playerName} dir="auto">
                {me ? t('battle_you') : playerName(t, p)}
              </span>
              {p.forfeited ? (
                <span className={styles.playerState}>{t('battle_left')}</span>
              ) : away ? (
                <span className={styles.playerState}>
                  <IconWifiOff size={12} />
                  <span className={styles.stateText}>{t('battle_away')}</span>
                </span>
              ) : null}
              <span className={styles.score}>
                <span className="visually-hidden">{t('battle_score')}: </span>
                <span key={p.score} className={styles.scoreValue} data-testid={`score-${p.seat}`}>
                  {p.score}
                </span>
              </span>
            </span>
          </li>
        );
      })}
      {duel ? (
        <li className={styles.versus} aria-hidden="true">
          {t('battle_vs')}
        </li>
      ) : null}
    </ul>
  );
}
