import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offlinePacks } from './schema';

/** The (category, subcategory) scopes the player holds packs of, among these categories. */
export async function heldScopes(
  db: DbOrTx,
  userId: number,
  categoryIds: number[],
): Promise<{ categoryId: number; subcategoryId: number }[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select({ categoryId: offlinePacks.categoryId, subcategoryId: offlinePacks.subcategoryId })
    .from(offlinePacks)
    .where(and(eq(offlinePacks.userId, userId), inArray(offlinePacks.categoryId, categoryIds)));
}
