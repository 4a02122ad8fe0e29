import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { languages, categoryRef, type QuestionOption, type QuestionKind } from '../catalogue/schema';
import { userRef } from '../user/schema';
import type { PlayQuestion } from '../../../contract';

/**
 * The play domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/** Highest unlocked level per user and (category, subcategory); absent means level 1. */
export const userLevels = pgTable(
  'user_levels',
  {
    userId: userRef(),
    categoryId: categoryRef(),
    subcategoryId: integer('subcategory_id').notNull().default(0),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId, t.subcategoryId] })],
);

export type AttemptQuestion = {
  id: number;
  kind: QuestionKind;
  answer: string;
  options: QuestionOption[];
  /** Match questions: the right-hand column as issued (shuffled, keyed 1…n). */
  pairs?: QuestionOption[];
  /** Guess the word: the answer as written ("POLAR BEAR"); `answer` is its graded form ("POLARBEAR"). */
  display?: string;
  /** Modes served one question at a time: the player's copy, handed out when its turn comes. */
  shown?: PlayQuestion;
};

/**
 * A gradable play session the server issued. Grading happens once: the status flips from 'open' to
 * 'graded' in the same transaction that credits coins, so a replay or a concurrent submit credits nothing.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    quizType: text('quiz_type').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull().default(0),
    level: integer('level').notNull().default(0),
    /** What a first pass completes ("subcategory:4", "passage:12", "day:2026-11-22"); '' when nothing. */
    target: text('target').notNull().default(''),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    status: text('status').notNull().default('open'),
    result: jsonb('result'),
    /** Answers after this instant count as timed out; reset_time moves it by one question's time. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /**
     * The end of the current question's window (its time plus a small slack), moved on by every answer;
     * null where one clock times the whole set (self challenge). See attempt-clock.ts.
     */
    questionDeadlineAt: timestamp('question_deadline_at', { withTimezone: true }),
    /** The length of one question's window in ms (0: no per-question clock). */
    questionWindowMs: integer('question_window_ms').notNull().default(0),
    createdAt: createdAt(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [index('attempts_user_idx').on(t.userId, t.createdAt)],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const attemptLifelines = pgTable(
  'attempt_lifelines',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    lifeline: text('lifeline').notNull(),
    questionId: integer('question_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.lifeline] })],
);

/** First passes of the modes that pay once per category, subcategory or passage (the original's is_play). */
export const completions = pgTable(
  'completions',
  {
    userId: userRef(),
    quizType: text('quiz_type').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizType, t.target] })],
);

/** The daily quiz set of a day and content language, scheduled by an admin or drawn by rotation. */
export const dailyQuizzes = pgTable(
  'daily_quizzes',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.day] })],
);

/** A completed daily quiz: written when it is graded, so fetching alone never uses up the day. */
export const dailyPlays = pgTable(
  'daily_plays',
  {
    userId: userRef(),
    day: date('day').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Answers per player and category, for accuracy and the strong and weak categories. */
export const categoryStats = pgTable(
  'category_stats',
  {
    userId: userRef(),
    categoryId: categoryRef(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
