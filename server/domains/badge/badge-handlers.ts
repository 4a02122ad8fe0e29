import { and, eq } from 'drizzle-orm';
import { badgeTypes, codes, type Badge } from '../../../contract';
import { userBadges } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { moveCoins } from '../wallet';
import { settleBadges } from './badge-events';
import { measures } from './badge-facts';
import { badgeRules } from './badge-rules';

/** Badges: the list with progress, and claiming a reward. */
export const badgeHandlers: HandlerMap = {
  async get_user_badges(ctx) {
    const rows = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, ctx.user.id));
    const byType = new Map(rows.map((r) => [r.badgeType, r]));
    const data: Badge[] = [];
    for (const type of badgeTypes) {
      const rule = badgeRules[type];
      const row = byType.get(type);
      const status = row?.status === 1 || row?.status === 2 ? row.status : 0;
      const measure = measures[type];
      const counted = status === 0 && measure ? await measure(ctx.db, ctx.user.id) : (row?.progress ?? 0);
      data.push({
        type,
        status,
        badge_reward: rule.reward,
        progress: status > 0 ? rule.goal : Math.min(counted, rule.goal),
        goal: rule.goal,
        badge_label: rule.label,
        badge_note: rule.note,
        unlocked_at: status > 0 && row ? row.unlockedAt.toISOString() : null,
        claimed_at: row?.claimedAt?.toISOString() ?? null,
      });
    }
    return { data };
  },

  // Claiming flips 1 → 2 in one conditional update, so of concurrent claims one pays and the others
  // find it claimed; the ledger ref `badge:<type>` would refuse a second payment anyway.
  async set_badges(ctx, input) {
    const userId = ctx.user.id;
    const rule = badgeRules[input.type];
    return ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(userBadges)
        .set({ status: 2, claimedAt: new Date() })
        .where(
          and(eq(userBadges.userId, userId), eq(userBadges.badgeType, input.type), eq(userBadges.status, 1)),
        )
        .returning({ status: userBadges.status });
      if (!claimed) {
        const [row] = await tx
          .select({ status: userBadges.status })
          .from(userBadges)
          .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeType, input.type)));
        throw fail(row?.status === 2 ? 'badgeClaimed' : 'badgeLocked');
      }
      const { balance } = await moveCoins(tx, userId, rule.reward, 'badgeReward', `badge:${input.type}`);
      // The reward is earned coins: it can complete Elite (and Elite, Power Elite).
      const unlocked = await settleBadges(tx, userId, []);
      return {
        data: { type: input.type, status: 2 as const, reward: rule.reward, coins: balance, unlocked },
        message: codes.updated,
      };
    });
  },
};
