import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { coinLedger, referrals, users } from '../../db/schema';
import { fail } from '../../http/api-error';
import { badgeEvent } from '../badge/badge-events';
import { notify } from '../notification/notify';
import type { SettingsStore } from '../settings/settings-store';
import { moveCoins } from '../wallet/ledger';

/** What a referral pays (DESIGN §10), read from the settings before the transaction starts. */
export interface ReferralRewards {
  /** To the player who enters the code (refer_coin). */
  joiner: number;
  /** To the code's owner (earn_coin). */
  owner: number;
}

/** Codes are shown and shared in capitals; people may type them in any case or with spaces. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * Credits a referral inside the caller's transaction: the joiner and the code's owner are paid once,
 * together, or not at all. Both user rows are locked in id order first, so two players entering each
 * other's codes at the same time queue up (and the second is refused as circular) instead of deadlocking.
 */
export async function applyReferral(tx: Tx, joinerId: number, rawCode: string, rewards: ReferralRewards) {
  const code = normaliseCode(rawCode);
  const [owner] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.referCode, code))
    .limit(1);
  if (!owner || owner.status !== 1) throw fail('noReferral');
  if (owner.id === joinerId) throw fail('referralOwnCode');

  const locked = await tx
    .select({ id: users.id, name: users.name, friendsCode: users.friendsCode })
    .from(users)
    .where(inArray(users.id, [joinerId, owner.id]))
    .orderBy(asc(users.id))
    .for('update');
  const joiner = locked.find((u) => u.id === joinerId);
  if (!joiner) throw fail('userMissing');
  // friends_code stays set even when the owner's account (and so the referrals row) is deleted later.
  if (joiner.friendsCode !== '') throw fail('referralAlreadyUsed');
  const [reverse] = await tx
    .select({ id: referrals.referredId })
    .from(referrals)
    .where(and(eq(referrals.referredId, owner.id), eq(referrals.referrerId, joinerId)))
    .limit(1);
  if (reverse) throw fail('referralCircular');

  const [inserted] = await tx
    .insert(referrals)
    .values({ referredId: joinerId, referrerId: owner.id })
    .onConflictDoNothing()
    .returning({ id: referrals.referredId });
  if (!inserted) throw fail('referralAlreadyUsed');
  await tx.update(users).set({ friendsCode: code }).where(eq(users.id, joinerId));

  if (rewards.joiner > 0) {
    await moveCoins(tx, joinerId, rewards.joiner, 'referredBonus', 'referral:joined');
  }
  if (rewards.owner > 0) {
    await moveCoins(tx, owner.id, rewards.owner, 'referralReward', `referral:${joinerId}`);
  }
  await badgeEvent(tx, owner.id, { kind: 'referral' });
  if (rewards.joiner > 0) await badgeEvent(tx, joinerId, { kind: 'coins_earned' });
  await notify(tx, owner.id, {
    type: 'referral',
    typeId: String(joinerId),
    title: 'A friend joined with your code',
    message:
      rewards.owner > 0
        ? `${joiner.name} used your referral code: +${rewards.owner} coins`
        : `${joiner.name} used your referral code`,
  });
  const [after] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, joinerId));
  return { code, coinsAdded: Math.max(rewards.joiner, 0), coins: after?.coins ?? 0 };
}

/** How many players joined with this owner's code, and what the owner was paid for them. */
export async function referralTally(db: DbOrTx, ownerId: number) {
  const [[joined], [paid]] = await Promise.all([
    db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, ownerId)),
    db
      .select({ coins: sql<number>`COALESCE(sum(${coinLedger.amount}), 0)::int` })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, ownerId), eq(coinLedger.reason, 'referralReward'))),
  ]);
  return { friendsJoined: joined?.n ?? 0, coinsEarned: Number(paid?.coins ?? 0) };
}

export async function referralRewards(settings: SettingsStore): Promise<ReferralRewards> {
  return { joiner: await settings.num('refer_coin'), owner: await settings.num('earn_coin') };
}
