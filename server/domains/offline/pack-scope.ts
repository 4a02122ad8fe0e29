import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offlinePacks } from './schema';

/**
 * Whether the player downloaded a pack covering this category or subcategory: its answers have been on
 * their device, so its levels and first passes pay nothing to them (mode-rules.ts).
 */
export async function holdsPack(
  db: DbOrTx,
  userId: number,
  categoryId: number,
  subcategoryId: number,
): Promise<boolean> {
  const rows = await db
    .select({ categoryId: offlinePacks.categoryId })
    .from(offlinePacks)
    .where(
      and(
        eq(offlinePacks.userId, userId),
        eq(offlinePacks.categoryId, categoryId),
        subcategoryId
          ? or(eq(offlinePacks.subcategoryId, 0), eq(offlinePacks.subcategoryId, subcategoryId))
          : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

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
