import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { recordAudit } from '../audit';
import { deliverBroadcast, presentBroadcast, pushBroadcast } from './broadcasts';
import { broadcasts } from './schema';

/** A broadcast may be scheduled a year ahead at most (a typo in the year is caught, not kept for ever). */
const MAX_AHEAD_MS = 366 * 24 * 3600 * 1000;
/** "Now" allows for a little clock difference between the operator's device and the server. */
const PAST_GRACE_MS = 60 * 1000;

export const broadcastHandlers: HandlerMap = {
  async admin_send_broadcast(ctx, input) {
    const now = new Date();
    const at = input.scheduled_at ? new Date(input.scheduled_at) : now;
    if (at.getTime() < now.getTime() - PAST_GRACE_MS)
      throw fail('broadcastInvalid', 'This broadcast is not valid: its time has already passed');
    if (at.getTime() > now.getTime() + MAX_AHEAD_MS)
      throw fail('broadcastInvalid', 'This broadcast is not valid: schedule it within a year');
    if (input.audience === 'language' && !input.audience_language)
      throw fail('broadcastInvalid', 'This broadcast is not valid: choose the players’ language');
    const sendNow = at <= now;
    const result = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(broadcasts)
        .values({
          title: input.title,
          body: input.body,
          image: input.image ?? '',
          link: input.link ?? '',
          audience: input.audience,
          audienceLanguage: input.audience === 'language' ? (input.audience_language ?? '') : '',
          scheduledAt: sendNow ? now : at,
          createdBy: ctx.user.id,
        })
        .returning();
      const delivered = sendNow ? await deliverBroadcast(tx, created!.id, now) : null;
      const row = delivered?.row ?? created!;
      await recordAudit(tx, ctx, {
        action: 'admin_send_broadcast',
        targetType: 'notification',
        targetId: row.id,
        before: null,
        after: {
          title: row.title,
          audience: row.audience,
          audience_language: row.audienceLanguage,
          status: row.status,
          scheduled_at: row.scheduledAt.toISOString(),
        },
      });
      return { row, delivered };
    });
    if (!result.delivered) return { data: presentBroadcast(result.row) };
    const report = await pushBroadcast(ctx.db, ctx.push, result.delivered);
    return {
      data: presentBroadcast({
        ...result.row,
        pushDevices: report.devices,
        pushSent: report.sent,
        pushFailed: report.failed + report.removed,
      }),
    };
  },

  async admin_list_broadcasts(ctx, input) {
    const filters: SQL[] = [];
    if (input.status) filters.push(eq(broadcasts.status, input.status));
    if (input.q) {
      const like = containsPattern(input.q);
      filters.push(sql`(${broadcasts.title} ILIKE ${like} OR ${broadcasts.body} ILIKE ${like})`);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const column = input.sort === 'scheduled_at' ? broadcasts.scheduledAt : broadcasts.createdAt;
    const direction = input.order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(broadcasts)
        .where(where)
        .orderBy(direction(column), direction(broadcasts.id))
        .limit(input.limit)
        .offset(input.offset),
      ctx.db.select({ n: count() }).from(broadcasts).where(where),
    ]);
    return { data: { rows: rows.map(presentBroadcast), total: total?.n ?? 0 } };
  },

  async admin_cancel_broadcast(ctx, input) {
    const row = await ctx.db.transaction(async (tx) => {
      // Conditional, like the send: a broadcast the job is sending (or sent) cannot be cancelled.
      const [cancelled] = await tx
        .update(broadcasts)
        .set({ status: 'cancelled' })
        .where(and(eq(broadcasts.id, input.id), eq(broadcasts.status, 'scheduled')))
        .returning();
      if (!cancelled) throw fail('broadcastNotScheduled');
      await recordAudit(tx, ctx, {
        action: 'admin_cancel_broadcast',
        targetType: 'notification',
        targetId: cancelled.id,
        before: { status: 'scheduled' },
        after: { status: 'cancelled' },
      });
      return cancelled;
    });
    return { data: presentBroadcast(row) };
  },
};
