import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attempts } from './schema';
import { timedOut, type AttemptRow } from './attempt-repo';

/**
 * Each question has its own time on the server, not only the set: a question's window opens when the
 * previous one was answered (or the attempt issued) and lasts the mode's seconds plus this slack (the
 * verdict shown between questions, network). A player cannot bank time from quick answers, nor spend
 * the whole set's time on one question; an answer past its window counts as timed out.
 */
export const QUESTION_SLACK_MS = 5_000;

export const questionWindowMs = (secondsPerQuestion: number) => secondsPerQuestion * 1000 + QUESTION_SLACK_MS;

/** Whether an answer arriving `now` is in time for the set and for the current question's window. */
export function inTime(attempt: AttemptRow, now = new Date()): boolean {
  if (timedOut(attempt, now)) return false;
  return !attempt.questionDeadlineAt || now <= attempt.questionDeadlineAt;
}

/** After an answer at `now`: the next question's window opens. */
export async function openNextWindow(db: DbOrTx, attempt: AttemptRow, now = new Date()): Promise<void> {
  if (!attempt.questionWindowMs) return;
  await db
    .update(attempts)
    .set({ questionDeadlineAt: new Date(now.getTime() + attempt.questionWindowMs) })
    .where(and(eq(attempts.id, attempt.id), sql`${attempts.questionDeadlineAt} IS NOT NULL`));
}

/**
 * Answers that arrive together with the submit (not sent one by one), in question order, judged as if
 * each had been sent at this moment: one is in time while the window the previous one left is open
 * (then the next window starts now); a late one is timed out and uses up its own window, so the
 * questions after it are in time only while windows remain. Sending everything at the end therefore
 * never buys more time than answering one by one would have had.
 */
export function batchInTime(attempt: AttemptRow, count: number, now = new Date()): boolean[] {
  if (timedOut(attempt, now)) return Array.from({ length: count }, () => false);
  if (!attempt.questionDeadlineAt || !attempt.questionWindowMs)
    return Array.from({ length: count }, () => true);
  const verdicts: boolean[] = [];
  let windowEnd = attempt.questionDeadlineAt.getTime();
  for (let i = 0; i < count; i++) {
    if (now.getTime() <= windowEnd) {
      verdicts.push(true);
      windowEnd = now.getTime() + attempt.questionWindowMs;
    } else {
      verdicts.push(false);
      windowEnd += attempt.questionWindowMs;
    }
  }
  return verdicts;
}
