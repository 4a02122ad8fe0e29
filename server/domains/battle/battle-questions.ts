import { and, eq, inArray } from 'drizzle-orm';
import type { BattleQuestionView } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import type { BattleQuestion } from './schema';
import { categories, questionKinds, questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import { openCategoryIds, inCategories, randomQuestions, questionMedia, issueQuestion } from '../play';
import { catalogueMode } from '../../../contract/modes';

/** Quiz zone categories (contract/modes.ts). */
const QUIZ_ZONE = catalogueMode('quiz_zone').categoryType;
/** Battles are played against a clock with one tap: choice and true/false questions only. */
const TAPPABLE = [questionKinds.choice, questionKinds.true_false];

/**
 * Draws a room's questions on the server (never from premium categories), shuffled and re-lettered
 * once for the whole room, so every player sees the same question with the same options.
 */
export async function drawBattleQuestions(
  db: DbOrTx,
  languageId: number,
  categoryId: number,
  count: number,
): Promise<BattleQuestion[]> {
  let pool: number[];
  if (categoryId > 0) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.id, categoryId), eq(categories.type, QUIZ_ZONE), eq(categories.isPremium, false)),
      );
    if (!category) throw fail('notFound', 'No such battle category');
    pool = [category.id];
  } else {
    pool = await openCategoryIds(db, QUIZ_ZONE, languageId);
  }
  const rows = await randomQuestions(
    db,
    and(inCategories(pool), inArray(questions.questionType, TAPPABLE)),
    count,
  );
  if (rows.length === 0) throw fail('notFound', 'There are no battle questions here yet');
  return rows.map((row) => {
    const { stored, options } = issueQuestion(row, true);
    // Stored origin-relative (/media/questions/…): the room is served over HTTP and socket alike.
    const image = row.image ? questionMedia('', 'questions', row.image) : '';
    return { ...stored, options, question: row.question, image };
  });
}

/** The player's copy: never the answer. */
export const questionView = (q: BattleQuestion): BattleQuestionView => ({
  id: q.id,
  question: q.question,
  question_type: String(questionKinds[q.kind]),
  image: q.image,
  options: q.options.map(({ key, text }) => ({ key, text })),
});
