import type { LevelData } from '../../../contract';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import { categoryBySlug, hasUnlocked, levelCounts, subcategoryBySlug, unlockedLevel } from './catalogue-repo';
import { contentLanguageId } from './content-language';

/** The levels of a levelled mode's category (or subcategory): counts, the player's unlocked level, premium. */
export async function levelDataOf(
  ctx: UserContext,
  modeType: number,
  input: { category_slug: string; subcategory_slug?: string; language_id?: number },
): Promise<LevelData> {
  const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
  const category = await categoryBySlug(ctx.db, modeType, input.category_slug, languageId);
  const subcategory = input.subcategory_slug
    ? await subcategoryBySlug(ctx.db, category.id, input.subcategory_slug)
    : null;
  const levels = await levelCounts(ctx.db, category.id, subcategory?.id ?? 0);
  if (levels.length === 0) throw fail('notFound');
  return {
    level: await unlockedLevel(ctx.db, ctx.user.id, category.id, subcategory?.id ?? 0),
    no_of_ques: levels.reduce((sum, l) => sum + l.no_of_ques, 0),
    max_level: Math.max(...levels.map((l) => l.level)),
    category: {
      id: category.id,
      category_name: category.name,
      slug: category.slug,
      is_premium: category.isPremium,
      coins: category.coins,
      has_unlocked: await hasUnlocked(ctx.db, ctx.user.id, category.id),
    },
    subcategory: subcategory
      ? { id: subcategory.id, subcategory_name: subcategory.name, slug: subcategory.slug }
      : null,
    level_data: levels,
  };
}
