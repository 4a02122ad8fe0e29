import { eq, sql, type SQL } from 'drizzle-orm';
import { pushKinds, type PushKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { pushPreferences } from './schema';

export const DEFAULT_REMINDER_TIME = '19:00';

/** The column of each kind; a kind of the contract without a column fails the type check. */
export const kindColumn = {
  battle_invite: pushPreferences.battleInvite,
  badge: pushPreferences.badge,
  payment: pushPreferences.payment,
  daily_reminder: pushPreferences.dailyReminder,
  broadcast: pushPreferences.broadcast,
  contest: pushPreferences.contest,
} as const satisfies Record<PushKind, unknown>;

const kindKey = {
  battle_invite: 'battleInvite',
  badge: 'badge',
  payment: 'payment',
  daily_reminder: 'dailyReminder',
  broadcast: 'broadcast',
  contest: 'contest',
} as const satisfies Record<PushKind, keyof typeof pushPreferences.$inferInsert>;

/**
 * "This player wants pushes of this kind", for a query that has the player's id as `userId`: no row is
 * the defaults, every kind on. One place decides it, so the sender and the reminder job agree.
 */
export function wants(kind: PushKind, userId: SQL | number): SQL {
  return sql`COALESCE((SELECT ${sql.identifier(kindColumn[kind].name)} FROM push_preferences pp
    WHERE pp.user_id = ${userId}), true)`;
}

export interface Preferences {
  kinds: Record<PushKind, boolean>;
  dailyReminderTime: string;
}

export async function readPreferences(db: DbOrTx, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  const kinds = Object.fromEntries(pushKinds.map((k) => [k, row ? row[kindKey[k]] : true])) as Record<
    PushKind,
    boolean
  >;
  return { kinds, dailyReminderTime: row?.dailyReminderTime ?? DEFAULT_REMINDER_TIME };
}

/** Changes only what was given, in one upsert: two devices saving different kinds at once both count. */
export async function writePreferences(
  db: DbOrTx,
  userId: number,
  kinds: Partial<Record<PushKind, boolean>>,
  dailyReminderTime: string | undefined,
): Promise<void> {
  const changes: Partial<typeof pushPreferences.$inferInsert> = {};
  for (const kind of pushKinds) {
    const on = kinds[kind];
    if (on !== undefined) changes[kindKey[kind]] = on;
  }
  if (dailyReminderTime !== undefined) changes.dailyReminderTime = dailyReminderTime;
  if (Object.keys(changes).length === 0) return;
  await db
    .insert(pushPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: changes });
}
