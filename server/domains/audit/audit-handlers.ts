import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { auditLog } from './schema';

export const auditHandlers: HandlerMap = {
  async admin_get_audit_log(ctx, input) {
    const filters: SQL[] = [];
    if (input.actor_id) filters.push(eq(auditLog.actorId, input.actor_id));
    if (input.action) filters.push(eq(auditLog.action, input.action));
    if (input.target_type) filters.push(eq(auditLog.targetType, input.target_type));
    if (input.target_id) filters.push(eq(auditLog.targetId, input.target_id));
    if (input.from) filters.push(gte(auditLog.createdAt, new Date(input.from)));
    if (input.to) filters.push(lte(auditLog.createdAt, new Date(input.to)));
    if (input.q) {
      const like = containsPattern(input.q);
      filters.push(
        sql`(${auditLog.actorName} ILIKE ${like} OR ${auditLog.action} ILIKE ${like} OR ${auditLog.targetId} ILIKE ${like})`,
      );
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order =
      input.order === 'asc'
        ? [auditLog.createdAt, auditLog.id]
        : [desc(auditLog.createdAt), desc(auditLog.id)];
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(input.limit)
        .offset(input.offset),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return {
      data: {
        rows: rows.map((r) => ({
          id: r.id,
          actor_id: r.actorId,
          actor_name: r.actorName,
          actor_role: r.actorRole,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
        total: count?.n ?? 0,
      },
    };
  },
};
