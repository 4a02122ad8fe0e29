import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, questions, subcategories } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import { hasUnlocked, type CategoryRow, type SubcategoryRow } from '../catalogue';
import type { QuestionRow } from './issue-attempt';

/** `limit` questions matching `where`, in random order. */
export function randomQuestions(db: DbOrTx, where: SQL | undefined, limit: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(where)
    .orderBy(sql`random()`)
    .limit(limit);
}

export interface Target {
  category: CategoryRow;
  subcategory: SubcategoryRow | null;
  /** The attempts.target a first pass completes. */
  key: string;
  where: SQL;
}

/**
 * The category or subcategory a mode's fetch names (the original's type + type_id), checked to be of
 * the mode and, when premium, unlocked by the player.
 */
export async function modeTarget(
  db: DbOrTx,
  userId: number,
  modeType: number,
  type: 'category' | 'subcategory',
  id: number,
): Promise<Target> {
  let subcategory: SubcategoryRow | null = null;
  let categoryId = id;
  if (type === 'subcategory') {
    [subcategory = null] = await db
      .select()
      .from(subcategories)
      .where(and(eq(subcategories.id, id), eq(subcategories.status, 1)));
    if (!subcategory) throw fail('notFound', 'No such subcategory');
    categoryId = subcategory.categoryId;
  }
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.type, modeType)));
  if (!category) throw fail('notFound', 'No such category in this mode');
  if (category.isPremium && !(await hasUnlocked(db, userId, category.id))) throw fail('premiumLocked');
  return {
    category,
    subcategory,
    key: subcategory ? `subcategory:${subcategory.id}` : `category:${category.id}`,
    where: subcategory ? eq(questions.subcategoryId, subcategory.id) : eq(questions.categoryId, category.id),
  };
}

/** Non-premium categories of a mode in a language, for the pools that mix categories. */
export async function openCategoryIds(db: DbOrTx, modeType: number, languageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.type, modeType),
        eq(categories.languageId, languageId),
        eq(categories.isPremium, false),
      ),
    );
  return rows.map((r) => r.id);
}

export const inCategories = (ids: number[]) =>
  ids.length > 0 ? inArray(questions.categoryId, ids) : sql`false`;
