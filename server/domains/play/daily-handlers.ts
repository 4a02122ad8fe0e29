import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPlays, dailyQuizzes } from './schema';
import { questionKinds, questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { contentLanguageId } from '../catalogue';
import { playerToday } from './daily-day';
import { issueAttempt } from './issue-attempt';
import { dailyStreak } from '../../lib/streaks';
import { inCategories, openCategoryIds } from './question-pool';

const QUIZ_ZONE = 1;
/** A question drawn for a daily set is not drawn again for this many days, while the bank allows. */
const ROTATION_DAYS = 60;

/**
 * The day's question ids for a language: the admin's schedule when there is one, else drawn from the
 * open quiz zone bank, avoiding recent days. Concurrent first fetches agree through the primary key.
 */
export async function dailySet(db: DbOrTx, languageId: number, day: string, size: number): Promise<number[]> {
  const scheduled = async () =>
    (
      await db
        .select({ ids: dailyQuizzes.questionIds })
        .from(dailyQuizzes)
        .where(and(eq(dailyQuizzes.languageId, languageId), eq(dailyQuizzes.day, day)))
    )[0]?.ids;
  const existing = await scheduled();
  if (existing) return existing;

  const open = await openCategoryIds(db, QUIZ_ZONE, languageId);
  const recent = await db
    .select({ ids: dailyQuizzes.questionIds })
    .from(dailyQuizzes)
    .where(
      and(
        eq(dailyQuizzes.languageId, languageId),
        gte(dailyQuizzes.day, sql`(${day}::date - ${ROTATION_DAYS}::int)`),
      ),
    );
  const used = recent.flatMap((r) => r.ids);
  const pick = (exclude: number[]) =>
    db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inCategories(open),
          inArray(questions.questionType, [questionKinds.choice, questionKinds.true_false]),
          exclude.length ? notInArray(questions.id, exclude) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(size);
  let drawn = await pick(used);
  if (drawn.length < size) drawn = await pick([]);
  if (drawn.length === 0) return [];
  await db
    .insert(dailyQuizzes)
    .values({ languageId, day, questionIds: drawn.map((d) => d.id) })
    .onConflictDoNothing();
  return (await scheduled()) ?? [];
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const dailyHandlers: HandlerMap = {
  async get_daily_status(ctx, input) {
    const day = await playerToday(ctx.db, ctx.user.id, input, await ctx.settings.str('system_timezone'));
    const [played] = await ctx.db
      .select({ day: dailyPlays.day })
      .from(dailyPlays)
      .where(and(eq(dailyPlays.userId, ctx.user.id), eq(dailyPlays.day, day)));
    const streak = await dailyStreak(ctx.db, ctx.user.id, played ? day : dayBefore(day));
    return { data: { day, played: Boolean(played), streak } };
  },

  async get_daily_quiz(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const day = await playerToday(ctx.db, ctx.user.id, input, await ctx.settings.str('system_timezone'));
    const [played] = await ctx.db
      .select({ day: dailyPlays.day })
      .from(dailyPlays)
      .where(and(eq(dailyPlays.userId, ctx.user.id), eq(dailyPlays.day, day)));
    if (played) throw fail('dailyQuizPlayed');

    const ids = await dailySet(ctx.db, languageId, day, await ctx.settings.num('daily_quiz_total_question'));
    const found = ids.length ? await ctx.db.select().from(questions).where(inArray(questions.id, ids)) : [];
    const byId = new Map(found.map((q) => [q.id, q]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    const attempt = await issueAttempt(ctx, {
      quizType: '1.1',
      title: '',
      target: `day:${day}`,
      rows,
      secondsPerQuestion: await ctx.settings.num('quiz_zone_duration'),
    });
    return { data: { ...attempt, day, streak: await dailyStreak(ctx.db, ctx.user.id, dayBefore(day)) } };
  },
};
