import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleVerdict } from '../../../../contract/battle-models';
import { IconCheck, IconClock, IconCross } from '../../../components/icons';
import playStyles from '../../../play/Play.module.css';
import styles from './BattlePlay.module.css';

function Line({ kind, icon, children }: { kind: 'correct' | 'wrong'; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={playStyles.feedback} data-kind={kind}>
      <span className={playStyles.feedbackIcon}>{icon}</span>
      {children}
    </div>
  );
}

/**
 * Under the options: my verdict, then either the right answer's letter (once revealed, when I missed it)
 * or who the question still waits for; time up with no answer; or why my answer was refused.
 */
export function AnswerFeedback({
  verdict,
  revealedLetter,
  waitingFor,
  error,
}: {
  verdict: BattleVerdict | undefined;
  /** The right option's letter once the question has closed. */
  revealedLetter: string | null;
  /** While the question runs: the one other player still answering, or how many are. */
  waitingFor: { name: string; count: number } | null;
  error: string;
}) {
  const { t } = useTranslation();
  if (verdict)
    return (
      <Line
        kind={verdict.correct ? 'correct' : 'wrong'}
        icon={verdict.correct ? <IconCheck size={20} /> : <IconCross size={20} />}
      >
        <span className={styles.feedbackText} data-testid="battle-verdict" data-correct={verdict.correct}>
          <span>
            {verdict.correct
              ? t('battle_verdict_right', { count: verdict.points })
              : t('battle_verdict_wrong')}
          </span>
          {revealedLetter && !verdict.correct ? (
            <span className={styles.feedbackSub}>{t('battle_answer_was', { letter: revealedLetter })}</span>
          ) : waitingFor ? (
            <span className={styles.feedbackSub} data-testid="battle-waiting">
              {waitingFor.count === 1
                ? t('battle_waiting_for', { name: waitingFor.name })
                : t('battle_waiting_for_many', { count: waitingFor.count })}
            </span>
          ) : null}
        </span>
      </Line>
    );
  if (revealedLetter)
    return (
      <Line kind="wrong" icon={<IconClock size={20} />}>
        <span className={styles.feedbackText} data-testid="battle-verdict" data-correct="false">
          <span>{t('battle_times_up')}</span>
          <span className={styles.feedbackSub}>{t('battle_answer_was', { letter: revealedLetter })}</span>
        </span>
      </Line>
    );
  if (error)
    return (
      <Line kind="wrong" icon={<IconCross size={20} />}>
        <span className={styles.feedbackText}>{error}</span>
      </Line>
    );
  return null;
}
