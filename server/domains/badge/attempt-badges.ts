import { eq } from 'drizzle-orm';
import type { BadgeType } from '../../../contract';
import type { Tx } from '../../db/client';
import { attemptAnswers, attemptLifelines, attempts } from '../play/schema';
import { FLASHBACK_SECONDS, MIN_QUESTIONS, SUPER_SONIC_SECONDS } from './badge-rules';
import { quizTypes } from '../../../contract/modes';

export interface AttemptFacts {
  quizType: string;
  /** "day:YYYY-MM-DD" for a daily quiz. */
  target: string;
  /** Badges this one set earns on its own (speed and accuracy). */
  earns: BadgeType[];
}

/**
 * Speed and accuracy come from what the server recorded, never from the client's clock: the attempt's
 * issue time and each answer's arrival (`attempt_answers.created_at`). A question's solve time runs from
 * the previous answer (or the issue) to its own; answers sent all at once with the submit arrive
 * together, so the first of them carries the whole wait and the set is not fast.
 */
export async function attemptFacts(tx: Tx, attemptId: string): Promise<AttemptFacts | undefined> {
  const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId));
  if (!attempt) return undefined;
  const facts: AttemptFacts = { quizType: attempt.quizType, target: attempt.target, earns: [] };
  const total = attempt.questions.length;
  // Bookmarked questions are ones the player chose to revise: no records from them.
  if (attempt.quizType === quizTypes.bookmark || total < MIN_QUESTIONS) return facts;
  const answers = await tx
    .select({ correct: attemptAnswers.correct, at: attemptAnswers.createdAt })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
  const allCorrect = answers.length === total && answers.every((a) => a.correct);
  if (!allCorrect) return facts;

  const helped = await tx
    .select({ lifeline: attemptLifelines.lifeline })
    .from(attemptLifelines)
    .where(eq(attemptLifelines.attemptId, attemptId))
    .limit(1);
  if (helped.length === 0) facts.earns.push('brainiac');

  const times = answers.map((a) => a.at.getTime()).sort((a, b) => a - b);
  let previous = attempt.createdAt.getTime();
  let slowest = 0;
  for (const t of times) {
    slowest = Math.max(slowest, t - previous);
    previous = t;
  }
  const average = (previous - attempt.createdAt.getTime()) / total;
  if (slowest <= SUPER_SONIC_SECONDS * 1000) facts.earns.push('super_sonic');
  if (average <= FLASHBACK_SECONDS * 1000) facts.earns.push('flashback');
  return facts;
}
