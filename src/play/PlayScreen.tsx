import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlayQuestion } from '../../contract/models';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { IconCheck, IconCoin, IconCross } from '../components/icons';
import { EmptyState, ErrorState } from '../components/Page';
import { Seo } from '../components/Seo';
import { Skeleton } from '../components/Skeleton';
import { useTimerCues } from '../lib/sound/cues';
import { describeAnswer, letterOf } from './answer-text';
import { MatchAnswer } from './answers/MatchAnswer';
import { MultiSelectAnswer } from './answers/MultiSelectAnswer';
import { WordAnswer } from './answers/WordAnswer';
import type { PlayPaths } from './state';
import { ChoiceOptions } from './ChoiceOptions';
import { Countdown } from './Countdown';
import { Lifelines } from './Lifelines';
import { MathText } from './MathText';
import styles from './Play.module.css';
import { QuestionTools } from './QuestionTools';
import { useContinueKey, useOptionKeys } from './use-option-keys';
import { dataSaver } from '../lib/preferences';
import type { PlayBackend } from './backend';
import { usePlaySession, type LoadAttempt } from './use-play-session';
import { codes } from '../../contract/codes';
import { quizTypes } from '../../contract/modes';

// Drag and drop (@dnd-kit, ~15 KB gzip) serves sequence questions only: it loads with the first one, not
// with every play screen and category list that shares this module's chunk (issue 18).
const SequenceAnswer = lazy(() =>
  import('./answers/SequenceAnswer').then((m) => ({ default: m.SequenceAnswer })),
);

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

export interface PlayScreenProps {
  /** Issues the attempt (the mode's fetch action). */
  load: LoadAttempt;
  /** Changes when what `load` fetches changes. */
  loadKey: string;
  paths: PlayPaths;
  /** Shown until the attempt (and its own title) arrives. */
  title: string;
  /** set_bookmark type of this mode; without it questions cannot be bookmarked. */
  bookmarkType?: number;
  /** A friendlier screen for an error code of the fetch (e.g. 112 for the daily quiz). */
  renderError?: (code: string, message: string) => React.ReactNode;
  /** Where verdicts and grading come from: the server unless said otherwise (offline packs). */
  backend?: PlayBackend;
}

/** The play screen of every mode: one question at a time, answered the way its kind needs. */
export function PlayScreen({
  load,
  loadKey,
  paths,
  title: fallbackTitle,
  bookmarkType,
  renderError,
  backend,
}: PlayScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const play = usePlaySession(load, paths, loadKey, fallbackTitle, backend);
  const quitDialog = useRef<HTMLDialogElement>(null);
  const open = play.phase === 'question' && !play.busy;
  const running = play.wholeSet
    ? play.phase === 'question' || play.phase === 'feedback'
    : play.phase === 'question';
  const remaining = useRemaining(play.deadline, running, play.seconds, () => {
    play.expire();
  });
  // The clock stands still once answered, so only a running question ticks.
  useTimerCues(remaining);

  const pickable =
    open && (play.question?.kind === 'choice' || play.question?.kind === 'true_false')
      ? play.question.options.map((o) => (play.qState.removed.includes(o.key) ? null : o.key))
      : null;
  useOptionKeys(pickable, (key) => void play.answer(key));
  // Enter moves on from a verdict at once, instead of after its pause.
  useContinueKey(play.phase === 'feedback' && Boolean(play.qState.verdict), play.next);

  // Each new question takes the focus, so a screen reader reads it and the keys work from there.
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const questionId = play.question?.id;
  useEffect(() => {
    if (questionId !== undefined) questionHeading.current?.focus({ preventScroll: true });
  }, [questionId]);

  const title = play.attempt?.title || fallbackTitle;

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

  if (play.phase === 'load-error' || !play.attempt || !play.question) {
    const custom = renderError?.(play.errorCode, play.error);
    return (
      <div className={styles.screen}>
        <Seo title={title} />
        {custom ??
          (play.errorCode === codes.notFound || (!play.error && play.attempt) ? (
            <EmptyState title={t('no_questions')} text={t('no_questions_text')} />
          ) : (
            <ErrorState
              message={play.error || t('no_questions')}
              offline={play.errorCode === 'offline'}
              onRetry={play.retryLoad}
            />
          ))}
        <Button variant="secondary" onClick={() => void navigate(paths.exit)} data-testid="play-back">
          {t('back')}
        </Button>
      </div>
    );
  }

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
  // One segment per question of the set, including those not served yet (a contest's come one by one).
  const segmentState = (i: number) => {
    if (i === play.index) return 'current';
    const q = attempt.questions[i];
    const v = q && play.states[q.id];
    if (i < play.index && v) return v.verdict?.correct ? 'correct' : 'wrong';
    return i < play.index ? 'wrong' : 'todo';
  };
  const submitAnswer = (answer: string) => void play.answer(answer);

  return (
    <div className={styles.screen} data-testid="play-screen" data-kind={question.kind}>
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
          {Array.from({ length: play.total }, (_, i) => (
            <span key={i} className={styles.segment} data-state={segmentState(i)} />
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
          <span className={styles.counterLabel} dir="auto">
            {attempt.level ? t('level_n', { level: attempt.level }) : title}
          </span>
          <span className={styles.counterValue} data-testid="question-counter">
            {t('question_n_of', { current: play.index + 1, total: play.total })}
          </span>
        </div>
        <Countdown remaining={remaining} total={play.seconds} />
      </div>

      <section
        className={play.index > 0 ? `${styles.card} ${styles.cardNext}` : styles.card}
        key={question.id}
        aria-labelledby="question-text"
        data-question-id={question.id}
      >
        {question.image ? (
          <img className={styles.image} src={question.image} alt={t('question_image')} />
        ) : null}
        <h1
          id="question-text"
          ref={questionHeading}
          tabIndex={-1}
          className={styles.question}
          data-testid="question-text"
          dir="auto"
        >
          <MathText text={question.question} />
        </h1>
        {question.audio ? (
          <audio
            key={question.audio}
            className={styles.audio}
            controls
            // Data saver: the clip loads when the player presses play, not ahead of it.
            preload={dataSaver() ? 'none' : 'auto'}
            src={question.audio}
            data-testid="question-audio"
            aria-label={t('audio_clip')}
          />
        ) : null}
      </section>

      <div key={`answer-${question.id}`}>
        <AnswerArea question={question} play={play} locked={!open} onSubmit={submitAnswer} />
      </div>

      <div aria-live="polite" data-testid="feedback">
        {verdict ? (
          <div className={styles.feedback} data-kind={verdict.correct ? 'correct' : 'wrong'}>
            <span className={styles.feedbackIcon}>
              {verdict.correct ? <IconCheck size={20} /> : <IconCross size={20} />}
            </span>
            <span dir="auto">
              {verdict.correct
                ? t('feedback_correct')
                : !verdict.answer
                  ? // The mode withholds the right answer (a live contest): only right or wrong.
                    t(qState.timedOut ? 'feedback_timeout_plain' : 'feedback_wrong_plain')
                  : question.kind === 'choice' || question.kind === 'true_false'
                    ? t(qState.timedOut ? 'feedback_timeout' : 'feedback_wrong', {
                        letter: letterOf(question.options, verdict.answer),
                      })
                    : t(qState.timedOut ? 'feedback_timeout_text' : 'feedback_wrong_text', {
                        answer: describeAnswer(question, verdict.answer),
                      })}
            </span>
          </div>
        ) : null}
      </div>

      {attempt.lifeline_cost > 0 ? (
        <Lifelines
          cost={attempt.lifeline_cost}
          status={play.lifelineStatus}
          onUse={(n) => void play.applyLifeline(n)}
        />
      ) : null}
      <QuestionTools
        key={`tools-${question.id}`}
        questionId={question.id}
        bookmarked={question.bookmarked}
        bookmarkType={bookmarkType}
        multiMatch={attempt.quiz_type === quizTypes.multiMatch}
        revealed={Boolean(verdict)}
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
              onClick={() => void navigate(paths.exit, { replace: true })}
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

function AnswerArea({
  question,
  play,
  locked,
  onSubmit,
}: {
  question: PlayQuestion;
  play: ReturnType<typeof usePlaySession>;
  locked: boolean;
  onSubmit: (answer: string) => void;
}) {
  const answer = play.qState.verdict?.answer;
  switch (question.kind) {
    case 'guess_the_word':
      return (
        <WordAnswer
          question={question}
          locked={locked}
          hints={play.qState.hints}
          hintsLeft={play.hintsLeft}
          hintCost={play.attempt?.hint_cost ?? 0}
          coins={play.coins}
          onHint={() => void play.useHint()}
          onSubmit={onSubmit}
        />
      );
    case 'multi_select':
      return <MultiSelectAnswer question={question} locked={locked} answer={answer} onSubmit={onSubmit} />;
    case 'sequence':
      return (
        <Suspense fallback={<Skeleton height={240} />}>
          <SequenceAnswer question={question} locked={locked} answer={answer} onSubmit={onSubmit} />
        </Suspense>
      );
    case 'match':
      return <MatchAnswer question={question} locked={locked} answer={answer} onSubmit={onSubmit} />;
    default:
      return <ChoiceOptions question={question} q={play.qState} locked={locked} onPick={onSubmit} />;
  }
}
