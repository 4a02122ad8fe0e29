import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActionInput } from '../../../contract';
import type { AdminExam, AdminExamRow } from '../../../contract/event-models';
import type { DbOrTx, Tx } from '../../db/client';
import { fail } from '../../http/api-error';
import { containsPattern } from '../../lib/like';
import { examQuestions, exams } from './schema';

type ExamRecord = typeof exams.$inferSelect;
const KEYS = ['a', 'b', 'c', 'd', 'e'];

// Spelled out: drizzle would write the outer column unqualified inside the subquery, where it names
// the inner table's own column.
const questionsOf = sql<number>`(SELECT count(*)::int FROM exam_questions q WHERE q.exam_id = "exams"."id")`;
const marksOf = sql<number>`(SELECT coalesce(sum(q.marks), 0)::int FROM exam_questions q WHERE q.exam_id = "exams"."id")`;
const attemptsOf = sql<number>`(SELECT count(*)::int FROM exam_attempts a WHERE a.exam_id = "exams"."id")`;
const figures = { row: exams, asked: questionsOf, marks: marksOf, attempts: attemptsOf };

/** An exam as the console lists it. Never its key. */
function presentRow(r: { row: ExamRecord; asked: number; marks: number; attempts: number }): AdminExamRow {
  return {
    id: r.row.id,
    title: r.row.title,
    language_id: r.row.languageId,
    starts_on: r.row.startsOn,
    ends_on: r.row.endsOn,
    duration: r.row.durationMinutes,
    questions: r.asked,
    total_marks: r.marks,
    attempts: r.attempts,
  };
}

export async function listExams(db: DbOrTx, input: ActionInput<'admin_list_exams'>) {
  const filters: (SQL | undefined)[] = [eq(exams.status, 1)];
  if (input.language_id) filters.push(eq(exams.languageId, input.language_id));
  if (input.q) filters.push(sql`${exams.title} ILIKE ${containsPattern(input.q)}`);
  const where = and(...filters);
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(figures)
      .from(exams)
      .where(where)
      .orderBy(direction(input.sort === 'title' ? exams.title : exams.startsOn), direction(exams.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  return { rows: rows.map(presentRow), total: total?.n ?? 0 };
}

async function examFigures(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select(figures)
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.status, 1)));
  const [found] = lock ? await query.for('update', { of: exams }) : await query;
  if (!found) throw fail('notFound', 'There is no such exam');
  return found;
}

/** One exam as the console edits it: its questions with their answers, and whether a key is set. */
export async function adminExam(db: DbOrTx, id: number): Promise<AdminExam> {
  const found = await examFigures(db, id);
  const asked = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, id))
    .orderBy(asc(examQuestions.rowOrder), asc(examQuestions.id));
  return {
    ...presentRow(found),
    rules: found.row.rules,
    answer_again: found.row.answerAgain,
    latex: found.row.latex,
    key_set: found.row.examKey !== '',
    question_items: asked.map((q) => ({
      kind: q.kind,
      question: q.question,
      options: q.options.map((o) => o.text),
      answer: Math.max(
        0,
        q.options.findIndex((o) => o.key === q.answer),
      ),
      marks: q.marks,
      note: q.note,
    })),
  };
}

/** What the audit log keeps of an exam: never the key, only that it changed. */
export const auditedExam = (row: ExamRecord, extra: Record<string, unknown> = {}) => ({
  title: row.title,
  language_id: row.languageId,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  duration: row.durationMinutes,
  rules: row.rules,
  answer_again: row.answerAgain,
  latex: row.latex,
  ...extra,
});

type SaveInput = ActionInput<'admin_save_exam'>;

/** Creates or edits an exam in the caller's transaction; answers the exam's id and its row before. */
export async function saveExam(tx: Tx, input: SaveInput): Promise<{ id: number; before: ExamRecord | null }> {
  if (input.ends_on < input.starts_on)
    throw fail('examInvalid', 'This exam is not valid: it must end on or after its first day');
  for (const [i, q] of (input.questions ?? []).entries()) {
    if (q.answer >= q.options.length)
      throw fail('examInvalid', `This exam is not valid: question ${i + 1} has no option ${q.answer + 1}`);
    if (q.kind === 2 && q.options.length !== 2)
      throw fail('examInvalid', `This exam is not valid: question ${i + 1} (true/false) needs two options`);
  }
  const values = {
    title: input.title,
    languageId: input.language_id,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    durationMinutes: input.duration,
    rules: input.rules ?? '',
    answerAgain: input.answer_again === '1',
    latex: input.latex === '1',
    ...(input.exam_key ? { examKey: input.exam_key } : {}),
  };
  let before: ExamRecord | null = null;
  let id: number;
  if (!input.id) {
    if (!input.exam_key || !input.questions)
      throw fail('examInvalid', 'This exam is not valid: an exam key and questions are required');
    const [created] = await tx
      .insert(exams)
      .values({ ...values, examKey: input.exam_key })
      .returning({ id: exams.id });
    id = created!.id;
  } else {
    const found = await examFigures(tx, input.id, true);
    // Attempts were issued these questions and are graded against them: they stay as they are.
    if (input.questions && found.attempts > 0) throw fail('examHasAttempts');
    before = found.row;
    id = found.row.id;
    await tx.update(exams).set(values).where(eq(exams.id, id));
  }
  if (input.questions) {
    await tx.delete(examQuestions).where(eq(examQuestions.examId, id));
    await tx.insert(examQuestions).values(
      input.questions.map((q, i) => ({
        examId: id,
        kind: q.kind,
        question: q.question,
        options: q.options.map((text, k) => ({ key: KEYS[k]!, text })),
        answer: KEYS[q.answer]!,
        marks: q.marks,
        note: q.note,
        rowOrder: i,
      })),
    );
  }
  return { id, before };
}

/** Deletes an exam nobody has taken, in the caller's transaction; answers the row it deleted. */
export async function deleteExam(tx: Tx, id: number): Promise<ExamRecord> {
  const found = await examFigures(tx, id, true);
  if (found.attempts > 0) throw fail('examHasAttempts');
  await tx.delete(exams).where(eq(exams.id, id));
  return found.row;
}
