import { asc, desc, sql } from 'drizzle-orm';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { mailbox } from './schema';

/** The development mailbox in the console: what would have been sent, when no SMTP server is set. */
export const adminMailHandlers: HandlerMap = {
  async admin_list_mail(ctx, input) {
    const like = input.q ? containsPattern(input.q) : null;
    const where = like
      ? sql`(${mailbox.recipient} ILIKE ${like} OR ${mailbox.subject} ILIKE ${like})`
      : undefined;
    const order = input.order === 'asc' ? [asc(mailbox.id)] : [desc(mailbox.id)];
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select()
        .from(mailbox)
        .where(where)
        .orderBy(...order)
        .limit(input.limit)
        .offset(input.offset),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailbox)
        .where(where),
    ]);
    return {
      data: {
        rows: rows.map((r) => ({
          id: r.id,
          recipient: r.recipient,
          subject: r.subject,
          text: r.text,
          created_at: r.createdAt.toISOString(),
        })),
        total: count?.n ?? 0,
      },
    };
  },
};
