import { and, eq, inArray } from 'drizzle-orm';
import {
  notificationKinds,
  notificationTypes,
  type InAppPreferences,
  type NotificationKind,
} from '../../../contract/notification-models';
import type { DbOrTx } from '../../db/client';
import { notificationMutes } from './schema';

async function mutedKinds(db: DbOrTx, userId: number): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationMutes.kind })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId));
  // A kind a later version dropped is ignored rather than trusted.
  return rows.map((r) => r.kind).filter((k) => notificationKinds.includes(k));
}

/** The stored types the player's list leaves out: every type of every kind they switched off. */
export async function mutedTypes(db: DbOrTx, userId: number): Promise<string[]> {
  return (await mutedKinds(db, userId)).flatMap((k) => notificationTypes[k]);
}

export async function readInApp(db: DbOrTx, userId: number): Promise<InAppPreferences> {
  const muted = new Set(await mutedKinds(db, userId));
  return {
    kinds: Object.fromEntries(notificationKinds.map((k) => [k, !muted.has(k)])) as InAppPreferences['kinds'],
  };
}

/**
 * Mutes ('0') and unmutes ('1') the kinds given, leaving the others: one insert (a kind already muted
 * stays one row) and one delete, in a transaction so a reader never sees half of a change.
 */
export async function writeInApp(
  db: DbOrTx,
  userId: number,
  flags: Partial<Record<NotificationKind, '0' | '1'>>,
): Promise<void> {
  const off = notificationKinds.filter((k) => flags[k] === '0');
  const on = notificationKinds.filter((k) => flags[k] === '1');
  if (!off.length && !on.length) return;
  await db.transaction(async (tx) => {
    if (off.length)
      await tx
        .insert(notificationMutes)
        .values(off.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
    if (on.length)
      await tx
        .delete(notificationMutes)
        .where(and(eq(notificationMutes.userId, userId), inArray(notificationMutes.kind, on)));
  });
}
