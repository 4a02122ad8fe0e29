import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminContest, AdminContestRow } from '../../../contract/event-models';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/like';
import { categories, questions } from '../catalogue/schema';
import { contestImage, statusOf, type ContestRow } from './contest-repo';
import { contestQuestionItem } from './question-items';
import { contestEntries, contestPrizes, contests } from './schema';

/** The console's filters on a contest's window. */
function statusWhere(status: string | undefined, now: Date): SQL | undefined {
  if (status === 'upcoming') return gt(contests.startsAt, now);
  if (status === 'live') return and(lte(contests.startsAt, now), gt(contests.endsAt, now));
  if (status === 'past') return lte(contests.endsAt, now);
  return undefined;
}

// Spelled out: drizzle would write the outer column unqualified inside the subquery, where it names
// the inner table's own column.
const entriesOf = sql<number>`(SELECT count(*)::int FROM contest_entries e WHERE e.contest_id = "contests"."id")`;
const questionsOf = sql<number>`(SELECT count(*)::int FROM questions q WHERE q.category_id = "contests"."category_id")`;

function presentRow(origin: string, row: ContestRow, entries: number, asked: number): AdminContestRow {
  return {
    id: row.id,
    name: row.name,
    language_id: row.languageId,
    image: contestImage(origin, row.image),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    entry_fee: row.entryFee,
    status: statusOf(row),
    entries,
    questions: asked,
    settled: row.settledAt !== null,
  };
}

export interface ContestListQuery {
  q?: string;
  status?: string;
  language_id?: number;
  sort?: 'starts_at' | 'ends_at' | 'name';
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listContests(db: DbOrTx, origin: string, input: ContestListQuery) {
  const now = new Date();
  const filters = [eq(contests.status, 1), statusWhere(input.status, now)];
  if (input.language_id) filters.push(eq(contests.languageId, input.language_id));
  if (input.q) filters.push(sql`${contests.name} ILIKE ${containsPattern(input.q)}`);
  const where = and(...filters);
  const column =
    input.sort === 'name' ? contests.name : input.sort === 'ends_at' ? contests.endsAt : contests.startsAt;
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: contests, entries: entriesOf, asked: questionsOf })
      .from(contests)
      .where(where)
      .orderBy(direction(column), direction(contests.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(contests).where(where),
  ]);
  return {
    rows: rows.map((r) => presentRow(origin, r.row, r.entries, r.asked)),
    total: total?.n ?? 0,
  };
}

/** One contest as the console edits it: prizes and its questions in the content format. */
export async function adminContest(db: DbOrTx, origin: string, row: ContestRow): Promise<AdminContest> {
  const [prizes, asked, [entries]] = await Promise.all([
    db
      .select()
      .from(contestPrizes)
      .where(eq(contestPrizes.contestId, row.id))
      .orderBy(asc(contestPrizes.rank)),
    db.select().from(questions).where(eq(questions.categoryId, row.categoryId)).orderBy(asc(questions.id)),
    db.select({ n: count() }).from(contestEntries).where(eq(contestEntries.contestId, row.id)),
  ]);
  return {
    ...presentRow(origin, row, entries?.n ?? 0, asked.length),
    description: row.description,
    image_path: row.image,
    prizes: prizes.map((p) => ({ rank: p.rank, coins: p.coins })),
    question_items: asked.map(contestQuestionItem),
  };
}

/** Removes a contest's hidden category, its questions with it (the contest row must be gone or moved). */
export async function dropContestCategory(tx: DbOrTx, categoryId: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, categoryId));
}
