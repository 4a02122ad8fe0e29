import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attempts, type AttemptQuestion } from './schema';
import { fail } from '../../http/api-error';

export type AttemptRow = typeof attempts.$inferSelect;

/** Loads the caller's own attempt (optionally locking it for the rest of the transaction). */
export async function ownAttempt(db: DbOrTx, id: string, userId: number, lock = false): Promise<AttemptRow> {
  const query = db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, id), eq(attempts.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('attemptInvalid');
  return row;
}

export function questionOf(attempt: AttemptRow, questionId: number): AttemptQuestion {
  const question = attempt.questions.find((q) => q.id === questionId);
  if (!question) throw fail('attemptInvalid', 'This question is not part of the quiz');
  return question;
}

/** Slack on top of the question timers: the verdict shown between questions, and network delays. */
const SECONDS_BETWEEN_QUESTIONS = 3;
const GRACE_SECONDS = 15;

export function answerDeadline(issuedAt: Date, questionCount: number, secondsPerQuestion: number): Date {
  const seconds = questionCount * (secondsPerQuestion + SECONDS_BETWEEN_QUESTIONS) + GRACE_SECONDS;
  return new Date(issuedAt.getTime() + seconds * 1000);
}

export const timedOut = (attempt: AttemptRow, now = new Date()) => now > attempt.deadlineAt;
