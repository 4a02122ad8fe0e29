import { sql, type SQL } from 'drizzle-orm';
import { codes, type Notification } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { notificationReads } from './schema';
import type { HandlerMap } from '../../http/handler';
import { mutedTypes, readInApp, writeInApp } from './in-app-preferences';

/**
 * What a player sees: their own notifications and the broadcasts (user_id NULL) sent since they joined,
 * as one query over one table, so an id can never appear twice; less the types of the kinds they muted.
 */
async function visibleTo(db: DbOrTx, userId: number) {
  const muted = await mutedTypes(db, userId);
  const unmuted = muted.length
    ? sql` AND n.type NOT IN (${sql.join(
        muted.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  // One parenthesised condition, so it combines safely with what a query adds after it.
  return sql`((n.user_id = ${userId} OR (n.user_id IS NULL
    AND n.created_at >= (SELECT created_at FROM users WHERE id = ${userId})))${unmuted})`;
}

async function lastReadId(db: DbOrTx, userId: number): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`SELECT last_read_id AS id FROM notification_reads WHERE user_id = ${userId}`,
  );
  return Number(result.rows[0]?.id ?? 0);
}

/** `visible`: the condition when the caller has it already (one read of the muted kinds per request). */
async function unreadCount(db: DbOrTx, userId: number, known?: SQL) {
  const [lastRead, visible] = await Promise.all([lastReadId(db, userId), known ?? visibleTo(db, userId)]);
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM notifications n WHERE ${visible} AND n.id > ${lastRead}`,
  );
  return { unread: Number(result.rows[0]?.n ?? 0), last_read_id: lastRead };
}

type Row = {
  id: number;
  user_id: number | null;
  type: string;
  type_id: string;
  title: string;
  message: string;
  image: string;
  params: Record<string, string> | null;
  created_at: string | Date;
  payment_status: string | null;
  payment_reason: string | null;
};

export const notificationHandlers: HandlerMap = {
  async get_notifications(ctx, input) {
    const userId = ctx.user.id;
    // Sort and order are enums in the contract, so only these fixed fragments reach the SQL.
    const column = input.sort === 'date_sent' ? sql`n.created_at` : sql`n.id`;
    const direction = input.order === 'ASC' ? sql`ASC` : sql`DESC`;
    const [lastRead, visible] = await Promise.all([lastReadId(ctx.db, userId), visibleTo(ctx.db, userId)]);
    const [page, count] = await Promise.all([
      ctx.db.execute<Row>(sql`
        SELECT n.id, n.user_id, n.type, n.type_id, n.title, n.message, n.image, n.params, n.created_at,
          p.status AS payment_status, p.reason AS payment_reason
        FROM notifications n
        LEFT JOIN payment_requests p ON n.type = 'payment' AND p.id::text = n.type_id AND p.user_id = n.user_id
        WHERE ${visible}
        ORDER BY ${column} ${direction}, n.id ${direction}
        OFFSET ${input.offset} LIMIT ${input.limit}`),
      ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications n WHERE ${visible}`),
    ]);
    const data: Notification[] = page.rows.map((r) => ({
      id: Number(r.id),
      // A payment notification is worded by the request's final state, which the server knows.
      type: r.type === 'payment' && r.payment_status ? `payment_${r.payment_status}` : r.type,
      type_id: r.type_id,
      title: r.title,
      message: r.message,
      image: r.image,
      params: r.params ?? {},
      users: r.user_id === null ? 'all' : 'selected',
      reason: r.payment_reason ?? '',
      date_sent: new Date(r.created_at).toISOString(),
      unread: Number(r.id) > lastRead,
    }));
    return { data, total: Number(count.rows[0]?.n ?? 0) };
  },

  async get_notification_count(ctx) {
    return { data: await unreadCount(ctx.db, ctx.user.id) };
  },

  // Read marks only move forward (an older page opened late cannot make read ones unread) and never past
  // the newest notification the player can see (a made-up id cannot pre-read future ones).
  async set_notifications_read(ctx, input) {
    const userId = ctx.user.id;
    const visible = await visibleTo(ctx.db, userId);
    const newest = await ctx.db.execute<{ id: number }>(
      sql`SELECT COALESCE(max(n.id), 0)::int AS id FROM notifications n WHERE ${visible}`,
    );
    const lastId = Math.min(input.last_id, Number(newest.rows[0]?.id ?? 0));
    await ctx.db
      .insert(notificationReads)
      .values({ userId, lastReadId: lastId })
      .onConflictDoUpdate({
        target: notificationReads.userId,
        set: { lastReadId: sql`greatest(${notificationReads.lastReadId}, ${lastId})` },
      });
    return { data: await unreadCount(ctx.db, userId, visible), message: codes.updated };
  },

  async get_notification_preferences(ctx) {
    return { data: await readInApp(ctx.db, ctx.user.id) };
  },

  async set_notification_preferences(ctx, input) {
    await writeInApp(ctx.db, ctx.user.id, input);
    return { data: await readInApp(ctx.db, ctx.user.id), message: codes.updated };
  },
};
