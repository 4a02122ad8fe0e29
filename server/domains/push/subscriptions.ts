import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PushKind } from '../../../contract';
import type { Db, DbOrTx } from '../../db/client';
import { pushSubscriptions } from './schema';
import type { DeviceAddress } from './device-address';
import { wants } from './preferences';

/** Devices per player; registering one more forgets the one registered longest ago. */
export const MAX_DEVICES = 10;
const CHUNK = 1_000;

export async function deviceCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Registers a device for a player. The endpoint (or token) is unique, so a device that signs in to
 * another account moves to it: pushes follow whoever uses the device now, never the previous player.
 * The player's row is locked first, so two devices registering at once cannot both slip under the cap.
 */
export async function saveDevice(db: Db, userId: number, address: DeviceAddress): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const keys = address.kind === 'webpush' ? { p256dh: address.p256dh, auth: address.auth } : {};
    await tx
      .insert(pushSubscriptions)
      .values({ userId, kind: address.kind, endpoint: address.endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          kind: address.kind,
          p256dh: address.kind === 'webpush' ? address.p256dh : '',
          auth: address.kind === 'webpush' ? address.auth : '',
          // Re-registered now: the newest of the player's devices as far as the cap is concerned.
          createdAt: sql`now()`,
        },
      });
    await tx.execute(sql`
      DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${MAX_DEVICES})`);
    return deviceCount(tx, userId);
  });
}

/** Forgets a device of this player (a device registered to someone else is not theirs to remove). */
export async function forgetDevice(db: Db, userId: number, endpoint: string): Promise<number> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return deviceCount(db, userId);
}

export type Device = {
  id: number;
  kind: 'webpush' | 'fcm';
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** The devices to push a kind to: one player's, or (userId null, a broadcast) every player's; only
 * players who want that kind and whose account is active. */
export async function devicesFor(db: Db, userId: number | null, kind: PushKind): Promise<Device[]> {
  const result = await db.execute<Device>(sql`
    SELECT s.id, s.kind, s.endpoint, s.p256dh, s.auth
    FROM push_subscriptions s JOIN users u ON u.id = s.user_id
    WHERE u.status = 1 AND ${userId === null ? sql`true` : sql`s.user_id = ${userId}`}
      AND ${wants(kind, sql`s.user_id`)}
    ORDER BY s.id`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The outcome of a send: successes are stamped, dead addresses forgotten (in chunks: a broadcast's
 * list can outgrow the parameters one statement may carry). */
export async function recordOutcomes(db: Db, sentIds: number[], goneIds: number[]): Promise<void> {
  for (let i = 0; i < sentIds.length; i += CHUNK)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, sentIds.slice(i, i + CHUNK)));
  for (let i = 0; i < goneIds.length; i += CHUNK)
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, goneIds.slice(i, i + CHUNK)));
}
