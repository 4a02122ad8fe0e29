import { and, eq } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import { modeOfQuizType, quizTypes } from '../../../contract/modes';
import type { DbOrTx } from '../../db/client';
import { attempts } from './schema';

/** What a share card of a single-player game shows, read from the graded attempt (issue 19). */
export interface AttemptShareFacts {
  mode: string;
  categoryId: number;
  subcategoryId: number;
  level: number;
  /** The daily quiz's day ('YYYY-MM-DD'), '' for other modes. */
  day: string;
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
  score: number;
  streak: number;
}

/**
 * The player's own attempt as a card shows it: null when it is not theirs (or no attempt), 'open' while
 * it is not graded. Only the stored result counts — written by the server when it graded the attempt.
 * A contest's attempt is shared as the contest (its score and place belong to the contest's entry).
 */
export async function attemptShareFacts(
  db: DbOrTx,
  attemptId: string,
  userId: number,
): Promise<AttemptShareFacts | 'open' | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
    .limit(1);
  if (!row || row.quizType === quizTypes.contest) return null;
  if (row.status !== 'graded' || !row.result) return 'open';
  const result = row.result as QuizResult;
  return {
    // Games synced from an offline pack (quiz_type 'offline') are the offline mode's.
    mode: modeOfQuizType(row.quizType)?.id ?? 'offline',
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    level: row.level,
    day: row.target.startsWith('day:') ? row.target.slice(4) : '',
    correct: result.correct_answers,
    total: result.total_questions,
    percent: Math.round(result.winning_percentage),
    passed: result.passed,
    score: result.earned_score,
    streak: result.streak ?? 0,
  };
}
