import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCategory, AdminSubcategory } from '../../../contract/actions/admin-categories';
import type { DbOrTx } from '../../db/client';
import { slugify } from '../../content-import/model';
import { fail } from '../../http/api-error';
import { containsPattern } from '../../lib/like';
import { absoluteUrl, mediaPath } from '../media-url';
import { categories, languages, premiumUnlocks, questions, subcategories } from './schema';

/** A slug from the name; a name with no Latin letters (Arabic) gets a stable one made of its text. */
export function slugFor(name: string, given?: string): string {
  return given || slugify(name) || `c-${createHash('sha256').update(name).digest('hex').slice(0, 10)}`;
}

/**
 * The outer row's id in a correlated count, always qualified: drizzle writes a bare "id" when a query
 * reads one table, which inside the subquery would mean the subquery's own table.
 */
const outer = (table: 'categories' | 'subcategories') => sql`${sql.identifier(table)}."id"`;

const questionCount = sql<number>`(SELECT count(*)::int FROM ${questions} q WHERE q.category_id = ${outer('categories')})`;
const subcategoryCount = sql<number>`(SELECT count(*)::int FROM ${subcategories} s WHERE s.category_id = ${outer('categories')})`;
const unlockCount = sql<number>`(SELECT count(*)::int FROM ${premiumUnlocks} u WHERE u.category_id = ${outer('categories')})`;

const categoryColumns = {
  id: categories.id,
  languageId: categories.languageId,
  language: languages.language,
  type: categories.type,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
  isPremium: categories.isPremium,
  coins: categories.coins,
  rowOrder: categories.rowOrder,
  subcategories: subcategoryCount,
  questions: questionCount,
  unlocks: unlockCount,
};
const selectCategories = (db: DbOrTx) =>
  db.select(categoryColumns).from(categories).innerJoin(languages, eq(languages.id, categories.languageId));
type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];

export const presentCategory = (origin: string, r: CategoryRow): AdminCategory => ({
  id: r.id,
  language_id: r.languageId,
  language: r.language,
  type: r.type,
  name: r.name,
  slug: r.slug,
  image: absoluteUrl(origin, mediaPath('categories', r.image)),
  is_premium: r.isPremium,
  coins: r.coins,
  row_order: r.rowOrder,
  subcategories: Number(r.subcategories),
  questions: Number(r.questions),
  unlocks: Number(r.unlocks),
});

export interface CategoryFilter {
  languageId?: number;
  type?: number;
  q?: string;
  sort?: 'row_order' | 'name' | 'id' | 'questions';
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listCategories(db: DbOrTx, f: CategoryFilter) {
  const where: SQL[] = [];
  if (f.languageId) where.push(eq(categories.languageId, f.languageId));
  if (f.type) where.push(eq(categories.type, f.type));
  if (f.q)
    where.push(
      sql`(${categories.name} ILIKE ${containsPattern(f.q)} OR ${categories.slug} ILIKE ${containsPattern(f.q)})`,
    );
  const filter = where.length ? and(...where) : undefined;
  const column = {
    row_order: categories.rowOrder,
    name: categories.name,
    id: categories.id,
    questions: questionCount,
  }[f.sort ?? 'row_order'];
  const direction = (f.order ?? (f.sort ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    selectCategories(db)
      .where(filter)
      .orderBy(direction(column), asc(categories.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function categoryRow(db: DbOrTx, id: number): Promise<CategoryRow> {
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  if (!row) throw fail('notFound');
  return row;
}

const subQuestionCount = sql<number>`(SELECT count(*)::int FROM ${questions} q WHERE q.subcategory_id = ${outer('subcategories')})`;

export async function subcategoryRows(db: DbOrTx, categoryId: number, id?: number) {
  return db
    .select({
      id: subcategories.id,
      categoryId: subcategories.categoryId,
      name: subcategories.name,
      slug: subcategories.slug,
      image: subcategories.image,
      status: subcategories.status,
      rowOrder: subcategories.rowOrder,
      questions: subQuestionCount,
    })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), id ? eq(subcategories.id, id) : undefined))
    .orderBy(asc(subcategories.rowOrder), asc(subcategories.id));
}

export const presentSubcategory = (
  origin: string,
  r: Awaited<ReturnType<typeof subcategoryRows>>[number],
): AdminSubcategory => ({
  id: r.id,
  category_id: r.categoryId,
  name: r.name,
  slug: r.slug,
  image: absoluteUrl(origin, mediaPath('categories', r.image)),
  status: r.status,
  row_order: r.rowOrder,
  questions: Number(r.questions),
});

/** The next position at the end of a list. */
export async function nextOrder(
  db: DbOrTx,
  where: SQL,
  column: typeof categories.rowOrder | typeof subcategories.rowOrder,
) {
  const table = column === categories.rowOrder ? categories : subcategories;
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${column}), 0)::int` })
    .from(table)
    .where(where);
  return (row?.n ?? 0) + 1;
}
