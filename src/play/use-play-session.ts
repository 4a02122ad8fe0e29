import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Attempt, LifelineName } from '../../contract/models';
import { errorMessage, isOfflineError } from '../api';
import { coinsAtom, setCoinsAtom } from '../lib/session';
import { notify } from '../lib/toast';
import { lastResultAtom, type PlayPaths } from './atoms';
import { serverBackend, type PlayBackend } from './backend';

export type Phase = 'loading' | 'load-error' | 'question' | 'feedback' | 'submitting' | 'submit-error';

export interface QuestionState {
  selected?: string;
  verdict?: { correct: boolean; answer: string };
  timedOut?: boolean;
  skipped?: boolean;
  removed: string[];
  poll: { key: string; percent: number }[];
  /** Guess the word: letters revealed by hints, by position. */
  hints: { position: number; letter: string }[];
}

const empty: QuestionState = { removed: [], poll: [], hints: [] };
/** How long the verdict stays on screen before the next question. */
export const FEEDBACK_MS = 1600;

export interface LifelineStatus {
  disabled: boolean;
  /** i18n key of why it cannot be used, shown as its label and tooltip. */
  reason?: string;
}

export type LoadAttempt = (signal: AbortSignal) => Promise<Attempt>;

/**
 * One play session of any mode: the attempt the mode's action issued, per-question verdicts, the clock
 * (per question, or one for the whole set), lifelines, hints, and grading at the end.
 */
export function usePlaySession(
  load: LoadAttempt,
  paths: PlayPaths,
  loadKey: string,
  fallbackTitle: string,
  backend: PlayBackend = serverBackend,
) {
  const navigate = useNavigate();
  const coins = useAtomValue(coinsAtom);
  const setCoins = useSetAtom(setCoinsAtom);
  const setLastResult = useSetAtom(lastResultAtom);

  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState('');
  const [errorCode, setErrorCode] = useState('');
  const [index, setIndex] = useState(0);
  const [states, setStates] = useState<Record<number, QuestionState>>({});
  const [answers, setAnswers] = useState<{ id: number; answer: string }[]>([]);
  const [used, setUsed] = useState<LifelineName[]>([]);
  const [deadline, setDeadline] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loadTick, setLoadTick] = useState(0);

  const question = attempt?.questions[index];
  const qState = (question && states[question.id]) || empty;
  const total = attempt?.questions.length ?? 0;
  const wholeSet = (attempt?.seconds_total ?? 0) > 0;
  const seconds = wholeSet ? (attempt?.seconds_total ?? 0) : (attempt?.seconds_per_question ?? 30);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        setAttempt(data);
        setIndex(0);
        setStates({});
        setAnswers([]);
        setUsed([]);
        setPhase(data.questions.length ? 'question' : 'load-error');
        setError('');
        const clock = data.seconds_total || data.seconds_per_question;
        setDeadline(Date.now() + clock * 1000);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(e));
        setErrorCode(e && typeof e === 'object' && 'code' in e ? String(e.code) : '');
        setPhase('load-error');
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render by its page; loadKey says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, loadTick]);

  const patch = useCallback(
    (id: number, p: Partial<QuestionState>) =>
      setStates((s) => ({ ...s, [id]: { ...(s[id] ?? empty), ...p } })),
    [],
  );

  const submit = useCallback(
    async (played: { id: number; answer: string }[]) => {
      if (!attempt) return;
      setPhase('submitting');
      try {
        const result = await backend.submit(attempt, played);
        setCoins({ coins: result.coins, score: result.score });
        setLastResult({
          path: paths.play,
          title: attempt.title || fallbackTitle,
          result,
          lifelinesUsed: used.length,
        });
        await navigate(paths.result, { replace: true });
      } catch (e) {
        setError(errorMessage(e));
        setPhase('submit-error');
      }
    },
    [attempt, backend, paths, fallbackTitle, setCoins, setLastResult, navigate, used.length],
  );

  /** Record the answer to the current question and move on (or grade after the last one). */
  const advance = useCallback(
    (played: { id: number; answer: string }[]) => {
      if (!attempt) return;
      if (played.length >= attempt.questions.length) {
        void submit(played);
        return;
      }
      setIndex(played.length);
      setPhase('question');
      if (!attempt.seconds_total) setDeadline(Date.now() + attempt.seconds_per_question * 1000);
    },
    [attempt, submit],
  );

  const answer = useCallback(
    async (key: string, timedOut = false) => {
      if (!attempt || !question || phase !== 'question' || busy) return;
      if (key && qState.removed.includes(key)) return;
      setBusy(true);
      setPhase('feedback');
      patch(question.id, { selected: key, timedOut });
      const played = [...answers, { id: question.id, answer: key }];
      setAnswers(played);
      try {
        const verdict = await backend.answer(attempt, question.id, key);
        patch(question.id, { verdict: { correct: verdict.correct, answer: verdict.answer } });
        if (!verdict.correct && 'vibrate' in navigator) navigator.vibrate?.(60);
      } catch (e) {
        // The verdict is only feedback: grading happens at the end, so keep playing.
        if (isOfflineError(e)) notify.warning(errorMessage(e), { toastId: 'play-offline' });
        else notify.error(errorMessage(e), { toastId: 'play-answer-error' });
      } finally {
        setBusy(false);
      }
      window.setTimeout(() => advance(played), FEEDBACK_MS);
    },
    [attempt, backend, question, phase, busy, qState.removed, answers, patch, advance],
  );

  /** The whole set's time is up (self challenge): what is unanswered counts as wrong. */
  const finishNow = useCallback(() => {
    if (!attempt || phase === 'submitting') return;
    void submit(answers);
  }, [attempt, phase, answers, submit]);

  const lifelineStatus = useCallback(
    (name: LifelineName): LifelineStatus => {
      const cost = attempt?.lifeline_cost ?? 0;
      if (used.includes(name)) return { disabled: true, reason: 'lifeline_used' };
      if (name === 'fifty_fifty' && qState.poll.length)
        return { disabled: true, reason: 'lifeline_not_with_poll' };
      if (name === 'audience_poll' && qState.removed.length)
        return { disabled: true, reason: 'lifeline_not_with_fifty' };
      if (name === 'fifty_fifty' && (question?.options.length ?? 0) <= 2)
        return { disabled: true, reason: 'lifeline_not_here' };
      if (coins < cost) return { disabled: true, reason: 'lifeline_no_coins' };
      if (phase !== 'question' || busy) return { disabled: true };
      return { disabled: false };
    },
    [attempt, used, qState, question, coins, phase, busy],
  );

  const applyLifeline = useCallback(
    async (name: LifelineName) => {
      if (!attempt || !question || lifelineStatus(name).disabled) return;
      setBusy(true);
      try {
        const res = await backend.lifeline(attempt, question.id, name);
        setCoins({ coins: res.coins });
        setUsed((u) => [...u, name]);
        if (name === 'fifty_fifty') patch(question.id, { removed: res.removed });
        if (name === 'audience_poll') patch(question.id, { poll: res.poll });
        if (name === 'reset_time') setDeadline(Date.now() + seconds * 1000);
        if (name === 'skip') {
          patch(question.id, { skipped: true });
          const played = [...answers, { id: question.id, answer: '' }];
          setAnswers(played);
          advance(played);
        }
      } catch (e) {
        notify.error(errorMessage(e), { toastId: `lifeline-${name}` });
      } finally {
        setBusy(false);
      }
    },
    [attempt, backend, question, lifelineStatus, setCoins, patch, seconds, answers, advance],
  );

  const hintsLeft = attempt && question ? attempt.max_hints - qState.hints.length : 0;
  const useHint = useCallback(async () => {
    if (!attempt || !question || hintsLeft <= 0 || phase !== 'question' || busy) return;
    setBusy(true);
    try {
      const res = await backend.hint(attempt, question.id);
      setCoins({ coins: res.coins });
      patch(question.id, { hints: [...qState.hints, { position: res.position, letter: res.letter }] });
    } catch (e) {
      notify.error(errorMessage(e), { toastId: 'hint-error' });
    } finally {
      setBusy(false);
    }
  }, [attempt, backend, question, hintsLeft, phase, busy, setCoins, patch, qState.hints]);

  return {
    attempt,
    phase,
    error,
    errorCode,
    index,
    total,
    question,
    qState,
    states,
    answers,
    used,
    deadline,
    seconds,
    wholeSet,
    busy,
    coins,
    hintsLeft,
    answer,
    finishNow,
    lifelineStatus,
    applyLifeline,
    useHint,
    retryLoad: () => {
      setPhase('loading');
      setLoadTick((n) => n + 1);
    },
    retrySubmit: () => void submit(answers),
  };
}
