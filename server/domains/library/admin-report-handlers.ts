import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { codes, type ReportGroup } from '../../../contract';
import { modeOfCategoryType } from '../../../contract/modes';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { recordAudit } from '../audit';
import { categories, questions } from '../catalogue/schema';
import { users } from '../user/schema';
import { questionReports } from './schema';

const handler = alias(users, 'handler');
const iso = (value: Date | string) => new Date(value).toISOString();

/** The reports of these questions matching the filter, newest first, with reporter and handler names. */
async function reportsOf(db: DbOrTx, questionIds: number[], status: SQL | undefined) {
  return db
    .select({
      id: questionReports.id,
      questionId: questionReports.questionId,
      userId: questionReports.userId,
      userName: users.name,
      userEmail: users.email,
      message: questionReports.message,
      status: questionReports.status,
      createdAt: questionReports.createdAt,
      handledBy: handler.name,
      handledAt: questionReports.handledAt,
      note: questionReports.note,
    })
    .from(questionReports)
    .innerJoin(users, eq(users.id, questionReports.userId))
    .leftJoin(handler, eq(handler.id, questionReports.handledBy))
    .where(and(inArray(questionReports.questionId, questionIds), status))
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id));
}

export const adminReportHandlers: HandlerMap = {
  async admin_list_reports(ctx, input) {
    const status = input.status ? eq(questionReports.status, input.status) : undefined;
    const like = input.q ? containsPattern(input.q) : null;
    const search = like
      ? sql`(${questions.question} ILIKE ${like} OR ${questionReports.message} ILIKE ${like})`
      : undefined;
    const where = and(status, search);
    const latest = sql<Date | string>`max(${questionReports.createdAt})`;
    const count = sql<number>`count(*)::int`;
    const dir = input.order === 'asc' ? sql`asc` : sql`desc`;
    const [groups, [total]] = await Promise.all([
      ctx.db
        .select({ questionId: questionReports.questionId, count, latest })
        .from(questionReports)
        .innerJoin(questions, eq(questions.id, questionReports.questionId))
        .where(where)
        .groupBy(questionReports.questionId)
        .orderBy(
          input.sort === 'count' ? sql`${count} ${dir}` : sql`${latest} ${dir}`,
          desc(questionReports.questionId),
        )
        .limit(input.limit)
        .offset(input.offset),
      ctx.db
        .select({ n: sql<number>`count(DISTINCT ${questionReports.questionId})::int` })
        .from(questionReports)
        .innerJoin(questions, eq(questions.id, questionReports.questionId))
        .where(where),
    ]);
    const ids = groups.map((g) => g.questionId);
    if (ids.length === 0) return { data: { rows: [], total: total?.n ?? 0 } };
    const [about, reports] = await Promise.all([
      ctx.db
        .select({
          id: questions.id,
          question: questions.question,
          category: categories.name,
          type: categories.type,
        })
        .from(questions)
        .innerJoin(categories, eq(categories.id, questions.categoryId))
        .where(inArray(questions.id, ids)),
      reportsOf(ctx.db, ids, status),
    ]);
    const rows = groups.map((g): ReportGroup => {
      const q = about.find((a) => a.id === g.questionId);
      return {
        question_id: g.questionId,
        question: q?.question ?? '',
        mode: q ? (modeOfCategoryType(q.type)?.id ?? null) : null,
        category: q?.category ?? '',
        count: g.count,
        latest_at: iso(g.latest),
        reports: reports
          .filter((r) => r.questionId === g.questionId)
          .map((r) => ({
            id: r.id,
            user_id: r.userId,
            user_name: r.userName || r.userEmail || `#${r.userId}`,
            message: r.message,
            status: r.status,
            created_at: iso(r.createdAt),
            handled_by: r.handledBy,
            handled_at: r.handledAt ? iso(r.handledAt) : null,
            note: r.note,
          })),
      };
    });
    return { data: { rows, total: total?.n ?? 0 } };
  },

  async admin_resolve_reports(ctx, input) {
    if (!input.question_id && !input.report_ids)
      throw fail('missingField', 'Name a question or the reports to handle');
    const which = and(
      eq(questionReports.status, 'open'),
      input.question_id ? eq(questionReports.questionId, input.question_id) : undefined,
      input.report_ids ? inArray(questionReports.id, input.report_ids) : undefined,
    );
    const note = input.note ?? null;
    return ctx.db.transaction(async (tx) => {
      const handled = await tx
        .update(questionReports)
        .set({ status: input.status, handledBy: ctx.user.id, handledAt: new Date(), note })
        .where(which)
        .returning({ id: questionReports.id, questionId: questionReports.questionId });
      // Open reports only: a double click, or two operators at once, finds nothing left the second time.
      if (handled.length === 0) throw fail('noReportsToResolve');
      const byQuestion = new Map<number, typeof handled>();
      for (const r of handled) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
      for (const [questionId, rows] of byQuestion) {
        await recordAudit(tx, ctx, {
          action: 'admin_resolve_reports',
          targetType: 'report',
          targetId: questionId,
          before: { status: 'open', report_ids: rows.map((r) => r.id) },
          after: { status: input.status, report_ids: rows.map((r) => r.id), note },
        });
      }
      return { data: { updated: handled.length }, message: codes.updated };
    });
  },
};
