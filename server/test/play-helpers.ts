import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Attempt } from '../../contract';
import type { Database } from '../db/client';
import { attempts } from '../db/schema';
import { ok } from './harness';

/** The first category/subcategory of the demo catalogue, as a player would pick it. */
export async function firstSubcategory(app: FastifyInstance, token: string) {
  const [category] = await ok(app, 'get_categories', { type: 1 }, token);
  if (!category) throw new Error('no categories seeded');
  const [sub] = await ok(app, 'get_subcategory_by_maincategory', { category_slug: category.slug }, token);
  if (!sub) throw new Error('no subcategories seeded');
  return { category: category.slug, subcategory: sub.slug };
}

export async function startLevel(app: FastifyInstance, token: string, level = 1): Promise<Attempt> {
  const where = await firstSubcategory(app, token);
  return ok(app, 'get_questions_by_level', { ...where, level }, token);
}

/** Reads the answer key the server stored for an attempt (tests only: the client never sees it). */
export async function answerKey(database: Database, attemptId: string): Promise<Map<number, string>> {
  const [row] = await database.db.select().from(attempts).where(eq(attempts.id, attemptId));
  if (!row) throw new Error('attempt not stored');
  return new Map(row.questions.map((q) => [q.id, q.answer]));
}

/** A wrong answer of the question's kind. */
export function wrongAnswer(q: Attempt['questions'][number], right: string): string {
  switch (q.kind) {
    case 'guess_the_word':
      return `${right}X`;
    case 'multi_select':
      return right === 'a' ? 'b' : 'a';
    case 'sequence':
      return right.split(',').reverse().join(',');
    case 'match':
      return q.options.map((o) => `${o.key}:1`).join(',');
    default:
      return q.options.find((o) => o.key !== right)?.key ?? '';
  }
}

/** Builds play_questions with `correct` right answers and the rest wrong. */
export function playedWith(attempt: Attempt, key: Map<number, string>, correct: number) {
  return attempt.questions.map((q, i) => {
    const right = key.get(q.id) ?? '';
    return { id: q.id, answer: i < correct ? right : wrongAnswer(q, right) };
  });
}

/** Submits an attempt with `correct` right answers. */
export async function submit(
  app: FastifyInstance,
  database: Database,
  token: string,
  attempt: Attempt,
  correct: number,
) {
  const key = await answerKey(database, attempt.attempt_id);
  return ok(
    app,
    'set_quiz_coin_score',
    {
      quiz_type: attempt.quiz_type,
      match_id: attempt.attempt_id,
      play_questions: JSON.stringify(playedWith(attempt, key, correct)),
    },
    token,
  );
}
