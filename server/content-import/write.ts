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

/** The next `row_order` of each group: one more than its largest, in the order they are first met. */
function nextOrders(last: { group: string | number; order: number | null }[]) {
  const next = new Map(last.map((r) => [String(r.group), r.order ?? 0]));
  return (group: string | number) => {
    const order = (next.get(String(group)) ?? 0) + 1;
    next.set(String(group), order);
    return order;
  };
}

/**
 * Writes validated questions inside the caller's transaction. Categories are found by mode, language
 * and slug (subcategories by slug, passages by title) or created after the existing ones; a question
 * whose text its category already has is skipped, so importing a file twice adds nothing.
 *
 * Each kind of row is looked up and created for the whole file at once (a query for what exists, one
 * for the largest row order, one insert): one by one, the demo content's ~90 categories, 190
 * subcategories and 80 passages took some 1,100 round trips of a first start's seed (issue 18).
 */
export async function writeQuestions(
  tx: Tx,
  languageCode: string,
  items: ImportQuestion[],
): Promise<ImportStats> {
  const stats: ImportStats = { categories: 0, subcategories: 0, questions: 0, skipped: 0 };
  const [language] = await tx.select().from(languages).where(eq(languages.code, languageCode));
  if (!language) throw new Error(`Unknown content language "${languageCode}"`);
  const categoryIds = await categoriesOf(tx, language.id, items, stats);
  const categoryOf = (item: ImportQuestion) =>
    categoryIds.get(`${modeTypes[item.mode]}|${item.category.slug}`)!;
  const subcategoryIds = await subcategoriesOf(tx, language.id, items, categoryOf, stats);
  const subcategoryOf = (item: ImportQuestion) =>
    item.subcategory ? subcategoryIds.get(`${categoryOf(item)}|${item.subcategory.slug}`)! : null;
  const passageIds = await passagesOf(tx, language.id, items, categoryOf, subcategoryOf);

  // Skip what each category (or passage) already asks, then insert the rest in batches.
  const existing = await tx
    .select({
      categoryId: questions.categoryId,
      passageId: questions.passageId,
      question: questions.question,
    })
    .from(questions)
    .where(inArray(questions.categoryId, [...new Set(categoryIds.values())]));
  const askedKey = (categoryId: number, passage: number | null, text: string) =>
    `${categoryId}|${passage ?? ''}|${text.trim().toLowerCase()}`;
  const asked = new Set(existing.map((q) => askedKey(q.categoryId, q.passageId, q.question)));
  const rows = [];
  for (const item of items) {
    const categoryId = categoryOf(item);
    const passage = item.passage ? passageIds.get(item.passage.key)! : null;
    const key = askedKey(categoryId, passage, item.question);
    if (asked.has(key)) {
      stats.skipped++;
      continue;
    }
    asked.add(key);
    rows.push({
      categoryId,
      subcategoryId: subcategoryOf(item),
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
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(questions).values(rows.slice(i, i + BATCH));
  stats.questions = rows.length;
  return stats;
}

/** Rows a multi-row insert carries at most (PostgreSQL takes up to 65,535 parameters a statement). */
const BATCH = 500;

/** Inserts `rows` in batches, returning what `insert` returns for each batch, in order. */
async function insertAll<Row, Out>(rows: Row[], insert: (batch: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

type LastOrders = { group: string | number; order: number | null }[];

/**
 * The one shape of categoriesOf, subcategoriesOf and passagesOf: the rows `wanted` names (by key) that
 * `find` returns exist; the rest are made by `make` with the next row order of their group (after
 * `lastOrders`), inserted in batches by `insert`. Returns every wanted key's id and how many were made.
 */
async function findOrCreate<Want, Found extends { id: number }, Insert>(
  wanted: Map<string, Want>,
  spec: {
    find: () => Promise<Found[]>;
    keyOf: (row: Found) => string;
    lastOrders: () => Promise<LastOrders>;
    make: (want: Want, order: (group: string | number) => number) => Insert;
    insert: (batch: Insert[]) => Promise<Found[]>;
  },
) {
  const ids = new Map<string, number>();
  if (wanted.size === 0) return { ids, created: 0 };
  for (const row of await spec.find()) ids.set(spec.keyOf(row), row.id);
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  if (missing.length === 0) return { ids, created: 0 };
  const order = nextOrders(await spec.lastOrders());
  const created = await insertAll(
    missing.map(([, want]) => spec.make(want, order)),
    spec.insert,
  );
  for (const row of created) ids.set(spec.keyOf(row), row.id);
  return { ids, created: created.length };
}

/** The distinct values `pick` takes over `wanted`, for an IN list. */
const distinct = <Want, V>(wanted: Map<string, Want>, pick: (want: Want) => V) => [
  ...new Set([...wanted.values()].map(pick)),
];

/** Each category the file names, by "type|slug": found in this language, or created after the last. */
async function categoriesOf(tx: Tx, languageId: number, items: ImportQuestion[], stats: ImportStats) {
  const wanted = new Map<string, { type: number; category: ImportQuestion['category'] }>();
  for (const item of items) {
    const type = modeTypes[item.mode];
    const key = `${type}|${item.category.slug}`;
    if (!wanted.has(key)) wanted.set(key, { type, category: item.category });
  }
  const types = distinct(wanted, (w) => w.type);
  const ofLanguage = and(eq(categories.languageId, languageId), inArray(categories.type, types));
  const columns = { id: categories.id, type: categories.type, slug: categories.slug };
  const { ids, created } = await findOrCreate(wanted, {
    find: () =>
      tx
        .select(columns)
        .from(categories)
        .where(
          and(
            ofLanguage,
            inArray(
              categories.slug,
              distinct(wanted, (w) => w.category.slug),
            ),
          ),
        ),
    keyOf: (row) => `${row.type}|${row.slug}`,
    lastOrders: () =>
      tx
        .select({ group: categories.type, order: max(categories.rowOrder) })
        .from(categories)
        .where(ofLanguage)
        .groupBy(categories.type),
    make: ({ type, category }, order) => ({
      languageId,
      type,
      name: category.name,
      slug: category.slug,
      image: category.image,
      isPremium: category.isPremium,
      coins: category.coins,
      rowOrder: order(type),
    }),
    insert: (batch) => tx.insert(categories).values(batch).returning(columns),
  });
  stats.categories += created;
  return ids;
}

/** Each subcategory the file names, by "categoryId|slug": found in its category, or created after the last. */
async function subcategoriesOf(
  tx: Tx,
  languageId: number,
  items: ImportQuestion[],
  categoryOf: (item: ImportQuestion) => number,
  stats: ImportStats,
) {
  const wanted = new Map<
    string,
    { categoryId: number; subcategory: NonNullable<ImportQuestion['subcategory']> }
  >();
  for (const item of items) {
    if (!item.subcategory) continue;
    const categoryId = categoryOf(item);
    const key = `${categoryId}|${item.subcategory.slug}`;
    if (!wanted.has(key)) wanted.set(key, { categoryId, subcategory: item.subcategory });
  }
  const inCategories = inArray(
    subcategories.categoryId,
    distinct(wanted, (w) => w.categoryId),
  );
  const columns = { id: subcategories.id, categoryId: subcategories.categoryId, slug: subcategories.slug };
  const { ids, created } = await findOrCreate(wanted, {
    find: () =>
      tx
        .select(columns)
        .from(subcategories)
        .where(
          and(
            inCategories,
            inArray(
              subcategories.slug,
              distinct(wanted, (w) => w.subcategory.slug),
            ),
          ),
        ),
    keyOf: (row) => `${row.categoryId}|${row.slug}`,
    lastOrders: () =>
      tx
        .select({ group: subcategories.categoryId, order: max(subcategories.rowOrder) })
        .from(subcategories)
        .where(inCategories)
        .groupBy(subcategories.categoryId),
    make: ({ categoryId, subcategory }, order) => ({
      categoryId,
      languageId,
      name: subcategory.name,
      slug: subcategory.slug,
      image: subcategory.image,
      rowOrder: order(categoryId),
    }),
    insert: (batch) => tx.insert(subcategories).values(batch).returning(columns),
  });
  stats.subcategories += created;
  return ids;
}

/**
 * Each passage the file names, by its key: found in its category by title, or created after the last
 * (with the subcategory of its first question). Passages of one title in one category are one passage.
 */
async function passagesOf(
  tx: Tx,
  languageId: number,
  items: ImportQuestion[],
  categoryOf: (item: ImportQuestion) => number,
  subcategoryOf: (item: ImportQuestion) => number | null,
) {
  const byTitle = (categoryId: number, title: string) => `${categoryId}|${title.trim()}`;
  const wanted = new Map<string, { item: ImportQuestion; passage: ImportPassage }>();
  const keys = new Map<number, string>();
  for (const item of items) {
    if (!item.passage || keys.has(item.passage.key)) continue;
    const key = byTitle(categoryOf(item), item.passage.title);
    keys.set(item.passage.key, key);
    if (!wanted.has(key)) wanted.set(key, { item, passage: item.passage });
  }
  const inCategories = inArray(
    passages.categoryId,
    distinct(wanted, (w) => categoryOf(w.item)),
  );
  const columns = { id: passages.id, categoryId: passages.categoryId, title: passages.title };
  const { ids } = await findOrCreate(wanted, {
    find: () =>
      tx
        .select(columns)
        .from(passages)
        .where(
          and(
            inCategories,
            inArray(
              passages.title,
              distinct(wanted, (w) => w.passage.title.trim()),
            ),
          ),
        ),
    keyOf: (row) => byTitle(row.categoryId, row.title),
    lastOrders: () =>
      tx
        .select({ group: passages.categoryId, order: max(passages.rowOrder) })
        .from(passages)
        .where(inCategories)
        .groupBy(passages.categoryId),
    make: ({ item, passage }, order) => ({
      categoryId: categoryOf(item),
      subcategoryId: subcategoryOf(item),
      languageId,
      title: passage.title.trim(),
      detail: sanitizePassage(passage.detail),
      video: passage.video,
      pdf: passage.pdf,
      rowOrder: order(categoryOf(item)),
    }),
    insert: (batch) => tx.insert(passages).values(batch).returning(columns),
  });
  return new Map([...keys].map(([passageKey, key]) => [passageKey, ids.get(key)!]));
}
