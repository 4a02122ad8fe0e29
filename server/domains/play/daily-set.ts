import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questionKinds, questions } from '../catalogue/schema';
import { inCategories, openCategoryIds } from './question-pool';
import { dailyQuizzes } from './schema';
import { catalogueMode } from '../../../contract/modes';

/** The daily set is drawn from the quiz zone's open categories. */
const QUIZ_ZONE = catalogueMode('quiz_zone').categoryType;
/** A question drawn for a daily set is not drawn again for this many days, while the bank allows. */
const ROTATION_DAYS = 60;

/**
 * The day's question ids for a language: the admin's schedule when there is one, else drawn from the
 * open quiz zone bank, avoiding recent days. Concurrent first fetches agree through the primary key.
 */
export async function dailySet(db: DbOrTx, languageId: number, day: string, size: number): Promise<number[]> {
  const scheduled = async () =>
    (
      await db
        .select({ ids: dailyQuizzes.questionIds })
        .from(dailyQuizzes)
        .where(and(eq(dailyQuizzes.languageId, languageId), eq(dailyQuizzes.day, day)))
    )[0]?.ids;
  const existing = await scheduled();
  if (existing) return existing;

  const open = await openCategoryIds(db, QUIZ_ZONE, languageId);
  const recent = await db
    .select({ ids: dailyQuizzes.questionIds })
    .from(dailyQuizzes)
    .where(
      and(
        eq(dailyQuizzes.languageId, languageId),
        gte(dailyQuizzes.day, sql`(${day}::date - ${ROTATION_DAYS}::int)`),
      ),
    );
  const used = recent.flatMap((r) => r.ids);
  const pick = (exclude: number[]) =>
    db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inCategories(open),
          inArray(questions.questionType, [questionKinds.choice, questionKinds.true_false]),
          exclude.length ? notInArray(questions.id, exclude) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(size);
  let drawn = await pick(used);
  if (drawn.length < size) drawn = await pick([]);
  if (drawn.length === 0) return [];
  await db
    .insert(dailyQuizzes)
    .values({ languageId, day, questionIds: drawn.map((d) => d.id) })
    .onConflictDoNothing();
  return (await scheduled()) ?? [];
}
