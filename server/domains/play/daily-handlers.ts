import { and, eq, inArray } from 'drizzle-orm';
import { dailyPlays } from './schema';
import { questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { contentLanguageId } from '../catalogue';
import { playerToday } from './daily-day';
import { issueAttempt } from './issue-attempt';
import { addDays, dailyStreak, longestStreak } from '../../lib/streaks';
import { firstPlayedDay, playedDays } from './daily-calendar';
import { dailySet } from './daily-set';
import { quizTypes } from '../../../contract/modes';

const dayBefore = (day: string) => addDays(day, -1);

export const dailyHandlers: HandlerMap = {
  async get_daily_status(ctx, input) {
    const day = await playerToday(ctx.db, ctx.user.id, input, await ctx.settings.str('system_timezone'));
    const [played] = await ctx.db
      .select({ day: dailyPlays.day })
      .from(dailyPlays)
      .where(and(eq(dailyPlays.userId, ctx.user.id), eq(dailyPlays.day, day)));
    const streak = await dailyStreak(ctx.db, ctx.user.id, played ? day : dayBefore(day));
    const month = input.month ?? day.slice(0, 7);
    return {
      data: {
        day,
        played: Boolean(played),
        streak,
        best_streak: await longestStreak(ctx.db, ctx.user.id),
        month,
        played_days: await playedDays(ctx.db, ctx.user.id, month),
        first_day: await firstPlayedDay(ctx.db, ctx.user.id),
      },
    };
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
      quizType: quizTypes.dailyQuiz,
      title: '',
      target: `day:${day}`,
      rows,
      secondsPerQuestion: await ctx.settings.num('quiz_zone_duration'),
    });
    return { data: { ...attempt, day, streak: await dailyStreak(ctx.db, ctx.user.id, dayBefore(day)) } };
  },
};
