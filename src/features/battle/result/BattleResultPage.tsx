import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BattleResult } from '../../../../contract/battle-models';
import { Button } from '../../../components/Button';
import { IconCross, IconRefresh, IconTrophy } from '../../../components/icons';
import { EmptyState } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { useCelebration } from '../../../lib/sound/cues';
import { Confetti } from '../../../play/Confetti';
import resultStyles from '../../../play/Result.module.css';
import { refreshCoins } from '../net/coins';
import { type FinishedBattle, useFinishedBattle } from '../state';
import { ExitActions } from '../parts/ExitActions';
import { IconDraw, IconRobot } from '../parts/icons';
import { playerName } from '../parts/players';
import { StreakMeter } from '../parts/StreakMeter';
import type { BattleArea } from '../paths';
import styles from './BattleResult.module.css';
import { outcomeLine } from './outcome-line';
import { ResultActions } from './ResultActions';
import { ResultStats } from './ResultStats';
import { Duel, Ranking } from './Standings';
import { useRematch } from './use-rematch';

type Standing = BattleResult['standings'][number];

const heroIcon = { won: IconTrophy, lost: IconCross, draw: IconDraw } as const;

/** /random-battle/result/:roomId and /group-battle/result/:roomId: how the battle ended for me. */
export default function BattleResultPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const finished = useFinishedBattle();
  const battle = finished?.roomId === roomId ? finished : null;
  const me = battle?.result.standings.find((s) => s.seat === battle.mySeat);

  if (!battle || !me)
    return (
      <div className={resultStyles.screen} data-testid="battle-over">
        <Seo title={t('battle_result_title')} />
        <h1 className="visually-hidden">{t('battle_result_title')}</h1>
        <EmptyState
          Icon={IconTrophy}
          title={t('battle_over_title')}
          text={t('battle_over_text')}
          action={<ExitActions area={area} testId="over-battles" />}
        />
      </div>
    );
  return <ResultView battle={battle} me={me} area={area} />;
}

function ResultView({ battle, me, area }: { battle: FinishedBattle; me: Standing; area: BattleArea }) {
  const { t, i18n } = useTranslation();
  const { result } = battle;
  const kind = result.kind;
  const outcome = me.outcome;
  const others = result.standings.filter((s) => s.seat !== me.seat);
  const paid = result.entry_fee > 0 && kind !== 'bot';
  const coinsDelta = outcome === 'lost' && paid ? -result.entry_fee : me.coins;
  const { offer, busy, error, rematch } = useRematch(area, battle.roomId);
  const HeroIcon = heroIcon[outcome];
  useCelebration(battle, [outcome !== 'draw' && `battle_${outcome}`, coinsDelta > 0 && 'coins']);

  // Prize or refund was paid at settlement: the header shows the new count.
  useEffect(() => {
    if (paid) refreshCoins();
  }, [paid]);

  const subtitle = outcomeLine(t, i18n.language, {
    me,
    standings: result.standings,
    paid,
    leftCode: battle.leftCode,
  });
  const offeredBy = offer ? result.standings.find((s) => s.user_id === offer.by_user_id) : undefined;

  return (
    <div className={resultStyles.screen} data-testid="battle-result" data-outcome={outcome}>
      <Seo title={t('battle_result_title')} />
      {outcome === 'won' ? <Confetti /> : null}
      <section className={styles.hero} data-outcome={outcome} aria-labelledby="battle-outcome">
        <span className={styles.heroIcon} aria-hidden="true">
          <HeroIcon size={44} />
        </span>
        <h1 id="battle-outcome" className={styles.title} data-testid="battle-outcome">
          {t(`battle_title_${outcome}`)}
        </h1>
        <p className={styles.subtitle} dir="auto">
          {subtitle}
        </p>
        {kind === 'bot' ? (
          <span className={styles.botNote}>
            <IconRobot size={16} /> {t('battle_bot_chip')}
          </span>
        ) : null}
        {others.length === 1 ? <Duel me={me} other={others[0]!} players={battle.players} /> : null}
      </section>

      {others.length > 1 ? (
        <Ranking standings={result.standings} mySeat={me.seat} players={battle.players} />
      ) : null}

      <ResultStats coinsDelta={coinsDelta} refunded={outcome === 'draw' && paid} correct={me.correct} />

      {kind === 'random' ? <StreakMeter streak={me.win_streak} compact /> : null}
      {kind === 'bot' ? <p className={resultStyles.note}>{t('battle_bot_note')}</p> : null}

      {offer && !busy ? (
        <div className={styles.offer} role="status" data-testid="rematch-offer">
          <IconRefresh size={20} />
          <span dir="auto">
            {t('battle_rematch_offer', {
              name: offeredBy ? playerName(t, offeredBy) : t('battle_opponent'),
            })}
          </span>
          <Button small onClick={() => void rematch()} data-testid="rematch-join">
            {t('battle_join')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={resultStyles.note} role="alert">
          {error}
        </p>
      ) : null}

      <ResultActions
        area={area}
        kind={kind}
        roomId={battle.roomId}
        category={battle.category}
        rematching={busy}
        onRematch={() => void rematch()}
      />
    </div>
  );
}
