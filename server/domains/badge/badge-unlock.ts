import { and, eq, sql } from 'drizzle-orm';
import type { BadgeType } from '../../../contract';
import type { Tx } from '../../db/client';
import { userBadges } from './schema';
import { notify } from '../notification';
import { badgeRules } from './badge-rules';

/**
 * Unlocks a badge once: a concurrent or repeated unlock finds it unlocked and changes nothing, so the
 * player gets exactly one notification per badge.
 */
export async function unlockBadge(tx: Tx, userId: number, type: BadgeType): Promise<boolean> {
  const rule = badgeRules[type];
  const [row] = await tx
    .insert(userBadges)
    .values({ userId, badgeType: type, status: 1, progress: rule.goal })
    .onConflictDoUpdate({
      target: [userBadges.userId, userBadges.badgeType],
      set: { status: 1, progress: rule.goal, unlockedAt: sql`now()` },
      setWhere: eq(userBadges.status, 0),
    })
    .returning({ status: userBadges.status });
  if (!row) return false;
  await notify(tx, userId, {
    type: 'badge',
    typeId: type,
    title: `Badge unlocked: ${rule.label}`,
    message: rule.note,
    push: { kind: 'badge', url: '/profile/badges/', tag: `badge-${type}` },
  });
  return true;
}

/** Keeps the best value of a progress the server cannot recount later (a battle win streak). */
export async function keepBestProgress(
  tx: Tx,
  userId: number,
  type: BadgeType,
  value: number,
): Promise<void> {
  await tx
    .insert(userBadges)
    .values({ userId, badgeType: type, status: 0, progress: value })
    .onConflictDoUpdate({
      target: [userBadges.userId, userBadges.badgeType],
      set: { progress: sql`greatest(${userBadges.progress}, ${value})` },
      setWhere: eq(userBadges.status, 0),
    });
}

/** The player's badges that are unlocked or claimed. */
export async function unlockedTypes(tx: Tx, userId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ type: userBadges.badgeType })
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId), sql`${userBadges.status} >= 1`));
  return new Set(rows.map((r) => r.type));
}
