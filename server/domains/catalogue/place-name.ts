import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, subcategories } from './schema';

/**
 * Where a game was played, as a card names it (issue 19): "Science · Space", the category alone, or ''
 * for none (a battle over every category, the daily quiz). Names are the catalogue's, in its language.
 */
export async function placeName(db: DbOrTx, categoryId: number, subcategoryId = 0): Promise<string> {
  if (categoryId <= 0) return '';
  const [category] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) return '';
  if (subcategoryId <= 0) return category.name;
  const [sub] = await db
    .select({ name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId))
    .limit(1);
  return sub ? `${category.name} · ${sub.name}` : category.name;
}
