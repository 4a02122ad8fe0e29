import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../contract/models';
import { IconCheck, IconCross } from '../components/icons';
import { optionText } from './answer-text';
import { MathText } from './MathText';
import styles from './Options.module.css';
import type { QuestionState } from './use-play-session';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

type OptionState = 'idle' | 'selected' | 'correct' | 'wrong' | 'removed' | 'dim';

function optionState(key: string, q: QuestionState): OptionState {
  if (q.removed.includes(key)) return 'removed';
  if (q.verdict) {
    // A withheld right answer ('') still marks the player's own pick when it was right.
    if (key === (q.verdict.answer || (q.verdict.correct ? q.selected : undefined))) return 'correct';
    if (key === q.selected) return 'wrong';
    return 'dim';
  }
  if (key === q.selected) return 'selected';
  return 'idle';
}

export function ChoiceOptions({
  question,
  q,
  locked,
  onPick,
}: {
  question: PlayQuestion;
  q: QuestionState;
  locked: boolean;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.options} aria-label={t('answers')}>
      {question.options.map((o, i) => {
        const state = optionState(o.key, q);
        const poll = q.poll.find((p) => p.key === o.key);
        return (
          <li key={o.key}>
            <button
              type="button"
              className={styles.option}
              data-state={state}
              data-testid={`option-${o.key}`}
              disabled={locked || state === 'removed'}
              aria-keyshortcuts={String(i + 1)}
              onClick={() => onPick(o.key)}
            >
              {poll ? (
                <span
                  className={styles.pollBar}
                  style={{ inlineSize: `${poll.percent}%` }}
                  aria-hidden="true"
                />
              ) : null}
              <span className={styles.letter} aria-hidden="true">
                {letters[i]}
              </span>
              <span className="visually-hidden">{t('option_letter', { letter: letters[i] })} </span>
              <span className={styles.optionText} dir="auto">
                <MathText text={optionText(question.kind, o.text, t)} />
              </span>
              {poll ? (
                <span className={styles.pollValue} data-testid={`poll-${o.key}`}>
                  <span className="visually-hidden">{t('audience_says')} </span>
                  {poll.percent}%
                </span>
              ) : null}
              {state === 'correct' ? (
                <span className={styles.mark} style={{ color: 'var(--color-success-strong)' }}>
                  <IconCheck size={20} /> <span>{t('correct')}</span>
                </span>
              ) : null}
              {state === 'wrong' ? (
                <span className={styles.mark} style={{ color: 'var(--color-danger-strong)' }}>
                  <IconCross size={20} /> <span>{t('your_answer')}</span>
                </span>
              ) : null}
              {state === 'removed' ? <span className="visually-hidden">{t('removed_by_fifty')}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
