import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Attempt, LifelineName } from '../../contract/models';
import { errorMessage, isOfflineError } from '../api';
import { useCoins, useSetCoins } from '../lib/session';
import { answerCue } from '../lib/sound/cues';
import { notify } from '../lib/toast';
import { serverBackend, type PlayBackend } from './backend';
import {
  canAnswer,
  canUseHint,
  clockSeconds,
  currentQuestion,
  currentQuestionState,
  hintsLeft,
  initialSessionState,
  isWholeSet,
  lifelineStatus,
  reduce,
  type LifelineStatus,
} from './session-state';
import { useSetLastResult, type PlayPaths } from './state';

export type { LifelineStatus, Phase, QuestionState } from './session-state';

/** How long the verdict stays on screen before the next question. */
export const FEEDBACK_MS = 1600;

export type LoadAttempt = (signal: AbortSignal) => Promise<Attempt>;

/**
 * One play session of any mode: the attempt the mode's action issued, per-question verdicts, the clock
 * (per question, or one for the whole set), lifelines, hints, and grading at the end. The state and its
 * transitions are the pure reducer of session-state.ts; this hook performs the effects (loading, the
 * backend's verdicts, lifelines and grading, the feedback delay, navigation) and dispatches what happened.
 */
export function usePlaySession(
  load: LoadAttempt,
  paths: PlayPaths,
  loadKey: string,
  fallbackTitle: string,
  backend: PlayBackend = serverBackend,
) {
  const navigate = useNavigate();
  const coins = useCoins();
  const setCoins = useSetCoins();
  const setLastResult = useSetLastResult();
  const [state, dispatch] = useReducer(reduce, initialSessionState);
  // The move to the next question after a verdict's feedback, so that Enter can make it at once.
  const advanceTimer = useRef<number | undefined>(undefined);
  const { attempt, phase, answers, used, busy } = state;
  const question = currentQuestion(state);
  const qState = currentQuestionState(state);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', attempt: data, now: Date.now() });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        const code = e && typeof e === 'object' && 'code' in e ? String(e.code) : '';
        dispatch({ type: 'load-failed', error: errorMessage(e), code });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render by its page; loadKey says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, state.loadCount]);

  // Grading: the reducer enters 'submitting' after the last answer, when the set's time is up, or on retry.
  const submit = useEffectEvent(async () => {
    if (!attempt) return;
    try {
      const result = await backend.submit(attempt, answers);
      setCoins({ coins: result.coins, score: result.score });
      setLastResult({
        path: paths.play,
        title: attempt.title || fallbackTitle,
        result,
        lifelinesUsed: used.length,
        attemptId: attempt.attempt_id,
      });
      await navigate(paths.result, { replace: true });
    } catch (e) {
      dispatch({ type: 'submit-failed', error: errorMessage(e) });
    }
  });
  useEffect(() => {
    if (phase === 'submitting') void submit();
  }, [phase]);

  /** Ask the backend for the verdict on the answer just recorded, then move on after the feedback. */
  const fetchVerdict = useCallback(
    async (a: Attempt, questionId: number, key: string) => {
      try {
        const verdict = await backend.answer(a, questionId, key);
        dispatch({
          type: 'verdict',
          questionId,
          verdict: { correct: verdict.correct, answer: verdict.answer, next: verdict.next },
        });
        // An expired question (no key) was already heard as time up.
        if (key) answerCue(verdict.correct);
      } catch (e) {
        // The verdict is only feedback: grading happens at the end, so keep playing.
        dispatch({ type: 'verdict-failed' });
        if (isOfflineError(e)) notify.warning(errorMessage(e), { toastId: 'play-offline' });
        else notify.error(errorMessage(e), { toastId: 'play-answer-error' });
      }
      advanceTimer.current = window.setTimeout(
        () => dispatch({ type: 'advance', now: Date.now() }),
        FEEDBACK_MS,
      );
    },
    [backend],
  );

  /** On now rather than after the feedback's pause (Enter): the pending move is cancelled first. */
  const next = useCallback(() => {
    window.clearTimeout(advanceTimer.current);
    dispatch({ type: 'advance', now: Date.now() });
  }, []);

  const answer = useCallback(
    async (key: string) => {
      if (!attempt || !question || !canAnswer(state, key)) return;
      dispatch({ type: 'answer', key });
      await fetchVerdict(attempt, question.id, key);
    },
    [attempt, question, state, fetchVerdict],
  );

  /** The clock ran out: this question goes unanswered, or (one clock for the set) the session ends. */
  const expire = useCallback(() => {
    if (isWholeSet(state)) dispatch({ type: 'expire' });
    else if (attempt && question && canAnswer(state, '')) {
      dispatch({ type: 'expire' });
      void fetchVerdict(attempt, question.id, '');
    }
  }, [attempt, question, state, fetchVerdict]);

  /** The whole set's time is up (self challenge): what is unanswered counts as wrong. */
  const finishNow = useCallback(() => dispatch({ type: 'finish' }), []);

  const statusOf = useCallback(
    (name: LifelineName): LifelineStatus => lifelineStatus(state, name, coins),
    [state, coins],
  );

  const applyLifeline = useCallback(
    async (name: LifelineName) => {
      if (!attempt || !question || lifelineStatus(state, name, coins).disabled) return;
      dispatch({ type: 'request' });
      try {
        const outcome = await backend.lifeline(attempt, question.id, name);
        setCoins({ coins: outcome.coins });
        dispatch({ type: 'lifeline', name, questionId: question.id, outcome, now: Date.now() });
      } catch (e) {
        dispatch({ type: 'request-failed' });
        notify.error(errorMessage(e), { toastId: `lifeline-${name}` });
      }
    },
    [attempt, backend, question, state, coins, setCoins],
  );

  const useHint = useCallback(async () => {
    if (!attempt || !question || !canUseHint(state)) return;
    dispatch({ type: 'request' });
    try {
      const res = await backend.hint(attempt, question.id);
      setCoins({ coins: res.coins });
      dispatch({ type: 'hint', questionId: question.id, position: res.position, letter: res.letter });
    } catch (e) {
      dispatch({ type: 'request-failed' });
      notify.error(errorMessage(e), { toastId: 'hint-error' });
    }
  }, [attempt, backend, question, state, setCoins]);

  return {
    attempt,
    phase,
    error: state.error,
    errorCode: state.errorCode,
    index: state.index,
    total: state.total,
    question,
    qState,
    states: state.states,
    answers,
    used,
    deadline: state.deadline,
    seconds: clockSeconds(state),
    wholeSet: isWholeSet(state),
    busy,
    coins,
    hintsLeft: hintsLeft(state),
    answer,
    next,
    expire,
    finishNow,
    lifelineStatus: statusOf,
    applyLifeline,
    useHint,
    retryLoad: () => dispatch({ type: 'reload' }),
    retrySubmit: () => dispatch({ type: 'retry-submit' }),
  };
}
