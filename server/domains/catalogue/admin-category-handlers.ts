import { and, eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { isEditableCatalogue } from '../../../contract/modes';
import { isUniqueViolation } from '../../db/errors';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { bumpContentVersion } from '../settings';
import { storeContentImage } from '../storage';
import { contentChanged } from './content-changed';
import {
  categoryRow,
  listCategories,
  nextOrder,
  presentCategory,
  presentSubcategory,
  slugFor,
  subcategoryRows,
} from './admin-category-repo';
import { categories, languages, subcategories } from './schema';

const FOLDER = 'categories';

/** Runs a content write; a slug another row of the same list holds answers slugTaken, not a 500. */
async function contentWrite<T>(ctx: HandlerContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await ctx.db
    .transaction(async (tx) => {
      const done = await work(tx);
      // Clients drop their cached catalogue when the version moves (contract/public-settings.ts).
      await bumpContentVersion(tx);
      return done;
    })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw fail('slugTaken');
      throw e;
    });
  // Players see the change at once in this process (others within the catalogue cache's few seconds).
  contentChanged(ctx);
  return result;
}

/** The picture to keep: a new upload (re-encoded, stored before the transaction), none, or the old one. */
async function pictureFor(ctx: HandlerContext, input: { image?: Blob | Uint8Array; remove_image?: string }) {
  if (input.image) return storeContentImage(ctx.pictures, FOLDER, input.image);
  return input.remove_image === '1' ? '' : undefined;
}

/** Sets each id's position to its place in the list, which must be exactly the list's ids. */
async function applyOrder(
  tx: DbOrTx,
  table: typeof categories | typeof subcategories,
  ids: number[],
  all: number[],
) {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || all.length !== ids.length || all.some((id) => !wanted.has(id)))
    throw fail('orderIncomplete');
  for (const [index, id] of ids.entries())
    await tx
      .update(table)
      .set({ rowOrder: index + 1 })
      .where(eq(table.id, id));
}

export const adminCategoryHandlers: HandlerMap = {
  async admin_list_categories(ctx, input) {
    const { rows, total } = await listCategories(ctx.db, {
      languageId: input.language_id,
      type: input.type,
      q: input.q,
      sort: input.sort,
      order: input.order,
      offset: input.offset,
      limit: input.limit,
    });
    return { data: { rows: rows.map((r) => presentCategory(ctx.origin, r)), total } };
  },

  async admin_save_category(ctx, input) {
    if (!isEditableCatalogue(input.type)) throw fail('catalogueNotEditable');
    const [language] = await ctx.db
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, input.language_id));
    if (!language) throw fail('notFound', 'No content language has that id');
    const image = await pictureFor(ctx, input);
    const values = {
      languageId: input.language_id,
      type: input.type,
      name: input.name,
      slug: slugFor(input.name, input.slug),
      isPremium: input.is_premium === '1',
      // A price only means something on a premium category.
      coins: input.is_premium === '1' ? (input.coins ?? 0) : 0,
      ...(image !== undefined ? { image } : {}),
    };
    const id = await contentWrite(ctx, async (tx) => {
      const before = input.id ? await categoryRow(tx, input.id) : null;
      let id = input.id;
      if (before) await tx.update(categories).set(values).where(eq(categories.id, before.id));
      else {
        const rowOrder = await nextOrder(
          tx,
          and(eq(categories.type, input.type), eq(categories.languageId, input.language_id))!,
          categories.rowOrder,
        );
        const [created] = await tx
          .insert(categories)
          .values({ ...values, rowOrder })
          .returning({ id: categories.id });
        id = created!.id;
      }
      const after = await categoryRow(tx, id!);
      await recordAudit(tx, ctx, {
        action: 'admin_save_category',
        targetType: 'category',
        targetId: id!,
        before: before && presentCategory('', before),
        after: presentCategory('', after),
      });
      return id!;
    });
    return {
      data: presentCategory(ctx.origin, await categoryRow(ctx.db, id)),
      message: input.id ? codes.updated : codes.inserted,
    };
  },

  async admin_delete_category(ctx, input) {
    await contentWrite(ctx, async (tx) => {
      await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.id))
        .for('update');
      const row = await categoryRow(tx, input.id);
      // Deleting would take questions, subcategories or bought unlocks with it: the editor empties it first.
      if (row.subcategories > 0 || row.questions > 0 || row.unlocks > 0) throw fail('categoryNotEmpty');
      await tx.delete(categories).where(eq(categories.id, input.id));
      await recordAudit(tx, ctx, {
        action: 'admin_delete_category',
        targetType: 'category',
        targetId: input.id,
        before: presentCategory('', row),
        after: null,
      });
    });
    return { data: { id: input.id }, message: codes.updated };
  },

  async admin_order_categories(ctx, input) {
    await contentWrite(ctx, async (tx) => {
      const [first] = await tx.select().from(categories).where(eq(categories.id, input.ids[0]!));
      if (!first) throw fail('notFound');
      const list = await tx
        .select({ id: categories.id, rowOrder: categories.rowOrder })
        .from(categories)
        .where(and(eq(categories.type, first.type), eq(categories.languageId, first.languageId)))
        .orderBy(categories.rowOrder, categories.id)
        .for('update');
      await applyOrder(
        tx,
        categories,
        input.ids,
        list.map((c) => c.id),
      );
      await recordAudit(tx, ctx, {
        action: 'admin_order_categories',
        targetType: 'category',
        targetId: `type ${first.type} language ${first.languageId}`,
        before: { order: list.map((c) => c.id) },
        after: { order: input.ids },
      });
    });
    return { data: { ids: input.ids }, message: codes.updated };
  },

  async admin_list_subcategories(ctx, input) {
    const category = await categoryRow(ctx.db, input.category_id);
    const rows = await subcategoryRows(ctx.db, input.category_id);
    return {
      data: {
        category: presentCategory(ctx.origin, category),
        subcategories: rows.map((r) => presentSubcategory(ctx.origin, r)),
      },
    };
  },

  async admin_save_subcategory(ctx, input) {
    const category = await categoryRow(ctx.db, input.category_id);
    const image = await pictureFor(ctx, input);
    const values = {
      categoryId: category.id,
      languageId: category.languageId,
      name: input.name,
      slug: slugFor(input.name, input.slug),
      ...(input.status ? { status: Number(input.status) } : {}),
      ...(image !== undefined ? { image } : {}),
    };
    const id = await contentWrite(ctx, async (tx) => {
      const [before] = input.id ? await subcategoryRows(tx, category.id, input.id) : [];
      if (input.id && !before) throw fail('notFound');
      let id = input.id;
      if (before) await tx.update(subcategories).set(values).where(eq(subcategories.id, before.id));
      else {
        const rowOrder = await nextOrder(
          tx,
          eq(subcategories.categoryId, category.id),
          subcategories.rowOrder,
        );
        const [created] = await tx
          .insert(subcategories)
          .values({ ...values, rowOrder })
          .returning({ id: subcategories.id });
        id = created!.id;
      }
      const [after] = await subcategoryRows(tx, category.id, id);
      await recordAudit(tx, ctx, {
        action: 'admin_save_subcategory',
        targetType: 'subcategory',
        targetId: id!,
        before: before && presentSubcategory('', before),
        after: after && presentSubcategory('', after),
      });
      return id!;
    });
    const [row] = await subcategoryRows(ctx.db, category.id, id);
    return { data: presentSubcategory(ctx.origin, row!), message: input.id ? codes.updated : codes.inserted };
  },

  async admin_delete_subcategory(ctx, input) {
    await contentWrite(ctx, async (tx) => {
      const [found] = await tx
        .select()
        .from(subcategories)
        .where(eq(subcategories.id, input.id))
        .for('update');
      if (!found) throw fail('notFound');
      const [row] = await subcategoryRows(tx, found.categoryId, found.id);
      if (row!.questions > 0) throw fail('subcategoryNotEmpty');
      await tx.delete(subcategories).where(eq(subcategories.id, input.id));
      await recordAudit(tx, ctx, {
        action: 'admin_delete_subcategory',
        targetType: 'subcategory',
        targetId: input.id,
        before: presentSubcategory('', row!),
        after: null,
      });
    });
    return { data: { id: input.id }, message: codes.updated };
  },

  async admin_order_subcategories(ctx, input) {
    await contentWrite(ctx, async (tx) => {
      const list = await tx
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(eq(subcategories.categoryId, input.category_id))
        .orderBy(subcategories.rowOrder, subcategories.id)
        .for('update');
      if (list.length === 0) throw fail('notFound');
      await applyOrder(
        tx,
        subcategories,
        input.ids,
        list.map((c) => c.id),
      );
      await recordAudit(tx, ctx, {
        action: 'admin_order_subcategories',
        targetType: 'category',
        targetId: input.category_id,
        before: { order: list.map((c) => c.id) },
        after: { order: input.ids },
      });
    });
    return { data: { ids: input.ids }, message: codes.updated };
  },
};
