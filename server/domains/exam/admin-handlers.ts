import { count, desc, eq } from 'drizzle-orm';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { adminExam, auditedExam, deleteExam, listExams, saveExam } from './exam-admin';
import { users } from '../user/schema';
import { examAttempts, exams } from './schema';

/** The examiner's view (issue 16; issue 17 builds the console): every attempt, its marks and violations. */
export const examAdminHandlers: HandlerMap = {
  async admin_get_exam_results(ctx, input) {
    const where = input.exam_module_id ? eq(examAttempts.examId, input.exam_module_id) : undefined;
    const [total] = await ctx.db.select({ n: count() }).from(examAttempts).where(where);
    const rows = await ctx.db
      .select({ attempt: examAttempts, title: exams.title, name: users.name })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(where)
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
      .offset(input.offset)
      .limit(input.limit);
    const data = rows.map(({ attempt: a, title, name }) => ({
      exam_module_id: a.examId,
      exam_title: title,
      user_id: a.userId,
      name,
      status: a.status,
      end_reason: a.endReason,
      rules_violated: a.rulesViolated,
      violations: a.violations,
      obtained_marks: a.obtainedMarks,
      total_marks: a.totalMarks,
      correct: a.correct,
      incorrect: a.incorrect,
      total_duration: a.totalDuration,
      started_at: a.startedAt.toISOString(),
      submitted_at: a.submittedAt?.toISOString() ?? null,
    }));
    return { data, total: total?.n ?? 0 };
  },

  async admin_list_exams(ctx, input) {
    return { data: await listExams(ctx.db, input) };
  },

  async admin_get_exam(ctx, input) {
    return { data: await adminExam(ctx.db, input.id) };
  },

  async admin_save_exam(ctx, input) {
    const id = await ctx.db.transaction(async (tx) => {
      const { id, before } = await saveExam(tx, input);
      const [after] = await tx.select().from(exams).where(eq(exams.id, id));
      await recordAudit(tx, ctx, {
        action: 'admin_save_exam',
        targetType: 'exam',
        targetId: id,
        before: before ? auditedExam(before) : null,
        after: auditedExam(after!, {
          ...(input.exam_key ? { key_changed: true } : {}),
          ...(input.questions ? { questions: input.questions.length } : {}),
        }),
      });
      return id;
    });
    return { data: await adminExam(ctx.db, id) };
  },

  async admin_delete_exam(ctx, input) {
    await ctx.db.transaction(async (tx) => {
      const row = await deleteExam(tx, input.id);
      await recordAudit(tx, ctx, {
        action: 'admin_delete_exam',
        targetType: 'exam',
        targetId: row.id,
        before: auditedExam(row),
        after: null,
      });
    });
    return { data: {} };
  },
};
