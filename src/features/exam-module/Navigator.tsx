import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '../../../contract/exam-models';
import styles from './Exam.module.css';

/** The grid of question numbers: answered, current, not answered; a tap jumps there. */
export function Navigator({
  questions,
  answers,
  current,
  onSelect,
}: {
  questions: ExamQuestion[];
  answers: Record<number, string>;
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.navigator} aria-label={t('exam_navigator')}>
      <ol className={styles.navGrid}>
        {questions.map((q, i) => (
          <li key={q.id}>
            <button
              type="button"
              className={styles.navItem}
              data-answered={answers[q.id] !== undefined}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onSelect(i)}
              data-testid={`exam-nav-${i + 1}`}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <p className={styles.legend}>
        <span className={styles.legendItem} data-kind="answered">
          {t('exam_answered')}
        </span>
        <span className={styles.legendItem} data-kind="current">
          {t('exam_current')}
        </span>
        <span className={styles.legendItem} data-kind="open">
          {t('exam_unanswered_legend')}
        </span>
      </p>
    </nav>
  );
}
