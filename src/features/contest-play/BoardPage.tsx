import { useTranslation } from 'react-i18next';
import type { Contest, ContestRow } from '../../../contract/contest-models';
import { errorMessage, isOfflineError } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { IconCoin, IconEye, IconPodium } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { BoardLine, PinnedRank, Podium, RankingSkeleton, RankList } from '../../components/Ranking';
import { Seo } from '../../components/Seo';
import { numberLocale } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { Confetti } from '../../play/Confetti';
import styles from './Contests.module.css';
import { countdown, prizeOf } from './format';
import { contestPaths, contestTabPath } from './paths';
import { useContestBoard, useServerNow } from './state';
import { useContestId } from './use-contest-id';
import { usePrizeBurst } from './use-prize-burst';

/**
 * A contest's board: the podium, the rows a page at a time, the player's own row pinned. While the
 * contest runs it refreshes itself; once ended it is the final board, with the prizes paid.
 */
export default function BoardPage() {
  const { t, i18n } = useTranslation();
  const id = useContestId();
  const state = useContestBoard(id);
  const user = useUser();
  const meId = user?.id;
  const now = useServerNow();
  const data = state.board;
  const contest = data?.contest;
  const paths = contestPaths(id);
  const prizeBurst = usePrizeBurst(meId, contest);
  const n = (v: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(v);

  // The coins a row won: paid ones once settled, else what its rank stands to win.
  const prize = (row: ContestRow) =>
    contest ? row.prize || (contest.settled ? 0 : prizeOf(contest.prizes, row.user_rank)) : 0;
  const prizeMark = (row: ContestRow) =>
    prize(row) > 0 ? (
      <span className={styles.rowPrize} data-testid={`prize-${row.user_rank}`}>
        <IconCoin size={14} /> {n(prize(row))}
      </span>
    ) : null;

  let body;
  if (state.loading) body = <RankingSkeleton testId="contest-board-loading" />;
  else if (!data || !contest)
    body = (
      <ErrorState
        message={errorMessage(state.error)}
        offline={isOfflineError(state.error)}
        onRetry={state.reload}
      />
    );
  else if (state.total === 0)
    body = (
      <EmptyState
        testId="contest-board-empty"
        Icon={IconPodium}
        title={t('contest_board_empty')}
        text={t(contest.status === 'live' ? 'contest_board_empty_live' : 'contest_board_empty_text')}
      />
    );
  else
    body = (
      <>
        <BoardLine total={state.total}>
          <StatusLine contest={contest} now={now} />
        </BoardLine>
        <Podium top={data.top_three_ranks} meId={meId} extra={prizeMark} />
        <RankList rows={state.rows.filter((r) => r.user_rank > 3)} meId={meId} extra={prizeMark} />
        {state.rows.length < state.total ? (
          <Button
            variant="secondary"
            block
            busy={state.loadingMore}
            onClick={state.loadMore}
            data-testid="contest-board-more"
          >
            {t('lb_load_more')}
          </Button>
        ) : null}
      </>
    );

  const me = data?.my_rank;
  return (
    <Page narrow>
      <Seo title={contest?.name ?? t('contest_leaderboard')} />
      {prizeBurst ? <Confetti /> : null}
      <PageHeader
        title={contest ? <span dir="auto">{contest.name}</span> : t('contest_leaderboard')}
        subtitle={t('contest_leaderboard')}
        back={contest ? contestTabPath(contest.status) : paths.exit}
      />
      <div className={styles.panel} aria-busy={state.loading} data-testid="contest-board">
        {body}
        {contest?.status === 'past' && contest.played ? (
          <ButtonLink to={paths.answers} variant="secondary" block data-testid="contest-board-answers">
            <IconEye size={18} /> {t('contest_your_answers')}
          </ButtonLink>
        ) : null}
      </div>
      {data && me ? (
        <PinnedRank
          name={me.name}
          profile={me.profile}
          rank={me.user_rank}
          score={me.score}
          hint={
            prize(me) > 0
              ? t(contest?.settled ? 'contest_row_prize' : 'contest_row_prize_if', { coins: n(prize(me)) })
              : undefined
          }
        />
      ) : data && contest ? (
        <PinnedRank
          name={user?.name ?? ''}
          profile={user?.profile ?? ''}
          rank={null}
          score={0}
          title={t(contest.status === 'past' ? 'contest_no_rank' : 'lb_not_ranked')}
          hint={t(contest.played ? 'contest_not_finished' : 'contest_not_played')}
        />
      ) : null}
    </Page>
  );
}

function StatusLine({ contest, now }: { contest: Contest; now: number }) {
  const { t } = useTranslation();
  if (contest.status === 'live') {
    const left = countdown(Date.parse(contest.ends_at), now);
    const time = left.days ? t('contest_days_clock', { count: left.days, clock: left.clock }) : left.clock;
    return (
      <span className={styles.liveLine} data-testid="contest-board-status">
        <span className={styles.liveDot} aria-hidden="true" /> {t('contest_live')} · {t('contest_ends_in')}{' '}
        <bdi dir="ltr">{time}</bdi>
      </span>
    );
  }
  return (
    <span data-testid="contest-board-status">
      {t(
        contest.settled
          ? 'contest_final_board'
          : contest.status === 'past'
            ? 'contest_ended'
            : 'contest_tab_upcoming',
      )}
    </span>
  );
}
