import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, premiumUnlocks, subcategories } from './schema';
import { userLevels } from '../play/schema';
import { fail } from '../../http/api-error';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** Slugs repeat across content languages; the requested language's category wins, then the oldest. */
export async function categoryBySlug(
  db: DbOrTx,
  type: number,
  slug: string,
  languageId = 0,
): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.slug, slug)))
    .orderBy(sql`${categories.languageId} = ${languageId} DESC`, categories.id)
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
    WHERE category_id = ${categoryId} AND level > 0
      AND ${subcategoryId ? sql`subcategory_id = ${subcategoryId}` : sql`subcategory_id IS NULL`}
    GROUP BY level ORDER BY level`);
  return result.rows.map((r) => ({ level: Number(r.level), no_of_ques: Number(r.count) }));
}

export type CategoryCountRow = {
  id: number;
  language_id: number;
  name: string;
  slug: string;
  type: number;
  image: string;
  is_premium: boolean;
  coins: number;
  row_order: number;
  no_of: number;
  no_of_que: number;
  maxlevel: number;
};

/** Categories of a mode with their counts; categories without questions are hidden. */
export async function categoryRows(db: DbOrTx, type: number, languageId: number, excludePremium: boolean) {
  const result = await db.execute<CategoryCountRow>(sql`
    SELECT c.id, c.language_id, c.name, c.slug, c.type, c.image, c.is_premium, c.coins, c.row_order,
      count(DISTINCT q.subcategory_id)::int AS no_of,
      count(q.id)::int AS no_of_que,
      COALESCE(max(q.level) FILTER (WHERE q.subcategory_id IS NULL), 0)::int AS maxlevel
    FROM categories c JOIN questions q ON q.category_id = c.id
    WHERE c.type = ${type} AND c.language_id = ${languageId} ${excludePremium ? sql`AND NOT c.is_premium` : sql``}
    GROUP BY c.id
    ORDER BY c.row_order, c.id`);
  return result.rows;
}

/** Which categories the player has played (a level passed, or a first pass) and which premium ones they unlocked. */
export async function playerCategoryFlags(db: DbOrTx, userId: number) {
  const result = await db.execute<{ category_id: number; kind: string }>(sql`
    SELECT DISTINCT category_id, 'played' AS kind FROM user_levels WHERE user_id = ${userId}
    UNION ALL
    SELECT DISTINCT COALESCE(s.category_id, substring(c.target from 10)::int), 'played'
    FROM completions c LEFT JOIN subcategories s ON c.target = 'subcategory:' || s.id
    WHERE c.user_id = ${userId} AND (c.target LIKE 'category:%' OR c.target LIKE 'subcategory:%')
    UNION ALL
    SELECT category_id, 'unlocked' AS kind FROM premium_unlocks WHERE user_id = ${userId}`);
  const played = new Set<number>();
  const unlocked = new Set<number>();
  for (const r of result.rows) (r.kind === 'played' ? played : unlocked).add(Number(r.category_id));
  return { played, unlocked };
}
