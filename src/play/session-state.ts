import type { Attempt, LifelineName, PlayQuestion } from '../../contract/models';
import type { LifelineOutcome, Verdict } from './backend';

/**
 * A play session as a pure state machine: what the player sees and may do, changed only by actions.
 * No React, no timers, no network: the hook (use-play-session.ts) performs those and dispatches what
 * happened, with the time (`now`) in the action when a deadline depends on it.
 *
 *   loading ─loaded→ question ─answer/expire→ feedback ─advance→ question … ─advance (last)→ submitting
 *   loading ─load-failed→ load-error ─reload→ loading
 *   question ─lifeline skip→ question (next) | submitting (last)
 *   question|feedback ─expire (whole-set clock) / finish→ submitting
 *   submitting ─submit-failed→ submit-error ─retry-submit→ submitting
 *
 * Most attempts hold every question from the start. A contest's holds only the current one and says how
 * many there are (`total_questions`); each verdict brings the next (`verdict.next`), appended here.
 */
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

export interface LifelineStatus {
  disabled: boolean;
  /** i18n key of why it cannot be used, shown as its label and tooltip. */
  reason?: string;
}

export interface PlayedAnswer {
  id: number;
  answer: string;
}

export interface SessionState {
  attempt: Attempt | null;
  /** Questions in the set: the attempt's, or its `total_questions` when they come one at a time. */
  total: number;
  phase: Phase;
  error: string;
  errorCode: string;
  /** The question on screen. */
  index: number;
  /** Per question id: the selection, verdict, lifeline effects and hints. */
  states: Record<number, QuestionState>;
  /** Answers so far in play order ('' = unanswered: timed out or skipped); graded at the end. */
  answers: PlayedAnswer[];
  used: LifelineName[];
  /** When the clock (the question's, or the whole set's) runs out, in ms since the epoch. */
  deadline: number;
  /** A request about the current question (verdict, lifeline, hint) is under way. */
  busy: boolean;
  /** Bumped by `reload`: the hook loads the attempt again when it changes. */
  loadCount: number;
}

export type SessionAction =
  | { type: 'reload' }
  | { type: 'loaded'; attempt: Attempt; now: number }
  | { type: 'load-failed'; error: string; code: string }
  /** The player answered the current question ('' = gave no answer). */
  | { type: 'answer'; key: string }
  /** The clock ran out: the question is unanswered, or (one clock for the set) the session ends. */
  | { type: 'expire' }
  /** The verdict of an answer, as the backend reported it. */
  | { type: 'verdict'; questionId: number; verdict: Verdict }
  /** The verdict could not be had (offline, error): the answer stands, grading happens at the end. */
  | { type: 'verdict-failed' }
  /** The feedback was shown long enough: next question, or grading after the last. */
  | { type: 'advance'; now: number }
  /** A lifeline or hint request started. */
  | { type: 'request' }
  | { type: 'request-failed' }
  | { type: 'lifeline'; name: LifelineName; questionId: number; outcome: LifelineOutcome; now: number }
  | { type: 'hint'; questionId: number; position: number; letter: string }
  /** End now and grade what was played (the set's time is up). */
  | { type: 'finish' }
  | { type: 'submit-failed'; error: string }
  | { type: 'retry-submit' };

export const emptyQuestionState: QuestionState = { removed: [], poll: [], hints: [] };

export const initialSessionState: SessionState = {
  attempt: null,
  total: 0,
  phase: 'loading',
  error: '',
  errorCode: '',
  index: 0,
  states: {},
  answers: [],
  used: [],
  deadline: 0,
  busy: false,
  loadCount: 0,
};

// Selectors

export const currentQuestion = (s: SessionState) => s.attempt?.questions[s.index];

export function currentQuestionState(s: SessionState): QuestionState {
  const q = currentQuestion(s);
  return (q && s.states[q.id]) || emptyQuestionState;
}

/** One clock for the whole set (self challenge) rather than one per question. */
export const isWholeSet = (s: SessionState) => (s.attempt?.seconds_total ?? 0) > 0;

/** The length of the clock, in seconds. */
export const clockSeconds = (s: SessionState) =>
  isWholeSet(s) ? (s.attempt?.seconds_total ?? 0) : (s.attempt?.seconds_per_question ?? 30);

export function hintsLeft(s: SessionState): number {
  const q = currentQuestion(s);
  return s.attempt && q ? s.attempt.max_hints - currentQuestionState(s).hints.length : 0;
}

/** Whether `answer` with this key would be taken now. */
export function canAnswer(s: SessionState, key: string): boolean {
  if (!s.attempt || !currentQuestion(s) || s.phase !== 'question' || s.busy) return false;
  return !(key && currentQuestionState(s).removed.includes(key));
}

export function canUseHint(s: SessionState): boolean {
  return Boolean(s.attempt && currentQuestion(s)) && hintsLeft(s) > 0 && s.phase === 'question' && !s.busy;
}

export function lifelineStatus(s: SessionState, name: LifelineName, coins: number): LifelineStatus {
  const cost = s.attempt?.lifeline_cost ?? 0;
  const q = currentQuestionState(s);
  if (s.used.includes(name)) return { disabled: true, reason: 'lifeline_used' };
  if (name === 'fifty_fifty' && q.poll.length) return { disabled: true, reason: 'lifeline_not_with_poll' };
  if (name === 'audience_poll' && q.removed.length)
    return { disabled: true, reason: 'lifeline_not_with_fifty' };
  if (name === 'fifty_fifty' && (currentQuestion(s)?.options.length ?? 0) <= 2)
    return { disabled: true, reason: 'lifeline_not_here' };
  if (coins < cost) return { disabled: true, reason: 'lifeline_no_coins' };
  if (s.phase !== 'question' || s.busy) return { disabled: true };
  return { disabled: false };
}

// Transitions

function patch(s: SessionState, id: number, p: Partial<QuestionState>): SessionState {
  return { ...s, states: { ...s.states, [id]: { ...(s.states[id] ?? emptyQuestionState), ...p } } };
}

/** Record an answer to the current question and show its feedback while the verdict is fetched. */
function answered(s: SessionState, key: string, timedOut: boolean): SessionState {
  const q = currentQuestion(s);
  if (!q || !canAnswer(s, key)) return s;
  const next = patch(s, q.id, { selected: key, timedOut });
  return { ...next, phase: 'feedback', busy: true, answers: [...s.answers, { id: q.id, answer: key }] };
}

/** The size of the set an attempt announces (a one-at-a-time attempt holds fewer questions). */
function totalOf(attempt: Attempt): number {
  const announced = 'total_questions' in attempt ? Number(attempt.total_questions) : 0;
  return Math.max(announced || 0, attempt.questions.length);
}

/** A question served with a verdict joins the set, once (a verdict fetched twice adds nothing). */
function appendNext(s: SessionState, next: PlayQuestion | undefined): SessionState {
  if (!s.attempt || !next || s.attempt.questions.some((q) => q.id === next.id)) return s;
  return { ...s, attempt: { ...s.attempt, questions: [...s.attempt.questions, next] } };
}

/**
 * Move to the question after the answers so far, or to grading once every question has one — or once
 * no next question came (its verdict failed): the server counts what was never answered as wrong.
 */
function moveOn(s: SessionState, now: number): SessionState {
  if (!s.attempt) return s;
  if (s.answers.length >= s.total || s.answers.length >= s.attempt.questions.length)
    return { ...s, phase: 'submitting', busy: false };
  return {
    ...s,
    index: s.answers.length,
    phase: 'question',
    deadline: s.attempt.seconds_total ? s.deadline : now + s.attempt.seconds_per_question * 1000,
  };
}

function finish(s: SessionState): SessionState {
  if (!s.attempt || (s.phase !== 'question' && s.phase !== 'feedback')) return s;
  return { ...s, phase: 'submitting', busy: false };
}

export function reduce(s: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'reload':
      return { ...s, phase: 'loading', loadCount: s.loadCount + 1 };
    case 'loaded': {
      const { attempt, now } = action;
      const clock = attempt.seconds_total || attempt.seconds_per_question;
      return {
        ...initialSessionState,
        loadCount: s.loadCount,
        attempt,
        total: totalOf(attempt),
        phase: attempt.questions.length ? 'question' : 'load-error',
        deadline: now + clock * 1000,
      };
    }
    case 'load-failed':
      return { ...s, phase: 'load-error', error: action.error, errorCode: action.code };
    case 'answer':
      return answered(s, action.key, false);
    case 'expire':
      return isWholeSet(s) ? finish(s) : answered(s, '', true);
    case 'verdict': {
      const { next, ...verdict } = action.verdict;
      return { ...appendNext(patch(s, action.questionId, { verdict }), next), busy: false };
    }
    case 'verdict-failed':
      return { ...s, busy: false };
    case 'advance':
      // Only from the feedback: a session already being graded (the set's time ran out) stays so.
      return s.phase === 'feedback' ? moveOn(s, action.now) : s;
    case 'request':
      return { ...s, busy: true };
    case 'request-failed':
      return { ...s, busy: false };
    case 'lifeline': {
      const { name, questionId, outcome, now } = action;
      let next: SessionState = { ...s, busy: false, used: [...s.used, name] };
      if (name === 'fifty_fifty') next = patch(next, questionId, { removed: outcome.removed });
      if (name === 'audience_poll') next = patch(next, questionId, { poll: outcome.poll });
      if (name === 'reset_time') next = { ...next, deadline: now + clockSeconds(s) * 1000 };
      if (name === 'skip') {
        next = patch(next, questionId, { skipped: true });
        next = moveOn({ ...next, answers: [...next.answers, { id: questionId, answer: '' }] }, now);
      }
      return next;
    }
    case 'hint': {
      const hints = (s.states[action.questionId] ?? emptyQuestionState).hints;
      const next = patch(s, action.questionId, {
        hints: [...hints, { position: action.position, letter: action.letter }],
      });
      return { ...next, busy: false };
    }
    case 'finish':
      return finish(s);
    case 'submit-failed':
      return s.phase === 'submitting' ? { ...s, phase: 'submit-error', error: action.error } : s;
    case 'retry-submit':
      return s.phase === 'submit-error' ? { ...s, phase: 'submitting', error: '' } : s;
  }
}
