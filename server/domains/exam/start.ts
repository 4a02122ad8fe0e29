import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { ActionInput } from '../../../contract';
import type { ExamSession } from '../../../contract/exam-models';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import { playerToday } from '../play';
import {
  answersOf,
  inLiveAttempt,
  questionsOf,
  remainingMs,
  type ExamAttemptRow,
  type ExamRow,
} from './attempts';
import { issueQuestions, presentQuestion, shownKey } from './issue';
import { examAttempts, examKeyFailures, exams } from './schema';

/** Wrong keys allowed per player and exam in the window before further tries are refused. */
const KEY_TRIES = 5;
const KEY_WINDOW_MS = 10 * 60_000;

/** Constant-time comparison (hashes first, so lengths never differ); keys are trimmed, case kept. */
function keyMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim()).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function openExam(db: DbOrTx, examId: number): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.status, 1)));
  if (!exam) throw fail('notFound');
  return exam;
}

/** The attempt as the player continues it: questions in its order, their saved answers, the clock. */
async function sessionOf(
  ctx: UserContext,
  db: DbOrTx,
  exam: ExamRow,
  attempt: ExamAttemptRow,
  now: Date,
  resumed: boolean,
): Promise<ExamSession> {
  const rows = new Map((await questionsOf(db, exam.id)).map((q) => [q.id, q]));
  const saved = await answersOf(db, attempt.id);
  const issued = attempt.issued.filter((q) => rows.has(q.id));
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      duration: exam.durationMinutes,
      answer_again: exam.answerAgain,
      latex: exam.latex,
      total_marks: issued.reduce((sum, q) => sum + (rows.get(q.id)?.marks ?? 0), 0),
      no_of_que: issued.length,
    },
    questions: issued.map((q) => presentQuestion(rows.get(q.id)!, q, ctx.origin)),
    answers: issued.flatMap((q) =>
      saved.has(q.id) ? [{ question_id: q.id, chosen: shownKey(q, saved.get(q.id)) }] : [],
    ),
    remaining_ms: remainingMs(attempt, now),
    resumed,
  };
}

/** Continues the player's own attempt: no key needed; an attempt the clock ended is completed instead. */
const resume = (ctx: UserContext, exam: ExamRow) =>
  inLiveAttempt(ctx, exam.id, async (tx, attempt, now) => {
    const [seen] = await tx
      .update(examAttempts)
      .set({ lastSeenAt: now })
      .where(eq(examAttempts.id, attempt.id))
      .returning();
    return sessionOf(ctx, tx, exam, seen ?? attempt, now, true);
  });

/**
 * get_exam_module_questions: starts the exam (open today, right key, rules agreed) or resumes the
 * player's attempt. Wrong keys are counted per player and exam (KEY_TRIES per KEY_WINDOW_MS).
 */
export async function startOrResume(
  ctx: UserContext,
  input: ActionInput<'get_exam_module_questions'>,
): Promise<ExamSession> {
  const exam = await openExam(ctx.db, input.exam_module_id);
  const [existing] = await ctx.db
    .select({ status: examAttempts.status })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, ctx.user.id)));
  if (existing?.status === 'completed') throw fail('examCompleted');
  if (existing) return resume(ctx, exam);

  const today = await playerToday(ctx.db, ctx.user.id, input, await ctx.settings.str('system_timezone'));
  if (today < exam.startsOn || today > exam.endsOn) throw fail('examNotAvailable');
  if (!input.exam_key) throw fail('examKeyMissing');
  const [tries] = await ctx.db
    .select({ n: count() })
    .from(examKeyFailures)
    .where(
      and(
        eq(examKeyFailures.userId, ctx.user.id),
        eq(examKeyFailures.examId, exam.id),
        gt(examKeyFailures.createdAt, new Date(Date.now() - KEY_WINDOW_MS)),
      ),
    );
  if ((tries?.n ?? 0) >= KEY_TRIES) throw fail('examKeyTooManyTries');
  if (!keyMatches(input.exam_key, exam.examKey)) {
    await ctx.db.insert(examKeyFailures).values({ examId: exam.id, userId: ctx.user.id });
    throw fail('examKeyInvalid');
  }
  if (input.rules_agreed !== '1') throw fail('examRulesNotAgreed');

  const questions = await questionsOf(ctx.db, exam.id);
  if (!questions.length) throw fail('notFound');
  const now = new Date();
  const [attempt] = await ctx.db
    .insert(examAttempts)
    .values({
      examId: exam.id,
      userId: ctx.user.id,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + exam.durationMinutes * 60_000),
      lastSeenAt: now,
      issued: issueQuestions(questions),
    })
    .onConflictDoNothing()
    .returning();
  // Two starts at once: the UNIQUE (exam, player) keeps one attempt, and the other call resumes it.
  if (!attempt) return resume(ctx, exam);
  return sessionOf(ctx, ctx.db, exam, attempt, now, false);
}
