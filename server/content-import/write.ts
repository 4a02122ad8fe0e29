import { and, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, languages, questions, subcategories } from '../db/schema';
import type { ImportQuestion } from './model';

const KEYS = ['a', 'b', 'c', 'd', 'e'];
const QUIZ_ZONE = 1;

export interface ImportStats {
  categories: number;
  subcategories: number;
  questions: number;
  /** Questions already in the category (same text), left as they are. */
  skipped: number;
}

/**
 * Writes validated questions inside the caller's transaction. Categories and subcategories are found
 * by slug or created after the existing ones; a question whose text its category already has is skipped,
 * so importing a file twice adds nothing.
 */
export async function writeQuestions(
  tx: Tx,
  languageCode: string,
  items: ImportQuestion[],
): Promise<ImportStats> {
  const stats: ImportStats = { categories: 0, subcategories: 0, questions: 0, skipped: 0 };
  const [language] = await tx.select().from(languages).where(eq(languages.code, languageCode));
  if (!language) throw new Error(`Unknown content language "${languageCode}"`);

  const categoryIds = new Map<string, number>();
  const subcategoryIds = new Map<string, number>();
  for (const item of items) {
    let categoryId = categoryIds.get(item.category.slug);
    if (categoryId === undefined) {
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.type, QUIZ_ZONE), eq(categories.slug, item.category.slug)));
      if (found) categoryId = found.id;
      else {
        const [last] = await tx
          .select({ order: max(categories.rowOrder) })
          .from(categories)
          .where(eq(categories.type, QUIZ_ZONE));
        const [created] = await tx
          .insert(categories)
          .values({
            languageId: language.id,
            type: QUIZ_ZONE,
            name: item.category.name,
            slug: item.category.slug,
            image: item.category.image,
            isPremium: item.category.isPremium,
            coins: item.category.coins,
            rowOrder: (last?.order ?? 0) + 1,
          })
          .returning({ id: categories.id });
        categoryId = created!.id;
        stats.categories++;
      }
      categoryIds.set(item.category.slug, categoryId);
    }

    let subcategoryId: number | null = null;
    if (item.subcategory) {
      const key = `${categoryId}|${item.subcategory.slug}`;
      subcategoryId = subcategoryIds.get(key) ?? null;
      if (subcategoryId === null) {
        const [found] = await tx
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(
            and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, item.subcategory.slug)),
          );
        if (found) subcategoryId = found.id;
        else {
          const [last] = await tx
            .select({ order: max(subcategories.rowOrder) })
            .from(subcategories)
            .where(eq(subcategories.categoryId, categoryId));
          const [created] = await tx
            .insert(subcategories)
            .values({
              categoryId,
              languageId: language.id,
              name: item.subcategory.name,
              slug: item.subcategory.slug,
              image: item.subcategory.image,
              rowOrder: (last?.order ?? 0) + 1,
            })
            .returning({ id: subcategories.id });
          subcategoryId = created!.id;
          stats.subcategories++;
        }
        subcategoryIds.set(key, subcategoryId);
      }
    }
  }

  // Skip what each category already asks, then insert the rest in one statement.
  const existing = await tx
    .select({ categoryId: questions.categoryId, question: questions.question })
    .from(questions)
    .where(inArray(questions.categoryId, [...categoryIds.values()]));
  const asked = new Set(existing.map((q) => `${q.categoryId}|${q.question.trim().toLowerCase()}`));
  const rows = [];
  for (const item of items) {
    const categoryId = categoryIds.get(item.category.slug)!;
    const key = `${categoryId}|${item.question.trim().toLowerCase()}`;
    if (asked.has(key)) {
      stats.skipped++;
      continue;
    }
    asked.add(key);
    rows.push({
      categoryId,
      subcategoryId: item.subcategory
        ? (subcategoryIds.get(`${categoryId}|${item.subcategory.slug}`) ?? null)
        : null,
      languageId: language.id,
      question: item.question.trim(),
      questionType: item.options.length === 2 ? 2 : 1,
      options: item.options.map((text, i) => ({ key: KEYS[i]!, text: text.trim() })),
      answer: KEYS[item.answer]!,
      level: item.level,
      note: item.note.trim(),
      image: item.image,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(questions).values(rows.slice(i, i + 500));
  stats.questions = rows.length;
  return stats;
}
