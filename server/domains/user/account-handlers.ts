import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { battleRecord } from './battle-record';
import { applyReferral, ownReferralPending, referralRewards, referralTally } from './referral';
import { ACTIVE, DEACTIVATED, setStatus } from './account-status';
import { afterAccountDeleted, deleteAccount } from './account-deletion';
import { isDemoAccount } from './demo-account';
import { listSessions } from './sessions';
import { bestRank, categoryBreakdown, currentRanks, scoreByDay } from './statistics';
import { recordAudit } from '../audit';

/** Referrals, statistics and account deletion (issue 4). */
export const accountHandlers: HandlerMap = {
  async get_referral_info(ctx) {
    const rewards = await referralRewards(ctx.settings);
    const tally = await referralTally(ctx.db, ctx.user.id);
    return {
      data: {
        refer_code: ctx.user.referCode,
        friends_code: ctx.user.friendsCode,
        can_apply: ctx.user.friendsCode === '',
        friends_joined: tally.friendsJoined,
        friends_pending: tally.friendsPending,
        reward_pending: await ownReferralPending(ctx.db, ctx.user.id),
        coins_earned: tally.coinsEarned,
        earn_coin: rewards.owner,
        refer_coin: rewards.joiner,
      },
    };
  },

  async apply_referral_code(ctx, input) {
    const rewards = await referralRewards(ctx.settings);
    const result = await ctx.db.transaction((tx) =>
      applyReferral(tx, ctx.user.id, input.friends_code, rewards),
    );
    return {
      data: {
        friends_code: result.code,
        coins_added: result.coinsAdded,
        coins_pending: result.coinsPending,
        coins: result.coins,
      },
      message: codes.updated,
    };
  },

  async get_users_statistics(ctx) {
    const now = new Date();
    const timeZone = await ctx.settings.str('system_timezone');
    const [categories, ranks, scores, battles, [me]] = await Promise.all([
      categoryBreakdown(ctx.db, ctx.user.id, ctx.origin),
      currentRanks(ctx.db, ctx.user.id, now, timeZone),
      scoreByDay(ctx.db, ctx.user.id, now),
      battleRecord(ctx.db, ctx.user.id),
      ctx.db.select({ coins: users.coins, score: users.score }).from(users).where(eq(users.id, ctx.user.id)),
    ]);
    if (!me) throw fail('userMissing');
    const answered = categories.reduce((n, c) => n + c.answered, 0);
    const correct = categories.reduce((n, c) => n + c.correct, 0);
    const strong = categories[0] ?? null;
    const last = categories.at(-1);
    const weak = last && strong && last.id !== strong.id && last.ratio < strong.ratio ? last : null;
    return {
      data: {
        questions_answered: answered,
        correct_answers: correct,
        incorrect_answers: answered - correct,
        accuracy: answered > 0 ? Math.round((correct * 100) / answered) : 0,
        strong_category: strong,
        weak_category: weak,
        categories,
        ranks,
        best_rank: bestRank(ranks),
        battles,
        coins: me.coins,
        score: me.score,
        score_by_day: scores,
      },
    };
  },

  /** Removes the player and everything that is theirs (account-deletion.ts). */
  async delete_user_account(ctx) {
    await ctx.db.transaction((tx) => deleteAccount(tx, ctx.user));
    await afterAccountDeleted(ctx, ctx.user);
    return { data: { deleted: true as const }, message: codes.updated };
  },

  /** Real sign-out: the token stops working on the server, not only in this browser. */
  async sign_out(ctx, input) {
    // The demo account is shared by every visitor: one of them ends only their own session.
    const everywhere = input.everywhere === '1' && !isDemoAccount(ctx.user);
    const ended = await ctx.tokens.revoke(ctx.db, ctx.user.id, everywhere ? undefined : ctx.sessionId);
    if (everywhere) ctx.userEvents.revoked(ctx.user.id);
    else ctx.userEvents.sessionEnded(ctx.sessionId);
    return { data: { sessions_ended: ended } };
  },

  async get_sessions(ctx) {
    const list = await listSessions(ctx.db, ctx.user.id, ctx.sessionId);
    // Visitors sharing the demo account do not see each other's devices.
    return { data: isDemoAccount(ctx.user) ? list.filter((s) => s.current) : list };
  },

  /** Another device of the player's, signed out from this one; only the player's own sessions. */
  async end_session(ctx, input) {
    const ended = await ctx.tokens.revoke(ctx.db, ctx.user.id, input.session_id);
    if (ended === 0) throw fail('notFound');
    ctx.userEvents.sessionEnded(input.session_id);
    return { data: { sessions_ended: ended }, message: codes.updated };
  },

  /** The operator's switch; an admin cannot lock themselves out. */
  async admin_set_user_status(ctx, input) {
    if (input.user_id === ctx.user.id) throw fail('cannotDeactivateSelf');
    const active = input.status === '1';
    const changed = await ctx.db.transaction(async (tx) => {
      const done = await setStatus(tx, input.user_id, active);
      if (!done) {
        const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
        if (!exists) throw fail('userMissing');
      }
      const status = active ? ACTIVE : DEACTIVATED;
      await recordAudit(tx, ctx, {
        action: 'admin_set_user_status',
        targetType: 'user',
        targetId: input.user_id,
        before: { status: done ? (active ? DEACTIVATED : ACTIVE) : status },
        after: { status },
      });
      return done;
    });
    if (changed && !active) ctx.userEvents.revoked(input.user_id);
    return {
      data: { user_id: input.user_id, status: active ? ACTIVE : DEACTIVATED, changed },
      message: codes.updated,
    };
  },
};
