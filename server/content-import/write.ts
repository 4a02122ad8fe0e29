import { and, eq, inArray, max } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Tx } from '../db/client';
import { categories, languages, passages, questionKinds, questions, subcategories } from '../db/schema';
import { modeTypes, type ImportPassage, type ImportQuestion } from './model';

export const KEYS = ['a', 'b', 'c', 'd', 'e'];

/** True/false questions carry their two sides as options, in the content's language. */
const TRUE_FALSE_LABELS: Record<string, [string, string]> = {
  en: ['True', 'False'],
  ar: ['صح', 'خطأ'],
  fr: ['Vrai', 'Faux'],
  es: ['Verdadero', 'Falso'],
  de: ['Wahr', 'Falsch'],
};

/** The small rich-text vocabulary of fun & learn passages; anything else is dropped. */
const PASSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** A passage's HTML reduced to the small vocabulary above (the importer's and the console's). */
export const sanitizePassage = (html: string) => sanitizeHtml(html, PASSAGE_HTML);

export interface ImportStats {
  categories: number;
  subcategories: number;
  questions: number;
  /** Questions already in the category (same text), left as they are. */
  skipped: number;
}

/** Stored shape of a question's options and answer (see questionKinds in the schema). */
export function storedAnswer(item: ImportQuestion, languageCode: string) {
  const keyed = (texts: string[]) => texts.map((text, i) => ({ key: KEYS[i]!, text: text.trim() }));
  switch (item.kind) {
    case 'true_false':
      return {
        options: keyed(TRUE_FALSE_LABELS[languageCode] ?? TRUE_FALSE_LABELS.en!),
        answer: KEYS[item.answers[0]!]!,
      };
    case 'guess_the_word':
      return { options: [], answer: item.word.trim().toLocaleUpperCase(languageCode) };
    case 'multi_select':
      return {
        options: keyed(item.options),
        answer: item.answers
          .map((i) => KEYS[i]!)
          .sort()
          .join(','),
      };
    case 'sequence':
      return { options: keyed(item.options), answer: item.options.map((_, i) => KEYS[i]!).join(',') };
    case 'match':
      return {
        options: keyed(item.options),
        answer: item.options.map((_, i) => KEYS[i]!).join(','),
        pairs: keyed(item.pairs),
      };
    default:
      return { options: keyed(item.options), answer: KEYS[item.answers[0]!]! };
  }
}

/**
 * Writes validated questions inside the caller's transaction. Categories are found by mode, language
 * and slug (subcategories by slug, passages by title) or created after the existing ones; a question
 * whose text its category already has is skipped, so importing a file twice adds nothing.
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
  const passageIds = new Map<number, number>();
  const categoryKey = (item: ImportQuestion) => `${item.mode}|${item.category.slug}`;
  for (const item of items) {
    const type = modeTypes[item.mode];
    let categoryId = categoryIds.get(categoryKey(item));
    if (categoryId === undefined) {
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.type, type),
            eq(categories.languageId, language.id),
            eq(categories.slug, item.category.slug),
          ),
        );
      if (found) categoryId = found.id;
      else {
        const [last] = await tx
          .select({ order: max(categories.rowOrder) })
          .from(categories)
          .where(and(eq(categories.type, type), eq(categories.languageId, language.id)));
        const [created] = await tx
          .insert(categories)
          .values({
            languageId: language.id,
            type,
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
      categoryIds.set(categoryKey(item), categoryId);
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
    if (item.passage && !passageIds.has(item.passage.key))
      passageIds.set(
        item.passage.key,
        await passageId(tx, item.passage, categoryId, subcategoryId, language.id),
      );
  }

  // Skip what each category (or passage) already asks, then insert the rest in batches.
  const existing = await tx
    .select({
      categoryId: questions.categoryId,
      passageId: questions.passageId,
      question: questions.question,
    })
    .from(questions)
    .where(inArray(questions.categoryId, [...categoryIds.values()]));
  const askedKey = (categoryId: number, passage: number | null, text: string) =>
    `${categoryId}|${passage ?? ''}|${text.trim().toLowerCase()}`;
  const asked = new Set(existing.map((q) => askedKey(q.categoryId, q.passageId, q.question)));
  const rows = [];
  for (const item of items) {
    const categoryId = categoryIds.get(categoryKey(item))!;
    const passage = item.passage ? passageIds.get(item.passage.key)! : null;
    const key = askedKey(categoryId, passage, item.question);
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
      questionType: questionKinds[item.kind],
      ...storedAnswer(item, languageCode),
      level: item.level,
      note: item.note.trim(),
      image: item.image,
      audio: item.audio,
      passageId: passage,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(questions).values(rows.slice(i, i + 500));
  stats.questions = rows.length;
  return stats;
}

async function passageId(
  tx: Tx,
  passage: ImportPassage,
  categoryId: number,
  subcategoryId: number | null,
  languageId: number,
): Promise<number> {
  const [found] = await tx
    .select({ id: passages.id })
    .from(passages)
    .where(and(eq(passages.categoryId, categoryId), eq(passages.title, passage.title)));
  if (found) return found.id;
  const [last] = await tx
    .select({ order: max(passages.rowOrder) })
    .from(passages)
    .where(eq(passages.categoryId, categoryId));
  const [created] = await tx
    .insert(passages)
    .values({
      categoryId,
      subcategoryId,
      languageId,
      title: passage.title.trim(),
      detail: sanitizePassage(passage.detail),
      video: passage.video,
      pdf: passage.pdf,
      rowOrder: (last?.order ?? 0) + 1,
    })
    .returning({ id: passages.id });
  return created!.id;
}
