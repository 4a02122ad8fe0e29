import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Broadcast } from '../../../contract/event-models';
import type { Db, DbOrTx } from '../../db/client';
import type { PushService, SendReport } from '../push';
import { sessions, users } from '../user/schema';
import { broadcasts, notifications } from './schema';

export type BroadcastRow = typeof broadcasts.$inferSelect;
const WEEK_MS = 7 * 24 * 3600 * 1000;
const BATCH = 500;
/** Players pushed to side by side when the audience is not everyone. */
const PUSH_CONCURRENCY = 8;

/** The active accounts a broadcast is for. */
function audienceWhere(row: BroadcastRow, now: Date): SQL | undefined {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  switch (row.audience) {
    case 'language':
      return eq(users.webLanguage, row.audienceLanguage);
    case 'new_7d':
      return gt(users.createdAt, weekAgo);
    case 'active_7d':
      return sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.userId} = ${users.id}
        AND ${sessions.lastSeenAt} > ${weekAgo.toISOString()})`;
    default:
      return undefined;
  }
}

/**
 * Sends a due broadcast in the caller's transaction, exactly once: the conditional update from
 * 'scheduled' to 'sent' succeeds for one caller only (a job on two processes, a job and a click), and the
 * notification rows commit with it. Answers the row and its recipients, or null when it was not due or
 * had already gone (or been cancelled).
 */
export interface Delivered {
  row: BroadcastRow;
  recipients: number[];
}

export async function deliverBroadcast(tx: DbOrTx, id: number, now = new Date()): Promise<Delivered | null> {
  const [row] = await tx
    .update(broadcasts)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled'), lte(broadcasts.scheduledAt, now)))
    .returning();
  if (!row) return null;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 1), audienceWhere(row, now)))
    .orderBy(asc(users.id));
  const recipients = found.map((r) => r.id);
  const params: Record<string, string> = row.link ? { link: row.link } : {};
  for (let i = 0; i < recipients.length; i += BATCH)
    await tx.insert(notifications).values(
      recipients.slice(i, i + BATCH).map((userId) => ({
        userId,
        type: 'broadcast',
        typeId: String(row.id),
        title: row.title,
        message: row.body,
        image: row.image,
        params,
      })),
    );
  const [counted] = await tx
    .update(broadcasts)
    .set({ inApp: recipients.length })
    .where(eq(broadcasts.id, row.id))
    .returning();
  return { row: counted!, recipients };
}

/**
 * Pushes a delivered broadcast to its recipients' devices (those who keep broadcasts on), after the
 * transaction that delivered it committed, and stores the counts. At most once: a process that stops
 * here loses the pushes, never the notifications, which are in every player's list already.
 */
export async function pushBroadcast(db: Db, push: PushService, delivered: Delivered): Promise<SendReport> {
  const { row, recipients } = delivered;
  const message = {
    kind: 'broadcast' as const,
    title: row.title,
    body: row.body,
    url: row.link || '/notifications/',
    tag: `broadcast-${row.id}`,
    ...(row.image ? { icon: row.image } : {}),
  };
  const total: SendReport = { devices: 0, sent: 0, removed: 0, failed: 0 };
  const add = (r: SendReport) => {
    total.devices += r.devices;
    total.sent += r.sent;
    total.removed += r.removed;
    total.failed += r.failed;
  };
  if (row.audience === 'all') add(await push.send(null, message));
  else {
    let next = 0;
    const worker = async () => {
      while (next < recipients.length) add(await push.send(recipients[next++]!, message));
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, recipients.length) }, worker));
  }
  await db
    .update(broadcasts)
    .set({ pushDevices: total.devices, pushSent: total.sent, pushFailed: total.failed + total.removed })
    .where(eq(broadcasts.id, row.id));
  return total;
}

/**
 * The broadcasts job's part: every scheduled broadcast whose time has come, each delivered in its own
 * transaction. The pushes are the caller's to send once the job's connection is free again (the embedded
 * engine has only one).
 */
export async function deliverDueBroadcasts(db: Db, now = new Date()): Promise<Delivered[]> {
  const due = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, 'scheduled'), lte(broadcasts.scheduledAt, now)))
    .orderBy(asc(broadcasts.scheduledAt));
  const delivered: Delivered[] = [];
  for (const { id } of due) {
    const one = await db.transaction((tx) => deliverBroadcast(tx, id, now));
    if (one) delivered.push(one);
  }
  return delivered;
}

export function presentBroadcast(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    link: row.link,
    audience: row.audience,
    audience_language: row.audienceLanguage,
    status: row.status,
    scheduled_at: row.scheduledAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    in_app: row.inApp,
    push_devices: row.pushDevices,
    push_sent: row.pushSent,
    push_failed: row.pushFailed,
    created_at: row.createdAt.toISOString(),
  };
}
