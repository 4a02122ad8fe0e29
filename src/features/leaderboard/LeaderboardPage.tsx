import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isOfflineError } from '../../api';
import { Button } from '../../components/Button';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useUser } from '../../lib/session';
import { BoardTabs, panelId, tabId } from './BoardTabs';
import { boardById, boards, type BoardId } from './boards';
import { EmptyBoard } from './EmptyBoard';
import { periodLabel } from './format';
import styles from './Leaderboard.module.css';
import { MyRankBar } from './MyRankBar';
import { BoardLine, Podium, RankingSkeleton, RankList } from '../../components/Ranking';
import { useBoard } from './use-board';

export default function LeaderboardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const board = boardById(params.get('board'));
  const state = useBoard(board.action);
  const meId = useUser()?.id;
  const select = (id: BoardId) => setParams(id === boards[0].id ? {} : { board: id }, { replace: true });
  const data = state.board;
  const period = data ? (periodLabel(i18n.language, data.period) ?? t('lb_tab_all')) : null;

  let body;
  if (state.loading) body = <RankingSkeleton />;
  else if (!data)
    body = (
      <ErrorState
        message={errorMessage(state.error)}
        offline={isOfflineError(state.error)}
        onRetry={state.reload}
      />
    );
  else if (state.total === 0) body = <EmptyBoard board={board.id} />;
  else
    body = (
      <>
        <BoardLine total={state.total} testId="leaderboard-period">
          <span dir="auto">{period}</span>
        </BoardLine>
        <Podium top={data.top_three_ranks} meId={meId} />
        <RankList rows={state.rows.filter((r) => r.user_rank > 3)} meId={meId} />
        {state.rows.length < state.total ? (
          <Button
            variant="secondary"
            block
            busy={state.loadingMore}
            onClick={state.loadMore}
            data-testid="leaderboard-more"
          >
            {t('lb_load_more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <Page narrow>
      <Seo title={t('nav_leaderboard')} />
      <PageHeader title={t('nav_leaderboard')} subtitle={t('lb_subtitle')} />
      <BoardTabs value={board.id} onSelect={select} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(board.id)}
        aria-busy={state.loading}
        className={styles.panel}
        data-testid="leaderboard-panel"
      >
        {body}
      </div>
      {data ? <MyRankBar me={data.my_rank} offerPlay={state.total > 0} /> : null}
    </Page>
  );
}
