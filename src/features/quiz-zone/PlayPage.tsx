import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { LifelineName, PlayQuestion } from '../../../contract/models';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import {
  IconCheck,
  IconCoin,
  IconCross,
  IconFifty,
  IconPoll,
  IconReset,
  IconSkip,
  type IconProps,
} from '../../components/icons';
import { ErrorState } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { Countdown } from './Countdown';
import { levelsPath } from './paths';
import styles from './Play.module.css';
import { usePlay, type LifelineStatus, type QuestionState } from './use-play';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];
/** The order lifelines appear in (contract/models lifelineNames; not imported, to keep zod out). */
const lifelineNames: LifelineName[] = ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'];
const lifelineIcons: Record<LifelineName, ComponentType<IconProps>> = {
  fifty_fifty: IconFifty,
  audience_poll: IconPoll,
  reset_time: IconReset,
  skip: IconSkip,
};

/** Seconds left before the deadline, ticking while the question is open. */
function useRemaining(deadline: number, running: boolean, total: number, onExpire: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= deadline) expire();
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline, running]);
  return Math.min(total, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

type OptionState = 'idle' | 'selected' | 'correct' | 'wrong' | 'removed' | 'dim';

function optionState(key: string, q: QuestionState): OptionState {
  if (q.removed.includes(key)) return 'removed';
  if (q.verdict) {
    if (key === q.verdict.answer) return 'correct';
    if (key === q.selected) return 'wrong';
    return 'dim';
  }
  if (key === q.selected) return 'selected';
  return 'idle';
}

function Options({
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
                {o.text}
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

function Lifelines({
  cost,
  status,
  onUse,
}: {
  cost: number;
  status: (name: LifelineName) => LifelineStatus;
  onUse: (name: LifelineName) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.lifelines} role="group" aria-label={t('lifelines')}>
      {lifelineNames.map((name) => {
        const Icon = lifelineIcons[name];
        const s = status(name);
        const reason = s.reason ? t(s.reason, { cost }) : '';
        return (
          <span key={name} className={styles.lifelineSlot} title={reason || t(`lifeline_${name}_hint`)}>
            <button
              type="button"
              className={styles.lifeline}
              disabled={s.disabled}
              onClick={() => onUse(name)}
              data-testid={`lifeline-${name}`}
              data-reason={s.reason}
              aria-describedby={reason ? `reason-${name}` : undefined}
            >
              <span className={styles.lifelineIcon}>
                <Icon size={18} />
              </span>
              <span>{t(`lifeline_${name}`)}</span>
              {reason ? (
                <span id={`reason-${name}`} className={styles.lifelineReason}>
                  {reason}
                </span>
              ) : (
                <span className={styles.lifelineCost}>
                  <IconCoin size={12} /> {cost}
                </span>
              )}
            </button>
          </span>
        );
      })}
    </div>
  );
}

export default function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { category = '', subcategory, level: levelParam = '1' } = useParams();
  const level = Math.max(1, Number.parseInt(levelParam, 10) || 1);
  const play = usePlay(category, subcategory, level);
  const quitDialog = useRef<HTMLDialogElement>(null);
  const open = play.phase === 'question' && !play.busy;
  const remaining = useRemaining(play.deadline, play.phase === 'question', play.seconds, () => {
    void play.answer('', true);
  });

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!open || !play.question || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = Number.parseInt(e.key, 10) - 1;
    const option = play.question.options[i];
    if (option && !play.qState.removed.includes(option.key)) {
      e.preventDefault();
      void play.answer(option.key);
    }
  });
  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);

  const back = levelsPath(category, subcategory);
  const title = t('level_n', { level });

  if (play.phase === 'loading')
    return (
      <div className={styles.screen} aria-busy="true">
        <Seo title={title} />
        <Skeleton height={12} radius="var(--radius-pill)" />
        <Skeleton height={64} width={64} radius="50%" style={{ marginInlineStart: 'auto' }} />
        <Skeleton height={140} radius="var(--radius-xl)" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius="var(--radius-lg)" />
        ))}
      </div>
    );

  if (play.phase === 'load-error' || !play.attempt || !play.question)
    return (
      <div className={styles.screen}>
        <Seo title={title} />
        <ErrorState message={play.error || t('no_questions')} offline={false} onRetry={play.retryLoad} />
        <Button variant="secondary" onClick={() => void navigate(back)}>
          {t('back_to_levels')}
        </Button>
      </div>
    );

  if (play.phase === 'submitting' || play.phase === 'submit-error')
    return (
      <div className={styles.screen}>
        <Seo title={title} />
        <div className={styles.center} role="status" data-testid="submitting">
          {play.phase === 'submitting' ? (
            <>
              <Skeleton height={96} width={96} radius="50%" />
              <p>{t('grading')}</p>
            </>
          ) : (
            <>
              <p>{play.error}</p>
              <Button onClick={play.retrySubmit}>{t('retry')}</Button>
            </>
          )}
        </div>
      </div>
    );

  const { question, qState, attempt } = play;
  const verdict = qState.verdict;
  const segmentState = (i: number) => {
    if (i === play.index) return 'current';
    const q = attempt.questions[i];
    const v = q && play.states[q.id];
    if (i < play.index && v) return v.verdict?.correct ? 'correct' : 'wrong';
    return i < play.index ? 'wrong' : 'todo';
  };

  return (
    <div className={styles.screen} data-testid="play-screen">
      <Seo title={title} />
      <div className={styles.top}>
        <button
          type="button"
          className={styles.quit}
          aria-label={t('quit_quiz')}
          onClick={() => quitDialog.current?.showModal()}
          data-testid="quit"
        >
          <IconCross size={24} />
        </button>
        <div
          className={styles.segments}
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={play.total}
          aria-valuenow={play.index + 1}
          aria-label={t('question_progress', { current: play.index + 1, total: play.total })}
          data-testid="question-progress"
        >
          {attempt.questions.map((q, i) => (
            <span key={q.id} className={styles.segment} data-state={segmentState(i)} />
          ))}
        </div>
        <span className={styles.coins} data-testid="play-coins">
          <IconCoin size={16} />
          <span className="visually-hidden">{t('coins')}:</span>
          {play.coins}
        </span>
      </div>

      <div className={styles.meta}>
        <div className={styles.counter}>
          <span className={styles.counterLabel}>{title}</span>
          <span className={styles.counterValue} data-testid="question-counter">
            {t('question_n_of', { current: play.index + 1, total: play.total })}
          </span>
        </div>
        <Countdown remaining={remaining} total={play.seconds} />
      </div>

      <section
        className={styles.card}
        key={question.id}
        aria-labelledby="question-text"
        data-question-id={question.id}
      >
        {question.image ? <img className={styles.image} src={question.image} alt="" /> : null}
        <h1 id="question-text" className={styles.question} data-testid="question-text" dir="auto">
          {question.question}
        </h1>
      </section>

      <Options question={question} q={qState} locked={!open} onPick={(k) => void play.answer(k)} />

      <div aria-live="polite" data-testid="feedback">
        {verdict ? (
          <div className={styles.feedback} data-kind={verdict.correct ? 'correct' : 'wrong'}>
            <span className={styles.feedbackIcon}>
              {verdict.correct ? <IconCheck size={20} /> : <IconCross size={20} />}
            </span>
            <span>
              {verdict.correct
                ? t('feedback_correct')
                : qState.timedOut
                  ? t('feedback_timeout', { letter: letterOf(question, verdict.answer) })
                  : t('feedback_wrong', { letter: letterOf(question, verdict.answer) })}
            </span>
          </div>
        ) : null}
      </div>

      <Lifelines
        cost={attempt.lifeline_cost}
        status={play.lifelineStatus}
        onUse={(n) => void play.applyLifeline(n)}
      />

      <Dialog
        ref={quitDialog}
        title={t('quit_title')}
        actions={
          <>
            <Button onClick={() => quitDialog.current?.close()} data-testid="quit-cancel">
              {t('keep_playing')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void navigate(back, { replace: true })}
              data-testid="quit-confirm"
            >
              {t('quit')}
            </Button>
          </>
        }
      >
        {t('quit_text')}
      </Dialog>
    </div>
  );
}

function letterOf(question: PlayQuestion, key: string) {
  const i = question.options.findIndex((o) => o.key === key);
  return letters[i] ?? key.toUpperCase();
}
