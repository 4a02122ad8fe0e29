import type { Attempt, LifelineName, PlayQuestion, QuizResult } from '../../contract/models';
import { call } from '../api';

export interface Verdict {
  correct: boolean;
  /** '' where the mode withholds the right answer (a live contest). */
  answer: string;
  /** One-at-a-time attempts (contests): the next question, absent after the last. */
  next?: PlayQuestion;
}

export interface LifelineOutcome {
  coins: number;
  removed: string[];
  poll: { key: string; percent: number }[];
}

/**
 * Where a play session's verdicts, lifelines, hints and grading come from: the server (every online
 * mode), or the device for practice from an offline pack (src/lib/packs/offline-backend.ts).
 */
export interface PlayBackend {
  answer(attempt: Attempt, questionId: number, key: string): Promise<Verdict>;
  lifeline(attempt: Attempt, questionId: number, name: LifelineName): Promise<LifelineOutcome>;
  hint(attempt: Attempt, questionId: number): Promise<{ coins: number; position: number; letter: string }>;
  submit(attempt: Attempt, played: { id: number; answer: string }[]): Promise<QuizResult>;
}

export const serverBackend: PlayBackend = {
  answer: (attempt, questionId, key) =>
    call('answer_question', { attempt_id: attempt.attempt_id, question_id: questionId, answer: key }),
  lifeline: (attempt, questionId, name) =>
    call('use_lifeline', { attempt_id: attempt.attempt_id, question_id: questionId, lifeline: name }),
  hint: (attempt, questionId) =>
    call('use_hint', { attempt_id: attempt.attempt_id, question_id: questionId }),
  submit: (attempt, played) =>
    call('set_quiz_coin_score', {
      quiz_type: attempt.quiz_type as '1',
      match_id: attempt.attempt_id,
      play_questions: JSON.stringify(played),
    }),
};
