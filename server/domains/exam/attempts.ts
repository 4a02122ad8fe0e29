import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { ExamEndReason, ExamResult, ExamViolation } from '../../../contract/exam-models';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import { examDuration, gradeExam } from './grading';
import { examAnswers, examAttempts, examQuestions, type exams } from './schema';

export type ExamRow = typeof exams.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type ExamQuestionRow = typeof examQuestions.$inferSelect;

const errorOf = { time_up: 'examTimeUp', left: 'examLeft' } as const;

/** An exam's questions in their set order. */
export const questionsOf = (db: DbOrTx, examId: number) =>
  db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.rowOrder), asc(examQuestions.id));

/** The attempt's answers, by question id (content option keys). */
export async function answersOf(db: DbOrTx, attemptId: number): Promise<Map<number, string>> {
  const rows = await db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r.answer]));
}

/** The settings' resume timeout in milliseconds (exam_module_resume_exam_timeout, seconds). */
export const resumeTimeoutMs = async (ctx: Pick<UserContext, 'settings'>) =>
  (await ctx.settings.whole('exam_module_resume_exam_timeout', 1)) * 1000;

/**
 * Whether an attempt still in the exam is over by the server's clock: past its deadline (time up), or
 * no sign of its player for longer than the resume timeout (left). Null while it may go on.
 */
export function expiry(attempt: ExamAttemptRow, now: Date, timeoutMs: number): 'time_up' | 'left' | null {
  if (now.getTime() >= attempt.deadlineAt.getTime()) return 'time_up';
  if (now.getTime() - attempt.lastSeenAt.getTime() > timeoutMs) return 'left';
  return null;
}

export const remainingMs = (attempt: ExamAttemptRow, now: Date) =>
  Math.max(0, attempt.deadlineAt.getTime() - now.getTime());

/**
 * Grades an attempt from its stored answers and completes it, once: the UPDATE is conditional on the
 * attempt still being in the exam, so a concurrent submit, the lazy close and the job grade it once.
 * Callers lock the attempt row first (lockAttempt) so no answer lands between grading and completing.
 */
export async function closeAttempt(
  tx: DbOrTx,
  attempt: ExamAttemptRow,
  reason: ExamEndReason,
  now: Date,
): Promise<ExamAttemptRow> {
  const issuedIds = new Set(attempt.issued.map((q) => q.id));
  const questions = (await questionsOf(tx, attempt.examId)).filter((q) => issuedIds.has(q.id));
  const grade = gradeExam(questions, await answersOf(tx, attempt.id));
  const event: ExamViolation | null =
    reason === 'hidden'
      ? { type: 'hidden_submit', at: now.toISOString() }
      : reason === 'left'
        ? { type: 'left', at: now.toISOString() }
        : null;
  const [closed] = await tx
    .update(examAttempts)
    .set({
      status: 'completed',
      endReason: reason,
      rulesViolated: reason === 'hidden' || attempt.rulesViolated,
      violations: event ? [...attempt.violations, event] : attempt.violations,
      obtainedMarks: grade.obtainedMarks,
      totalMarks: grade.totalMarks,
      correct: grade.correct,
      incorrect: grade.incorrect,
      statistics: grade.statistics,
      totalDuration: examDuration(attempt.startedAt, attempt.deadlineAt, now),
      submittedAt: now,
    })
    .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, 'in_exam')))
    .returning();
  if (closed) return closed;
  const [stored] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
  return stored ?? attempt;
}

/** The player's attempt at an exam, its row locked until the transaction ends. */
export async function lockAttempt(tx: DbOrTx, examId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)))
    .for('update');
  return row;
}

/**
 * Runs `work` on the player's attempt while it is still in the exam. An attempt the server's clock says
 * is over is completed first (graded as it stands) and the call answers why, with that close committed.
 */
export async function inLiveAttempt<T>(
  ctx: UserContext,
  examId: number,
  work: (tx: DbOrTx, attempt: ExamAttemptRow, now: Date) => Promise<T>,
): Promise<T> {
  const timeoutMs = await resumeTimeoutMs(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, examId, ctx.user.id);
    if (!attempt) return { error: 'examNotStarted' as const };
    if (attempt.status === 'completed') return { error: 'examCompleted' as const };
    const now = new Date();
    const ended = expiry(attempt, now, timeoutMs);
    if (ended) {
      await closeAttempt(tx, attempt, ended, now);
      return { error: errorOf[ended] };
    }
    return { error: null, value: await work(tx, attempt, now) };
  });
  if (outcome.error !== null) throw fail(outcome.error);
  return outcome.value;
}

/**
 * Completes every attempt of a player (or, without one, of everyone) that the clock says is over:
 * lazily before a player's list, and from the job. Returns how many were closed.
 */
export async function closeExpiredAttempts(db: DbOrTx, timeoutMs: number, userId?: number): Promise<number> {
  const now = new Date();
  const over = or(
    lt(examAttempts.deadlineAt, now),
    lt(examAttempts.lastSeenAt, new Date(now.getTime() - timeoutMs)),
  );
  const candidates = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(eq(examAttempts.status, 'in_exam'), over, userId ? eq(examAttempts.userId, userId) : undefined),
    );
  let closed = 0;
  for (const { id } of candidates) {
    closed += await db.transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_exam')))
        .for('update');
      const at = new Date();
      const ended = attempt && expiry(attempt, at, timeoutMs);
      if (!attempt || !ended) return 0;
      await closeAttempt(tx, attempt, ended, at);
      return 1;
    });
  }
  return closed;
}

/** A completed attempt as the player's result. */
export function resultOf(attempt: ExamAttemptRow, exam: ExamRow): ExamResult {
  const noOfQue = attempt.issued.length;
  return {
    exam_module_id: exam.id,
    title: exam.title,
    total_marks: attempt.totalMarks,
    obtained_marks: attempt.obtainedMarks,
    no_of_que: noOfQue,
    correct: attempt.correct,
    incorrect: attempt.incorrect,
    unanswered: noOfQue - attempt.correct - attempt.incorrect,
    total_duration: attempt.totalDuration,
    duration: exam.durationMinutes,
    statistics: attempt.statistics,
    end_reason: attempt.endReason ?? 'submitted',
    rules_violated: attempt.rulesViolated,
    submitted_at: (attempt.submittedAt ?? attempt.startedAt).toISOString(),
  };
}

/** Question counts and total marks per exam. */
export async function examTotals(db: DbOrTx, examIds: number[]) {
  const totals = new Map<number, { count: number; marks: number }>();
  if (!examIds.length) return totals;
  const rows = await db
    .select({ examId: examQuestions.examId, marks: examQuestions.marks })
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds));
  for (const r of rows) {
    const t = totals.get(r.examId) ?? { count: 0, marks: 0 };
    t.count += 1;
    t.marks += r.marks;
    totals.set(r.examId, t);
  }
  return totals;
}
