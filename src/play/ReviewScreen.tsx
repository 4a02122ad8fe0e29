import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ButtonLink } from '../components/Button';
import { PageHeader } from '../components/Page';
import { Seo } from '../components/Seo';
import { type PlayPaths, useLastResult } from './state';
import { ReviewList } from './ReviewList';
import styles from './Result.module.css';

/** The last quiz's review: every question with the player's answer, the right one and the explanation. */
export function ReviewScreen({ paths, bookmarkType }: { paths: PlayPaths; bookmarkType?: number }) {
  const { t } = useTranslation();
  const last = useLastResult();
  const r = last?.path === paths.play ? last.result : null;
  if (!r || !last) return <Navigate to={paths.exit} replace />;

  return (
    <div className={styles.screen} data-testid="review-screen">
      <Seo title={t('review_answers')} />
      <PageHeader
        title={t('review_answers')}
        subtitle={t('review_summary', { correct: r.correct_answers, total: r.total_questions })}
        back={paths.result}
      />
      <ReviewList items={r.review} quizType={r.quiz_type} bookmarkType={bookmarkType} />
      <ButtonLink to={paths.play} block>
        {t('play_again')}
      </ButtonLink>
    </div>
  );
}
