import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { examStatuses, type ExamRow as ExamListRow } from '../../../contract/exam-models';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import type { UserContext } from '../../http/context';
import { contentLanguageId } from '../catalogue';
import { playerToday } from '../play';
import {
  answersOf,
  closeAttempt,
  closeExpiredAttempts,
  examTotals,
  expiry,
  inLiveAttempt,
  lockAttempt,
  questionsOf,
  remainingMs,
  resultOf,
  resumeTimeoutMs,
  type ExamAttemptRow,
  type ExamRow,
} from './attempts';
import { contentKey, presentQuestion, shownKey } from './issue';
import { examAnswers, examAttempts, exams } from './schema';
import { openExam, startOrResume } from './start';

/** At most this many violation events are kept per attempt (a page hidden and shown again and again). */
const MAX_EVENTS = 50;

async function listRows(ctx: UserContext, rows: { exam: ExamRow; attempt: ExamAttemptRow | null }[]) {
  const totals = await examTotals(
    ctx.db,
    rows.map((r) => r.exam.id),
  );
  return rows.map(({ exam, attempt }): ExamListRow => {
    const total = totals.get(exam.id) ?? { count: 0, marks: 0 };
    return {
      id: exam.id,
      language_id: exam.languageId,
      title: exam.title,
      date: exam.startsOn,
      ends_on: exam.endsOn,
      duration: exam.durationMinutes,
      answer_again: exam.answerAgain,
      latex: exam.latex,
      rules: exam.rules,
      no_of_que: total.count,
      total_marks: total.marks,
      exam_status: !attempt
        ? examStatuses.notStarted
        : attempt.status === 'completed'
          ? examStatuses.completed
          : examStatuses.inExam,
      result: attempt?.status === 'completed' ? resultOf(attempt, exam) : null,
    };
  });
}

export const examHandlers: HandlerMap = {
  async get_exam_module(ctx, input) {
    // Attempts the clock has ended are graded before they are listed (the job does it for everyone).
    await closeExpiredAttempts(ctx.db, await resumeTimeoutMs(ctx), ctx.user.id);
    const mine = and(eq(examAttempts.examId, exams.id), eq(examAttempts.userId, ctx.user.id));
    if (input.type === 2) {
      const where = and(eq(examAttempts.userId, ctx.user.id), eq(examAttempts.status, 'completed'));
      const [total] = await ctx.db.select({ n: count() }).from(examAttempts).where(where);
      const rows = await ctx.db
        .select({ exam: exams, attempt: examAttempts })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .where(where)
        .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
        .offset(input.offset)
        .limit(input.limit);
      return { data: await listRows(ctx, rows), total: total?.n ?? 0 };
    }
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const today = await playerToday(ctx.db, ctx.user.id, input, await ctx.settings.str('system_timezone'));
    const where = and(
      eq(exams.status, 1),
      eq(exams.languageId, languageId),
      lte(exams.startsOn, today),
      gte(exams.endsOn, today),
    );
    const [total] = await ctx.db.select({ n: count() }).from(exams).where(where);
    const rows = await ctx.db
      .select({ exam: exams, attempt: examAttempts })
      .from(exams)
      .leftJoin(examAttempts, mine)
      .where(where)
      .orderBy(desc(exams.startsOn), exams.id)
      .offset(input.offset)
      .limit(input.limit);
    return { data: await listRows(ctx, rows), total: total?.n ?? 0 };
  },

  async get_exam_module_questions(ctx, input) {
    return { data: await startOrResume(ctx, input) };
  },

  async save_exam_answer(ctx, input) {
    const exam = await openExam(ctx.db, input.exam_module_id);
    const data = await inLiveAttempt(ctx, exam.id, async (tx, attempt, now) => {
      const issued = attempt.issued.find((q) => q.id === input.question_id);
      const answer = issued && contentKey(issued, input.answer);
      if (!issued || !answer) throw fail('examInvalidAnswer');
      const [before] = await tx
        .select({ answer: examAnswers.answer })
        .from(examAnswers)
        .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, issued.id)));
      if (before && before.answer !== answer && !exam.answerAgain) throw fail('examAnswerLocked');
      await tx
        .insert(examAnswers)
        .values({ attemptId: attempt.id, questionId: issued.id, answer, answeredAt: now })
        .onConflictDoUpdate({
          target: [examAnswers.attemptId, examAnswers.questionId],
          set: { answer, answeredAt: now },
        });
      await tx.update(examAttempts).set({ lastSeenAt: now }).where(eq(examAttempts.id, attempt.id));
      // No verdict: whether it is right is told after the exam.
      return {
        question_id: issued.id,
        chosen: shownKey(issued, answer),
        remaining_ms: remainingMs(attempt, now),
      };
    });
    return { data };
  },

  async exam_heartbeat(ctx, input) {
    const data = await inLiveAttempt(ctx, input.exam_module_id, async (tx, attempt, now) => {
      const hidden = input.hidden === '1' && attempt.violations.length < MAX_EVENTS;
      await tx
        .update(examAttempts)
        .set({
          lastSeenAt: now,
          ...(hidden
            ? {
                violations: [
                  ...attempt.violations,
                  { type: 'hidden_warning' as const, at: now.toISOString() },
                ],
              }
            : {}),
        })
        .where(eq(examAttempts.id, attempt.id));
      return { remaining_ms: remainingMs(attempt, now) };
    });
    return { data };
  },

  // The payload's obtained_marks, statistics and total_duration (the original client's own grading) are
  // ignored: the server grades from the answers it stored. A second submit answers the stored result.
  async set_exam_module_result(ctx, input) {
    const exam = await openExam(ctx.db, input.exam_module_id);
    const timeoutMs = await resumeTimeoutMs(ctx);
    const attempt = await ctx.db.transaction(async (tx) => {
      const open = await lockAttempt(tx, exam.id, ctx.user.id);
      if (!open || open.status === 'completed') return open;
      const now = new Date();
      const reason = input.rules_violated === '1' ? 'hidden' : (expiry(open, now, timeoutMs) ?? 'submitted');
      return closeAttempt(tx, open, reason, now);
    });
    if (!attempt) throw fail('examNotStarted');
    return { data: resultOf(attempt, exam) };
  },

  async get_exam_result(ctx, input) {
    const exam = await openExam(ctx.db, input.exam_module_id);
    await closeExpiredAttempts(ctx.db, await resumeTimeoutMs(ctx), ctx.user.id);
    const [attempt] = await ctx.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, ctx.user.id)));
    if (!attempt) throw fail('examNotStarted');
    if (attempt.status !== 'completed') throw fail('examNotCompleted');
    const rows = new Map((await questionsOf(ctx.db, exam.id)).map((q) => [q.id, q]));
    const answers = await answersOf(ctx.db, attempt.id);
    const review = attempt.issued.flatMap((issued) => {
      const q = rows.get(issued.id);
      if (!q) return [];
      const given = answers.get(q.id);
      return [
        {
          ...presentQuestion(q, issued, ctx.origin),
          answer: shownKey(issued, q.answer),
          your_answer: shownKey(issued, given),
          correct: given === q.answer,
          note: q.note,
        },
      ];
    });
    return { data: { result: resultOf(attempt, exam), latex: exam.latex, review } };
  },
};
