import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../user/schema';

/**
 * The catalogue domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/** Quiz-content languages (tbl_languages). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  code: text('code').notNull().unique(),
  status: integer('status').notNull().default(1),
  defaultActive: boolean('default_active').notNull().default(false),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    isPremium: boolean('is_premium').notNull().default(false),
    coins: integer('coins').notNull().default(0),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.type, t.languageId, t.slug),
    check('categories_price_non_negative', sql`${t.coins} >= 0`),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: categoryRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    status: integer('status').notNull().default(1),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_slug_idx').on(t.categoryId, t.slug)],
);

export type QuestionOption = { key: string; text: string };

/**
 * How a question is answered and graded (docs/content-format.md). Multiple choice and true/false store
 * the right option's key in `answer`; a word stores the word; multi select the sorted keys ("a,c");
 * a sequence the keys in order ("a,b,c"); a match the left keys in order, with `pairs` the right column.
 */
export const questionKinds = {
  choice: 1,
  true_false: 2,
  guess_the_word: 3,
  multi_select: 4,
  sequence: 5,
  match: 6,
} as const;
export type QuestionKind = keyof typeof questionKinds;

/** A row of another table that belongs to a category (gone with it). */
export function categoryRef() {
  return integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' });
}

/** Where a passage or question belongs: its category, optional subcategory and content language. */
const contentScope = () => ({
  categoryId: categoryRef(),
  subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'cascade' }),
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id),
});

/** Fun & learn reading passages; their questions point here. */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    ...contentScope(),
    title: text('title').notNull(),
    /** Sanitised on import to a small set of tags. */
    detail: text('detail').notNull(),
    video: text('video').notNull().default(''),
    pdf: text('pdf').notNull().default(''),
    status: integer('status').notNull().default(1),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [index('passages_category_idx').on(t.categoryId, t.subcategoryId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    ...contentScope(),
    question: text('question').notNull(),
    questionType: integer('question_type').notNull().default(1),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    answer: text('answer').notNull(),
    level: integer('level').notNull().default(1),
    note: text('note').notNull().default(''),
    image: text('image').notNull().default(''),
    audio: text('audio').notNull().default(''),
    /** The right-hand column of a match question, keyed like the options. */
    pairs: jsonb('pairs').$type<QuestionOption[]>(),
    passageId: integer('passage_id').references(() => passages.id, { onDelete: 'cascade' }),
    /**
     * The question this one translates (the first of its language versions), so the console shows the
     * versions side by side (issue 17). Deleting the original leaves the translations standing.
     */
    translationOf: integer('translation_of').references((): AnyPgColumn => questions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('questions_translation_idx').on(t.translationOf),
    index('questions_level_idx').on(t.categoryId, t.subcategoryId, t.level),
    index('questions_language_type_idx').on(t.languageId, t.questionType),
    index('questions_passage_idx').on(t.passageId),
  ],
);

export const premiumUnlocks = pgTable(
  'premium_unlocks',
  {
    userId: userRef(),
    categoryId: categoryRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
