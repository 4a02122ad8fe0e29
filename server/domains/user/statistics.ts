import { sql } from 'drizzle-orm';
import type { CategoryStat, Statistics } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { standing, boards, periodKeys } from '../leaderboard';
import { absoluteUrl, mediaPath } from '../media-url';

const DAYS = 30;
const DAY_MS = 86_400_000;

const ratio = (correct: number, answered: number) =>
  answered > 0 ? Math.round((correct * 100) / answered) : 0;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The player's answers per category, best ratio first (more answers break a tie). */
export async function categoryBreakdown(db: DbOrTx, userId: number, origin: string): Promise<CategoryStat[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    slug: string;
    image: string;
    answered: number;
    correct: number;
  }>(sql`
    SELECT c.id, c.name, c.slug, c.image, s.answered, s.correct
      FROM category_stats s JOIN categories c ON c.id = s.category_id
     WHERE s.user_id = ${userId} AND s.answered > 0`);
  return rows
    .map((r) => ({
      id: Number(r.id),
      name: r.name,
      slug: r.slug,
      image: absoluteUrl(origin, mediaPath('categories', r.image)),
      answered: Number(r.answered),
      correct: Number(r.correct),
      ratio: ratio(Number(r.correct), Number(r.answered)),
    }))
    .sort((a, b) => b.ratio - a.ratio || b.answered - a.answered || a.id - b.id);
}

/**
 * The player's current rank on each leaderboard, exactly as the leaderboards show it: the boards'
 * own periods (the site's time zone) and ranking (ties go to whoever reached the points first).
 */
export async function currentRanks(db: DbOrTx, userId: number, now: Date, timeZone: string) {
  const keys = periodKeys(now, timeZone);
  const [daily, monthly, all] = await Promise.all(
    boards.map(async (board) => (await standing(db, keys[board], userId)).rank),
  );
  return { daily: daily ?? null, monthly: monthly ?? null, all: all ?? null };
}

export function bestRank(ranks: Statistics['ranks']): Statistics['best_rank'] {
  let best: Statistics['best_rank'] = null;
  // The longer period wins a tie: first of all players ever says more than first today.
  for (const period of ['all', 'monthly', 'daily'] as const) {
    const rank = ranks[period];
    if (rank !== null && (best === null || rank < best.rank)) best = { period, rank };
  }
  return best;
}

/** Points per UTC day over the last 30 days, oldest first, with the days without play as 0. */
export async function scoreByDay(db: DbOrTx, userId: number, now: Date): Promise<Statistics['score_by_day']> {
  const today = Date.parse(utcDay(now));
  const since = new Date(today - (DAYS - 1) * DAY_MS);
  const { rows } = await db.execute<{ day: string; points: number }>(sql`
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(points)::int AS points
      FROM score_events
     WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}
     GROUP BY 1`);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.points)]));
  return Array.from({ length: DAYS }, (_, i) => {
    const day = utcDay(new Date(since.getTime() + i * DAY_MS));
    return { day, points: byDay.get(day) ?? 0 };
  });
}
