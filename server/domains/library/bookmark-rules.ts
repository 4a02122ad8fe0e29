import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookmarks } from './schema';
import { categories, premiumUnlocks, questions } from '../catalogue/schema';
import { offlinePacks } from '../offline/schema';
import { attemptAnswers, attempts } from '../play/schema';
import { fail } from '../../http/api-error';
import { withheldCatalogue } from '../../../contract/modes';

/**
 * A bookmark replays a question with its answer (the bookmark quiz, its review), so it may only be made
 * of a question whose answer the server has already revealed to that player: one of their own play
 * attempts held it and either they answered it there (answer_question returns the answer) or the attempt
 * was graded (the review shows it), or an offline pack they downloaded holds it (the pack carried its
 * answer; a bookmark made during an offline game reaches the server before that game's result does).
 * Battle and exam questions live in their own tables and never qualify this way: a room's question ids
 * are visible before the game, their answers are not. A contest's questions are catalogue questions of a
 * type whose mode withholds answers (contract/modes.ts): refused whatever the attempt.
 */
export function revealedTo(userId: number, questionId: SQL | number): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${attempts}
    WHERE ${attempts.userId} = ${userId}
      AND ${attempts.questions} @> jsonb_build_array(jsonb_build_object('id', ${questionId}::int))
      AND (${attempts.status} = 'graded' OR EXISTS (
        SELECT 1 FROM ${attemptAnswers}
        WHERE ${attemptAnswers.attemptId} = ${attempts.id} AND ${attemptAnswers.questionId} = ${questionId}::int)))
    OR EXISTS (
    SELECT 1 FROM ${offlinePacks} JOIN ${questions} q ON q.id = ${questionId}::int
    WHERE ${offlinePacks.userId} = ${userId} AND ${offlinePacks.categoryId} = q.category_id
      AND (${offlinePacks.subcategoryId} = 0 OR ${offlinePacks.subcategoryId} = q.subcategory_id))`;
}

/** Premium rules hold for bookmarks too: a premium category's questions only for players who unlocked it. */
export function openTo(userId: number): SQL {
  return or(
    eq(categories.isPremium, false),
    sql`EXISTS (SELECT 1 FROM ${premiumUnlocks}
      WHERE ${premiumUnlocks.userId} = ${userId} AND ${premiumUnlocks.categoryId} = ${categories.id})`,
  )!;
}

/** Refuses a bookmark the player may not make (unknown question, locked premium, answer not revealed). */
export async function assertBookmarkable(db: DbOrTx, userId: number, questionId: number): Promise<void> {
  const [row] = await db
    .select({
      open: sql<boolean>`${openTo(userId)}`,
      revealed: sql<boolean>`${revealedTo(userId, questionId)}`,
      type: categories.type,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(questions.id, questionId));
  if (!row) throw fail('notFound', 'No such question');
  if (!row.open) throw fail('premiumLocked');
  // A contest's questions keep their answers withheld (the bookmark quiz would reveal them).
  if (!row.revealed || withheldCatalogue(row.type)) throw fail('bookmarkNotRevealed');
}

/**
 * The player's bookmarks that may be served now, newest first. Whether the answer was revealed is
 * checked when a bookmark is made (attempts are pruned after 30 days, so it cannot be re-checked later;
 * rows made before the rule existed were removed by migration 0005); premium is checked on every read,
 * since a category can become premium after the bookmark was made.
 */
export function servableBookmarks(db: DbOrTx, userId: number, type: number, limit?: number) {
  const query = db
    .select({ questionId: bookmarks.questionId, type: bookmarks.type })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.type, type), openTo(userId)))
    .orderBy(sql`${bookmarks.createdAt} DESC`, sql`${bookmarks.questionId} DESC`);
  return limit ? query.limit(limit) : query;
}

export const idsIn = (rows: { questionId: number }[]) =>
  inArray(
    questions.id,
    rows.map((r) => r.questionId),
  );
