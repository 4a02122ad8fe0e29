import { useTranslation } from 'react-i18next';
import type { BattlePlayer, BattleResult } from '../../../../contract/battle-models';
import { IconCoin, IconTrophy } from '../../../components/icons';
import { BotBadge, PlayerAvatar, playerName } from '../parts/players';
import styles from './BattleResult.module.css';
import { Card } from '../../../components/Card';
import { ListRow } from '../../../components/ListRow';

type Standing = BattleResult['standings'][number];

const profileOf = (players: BattlePlayer[], seat: number) =>
  players.find((p) => p.seat === seat)?.profile ?? '';

function Side({ s, me, players }: { s: Standing; me: boolean; players: BattlePlayer[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.side} data-me={me || undefined} data-won={s.outcome === 'won' || undefined}>
      <span className={styles.sideAvatar}>
        {s.outcome === 'won' ? (
          <span className={styles.crown} aria-hidden="true">
            <IconTrophy size={16} />
          </span>
        ) : null}
        <PlayerAvatar player={{ ...s, profile: profileOf(players, s.seat) }} size={72} />
        {s.is_bot ? <BotBadge onAvatar /> : null}
      </span>
      <span className={styles.sideName} dir="auto">
        {me ? t('battle_you') : playerName(t, s)}
      </span>
      <span className={styles.sideScore} data-testid={`final-score-${s.seat}`}>
        {s.score}
      </span>
      <span className={styles.sideCorrect}>{t('battle_n_correct', { count: s.correct })}</span>
      {s.forfeited ? <span className={styles.sideLeft}>{t('battle_left')}</span> : null}
    </div>
  );
}

/** 1 v 1: both players side by side, the winner crowned. */
export function Duel({ me, other, players }: { me: Standing; other: Standing; players: BattlePlayer[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.duel} aria-label={t('battle_final_scores')} role="group">
      <Side s={me} me players={players} />
      <span className={styles.duelVs} aria-hidden="true">
        {t('battle_vs')}
      </span>
      <Side s={other} me={false} players={players} />
    </div>
  );
}

const medalTone = ['gold', 'silver', 'bronze'];

/** Group battles: the ranking, medals for the top three; winners split the pot. */
export function Ranking({
  standings,
  mySeat,
  players,
}: {
  standings: Standing[];
  mySeat: number;
  players: BattlePlayer[];
}) {
  const { t } = useTranslation();
  const ordered = [...standings].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return (
    <Card as="section" aria-labelledby="ranking-title">
      <h2 id="ranking-title" className={styles.rankingTitle}>
        {t('battle_ranking')}
      </h2>
      <ol className={styles.ranking} data-testid="battle-ranking">
        {ordered.map((s) => (
          <ListRow
            as="li"
            className={styles.rank}
            key={s.seat}
            data-me={s.seat === mySeat || undefined}
            data-won={s.outcome === 'won' || undefined}
            data-testid={`rank-${s.seat}`}
          >
            <span className={styles.medal} data-tone={medalTone[s.rank - 1]}>
              <span className="visually-hidden">{t('battle_rank')} </span>
              {s.rank}
            </span>
            <PlayerAvatar player={{ ...s, profile: profileOf(players, s.seat) }} size={40} />
            <span className={styles.rankText}>
              <span className={styles.rankName} dir="auto">
                {s.seat === mySeat ? t('battle_you') : playerName(t, s)} {s.is_bot ? <BotBadge /> : null}
              </span>
              <span className={styles.rankMeta}>
                {t('battle_n_correct', { count: s.correct })}
                {s.forfeited ? ` · ${t('battle_left')}` : ''}
              </span>
            </span>
            <span className={styles.rankScore}>
              <span className="visually-hidden">{t('battle_score')}: </span>
              {s.score}
            </span>
            {s.coins > 0 ? (
              <span className={styles.rankCoins}>
                <IconCoin size={14} />
                <span dir="ltr">+{s.coins}</span>
              </span>
            ) : null}
          </ListRow>
        ))}
      </ol>
      <p className={styles.rankNote}>{t('battle_pot_split')}</p>
    </Card>
  );
}
