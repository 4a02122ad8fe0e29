import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { referrals, users } from './schema';
import { coinLedger } from '../wallet/schema';
import { fail } from '../../http/api-error';
import { notify } from '../notification';
import type { SettingsStore } from '../settings';

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
 * Records a referral inside the caller's transaction; it pays nothing yet. A code is one of the cheapest
 * things to farm (accounts are free), so the rewards wait for the new player's first real game and are
 * paid then, once per proven identity ever and within the owner's daily cap (referral-payout.ts). Both
 * user rows are locked in id order first, so two players entering each other's codes at the same time
 * queue up (and the second is refused as circular) instead of deadlocking.
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
    .for('no key update');
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
    .values({ referredId: joinerId, referrerId: owner.id, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: referrals.referredId });
  if (!inserted) throw fail('referralAlreadyUsed');
  await tx.update(users).set({ friendsCode: code }).where(eq(users.id, joinerId));
  await notify(tx, owner.id, {
    type: 'referral_joined',
    typeId: String(joinerId),
    title: 'A friend joined with your code',
    message:
      rewards.owner > 0
        ? `${joiner.name} used your referral code: +${rewards.owner} coins when they finish their first game`
        : `${joiner.name} used your referral code`,
    // The client words it in the player's language from these (the reward waits for a first game).
    params: { name: joiner.name, coins: String(Math.max(rewards.owner, 0)) },
  });
  const [after] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, joinerId));
  return { code, coinsAdded: 0, coinsPending: Math.max(rewards.joiner, 0), coins: after?.coins ?? 0 };
}

/** How many players joined with this owner's code (paid, and still waiting for a first game), and what it paid. */
export async function referralTally(db: DbOrTx, ownerId: number) {
  const [[joined], [paid]] = await Promise.all([
    db
      .select({
        paid: sql<number>`count(*) FILTER (WHERE ${referrals.status} = 'paid')::int`,
        pending: sql<number>`count(*) FILTER (WHERE ${referrals.status} = 'pending')::int`,
      })
      .from(referrals)
      .where(eq(referrals.referrerId, ownerId)),
    db
      .select({ coins: sql<number>`COALESCE(sum(${coinLedger.amount}), 0)::int` })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, ownerId), eq(coinLedger.reason, 'referralReward'))),
  ]);
  return {
    friendsJoined: joined?.paid ?? 0,
    friendsPending: joined?.pending ?? 0,
    coinsEarned: Number(paid?.coins ?? 0),
  };
}

export async function referralRewards(settings: SettingsStore): Promise<ReferralRewards> {
  return { joiner: await settings.num('refer_coin'), owner: await settings.num('earn_coin') };
}

/** Whether the referral this player entered still waits for their first real game. */
export async function ownReferralPending(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: referrals.status })
    .from(referrals)
    .where(eq(referrals.referredId, userId));
  return row?.status === 'pending';
}
