import { useTranslation } from 'react-i18next';
import type { MyRank } from '../../../contract';
import { ButtonLink } from '../../components/Button';
import { IconPlay } from '../../components/icons';
import { formatScore, PinnedRank } from '../../components/Ranking';

/**
 * The player's own standing, pinned to the bottom of the screen while the board scrolls. Unranked, it
 * says why and offers a game (unless the empty board already does).
 */
export function MyRankBar({ me, offerPlay }: { me: MyRank; offerPlay: boolean }) {
  const { t, i18n } = useTranslation();
  if (me.user_rank === null)
    return (
      <PinnedRank
        name={me.name}
        profile={me.profile}
        rank={null}
        score={me.score}
        title={t('lb_not_ranked')}
        hint={
          me.score < 0
            ? t('lb_below_zero', { points: formatScore(i18n.language, me.score) })
            : t('lb_not_ranked_hint')
        }
        action={
          offerPlay ? (
            <ButtonLink to="/quiz-zone/" small variant="gold" data-testid="my-rank-play">
              <IconPlay size={16} /> {t('play')}
            </ButtonLink>
          ) : null
        }
      />
    );
  return <PinnedRank name={me.name} profile={me.profile} rank={me.user_rank} score={me.score} />;
}
