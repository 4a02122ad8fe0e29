import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { IconCheck, IconClock, IconCross, IconStar } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { StatTile } from '../../components/StatTile';
import { Verdict } from '../../components/Verdict';
import styles from './Exam.module.css';
import { ExamText } from './ExamText';
import { examPaths } from './paths';
import { clockText, useExamResult } from './state';

const notices = {
  hidden: 'exam_notice_hidden',
  time_up: 'exam_notice_time_up',
  left: 'exam_notice_left',
} as const;

/** A completed exam: the marks, the counts, the time taken, marks by question value, and the review. */
export default function ResultPage() {
  const { t } = useTranslation();
  const examId = Number(useParams().examId);
  const { data, error, reload } = useExamResult(examId);
  if (error && !data) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data)
    return (
      <Page narrow>
        <Skeleton height={260} />
      </Page>
    );
  const { result, review, latex } = data;
  const notice = result.end_reason === 'submitted' ? null : notices[result.end_reason];
  return (
    <Page narrow>
      <Seo title={t('exam_result_title')} />
      <PageHeader title={t('exam_result_title')} subtitle={result.title} back={examPaths.list} />
      {notice ? (
        <p className={styles.notice} role="status" data-testid="exam-notice" data-reason={result.end_reason}>
          {t(notice)}
        </p>
      ) : null}
      <Card className={styles.score}>
        <p className={styles.scoreValue} data-testid="exam-obtained">
          {result.obtained_marks}
          <span className={styles.scoreTotal}> / {result.total_marks}</span>
        </p>
        <p className={styles.scoreLabel}>{t('exam_obtained')}</p>
      </Card>
      <ul className={styles.tiles}>
        <StatTile
          as="li"
          Icon={IconCheck}
          tone="success"
          value={result.correct}
          label={t('exam_correct')}
          testId="exam-correct"
        />
        <StatTile
          as="li"
          Icon={IconCross}
          tone="primary"
          value={result.incorrect}
          label={t('exam_incorrect')}
          testId="exam-incorrect"
        />
        <StatTile
          as="li"
          Icon={IconStar}
          tone="gold"
          value={result.unanswered}
          label={t('exam_unanswered')}
          testId="exam-unanswered"
        />
        <StatTile
          as="li"
          Icon={IconClock}
          tone="info"
          value={clockText(result.total_duration * 1000)}
          label={t('exam_duration')}
          testId="exam-duration"
        />
      </ul>

      <h2 className={styles.sectionTitle}>{t('exam_statistics')}</h2>
      <ul className={styles.stats} data-testid="exam-statistics">
        {result.statistics.map((s) => (
          <li key={s.mark} className={styles.statRow}>
            <span>{t('exam_stat_row', { mark: s.mark })}</span>
            <span className={styles.statDetail}>
              {t('exam_stat_detail', { correct: s.correct, incorrect: s.incorrect })}
            </span>
          </li>
        ))}
      </ul>

      <h2 className={styles.sectionTitle}>{t('exam_review')}</h2>
      <ol className={styles.review} data-testid="exam-review">
        {review.map((q, i) => {
          const text = (key: string) => q.options.find((o) => o.key === key)?.text ?? '';
          return (
            <Card as="li" key={q.id} className={styles.reviewItem}>
              <div className={styles.questionMeta}>
                <span>{t('exam_question_of', { n: i + 1, total: review.length })}</span>
                <span className={styles.marks}>{t('exam_marks', { count: q.marks })}</span>
              </div>
              <p className={styles.reviewQuestion} dir="auto">
                <ExamText text={q.question} latex={latex} />
              </p>
              <p className={styles.reviewLine}>
                <Verdict tone={q.correct ? 'success' : q.your_answer ? 'danger' : 'neutral'}>
                  {q.correct ? <IconCheck size={16} /> : <IconCross size={16} />} {t('exam_your_answer')}
                </Verdict>{' '}
                <span dir="auto">
                  {q.your_answer ? (
                    <ExamText text={text(q.your_answer)} latex={latex} />
                  ) : (
                    t('exam_not_answered')
                  )}
                </span>
              </p>
              {q.correct ? null : (
                <p className={styles.reviewLine}>
                  <strong>{t('exam_right_answer')}:</strong>{' '}
                  <span dir="auto">
                    <ExamText text={text(q.answer)} latex={latex} />
                  </span>
                </p>
              )}
              {q.note ? (
                <p className={styles.note} dir="auto">
                  <ExamText text={q.note} latex={latex} />
                </p>
              ) : null}
            </Card>
          );
        })}
      </ol>
      <ButtonLink to={examPaths.list} variant="secondary" block>
        {t('exam_back_to_list')}
      </ButtonLink>
    </Page>
  );
}
