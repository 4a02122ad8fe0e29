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

/** Builds play_questions with `correct` right answers and the rest wrong. */
export function playedWith(attempt: Attempt, key: Map<number, string>, correct: number) {
  return attempt.questions.map((q, i) => {
    const right = key.get(q.id) ?? '';
    const wrong = q.options.find((o) => o.key !== right)?.key ?? '';
    return { id: q.id, answer: i < correct ? right : wrong };
  });
}
