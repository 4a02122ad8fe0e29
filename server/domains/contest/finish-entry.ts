import { and, eq, isNull } from 'drizzle-orm';
import { onAttemptGraded, scoreFor, type GradedHook } from '../play';
import { contestEntries } from './schema';
import { quizTypes } from '../../../contract/modes';

/**
 * Grading a contest attempt also ends its entry, in the grading transaction: the score by the contest's
 * rule (right × credit − wrong × deduction, unanswered and timed-out answers wrong), the finishing
 * instant that breaks ties (never after the attempt's deadline: a late submit gains no place), and the
 * review kept for the player once the contest has ended. The result shows the contest score, no coins.
 */
export const finishEntry: GradedHook = async (tx, attempt, result, rules) => {
  const score = scoreFor(
    result.correct_answers,
    result.incorrect_answers,
    rules.contest.credit,
    rules.contest.deduct,
  );
  const finishedAt = new Date(Math.min(Date.now(), attempt.deadlineAt.getTime()));
  await tx
    .update(contestEntries)
    .set({
      finishedAt,
      score,
      correct: result.correct_answers,
      answered: result.review.filter((r) => r.user_answer !== '').length,
      review: result.review,
    })
    .where(and(eq(contestEntries.attemptId, attempt.id), isNull(contestEntries.finishedAt)));
  return { earned_score: score, earned_coins: 0 };
};

onAttemptGraded(quizTypes.contest, finishEntry);
