import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { questions } from '../catalogue/schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { absoluteUrl } from '../media-url';
import { contentLanguageId } from '../catalogue';
import { issueAttempt } from '../play';
import { moveCoins } from '../wallet';
import { contestBoard } from './board';
import { contestById, presentContests, statusOf } from './contest-repo';
import './finish-entry';
import { contestEntries, contestReminders, contests } from './schema';
import { quizTypes } from '../../../contract/modes';

/** Past contests listed at most (newest first). */
const PAST_SHOWN = 50;

export const contestHandlers: HandlerMap = {
  /**
   * The three tabs, of the requested content language (without one, the default content language, as
   * every catalogue list): live and upcoming by start, since playing needs the language. Past is the
   * results archive: every ended contest whatever its language (a board reads the same in any), played or
   * not, newest first, so a player reading in Arabic still finds the English one they played.
   */
  async get_contest(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const now = new Date();
    const mine = and(eq(contests.languageId, languageId), eq(contests.status, 1));
    const [open, past] = await Promise.all([
      ctx.db
        .select()
        .from(contests)
        .where(and(mine, gt(contests.endsAt, now)))
        .orderBy(asc(contests.startsAt), asc(contests.id)),
      ctx.db
        .select()
        .from(contests)
        .where(and(lte(contests.endsAt, now), eq(contests.status, 1)))
        .orderBy(desc(contests.endsAt), desc(contests.id))
        .limit(PAST_SHOWN),
    ]);
    const shown = await presentContests(ctx.db, ctx.origin, ctx.user.id, [...open, ...past], now);
    return {
      data: {
        live: shown.filter((c) => c.status === 'live'),
        upcoming: shown.filter((c) => c.status === 'upcoming'),
        past: shown.filter((c) => c.status === 'past'),
        server_time: now.toISOString(),
      },
    };
  },

  /**
   * The caller's one play: only while live; the entry (unique per contest and player) and the fee's
   * debit in one transaction with the attempt, so a refusal (played, short of coins) leaves nothing.
   */
  async get_questions_by_contest(ctx, input) {
    const contest = await contestById(ctx.db, input.contest_id);
    const status = statusOf(contest);
    if (status === 'upcoming') throw fail('contestNotStarted');
    if (status === 'past') throw fail('contestEnded');
    const rows = await ctx.db
      .select()
      .from(questions)
      .where(eq(questions.categoryId, contest.categoryId))
      .orderBy(asc(questions.id));
    // Settings come through the pool, read before the transaction.
    const seconds = await ctx.settings.whole('contest_mode_in_seconds', 5);
    const shuffle = await ctx.settings.on('option_shuffle_mode');
    return ctx.db.transaction(async (tx) => {
      const attempt = await issueAttempt(
        ctx,
        {
          quizType: quizTypes.contest,
          title: contest.name,
          categoryId: contest.categoryId,
          target: `contest:${contest.id}`,
          rows,
          secondsPerQuestion: seconds,
          shuffle,
        },
        tx,
      );
      const [entry] = await tx
        .insert(contestEntries)
        .values({ contestId: contest.id, userId: ctx.user.id, attemptId: attempt.attempt_id })
        .onConflictDoNothing()
        .returning();
      if (!entry) throw fail('alreadyPlayed');
      let coins: number;
      if (contest.entryFee > 0) {
        const paid = await moveCoins(
          tx,
          ctx.user.id,
          -contest.entryFee,
          'playedContest',
          `contest:${contest.id}:entry`,
        );
        coins = paid.balance;
      } else {
        const [me] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, ctx.user.id));
        coins = me?.coins ?? 0;
      }
      return { data: { ...attempt, contest_id: contest.id, total_questions: rows.length, coins } };
    });
  },

  async get_contest_leaderboard(ctx, input) {
    const contest = await contestById(ctx.db, input.contest_id);
    const board = await contestBoard(ctx.db, ctx.origin, contest.id, ctx.user.id, input.offset, input.limit);
    const [shown] = await presentContests(ctx.db, ctx.origin, ctx.user.id, [contest]);
    return {
      data: { contest: shown!, my_rank: board.mine, top_three_ranks: board.top, data: board.data },
      total: board.total,
    };
  },

  /** The caller's answers with the right ones and notes: never before the contest has ended. */
  async get_contest_review(ctx, input) {
    const contest = await contestById(ctx.db, input.contest_id);
    if (statusOf(contest) !== 'past') throw fail('contestNotEnded');
    const [entry] = await ctx.db
      .select()
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, ctx.user.id)));
    if (!entry) throw fail('contestNotPlayed');
    // Still open within its own deadline: the settlement grades it as it stands shortly.
    if (!entry.review) throw fail('contestNotEnded', 'Your play is being graded: try again in a moment');
    return {
      data: {
        contest_id: contest.id,
        score: entry.score,
        // Graded by the settlement job, media paths have no origin yet.
        review: entry.review.map((r) => ({
          ...r,
          image: absoluteUrl(ctx.origin, r.image),
          audio: absoluteUrl(ctx.origin, r.audio),
        })),
      },
    };
  },

  async set_contest_reminder(ctx, input) {
    const contest = await contestById(ctx.db, input.contest_id);
    const remind = input.remind !== '0';
    if (remind && statusOf(contest) !== 'upcoming') throw fail('contestNotUpcoming');
    const mine = and(eq(contestReminders.contestId, contest.id), eq(contestReminders.userId, ctx.user.id));
    if (remind)
      await ctx.db
        .insert(contestReminders)
        .values({ contestId: contest.id, userId: ctx.user.id })
        .onConflictDoNothing();
    else await ctx.db.delete(contestReminders).where(and(mine, sql`${contestReminders.notifiedAt} IS NULL`));
    return { data: { contest_id: contest.id, reminded: remind } };
  },
};
