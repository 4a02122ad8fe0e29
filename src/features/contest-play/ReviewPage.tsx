import { useTranslation } from 'react-i18next';
import { errorMessage, isOfflineError, useApi } from '../../api';
import { ButtonLink } from '../../components/Button';
import { IconPodium } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { formatScore } from '../../components/Ranking';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { ReviewList } from '../../play';
import styles from './Contests.module.css';
import { contestPaths } from './paths';
import { useContestId } from './use-contest-id';

/** The player's answers to an ended contest, with the right ones and the explanations (never before). */
export default function ReviewPage() {
  const { t, i18n } = useTranslation();
  const id = useContestId();
  const paths = contestPaths(id);
  const review = useApi('get_contest_review', { contest_id: id });
  const data = review.data;
  const correct = data?.review.filter((item) => item.correct).length ?? 0;

  return (
    <Page narrow>
      <Seo title={t('contest_your_answers')} />
      <PageHeader
        title={t('contest_your_answers')}
        subtitle={
          data
            ? t('contest_review_summary', {
                score: formatScore(i18n.language, data.score),
                correct,
                total: data.review.length,
              })
            : undefined
        }
        back={paths.board}
      />
      <div className={styles.panel} data-testid="contest-review">
        {data ? (
          <ReviewList items={data.review} quizType="contest" />
        ) : review.loading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} height={220} radius="var(--radius-xl)" />)
        ) : (
          <ErrorState
            message={errorMessage(review.error)}
            offline={isOfflineError(review.error)}
            onRetry={review.reload}
          />
        )}
        <ButtonLink to={paths.board} variant="secondary" block>
          <IconPodium size={18} /> {t('contest_leaderboard')}
        </ButtonLink>
      </div>
    </Page>
  );
}
