import type { ActionInput, Leaderboard, LeaderboardRow } from '../../../contract';
import type { HandlerResult, UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { absoluteUrl } from '../media-url';
import { boardPage, boardSize, standing, type BoardRow } from './leaderboard-repo';
import { periodKeys, type Board } from './periods';

const present = (origin: string, row: BoardRow): LeaderboardRow => ({
  user_id: row.userId,
  name: row.name,
  profile: absoluteUrl(origin, row.profile),
  score: row.points,
  user_rank: row.rank,
});

/**
 * One board for the current period (the site's time zone). Unlike the original, an empty board is
 * an answer (with the caller's "not ranked yet" row), not error 102, and no row carries an e-mail.
 */
async function board(
  ctx: UserContext,
  which: Board,
  input: ActionInput<'get_daily_leaderboard'>,
): Promise<HandlerResult<Leaderboard>> {
  const period = periodKeys(new Date(), await ctx.settings.str('system_timezone'))[which];
  const pageHoldsTop = input.offset === 0 && input.limit >= 3;
  const [page, top, total, mine] = await Promise.all([
    boardPage(ctx.db, period, input.offset, input.limit),
    pageHoldsTop ? null : boardPage(ctx.db, period, 0, 3),
    boardSize(ctx.db, period),
    standing(ctx.db, period, ctx.user.id),
  ]);
  return {
    data: {
      period,
      my_rank: {
        user_id: ctx.user.id,
        name: ctx.user.name,
        profile: absoluteUrl(ctx.origin, ctx.user.profile),
        score: mine.points,
        user_rank: mine.rank,
      },
      top_three_ranks: (top ?? page.slice(0, 3)).map((r) => present(ctx.origin, r)),
      other_users_rank: page.map((r) => present(ctx.origin, r)),
    },
    total,
  };
}

export const leaderboardHandlers: HandlerMap = {
  get_daily_leaderboard: (ctx, input) => board(ctx, 'daily', input),
  get_monthly_leaderboard: (ctx, input) => board(ctx, 'monthly', input),
  get_globle_leaderboard: (ctx, input) => board(ctx, 'all', input),
};
