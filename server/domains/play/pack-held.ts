import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offlinePacks } from '../offline/schema';

// Reads the offline domain's table: offline depends on play (packs are issued by play's engine), so
// play asks the table rather than offline's services.

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
