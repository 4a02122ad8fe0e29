import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/models';
import { Button } from '../../components/Button';
import { MathText } from '../MathText';
import styles from './Answers.module.css';

/** Match each left item with one on the right: tap (or press) a left item, then its partner. */
export function MatchAnswer({
  question,
  locked,
  answer,
  onSubmit,
}: {
  question: PlayQuestion;
  locked: boolean;
  /** The right pairs once the verdict is in ("a:2,b:1"). */
  answer?: string;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const right = question.pairs ?? [];
  const [active, setActive] = useState<string | null>(question.options[0]?.key ?? null);
  const [pairs, setPairs] = useState<Record<string, string>>({});
  const solution = new Map((answer ?? '').split(',').map((p) => p.split(':') as [string, string]));
  const partnerOf = (rightKey: string) => Object.entries(pairs).find(([, r]) => r === rightKey)?.[0];
  const textOf = (key: string | undefined) => right.find((r) => r.key === key)?.text ?? '';

  const pick = (rightKey: string) => {
    if (locked || !active) return;
    setPairs((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([, r]) => r !== rightKey));
      next[active] = rightKey;
      const open = question.options.find((o) => !next[o.key]);
      setActive(open?.key ?? null);
      return next;
    });
  };
  const complete = question.options.every((o) => pairs[o.key]);

  return (
    <div className={styles.stack}>
      <p className={styles.instruction}>{t('match_instruction')}</p>
      <div className={styles.match}>
        <ul className={styles.matchColumn} aria-label={t('match_left')}>
          {question.options.map((o) => {
            const state = answer
              ? solution.get(o.key) === pairs[o.key]
                ? 'correct'
                : 'wrong'
              : active === o.key
                ? 'active'
                : pairs[o.key]
                  ? 'paired'
                  : 'idle';
            return (
              <li key={o.key}>
                <button
                  type="button"
                  className={styles.matchItem}
                  data-state={state}
                  aria-pressed={active === o.key}
                  disabled={locked}
                  onClick={() => setActive(o.key)}
                  data-testid={`match-left-${o.key}`}
                >
                  <span dir="auto">
                    <MathText text={o.text} />
                  </span>
                  <span className={styles.partner} dir="auto">
                    {pairs[o.key] ? `→ ${textOf(pairs[o.key])}` : t('match_choose')}
                  </span>
                  {answer && solution.get(o.key) !== pairs[o.key] ? (
                    <span className={styles.partner}>✓ {textOf(solution.get(o.key))}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <ul className={styles.matchColumn} aria-label={t('match_right')}>
          {right.map((r) => (
            <li key={r.key}>
              <button
                type="button"
                className={styles.matchItem}
                data-state={partnerOf(r.key) ? 'paired' : 'idle'}
                disabled={locked || !active}
                onClick={() => pick(r.key)}
                data-testid={`match-right-${r.key}`}
              >
                <span dir="auto">
                  <MathText text={r.text} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Button
        block
        disabled={locked || !complete}
        onClick={() => onSubmit(question.options.map((o) => `${o.key}:${pairs[o.key]}`).join(','))}
        data-testid="match-submit"
      >
        {t('check_answer')}
      </Button>
    </div>
  );
}
