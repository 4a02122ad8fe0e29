import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { BattleResult } from '../../../../contract/battle-models';
import type { ServerEventData } from '../../../../contract/socket-events';
import { asApiError } from '../../../api';
import { Button, ButtonLink } from '../../../components/Button';
import {
  IconCheck,
  IconCoin,
  IconCross,
  IconHome,
  IconRefresh,
  IconStar,
  IconTrophy,
} from '../../../components/icons';
import { EmptyState } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Confetti } from '../../../play/Confetti';
import resultStyles from '../../../play/Result.module.css';
import { useCountUp } from '../../../play/use-count-up';
import { emit, onServer } from '../net/battle-socket';
import { refreshCoins } from '../net/coins';
import { finishedBattleAtom, type FinishedBattle } from '../net/finished-battle';
import { ExitActions } from '../parts/ExitActions';
import { IconDraw, IconRobot } from '../parts/icons';
import { playerName } from '../parts/players';
import { StreakMeter } from '../parts/StreakMeter';
import { battleBase, battlePaths, type BattleArea } from '../paths';
import { searchUrl } from '../search/search-url';
import styles from './BattleResult.module.css';
import { Duel, Ranking } from './Standings';

type Standing = BattleResult['standings'][number];

const heroIcon = { won: IconTrophy, lost: IconCross, draw: IconDraw } as const;

/** /random-battle/result/:roomId and /group-battle/result/:roomId: how the battle ended for me. */
export default function BattleResultPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const finished = useAtomValue(finishedBattleAtom);
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
  const navigate = useNavigate();
  const { result } = battle;
  const kind = result.kind;
  const outcome = me.outcome;
  const others = result.standings.filter((s) => s.seat !== me.seat);
  const winners = result.standings.filter((s) => s.outcome === 'won');
  const paid = result.entry_fee > 0 && kind !== 'bot';
  const coinsDelta = outcome === 'lost' && paid ? -result.entry_fee : me.coins;
  const coins = useCountUp(Math.abs(coinsDelta));
  const [offer, setOffer] = useState<ServerEventData<'battle:rematch'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [rematchError, setRematchError] = useState('');
  const HeroIcon = heroIcon[outcome];

  // Prize or refund was paid at settlement: the header shows the new count.
  useEffect(() => {
    if (paid) refreshCoins();
  }, [paid]);

  useEffect(
    () =>
      onServer('battle:rematch', (d) => {
        if (d.room_id === battle.roomId) setOffer(d);
      }),
    [battle.roomId],
  );

  const rematch = async () => {
    setBusy(true);
    setRematchError('');
    try {
      const room = await emit('room:rematch', { room_id: battle.roomId });
      void navigate(battlePaths.lobby(area, room.room_id));
    } catch (e) {
      setRematchError(asApiError(e).message);
      setBusy(false);
    }
  };

  const nameOf = (s: Standing) => playerName(t, s);
  const opponentsLeft = others.length > 0 && others.every((s) => s.forfeited);
  const subtitle =
    outcome === 'won'
      ? opponentsLeft
        ? t(others.length > 1 && battle.leftCode === '255' ? 'code_255' : 'code_254')
        : others.length === 1
          ? t('battle_you_beat', { name: nameOf(others[0]!) })
          : winners.length > 1
            ? t('battle_won_shared')
            : t('battle_won_group')
      : outcome === 'lost'
        ? me.forfeited
          ? t('battle_you_left')
          : t('battle_they_won', {
              name: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(winners.map(nameOf)),
            })
        : paid
          ? t('battle_draw_refund')
          : t('battle_draw_text');
  const offeredBy = offer ? result.standings.find((s) => s.user_id === offer.by_user_id) : undefined;
  const canRematch = kind === 'friend' || kind === 'group';

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

      <div className={resultStyles.stats}>
        <div className={resultStyles.stat}>
          <span className={resultStyles.statIcon} style={{ background: 'var(--color-gold-strong)' }}>
            <IconCoin size={22} />
          </span>
          <div>
            <div className={resultStyles.statValue}>
              <span dir="ltr">
                {coinsDelta < 0 ? '−' : '+'}
                <span data-testid="battle-coins" data-value={coinsDelta}>
                  {coins}
                </span>
              </span>
            </div>
            <div className={resultStyles.statLabel}>
              {outcome === 'draw' && paid
                ? t('battle_fee_refunded')
                : coinsDelta < 0
                  ? t('battle_fee_lost')
                  : t('coins_earned')}
            </div>
          </div>
        </div>
        <div className={resultStyles.stat}>
          <span className={resultStyles.statIcon} style={{ background: 'var(--color-success)' }}>
            <IconCheck size={22} />
          </span>
          <div>
            <div className={resultStyles.statValue} data-testid="battle-correct">
              {me.correct}
            </div>
            <div className={resultStyles.statLabel}>{t('correct_answers')}</div>
          </div>
        </div>
      </div>

      {kind === 'random' ? <StreakMeter streak={me.win_streak} compact /> : null}
      {kind === 'bot' ? <p className={resultStyles.note}>{t('battle_bot_note')}</p> : null}

      {offer && !busy ? (
        <div className={styles.offer} role="status" data-testid="rematch-offer">
          <IconRefresh size={20} />
          <span dir="auto">
            {t('battle_rematch_offer', { name: offeredBy ? nameOf(offeredBy) : t('battle_opponent') })}
          </span>
          <Button small onClick={() => void rematch()} data-testid="rematch-join">
            {t('battle_join')}
          </Button>
        </div>
      ) : null}
      {rematchError ? (
        <p className={resultStyles.note} role="alert">
          {rematchError}
        </p>
      ) : null}

      <div className={resultStyles.actions}>
        {canRematch ? (
          <Button block busy={busy} onClick={() => void rematch()} data-testid="battle-rematch">
            <IconRefresh size={20} /> {t('battle_rematch')}
          </Button>
        ) : (
          <ButtonLink
            to={searchUrl({ bot: kind === 'bot', category: battle.category })}
            block
            data-testid="battle-again"
          >
            <IconRefresh size={20} /> {t('play_again')}
          </ButtonLink>
        )}
        {kind === 'bot' ? (
          <ButtonLink to={searchUrl({ category: battle.category })} variant="secondary" block>
            <IconStar size={20} /> {t('battle_play_people')}
          </ButtonLink>
        ) : null}
        <div className={resultStyles.row}>
          <ButtonLink to="/" variant="ghost" data-testid="battle-home">
            <IconHome size={20} /> {t('home')}
          </ButtonLink>
          <ButtonLink to={battleBase[area]} variant="ghost">
            {t('battle_back_to_battles')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
