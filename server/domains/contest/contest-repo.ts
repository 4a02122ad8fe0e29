import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Contest, ContestStatus } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { questions } from '../catalogue/schema';
import { absoluteUrl, mediaPath } from '../media-url';
import { contestEntries, contestPrizes, contestReminders, contests } from './schema';
import { fail } from '../../http/api-error';

export type ContestRow = typeof contests.$inferSelect;
export type EntryRow = typeof contestEntries.$inferSelect;

/** Live while starts_at ≤ now < ends_at. */
export function statusOf(contest: ContestRow, now = new Date()): ContestStatus {
  if (now < contest.startsAt) return 'upcoming';
  return now < contest.endsAt ? 'live' : 'past';
}

export async function contestById(db: DbOrTx, id: number, lock = false): Promise<ContestRow> {
  const query = db
    .select()
    .from(contests)
    .where(and(eq(contests.id, id), eq(contests.status, 1)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('notFound', 'There is no such contest');
  return row;
}

/**
 * A finished entry's place while the board is live (after settlement the stored rank is the same): one
 * more than those with a better score, or the same score and an earlier finish.
 */
export async function liveRank(db: DbOrTx, entry: EntryRow): Promise<number | null> {
  if (!entry.finishedAt) return null;
  const [row] = await db
    .select({ n: count() })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, entry.contestId),
        sql`${contestEntries.finishedAt} IS NOT NULL`,
        sql`(${contestEntries.score} > ${entry.score} OR (${contestEntries.score} = ${entry.score} AND ${contestEntries.finishedAt} < ${entry.finishedAt.toISOString()}))`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

const byContest = <T extends { contestId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.contestId, [...(map.get(r.contestId) ?? []), r]);
  return map;
};

/** The contests as the caller sees them: prizes, participants, questions, and their own entry. */
export async function presentContests(
  db: DbOrTx,
  origin: string,
  userId: number,
  rows: ContestRow[],
  now = new Date(),
): Promise<Contest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prizes, participants, questionCounts, mine, reminders] = await Promise.all([
    db
      .select()
      .from(contestPrizes)
      .where(inArray(contestPrizes.contestId, ids))
      .orderBy(asc(contestPrizes.rank)),
    db
      .select({ contestId: contestEntries.contestId, n: count() })
      .from(contestEntries)
      .where(inArray(contestEntries.contestId, ids))
      .groupBy(contestEntries.contestId),
    db
      .select({ categoryId: questions.categoryId, n: count() })
      .from(questions)
      .where(
        inArray(
          questions.categoryId,
          rows.map((r) => r.categoryId),
        ),
      )
      .groupBy(questions.categoryId),
    db
      .select()
      .from(contestEntries)
      .where(and(inArray(contestEntries.contestId, ids), eq(contestEntries.userId, userId))),
    db
      .select({ contestId: contestReminders.contestId })
      .from(contestReminders)
      .where(and(inArray(contestReminders.contestId, ids), eq(contestReminders.userId, userId))),
  ]);
  const prizesOf = byContest(prizes);
  const reminded = new Set(reminders.map((r) => r.contestId));
  const out: Contest[] = [];
  for (const row of rows) {
    const entry = mine.find((e) => e.contestId === row.id);
    out.push({
      id: row.id,
      language_id: row.languageId,
      name: row.name,
      description: row.description,
      image: contestImage(origin, row.image),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      entry_fee: row.entryFee,
      prizes: (prizesOf.get(row.id) ?? []).map((p) => ({ rank: p.rank, coins: p.coins })),
      participants: participants.find((p) => p.contestId === row.id)?.n ?? 0,
      status: statusOf(row, now),
      played: Boolean(entry),
      my_score: entry?.finishedAt ? entry.score : null,
      my_rank: entry ? (entry.rank ?? (await liveRank(db, entry))) : null,
      my_prize: entry?.prize ?? 0,
      reminded: reminded.has(row.id),
      settled: row.settledAt !== null,
      questions: questionCounts.find((q) => q.categoryId === row.categoryId)?.n ?? 0,
    });
  }
  return out;
}

/**
 * Contest pictures are demo images (a file name, served from /media/categories), uploads from the
 * console (a /media path of the picture store) or full URLs.
 */
export const contestImage = (origin: string, image: string) =>
  absoluteUrl(origin, /^(https?:\/\/|\/)/.test(image) ? image : mediaPath('categories', image));
