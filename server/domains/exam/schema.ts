import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { languages, type QuestionOption } from '../catalogue/schema';
import { userRef } from '../user/schema';
import type { ExamEndReason, ExamStatistic, ExamViolation } from '../../../contract/exam-models';

/**
 * The exam domain's tables (issue 16). The key, the answers and the grading stay here: a client learns
 * an answer only from the review of its own completed attempt, and never the key.
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    /** The days (inclusive) it can be taken, on the player's calendar. */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** The password the operator hands out; compared in constant time, never sent to a client. */
    examKey: text('exam_key').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Answers may be changed until the exam is submitted. */
    answerAgain: boolean('answer_again').notNull().default(false),
    latex: boolean('latex').notNull().default(false),
    status: integer('status').notNull().default(1),
    rules: text('rules').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('exams_days_idx').on(t.languageId, t.startsOn, t.endsOn),
    check('exams_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

/** 1 multiple choice, 2 true/false (the catalogue's kinds of the same names). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull().default(1),
    question: text('question').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    /** The right option's key. */
    answer: text('answer').notNull(),
    marks: integer('marks').notNull().default(1),
    note: text('note').notNull().default(''),
    image: text('image').notNull().default(''),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId), check('exam_questions_marks', sql`${t.marks} >= 1`)],
);

/** A question as issued to one attempt: the option keys of the content, in the order shown as a, b, c… */
export type IssuedExamQuestion = { id: number; keys: string[] };

/** One attempt per player and exam; graded once, when its status leaves 'in_exam'. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'in_exam' | 'completed'>().notNull().default('in_exam'),
    endReason: text('end_reason').$type<ExamEndReason>(),
    rulesViolated: boolean('rules_violated').notNull().default(false),
    violations: jsonb('violations').$type<ExamViolation[]>().notNull().default([]),
    issued: jsonb('issued').$type<IssuedExamQuestion[]>().notNull(),
    obtainedMarks: integer('obtained_marks').notNull().default(0),
    totalMarks: integer('total_marks').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    incorrect: integer('incorrect').notNull().default(0),
    statistics: jsonb('statistics').$type<ExamStatistic[]>().notNull().default([]),
    /** Seconds from the start to the submission. */
    totalDuration: integer('total_duration').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exam_attempts_one_idx').on(t.examId, t.userId),
    index('exam_attempts_open_idx').on(t.status, t.lastSeenAt),
  ],
);

/** The player's answer to a question (the content's option key), kept until grading and for the review. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Wrong exam keys, counted per player and exam to slow down guessing. */
export const examKeyFailures = pgTable(
  'exam_key_failures',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index('exam_key_failures_idx').on(t.userId, t.examId, t.createdAt)],
);
