// The end of an attempt's grading, shared by the player's submit and a job that grades an attempt left
// open (a contest's settlement): the mode's own step after grading, and answers withheld by the registry.

import { eq } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import type { Tx } from '../../db/client';
import { modeOfQuizType } from '../../../contract/modes';
import { attempts } from './schema';
import type { AttemptRow } from './attempt-repo';
import { gradeAttempt } from './grade-attempt';
import type { Rules } from './mode-rules';

export type GradedResult = Omit<QuizResult, 'badges'>;

/**
 * A mode whose games belong to something else (a contest's entry) registers what grading also does,
 * in the grading transaction; it may replace fields of the result (a contest's score). A registry and
 * not an import, so play never imports the domains built on it (the import graph stays acyclic).
 */
export type GradedHook = (
  tx: Tx,
  attempt: AttemptRow,
  result: GradedResult,
  rules: Rules,
) => Promise<Partial<GradedResult>>;
const hooks = new Map<string, GradedHook>();

export function onAttemptGraded(quizType: string, hook: GradedHook): void {
  hooks.set(quizType, hook);
}

/** Grades the attempt (once: the caller holds its row lock), runs its mode's hook, withholds what must be. */
export async function finishAttempt(
  tx: Tx,
  rules: Rules,
  origin: string,
  attempt: AttemptRow,
  played: { id: number; answer: string }[],
): Promise<GradedResult> {
  const mode = modeOfQuizType(attempt.quizType);
  // Served one at a time, a question counts only as answered through answer_question: answers sent with
  // the submit would be blind guesses at questions never served.
  const sent = mode?.serve === 'one_by_one' ? [] : played;
  const graded = await gradeAttempt(tx, rules, origin, attempt, sent);
  const hook = hooks.get(attempt.quizType);
  if (hook) Object.assign(graded, await hook(tx, attempt, graded, rules));
  // The review carries every right answer and note: not in the result where the mode withholds them.
  if (mode?.answers === 'withheld') graded.review = [];
  return graded;
}

export async function markGraded(tx: Tx, attemptId: string, result: QuizResult): Promise<void> {
  await tx
    .update(attempts)
    .set({ status: 'graded', result, gradedAt: new Date() })
    .where(eq(attempts.id, attemptId));
}

/** An open attempt whose time is over, graded as it stands (unanswered questions are wrong). */
export async function gradeAsItStands(tx: Tx, rules: Rules, attempt: AttemptRow): Promise<void> {
  if (attempt.status !== 'open') return;
  const graded = await finishAttempt(tx, rules, '', attempt, []);
  await markGraded(tx, attempt.id, { ...graded, badges: [] });
}
