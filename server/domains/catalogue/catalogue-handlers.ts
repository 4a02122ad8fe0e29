import { sql } from 'drizzle-orm';
import type { Category, Subcategory } from '../../../contract';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { absoluteUrl, mediaPath } from '../media-url';
import { categoryBySlug, categoryRows, playerCategoryFlags } from './catalogue-repo';
import { activeContentLanguages, contentLanguageId } from './content-language';
import { levelDataOf } from './level-data';
import { catalogueMode } from '../../../contract/modes';

/** Quiz zone categories (contract/modes.ts). */
const QUIZ_ZONE = catalogueMode('quiz_zone').categoryType;

/** get_categories' answers to callers without an account, by the cached rows they were made from. */
const anonymousAnswers = new WeakMap<object, Map<string, Category[]>>();

/** Frozen all through: an answer shared by every request must not be changed by one of them. */
function frozen<T extends object>(items: T[]): T[] {
  for (const item of items) Object.freeze(item);
  Object.freeze(items);
  return items;
}

type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

/**
 * One catalogue's rows in one language, from the short-lived cache. Module-level rather than a closure
 * per request: under tsx every named closure is renamed when it is made (esbuild's keepNames), ~0.7 µs.
 */
function cachedCategoryRows(
  ctx: Pick<HandlerContext, 'db' | 'catalogue'>,
  type: number,
  excludePremium: boolean,
  languageId: number,
): Promise<CategoryRow[]> {
  return ctx.catalogue.get(`categories:${type}:${excludePremium}:${languageId}`, () =>
    categoryRows(ctx.db, type, languageId, excludePremium),
  );
}

/** The answer's items (module-level rather than per-request closures: get_categories is the hot path). */
function categoryItems(
  origin: string,
  rows: CategoryRow[],
  mine: { played: Set<number>; unlocked: Set<number> },
): Category[] {
  return rows.map((r) => ({
    id: r.id,
    language_id: r.language_id,
    category_name: r.name,
    slug: r.slug,
    type: r.type,
    image: absoluteUrl(origin, mediaPath('categories', r.image)),
    is_premium: r.is_premium,
    coins: r.coins,
    row_order: r.row_order,
    no_of: r.no_of,
    no_of_que: r.no_of_que,
    maxlevel: r.maxlevel,
    is_play: mine.played.has(r.id),
    has_unlocked: mine.unlocked.has(r.id),
  }));
}

export const catalogueHandlers: HandlerMap = {
  async get_languages(ctx) {
    return { data: await activeContentLanguages(ctx.db, ctx.catalogue) };
  },

  async get_categories(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    // Battles (sub_type 2, 3) never use premium categories.
    const excludePremium = input.sub_type === 2 || input.sub_type === 3;
    let rows = await cachedCategoryRows(ctx, input.type, excludePremium, languageId);
    // A mode without content in the player's language shows the default language's rather than nothing.
    if (rows.length === 0) {
      const fallback = await contentLanguageId(ctx.db, ctx.catalogue, undefined);
      if (fallback !== languageId) rows = await cachedCategoryRows(ctx, input.type, excludePremium, fallback);
    }
    if (rows.length === 0) throw fail('notFound');
    if (ctx.user)
      return { data: categoryItems(ctx.origin, rows, await playerCategoryFlags(ctx.db, ctx.user.id)) };
    // Everyone without an account gets the same answer: one frozen copy per cached rows and origin, which
    // the API route then serializes once (api-route.ts). Reloaded rows are a new array, so a new copy.
    let byOrigin = anonymousAnswers.get(rows);
    if (!byOrigin) anonymousAnswers.set(rows, (byOrigin = new Map<string, Category[]>()));
    let answer = byOrigin.get(ctx.origin);
    if (!answer) {
      // Without PUBLIC_URL the origin is the request's Host: a caller inventing hosts must not grow this.
      if (byOrigin.size >= 8) byOrigin.clear();
      answer = frozen(categoryItems(ctx.origin, rows, { played: new Set(), unlocked: new Set() }));
      byOrigin.set(ctx.origin, answer);
    }
    return { data: answer };
  },

  async get_subcategory_by_maincategory(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const category = await categoryBySlug(ctx.db, input.type ?? QUIZ_ZONE, input.category_slug, languageId);
    const userId = ctx.user?.id ?? 0;
    const result = await ctx.db.execute<{
      id: number;
      language_id: number;
      name: string;
      slug: string;
      image: string;
      row_order: number;
      no_of_que: number;
      maxlevel: number;
      unlocked_level: number | null;
      completed: boolean;
    }>(sql`
      SELECT s.id, s.language_id, s.name, s.slug, s.image, s.row_order,
        count(q.id)::int AS no_of_que, COALESCE(max(q.level), 0)::int AS maxlevel,
        (SELECT l.level FROM user_levels l WHERE l.user_id = ${userId} AND l.category_id = s.category_id
           AND l.subcategory_id = s.id) AS unlocked_level,
        EXISTS (SELECT 1 FROM completions c WHERE c.user_id = ${userId}
           AND c.target = 'subcategory:' || s.id) AS completed
      FROM subcategories s JOIN questions q ON q.subcategory_id = s.id
      WHERE s.category_id = ${category.id} AND s.status = 1
        ${input.subcategory_slug ? sql`AND s.slug = ${input.subcategory_slug}` : sql``}
      GROUP BY s.id ORDER BY s.row_order, s.id`);
    if (result.rows.length === 0) throw fail('notFound');
    const data: Subcategory[] = result.rows.map((r) => ({
      id: r.id,
      maincat_id: category.id,
      language_id: r.language_id,
      subcategory_name: r.name,
      slug: r.slug,
      image: absoluteUrl(ctx.origin, mediaPath('categories', r.image)),
      row_order: r.row_order,
      category_name: category.name,
      no_of_que: r.no_of_que,
      maxlevel: r.maxlevel,
      unlocked_level: r.unlocked_level ?? 1,
      is_play: r.unlocked_level !== null || r.completed,
    }));
    return { data };
  },

  async get_level_data(ctx, input) {
    return { data: await levelDataOf(ctx, QUIZ_ZONE, input) };
  },
};
