import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestEntries, contests } from './schema';

/** What a share card of a contest shows, read from the player's entry (issue 19). */
export interface ContestShareFacts {
  name: string;
  score: number;
  correct: number;
  total: number;
  /** The place and the field once the contest is settled; 0 before (a live place still moves). */
  rank: number;
  players: number;
}

/**
 * The player's own entry of a contest as a card shows it: null when they did not enter it (or no
 * contest), 'open' while their play is not finished. Score and counts are those grading wrote.
 */
export async function contestShareFacts(
  db: DbOrTx,
  contestId: number,
  userId: number,
): Promise<ContestShareFacts | 'open' | null> {
  const [row] = await db
    .select({ entry: contestEntries, name: contests.name, settledAt: contests.settledAt })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { entry } = row;
  if (!entry.finishedAt) return 'open';
  const settled = row.settledAt !== null && entry.rank !== null;
  const [field] = settled
    ? await db
        .select({ n: count() })
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, contestId), isNotNull(contestEntries.finishedAt)))
    : [];
  return {
    name: row.name,
    score: entry.score,
    correct: entry.correct,
    // The graded review holds every question of the play, answered or not.
    total: entry.review?.length ?? entry.answered,
    rank: settled ? (entry.rank ?? 0) : 0,
    players: Number(field?.n ?? 0),
  };
}
