import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, premiumUnlocks, subcategories, userLevels } from '../../db/schema';
import { fail } from '../../http/api-error';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

export async function categoryBySlug(db: DbOrTx, type: number, slug: string): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.slug, slug)))
    .limit(1);
  if (!row) throw fail('notFound', `No category "${slug}"`);
  return row;
}

export async function subcategoryBySlug(
  db: DbOrTx,
  categoryId: number,
  slug: string,
): Promise<SubcategoryRow> {
  const [row] = await db
    .select()
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, categoryId),
        eq(subcategories.slug, slug),
        eq(subcategories.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw fail('notFound', `No subcategory "${slug}"`);
  return row;
}

export async function hasUnlocked(
  db: DbOrTx,
  userId: number | undefined,
  categoryId: number,
): Promise<boolean> {
  if (!userId) return false;
  const rows = await db
    .select({ userId: premiumUnlocks.userId })
    .from(premiumUnlocks)
    .where(and(eq(premiumUnlocks.userId, userId), eq(premiumUnlocks.categoryId, categoryId)))
    .limit(1);
  return rows.length > 0;
}

/** The highest level the player may open in (category, subcategory); level 1 is always open. */
export async function unlockedLevel(
  db: DbOrTx,
  userId: number,
  categoryId: number,
  subcategoryId: number,
): Promise<number> {
  const [row] = await db
    .select({ level: userLevels.level })
    .from(userLevels)
    .where(
      and(
        eq(userLevels.userId, userId),
        eq(userLevels.categoryId, categoryId),
        eq(userLevels.subcategoryId, subcategoryId),
      ),
    )
    .limit(1);
  return row?.level ?? 1;
}

/** Question counts per level of a (category, subcategory) pair; subcategory 0 means "no subcategory". */
export async function levelCounts(db: DbOrTx, categoryId: number, subcategoryId: number) {
  const result = await db.execute<{ level: number; count: number }>(sql`
    SELECT level, count(*)::int AS count FROM questions
    WHERE category_id = ${categoryId}
      AND ${subcategoryId ? sql`subcategory_id = ${subcategoryId}` : sql`subcategory_id IS NULL`}
    GROUP BY level ORDER BY level`);
  return result.rows.map((r) => ({ level: Number(r.level), no_of_ques: Number(r.count) }));
}
