import { and, eq } from 'drizzle-orm';
import { offlinePacks } from './schema';
import { categories, subcategories } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { hasUnlocked } from '../catalogue';
import { buildPack } from './pack-build';
import { withheldCatalogue } from '../../../contract/modes';

export const packHandlers: HandlerMap = {
  /**
   * A category's or subcategory's practice questions with their answers, for offline play. Premium
   * content only once unlocked. The download is recorded before the answers leave: from then on the
   * scope pays this player nothing (a device that already holds the answers cannot earn on them).
   */
  async get_offline_pack(ctx, input) {
    const [sub] =
      input.type === 'subcategory'
        ? await ctx.db
            .select()
            .from(subcategories)
            .where(and(eq(subcategories.id, input.id), eq(subcategories.status, 1)))
        : [null];
    if (input.type === 'subcategory' && !sub) throw fail('notFound', 'No such subcategory');
    const categoryId = sub ? sub.categoryId : input.id;
    const [category] = await ctx.db.select().from(categories).where(eq(categories.id, categoryId));
    // A contest's questions are served one at a time with their answers withheld: never in a pack.
    if (!category || withheldCatalogue(category.type)) throw fail('notFound', 'No such category');
    if (category.isPremium && !(await hasUnlocked(ctx.db, ctx.user.id, category.id)))
      throw fail('premiumLocked');

    const pack = await buildPack(ctx.db, ctx.origin, category, sub ?? null);
    if (pack.questions.length === 0) throw fail('notFound', 'There are no questions here yet');
    await ctx.db
      .insert(offlinePacks)
      .values({
        userId: ctx.user.id,
        categoryId: category.id,
        subcategoryId: sub?.id ?? 0,
        version: pack.version,
      })
      .onConflictDoUpdate({
        target: [offlinePacks.userId, offlinePacks.categoryId, offlinePacks.subcategoryId],
        set: { version: pack.version, downloadedAt: new Date() },
      });
    if (input.version === pack.version)
      return { data: { ...pack, unchanged: true, questions: [], passages: [], media: [] } };
    return { data: { ...pack, unchanged: false } };
  },
};
