import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { identities, referralIdentities, referrals, users } from './schema';
import { dayInZone } from '../../lib/calendar-day';
import { badgeEvent } from '../badge';
import { notify } from '../notification';
import type { SettingsStore } from '../settings';
import { moveCoins } from '../wallet';
import { accountVerified } from './verified';
import { referralRewards, type ReferralRewards } from './referral';
import { ensureServerSecret } from './token-secret';

const KEY = 'referral_identity_key';

/** What paying a referral needs, read before the caller's transaction (settings come through the pool). */
export interface ReferralPayoutRules extends ReferralRewards {
  dailyCap: number;
  /** Today in the system_timezone calendar ('YYYY-MM-DD'). */
  today: string;
  /** The HMAC key of identity hashes (a server secret, created once like the token secret). */
  key: string;
}

// Created once and never changed, so each process reads it once.
const keys = new WeakMap<Db, Promise<string>>();

function identityKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = ensureServerSecret(db, KEY, 32);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export async function referralPayoutRules(db: Db, store: SettingsStore): Promise<ReferralPayoutRules> {
  const now = new Date();
  // An unknown zone (a typo in the setting) counts as UTC, as on the leaderboards.
  const today =
    dayInZone(now, (await store.str('system_timezone')) || 'UTC') ?? now.toISOString().slice(0, 10);
  return {
    ...(await referralRewards(store)),
    dailyCap: await store.num('referral_daily_cap'),
    today,
    key: await identityKey(db),
  };
}

/**
 * One mailbox, one identity: lower case, no "+tag", and for Gmail no dots, so that a+1@gmail.com and
 * a.2@gmail.com do not count as new people for a referral.
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  const base = local.split('+')[0] ?? '';
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`;
}

async function uidOf(tx: Tx, userId: number): Promise<string> {
  const [row] = await tx.select({ uid: users.uid }).from(users).where(eq(users.id, userId));
  return row?.uid ?? '';
}

/**
 * The proven identity behind an account: its sign-in e-mail (lowercased), else its uid. Hashed with a
 * server key, so the table of paid identities is no list of addresses.
 */
async function identityHash(tx: Tx, userId: number, key: string): Promise<string> {
  const [row] = await tx
    .select({ uid: users.uid, email: identities.email })
    .from(users)
    .leftJoin(identities, eq(identities.uid, users.uid))
    .where(eq(users.id, userId));
  const identity = row?.email ? `email:${canonicalEmail(row.email)}` : `uid:${row?.uid ?? userId}`;
  return createHmac('sha256', key).update(identity).digest('base64url');
}

/**
 * Pays a pending referral once its new player has played a first real game (a graded quiz, a battle
 * against people): called in the transaction that counted that game. A referral pays at most once per
 * proven identity ever (an account deleted and made again finds its hash and the referral turns 'void'),
 * and an owner is paid for at most `dailyCap` referrals a day — beyond that the referral stays pending
 * and pays after a later game of the new player — as it does while either side's address is unverified.
 */
/** True when this call paid the referral. */
export async function settlePendingReferral(
  tx: Tx,
  userId: number,
  rules: ReferralPayoutRules,
): Promise<boolean> {
  const [pending] = await tx
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(and(eq(referrals.referredId, userId), eq(referrals.status, 'pending')))
    .for('update');
  if (!pending) return false;
  return payReferral(tx, userId, pending.referrerId, rules);
}

/**
 * settlePendingReferral for several players who each just played a real game (a battle room's end):
 * one locking read finds the pending referrals of all of them (usually none), and only those go on.
 */
export async function settlePendingReferrals(
  tx: Tx,
  userIds: readonly number[],
  rules: ReferralPayoutRules,
): Promise<void> {
  if (userIds.length === 0) return;
  const pending = await tx
    .select({ referredId: referrals.referredId, referrerId: referrals.referrerId })
    .from(referrals)
    .where(and(inArray(referrals.referredId, [...userIds]), eq(referrals.status, 'pending')))
    .orderBy(asc(referrals.referredId))
    .for('update');
  for (const { referredId, referrerId } of pending) await payReferral(tx, referredId, referrerId, rules);
}

/** The rest of settlePendingReferral, once the pending referral of `userId` by `owner` is locked. */
async function payReferral(tx: Tx, userId: number, owner: number, rules: ReferralPayoutRules) {
  // Unproven addresses are what farms are made of: the referral waits (and pays after a later game)
  // until both sides followed their verification link.
  const [joinerUid, ownerUid] = await Promise.all([uidOf(tx, userId), uidOf(tx, owner)]);
  if (!(await accountVerified(tx, joinerUid)) || !(await accountVerified(tx, ownerUid))) return false;
  const [today] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, owner), eq(referrals.paidDay, rules.today)));
  if ((today?.n ?? 0) >= rules.dailyCap) return false;

  // Insert-or-nothing on the identity's hash, in the transaction that pays: exactly once, ever.
  const [first] = await tx
    .insert(referralIdentities)
    .values({ identityHash: await identityHash(tx, userId, rules.key) })
    .onConflictDoNothing()
    .returning();
  if (!first) {
    await tx.update(referrals).set({ status: 'void' }).where(eq(referrals.referredId, userId));
    return false;
  }
  await tx
    .update(referrals)
    .set({ status: 'paid', paidAt: new Date(), paidDay: rules.today })
    .where(eq(referrals.referredId, userId));
  if (rules.joiner > 0) await moveCoins(tx, userId, rules.joiner, 'referredBonus', 'referral:joined');
  if (rules.owner > 0) await moveCoins(tx, owner, rules.owner, 'referralReward', `referral:${userId}`);
  await badgeEvent(tx, owner, { kind: 'referral' });
  if (rules.joiner > 0) await badgeEvent(tx, userId, { kind: 'coins_earned' });
  const [joiner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await notify(tx, owner, {
    type: 'referral',
    typeId: String(userId),
    title: 'Your referral paid off',
    message:
      rules.owner > 0
        ? `${joiner?.name ?? 'Your friend'} played their first game: +${rules.owner} coins`
        : `${joiner?.name ?? 'Your friend'} played their first game`,
    params: { name: joiner?.name ?? '', coins: String(Math.max(rules.owner, 0)) },
  });
  if (rules.joiner > 0)
    await notify(tx, userId, {
      type: 'referral_welcome',
      typeId: String(owner),
      title: 'Welcome gift',
      message: `Your friend's code paid off: +${rules.joiner} coins`,
      params: { coins: String(rules.joiner) },
    });
  return true;
}
