import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { examAttempts, examQuestions, exams } from '../db/schema';
import { DEMO_EXAM_KEY } from '../domains/exam';
import { post, type Fields } from './harness';

export { DEMO_EXAM_KEY };

/** The seeded demo exam's id. */
export async function demoExamId(database: Database): Promise<number> {
  const [exam] = await database.db.select({ id: exams.id }).from(exams).limit(1);
  if (!exam) throw new Error('no exam seeded');
  return exam.id;
}

/** The right shown key of every question of a player's attempt (tests only: no client ever sees it). */
export async function rightKeys(database: Database, examId: number, userId: number) {
  const [attempt] = await database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)));
  if (!attempt) throw new Error('no attempt');
  const rows = await database.db.select().from(examQuestions).where(eq(examQuestions.examId, examId));
  const byId = new Map(rows.map((q) => [q.id, q]));
  return new Map(
    attempt.issued.map((q) => {
      const row = byId.get(q.id)!;
      return [q.id, { key: 'abcdef'[q.keys.indexOf(row.answer)]!, marks: row.marks }];
    }),
  );
}

/** Moves a player's attempt back in time (as if `seconds` had passed), without touching the server clock. */
export async function age(
  database: Database,
  examId: number,
  userId: number,
  seconds: { deadline?: number; lastSeen?: number },
) {
  await database.db
    .update(examAttempts)
    .set({
      ...(seconds.deadline !== undefined
        ? { deadlineAt: sql`${examAttempts.deadlineAt} - make_interval(secs => ${seconds.deadline})` }
        : {}),
      ...(seconds.lastSeen !== undefined
        ? { lastSeenAt: sql`${examAttempts.lastSeenAt} - make_interval(secs => ${seconds.lastSeen})` }
        : {}),
    })
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)));
}

/** Posts and keeps every answer's body, so a test can scan what reached the client. */
export function recorder(app: FastifyInstance, token: string) {
  const bodies: string[] = [];
  const call = async (action: string, fields: Fields = {}) => {
    const res = await post(app, action, fields, token);
    bodies.push(JSON.stringify(res.body));
    return res.body as { error: boolean; message: string; data: unknown };
  };
  return { bodies, call };
}

/** Field names that would give an answer (or the key) away. */
const LEAKS = ['answer', 'right_answer', 'correct', 'note', 'exam_key', 'is_correct'];

/** The answer-revealing field names found anywhere in a JSON body. */
export function leakedFields(body: string): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) {
        if (LEAKS.includes(k)) found.push(k);
        walk(item);
      }
  };
  walk(JSON.parse(body));
  return found;
}
