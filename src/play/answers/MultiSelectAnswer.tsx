import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/models';
import { Button } from '../../components/Button';
import { IconCheck } from '../../components/icons';
import { MathText } from '../MathText';
import styles from './Answers.module.css';

/** Select all that apply, then check: graded as a set on the server. */
export function MultiSelectAnswer({
  question,
  locked,
  answer,
  onSubmit,
}: {
  question: PlayQuestion;
  locked: boolean;
  /** The right keys once the verdict is in ("a,c"). */
  answer?: string;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const right = answer ? answer.split(',') : [];
  const toggle = (key: string) =>
    setChosen((c) => (c.includes(key) ? c.filter((k) => k !== key) : [...c, key].sort()));
  return (
    <div className={styles.stack}>
      <p className={styles.instruction}>{t('select_all_that_apply')}</p>
      <ul className={styles.choices}>
        {question.options.map((o) => {
          const on = chosen.includes(o.key);
          const state = answer
            ? right.includes(o.key)
              ? 'correct'
              : on
                ? 'wrong'
                : 'idle'
            : on
              ? 'on'
              : 'idle';
          return (
            <li key={o.key}>
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                className={styles.choice}
                data-state={state}
                data-testid={`multi-option-${o.key}`}
                disabled={locked}
                onClick={() => toggle(o.key)}
              >
                <span className={styles.box} aria-hidden="true">
                  {on ? <IconCheck size={16} /> : null}
                </span>
                <span dir="auto">
                  <MathText text={o.text} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        block
        disabled={locked || chosen.length === 0}
        onClick={() => onSubmit(chosen.join(','))}
        data-testid="multi-submit"
      >
        {t('check_answer')}
      </Button>
    </div>
  );
}
