import { useTranslation } from 'react-i18next';
import type { BattleVerdict } from '../../../../contract/battle-models';
import { IconCross } from '../../../components/icons';
import { Countdown } from '../../../play/Countdown';
import playStyles from '../../../play/Play.module.css';
import styles from './BattlePlay.module.css';

/** The leave button, one progress segment per question (my verdicts kept on them) and the countdown. */
export function PlayTopBar({
  index,
  questionCount,
  verdicts,
  timer,
  onLeave,
}: {
  index: number;
  questionCount: number;
  verdicts: Record<number, BattleVerdict>;
  /** Null before the first question opens. */
  timer: { remaining: number; total: number } | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const segmentState = (i: number) => {
    if (i === index) return 'current';
    if (i > index) return 'todo';
    return verdicts[i]?.correct ? 'correct' : 'wrong';
  };
  const current = Math.max(1, index + 1);

  return (
    <div className={playStyles.top}>
      <button
        type="button"
        className={playStyles.quit}
        aria-label={t('battle_leave')}
        onClick={onLeave}
        data-testid="battle-leave"
      >
        <IconCross size={24} />
      </button>
      <div
        className={playStyles.segments}
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={questionCount}
        aria-valuenow={current}
        aria-label={t('question_progress', { current, total: questionCount })}
        data-testid="battle-progress"
      >
        {Array.from({ length: questionCount }, (_, i) => (
          <span
            key={i}
            className={playStyles.segment}
            data-state={segmentState(i)}
            data-verdict={verdicts[i] ? verdicts[i].correct : undefined}
            data-testid={`segment-${i}`}
          />
        ))}
      </div>
      {timer ? (
        <div className={styles.timer}>
          <Countdown remaining={timer.remaining} total={timer.total} />
        </div>
      ) : null}
    </div>
  );
}
